/*
 * A library's header outside the project's roots (tests/infer/found-*):
 * what it defines is not the project's, so nothing of it is found.
 */
#include <stdint.h>

#define OUT_SWAB32(x) \
	((((x) & 0xff) << 24) | (((x) & 0xff00) << 8) | \
	 (((x) >> 8) & 0xff00) | ((x) >> 24))

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define out_le32_to_cpu(x)	OUT_SWAB32(x)
#else
#define out_le32_to_cpu(x)	(x)
#endif

static inline uint16_t out_get_be16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}
