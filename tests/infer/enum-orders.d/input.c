/*
 * Enumerators defined as conversions hold that order wherever they are
 * used, as sparse types them: comparing a field with one, storing one
 * into it, masking it with an OR of them (a macro) is data of that
 * order, no plain number.  An enumerator of a plain value is a
 * constant.
 */
#include <kernel.h>

enum reparse_tag {
	TAG_SYMLINK = cpu_to_le32(0xA000000C),
	TAG_MOUNT = cpu_to_le32(0xA0000003),
};

enum {
	FLAG_FIN = __constant_cpu_to_be32(0x00010000),
	FLAG_SYN = __constant_cpu_to_be32(0x00020000),
	PLAIN_X = 5,
};

#define REMNANT (FLAG_FIN | FLAG_SYN)

struct rp {
	u32 tag;
	u32 len;
};

struct th {
	u32 words;
};

int rp_is_link(const struct rp *r)
{
	return r->tag == TAG_SYMLINK;
}

void rp_set_mount(struct rp *r)
{
	r->tag = TAG_MOUNT;
	r->len = cpu_to_le32(4);
}

u32 rp_len(const struct rp *r)
{
	return le32_to_cpu(r->len) + PLAIN_X;
}

int th_remnant(const struct th *t)
{
	return (t->words & REMNANT) != 0;
}

u32 th_offset(const struct th *t)
{
	return be32_to_cpu(t->words) >> 3;
}
