/*
 * A function whose address is taken keeps its type: the pointers that
 * hold it say what its parameters and result are.  One that is only
 * called is annotated as usual.
 */
#include <kernel.h>

struct dirent {
	u16 rec_len;
	u16 name_len;
};

static u16 do_nothing16(u16 x)
{
	return x;
}

static u16 disk_to_host16(u16 x)
{
	return le16_to_cpu(x);
}

/* only called: its parameter is annotated */
static u32 disk_to_host32(u32 x)
{
	return le32_to_cpu(x);
}

struct ops {
	u32 (*get)(u32 v);
};

static u32 ops_get(u32 v)
{
	return be32_to_cpu(v);
}

static const struct ops the_ops = { .get = ops_get };

unsigned dirent_len(struct dirent *d, u32 raw, u32 key, int need_swab)
{
	u16 (*translate)(u16) = need_swab ? disk_to_host16 : do_nothing16;

	return translate(d->rec_len) + disk_to_host32(raw) +
	       the_ops.get(key);
}
