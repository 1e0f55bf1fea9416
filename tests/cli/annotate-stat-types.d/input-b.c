#include <endian.h>
#include <sys/stat.h>
#include "input-fmt.h"

void rec_fill(struct rec *r, unsigned int n)
{
	r->tag = htole16(7);
	r->len = htole32(n);
}
