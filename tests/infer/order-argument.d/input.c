/*
 * Functions told the byte order by an argument.  A call that names an
 * order as a constant reads (or writes) the data behind its pointer
 * arguments in that order, whatever their declared type; anything else
 * leaves the data in either order, kept plain.  The function that
 * chooses (a switch or an if on the order) converts one way in each
 * branch: deliberate, not two orders of one datum.
 */
#include <kernel.h>
#include <linux/nls.h>

struct dirent {
	u16 name[32];
	u16 len;
};

struct volume {
	u16 label[16];
	u16 label_len;
};

struct record {
	u16 text[8];
	u16 words[8];
};

int dirent_name(const struct dirent *d, u8 *buf, int n)
{
	if (le16_to_cpu(d->name[0]) == '.')
		return 0;
	return utf16s_to_utf8s(d->name, le16_to_cpu(d->len),
			       UTF16_LITTLE_ENDIAN, buf, n);
}

void set_label(struct volume *v, const u8 *s, int n)
{
	v->label_len = cpu_to_be16((u16)utf8s_to_utf16s(s, n,
			UTF16_BIG_ENDIAN, v->label, 16));
}

/* told at run time: the text stays plain */
int record_text(const struct record *r, enum utf16_endian e, u8 *buf)
{
	return utf16s_to_utf8s(r->text, 8, e, buf, 32);
}

/* no order told: a host buffer, so this is a missing conversion */
int record_words(const struct record *r)
{
	return count_units(r->words, 8) + le16_to_cpu(r->words[1]);
}

static void put_unit(u16 *s, unsigned c, enum utf16_endian endian)
{
	switch (endian) {
	default:
		*s = (u16)c;
		break;
	case UTF16_LITTLE_ENDIAN:
		*s = cpu_to_le16((u16)c);
		break;
	case UTF16_BIG_ENDIAN:
		*s = cpu_to_be16((u16)c);
		break;
	}
}

static unsigned get_unit(u16 c, enum utf16_endian endian)
{
	if (endian == UTF16_BIG_ENDIAN)
		return be16_to_cpu(c);
	return le16_to_cpu(c);
}

void copy_units(u16 *dst, const u16 *src, int n, enum utf16_endian endian)
{
	int i;

	for (i = 0; i < n; i++)
		put_unit(&dst[i], get_unit(src[i], endian), endian);
}
