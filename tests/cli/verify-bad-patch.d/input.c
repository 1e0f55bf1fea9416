/* A record with a little-endian length and a host-order count. */
#include <kernel.h>

struct rec {
	u32 len;
	u32 count;
};

u32 rec_len(const struct rec *r)
{
	return le32_to_cpu(r->len);
}

u32 rec_half(const struct rec *r)
{
	return r->count / 2;
}
