/*
 * A __force cast is where the code itself says the order changes: what
 * flows through it stays apart.  Here a project's own accessor reads a
 * __le16 through one and returns a host number, which is no __le16.
 */
#include <kernel.h>

struct rec {
	__le16 len;
	u16 raw;	/* holds the host value, not the __le16 */
};

static inline u16 rec_len(const __le16 *p)
{
	return (__force u16)*p;
}

void rec_load(struct rec *r)
{
	r->raw = rec_len(&r->len) + 1;
}
