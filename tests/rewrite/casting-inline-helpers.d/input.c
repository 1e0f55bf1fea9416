/*
 * Inline helpers that cast: the plain typedef named for its order is
 * made on the generated bitwise type, and the cast written in glibc's
 * macro argument changes with its class, so that the typed le32toh()
 * of the generated header takes it.
 */
#include <endian.h>
#include <stdint.h>

typedef uint32_t le32;

struct rec {
	le32 a;
	le32 b;
};

static inline uint32_t get_le32(le32 v)
{
	return le32toh((uint32_t)v);
}

static inline le32 put_le32(uint32_t v)
{
	return (le32)htole32(v);
}

uint32_t rec_sum(const struct rec *r)
{
	return get_le32(r->a) + get_le32(r->b);
}

void rec_set(struct rec *r, uint32_t x)
{
	r->a = put_le32(x);
}
