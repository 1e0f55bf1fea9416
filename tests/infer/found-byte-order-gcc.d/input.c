/*
 * A library's own conversions, chosen by the compiler's byte order:
 * a byte shuffle where the host is big-endian, the value itself where
 * it is little-endian, so they convert from and to little-endian.  The
 * way they convert comes from their names; LIB_LE16() does not say, so
 * only a number going in tells: then it is from cpu.
 */
#include <stdint.h>

#define LIB_SWAB16(x) ((uint16_t)(((x) << 8) | ((x) >> 8)))
#define LIB_SWAB32(x) \
	((((x) & 0xff) << 24) | (((x) & 0xff00) << 8) | \
	 (((x) >> 8) & 0xff00) | ((x) >> 24))

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define lib_le32_to_cpu(x)	LIB_SWAB32(x)
#define lib_cpu_to_le32(x)	LIB_SWAB32(x)
#define LIB_LE16(x)		LIB_SWAB16(x)
#else
#define lib_le32_to_cpu(x)	(x)
#define lib_cpu_to_le32(x)	((uint32_t)(x))
#define LIB_LE16(x)		(x)
#endif

struct lib_header {
	uint32_t magic;		/* le: lib_le32_to_cpu */
	uint32_t length;	/* le: lib_cpu_to_le32 */
	uint16_t version;	/* le: LIB_LE16 of a number */
	uint16_t flags;		/* LIB_LE16 of data: which way, unknown */
	int users;
};

int lib_check(const struct lib_header *h)
{
	return lib_le32_to_cpu(h->magic) == 0x4c494221 &&
	       (LIB_LE16(h->flags) & 1);
}

void lib_fill(struct lib_header *h, uint32_t n)
{
	h->length = lib_cpu_to_le32(n + 16);
	h->version = LIB_LE16(2);
}
