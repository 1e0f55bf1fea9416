/*
 * Shifts and masks that do not reverse the bytes, and byte-order
 * branches that do not swap on one side, are no helpers: nothing is
 * found, and what they read is used as a number as before.
 */
#include <stdint.h>

#define FIELD(x)	(((x) >> 4) & 0xf)		/* a bitfield */
#define BYTE1(x)	(((x) >> 8) & 0xff)		/* one byte */
#define ROL8(x)		(((x) << 8) | ((x) >> 24))	/* a rotation */
#define SWAHW32(x)	((uint32_t)((((uint32_t)(x) & 0x0000ffffu) << 16) | \
				    (((uint32_t)(x) & 0xffff0000u) >> 16)))
#define SWAHB32(x)	((uint32_t)((((uint32_t)(x) & 0x00ff00ffu) << 8) | \
				    (((uint32_t)(x) & 0xff00ff00u) >> 8)))
#define SUM2(p)		((p)[0] + (p)[1])		/* adds, not assembles */
#define PAIR(a, b)	(((a) << 8) | (b))		/* two values */

static inline uint32_t mix(uint32_t x)
{
	return (x << 16) | (x >> 16);
}

static inline uint16_t low_byte_first(const uint8_t *p)
{
	return (uint16_t)(p[1] << 8 | p[2]);	/* not from p[0] */
}

/* the same on both sides: no conversion */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define SAME(x)		(x)
#else
#define SAME(x)		(x)
#endif

/* a swap under a condition that is not the byte order */
#ifdef HAVE_FAST_SWAP
#define MAYBE(x)	((((x) & 0xff) << 24) | (((x) & 0xff00) << 8) | \
			 (((x) >> 8) & 0xff00) | ((x) >> 24))
#else
#define MAYBE(x)	(x)
#endif

struct regs {
	uint32_t ctrl;
	uint32_t stat;
	uint16_t mode;
	uint8_t buf[2];
	int users;
};

uint32_t regs_read(const struct regs *r)
{
	return FIELD(r->ctrl) + BYTE1(r->stat) + ROL8(r->ctrl) +
	       SWAHW32(r->stat) + SWAHB32(r->ctrl) + SUM2(r->buf) +
	       PAIR(r->mode, 1) + mix(r->stat) + low_byte_first(r->buf) +
	       SAME(r->mode) + MAYBE(r->stat);
}
