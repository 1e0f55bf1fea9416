/*
 * Byte shuffles written as functions are found: swabs, as the table's
 * bswap_32() is.  Their arguments are numbers, and their parameters no
 * slot the callers' data meets in.
 */
#include <stdint.h>

static inline uint16_t swap16(uint16_t x)
{
	return (uint16_t)((x << 8) | (x >> 8));
}

static inline uint32_t swap32(uint32_t x)
{
	return ((x & 0x000000ffu) << 24) | ((x & 0x0000ff00u) << 8) |
	       ((x & 0x00ff0000u) >> 8) | ((x & 0xff000000u) >> 24);
}

/* built from the one above */
static inline uint64_t swap64(uint64_t x)
{
	return (uint64_t)swap32((uint32_t)x) << 32 | swap32((uint32_t)(x >> 32));
}

/* a local first, then the shuffle */
unsigned long long swap64_long(long long n)
{
	unsigned long long v = n;

	return (v >> 56) | ((v & 0xff000000000000ull) >> 40) |
	       ((v & 0xff0000000000ull) >> 24) | ((v & 0xff00000000ull) >> 8) |
	       ((v & 0xff000000ull) << 8) | ((v & 0xff0000ull) << 24) |
	       ((v & 0xff00ull) << 40) | ((v & 0xffull) << 56);
}

struct counters {
	uint16_t port;
	uint32_t hits;
	uint64_t total;
};

uint64_t counters_sum(const struct counters *c)
{
	return swap16(c->port) + swap32(c->hits) + swap64(c->total) +
	       swap64_long(1);
}
