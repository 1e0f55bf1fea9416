/*
 * autoconf's WORDS_BIGENDIAN, #ifdef and #ifndef, with the compiler's
 * __builtin_bswap on the big-endian side.
 */
#include <stdint.h>

#ifdef WORDS_BIGENDIAN
#define le16toh_compat(x)	__builtin_bswap16(x)
#define le64toh_compat(x)	__builtin_bswap64(x)
#else
#define le16toh_compat(x)	(x)
#define le64toh_compat(x)	(x)
#endif

#ifndef WORDS_BIGENDIAN
#define htobe32_compat(x)	__builtin_bswap32(x)
#else
#define htobe32_compat(x)	(x)
#endif

struct pkt {
	uint16_t len;		/* le */
	uint64_t seq;		/* le */
	uint32_t addr;		/* be */
};

uint64_t pkt_read(const struct pkt *p)
{
	return le16toh_compat(p->len) + le64toh_compat(p->seq);
}

void pkt_addr(struct pkt *p, uint32_t a)
{
	p->addr = htobe32_compat(a);
}
