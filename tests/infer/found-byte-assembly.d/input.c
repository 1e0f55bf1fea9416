/*
 * Loads and stores byte by byte through a byte pointer: gets and puts of
 * the order the bytes go in, as functions and as macros, of 16 to 64
 * bits.  Like get_unaligned_le32(), they order what they are handed
 * only when it is as wide as they are: a field through a void pointer,
 * not a byte buffer.
 */
#include <stdint.h>

static inline uint16_t get_be16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

static inline uint32_t get_le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

static inline uint64_t get_be64(const uint8_t *p)
{
	return (uint64_t)p[0] << 56 | (uint64_t)p[1] << 48 |
	       (uint64_t)p[2] << 40 | (uint64_t)p[3] << 32 |
	       (uint64_t)p[4] << 24 | (uint64_t)p[5] << 16 |
	       (uint64_t)p[6] << 8 | p[7];
}

/* built from those above */
static inline uint64_t get_be48(const uint8_t *p)
{
	return (uint64_t)get_be16(p) << 32 | (uint64_t)p[2] << 24 |
	       (uint64_t)p[3] << 16 | (uint64_t)p[4] << 8 | p[5];
}

static inline void put_be32(uint32_t v, uint8_t *p)
{
	p[0] = v >> 24;
	p[1] = v >> 16;
	p[2] = v >> 8;
	p[3] = v;
}

static inline void put_le16(uint16_t v, unsigned char *p)
{
	*p++ = v;
	*p++ = v >> 8;
}

/* through a byte pointer of its own */
static inline uint16_t get_le16(const void *p)
{
	const uint8_t *b = p;

	return (uint16_t)(b[0] | b[1] << 8);
}

static inline void put_be32v(uint32_t v, void *p)
{
	uint8_t *b = p;

	b[0] = (uint8_t)(v >> 24);
	b[1] = (uint8_t)(v >> 16);
	b[2] = (uint8_t)(v >> 8);
	b[3] = (uint8_t)v;
}

#define GET_LE16(p)	((uint16_t)((p)[0] | (p)[1] << 8))
#define GET_BE24(p)	((uint32_t)(p)[0] << 16 | (uint32_t)(p)[1] << 8 | (p)[2])
#define GET_LE64(p) \
	((uint64_t)(p)[0] | (uint64_t)(p)[1] << 8 | (uint64_t)(p)[2] << 16 | \
	 (uint64_t)(p)[3] << 24 | (uint64_t)(p)[4] << 32 | \
	 (uint64_t)(p)[5] << 40 | (uint64_t)(p)[6] << 48 | \
	 (uint64_t)(p)[7] << 56)
#define PUT_LE32(v, p) do {			\
		(p)[0] = (uint8_t)(v);		\
		(p)[1] = (uint8_t)((v) >> 8);	\
		(p)[2] = (uint8_t)((v) >> 16);	\
		(p)[3] = (uint8_t)((v) >> 24);	\
	} while (0)
/* the pointer first: enc, as the BSDs' le32enc() */
#define ENC_BE16(p, v)	((p)[0] = (v) >> 8, (p)[1] = (v))

struct frame {
	uint8_t hdr[8];
	uint16_t len;		/* le: get_le16 */
	uint32_t crc;		/* be: put_be32v */
};

uint64_t frame_sum(const struct frame *f)
{
	return get_be16(f->hdr) + get_le32(f->hdr) + get_be64(f->hdr) +
	       get_be48(f->hdr) + GET_LE16(f->hdr) + GET_BE24(f->hdr) +
	       GET_LE64(f->hdr) + get_le16(&f->len);
}

void frame_fill(struct frame *f, uint32_t v)
{
	put_be32(v, f->hdr);
	put_le16(1, f->hdr + 4);
	PUT_LE32(v, f->hdr);
	ENC_BE16(f->hdr + 6, 2);
	put_be32v(v, &f->crc);
}
