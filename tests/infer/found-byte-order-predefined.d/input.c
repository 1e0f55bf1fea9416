/*
 * The compilers' __BIG_ENDIAN__ and __LITTLE_ENDIAN__, tested with
 * #ifdef, defined() and !defined(), around loads and stores of a whole
 * word: read as it lies on one side, swapped on the other, they are
 * the get and put of that side's order.
 */
#include <stdint.h>

#ifdef __BIG_ENDIAN__
#define LOAD_LE32(p)	__builtin_bswap32(*(const uint32_t *)(p))
#define STORE_LE16(v, p) (*(uint16_t *)(p) = __builtin_bswap16(v))
#else
#define LOAD_LE32(p)	(*(const uint32_t *)(p))
#define STORE_LE16(v, p) (*(uint16_t *)(p) = (v))
#endif

#if defined(__LITTLE_ENDIAN__) || !defined(__BIG_ENDIAN__)
#define LOAD_BE16(p)	__builtin_bswap16(*(const uint16_t *)(p))
#else
#define LOAD_BE16(p)	(*(const uint16_t *)(p))
#endif

#if !defined(__BIG_ENDIAN__)
#define STORE_BE32(p, v) (*(uint32_t *)(p) = __builtin_bswap32(v))
#else
#define STORE_BE32(p, v) (*(uint32_t *)(p) = (v))
#endif

struct desc {
	uint32_t addr;		/* le */
	uint16_t len;		/* le */
	uint16_t id;		/* a condition with || is not judged */
	uint32_t next;		/* be */
	int users;
};

uint32_t desc_read(const struct desc *d)
{
	return LOAD_LE32(&d->addr) + LOAD_BE16(&d->id);
}

void desc_write(struct desc *d, uint16_t len, uint32_t next)
{
	STORE_LE16(len, &d->len);
	STORE_BE32(&d->next, next);
}
