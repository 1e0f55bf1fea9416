#include <endian.h>
#include "input-a.h"
#include "input-b.h"

uint32_t len_a(const struct rec_a *r)
{
	return le32toh(r->len);
}

uint32_t len_b(const struct rec_b *r)
{
	return be32toh(r->len);
}
