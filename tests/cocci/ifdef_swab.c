/* ifdef_swab: a byte-order #if around a swab is one conversion. */
#include <byteswap.h>

typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

struct hdr {
	u32 magic;
	u16 len;
	u64 stamp;
	u32 crc;
};

u32 read_magic(const struct hdr *h)
{
	u32 m;

#ifdef __BIG_ENDIAN
	m = swab32(h->magic);
#else
	m = h->magic;
#endif
	return m;
}

void read_hdr(const struct hdr *h, u16 *len, u64 *stamp)
{
#if defined(__LITTLE_ENDIAN)
	*len = swab16(h->len);
	*stamp = __swab64(h->stamp);
#else
	*len = h->len;
	*stamp = h->stamp;
#endif
}

u32 crc_of(const struct hdr *h)
{
#if __BYTE_ORDER == __BIG_ENDIAN
	return bswap_32(h->crc);
#else
	return h->crc;
#endif
}

void fix_in_place(struct hdr *h)
{
	#ifndef __LITTLE_ENDIAN
	h->crc = swab32(h->crc);
	#endif
}

u16 swapped_else(u16 v)
{
	u16 r;

#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
	r = v;
#else
	r = __builtin_bswap16(v);
#endif /* byte order */
	return r;
}

/* Not rewritten. */
u32 keep(const struct hdr *h, u32 a, u32 b)
{
	u32 x, y;

	/* bitfield order, not byte order */
#ifdef __BIG_ENDIAN_BITFIELD
	x = swab32(a);
#else
	x = a;
#endif
	/* another value */
#ifdef __BIG_ENDIAN
	x = swab32(a);
#else
	x = b;
#endif
	/* another variable */
#ifdef __BIG_ENDIAN
	x = swab32(a);
#else
	y = a;
#endif
	/* one more statement */
#ifdef __BIG_ENDIAN
	x = swab32(a);
	y = 1;
#else
	x = a;
#endif
	/* more than the swab */
#ifdef __BIG_ENDIAN
	x = swab32(a) + 1;
#else
	x = a + 1;
#endif
	/* more than the byte order */
#if defined(__BIG_ENDIAN) && defined(CONFIG_X)
	x = swab32(a);
#else
	x = a;
#endif
	/* #elif */
#ifdef __BIG_ENDIAN
	x = swab32(a);
#elif defined(__PDP_ENDIAN)
	x = a;
#endif
	/* no #else: only x = swab32(x) */
#ifdef __BIG_ENDIAN
	x = swab32(a);
#endif
	/* a comment inside */
#ifdef __BIG_ENDIAN
	x = swab32(a);	/* swap */
#else
	x = a;
#endif
	/* swabs on both sides */
#ifdef __BIG_ENDIAN
	x = swab32(a);
#else
	x = swab32(a);
#endif
	/* nested */
#ifdef __BIG_ENDIAN
#ifdef CONFIG_Y
	x = swab32(a);
#endif
#else
	x = a;
#endif
	return x + y;
}

/*
 * A tree's own helpers written as the block they stand for: rewritten,
 * each would call itself forever.
 */
static inline u32 __attribute__((always_inline)) be32toh(u32 v)
{
#if __BYTE_ORDER == __LITTLE_ENDIAN
	return bswap_32(v);
#else
	return v;
#endif
}

static inline u16 le16_to_cpu(u16 v)
{
#ifdef __BIG_ENDIAN
	return swab16(v);
#else
	return v;
#endif
}
