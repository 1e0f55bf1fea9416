/*
 * Conversions in an array's braced list: a helper whose body swaps is
 * an UnexposedExpr (its marker) like a designated `[N] = value`, and
 * must seed the array all the same; designators, spelled in the file
 * or in a macro, still reach the value they name.
 */
#include <stdint.h>

#define ___constant_swab32(x) ((uint32_t)(			\
	(((uint32_t)(x) & (uint32_t)0x000000ffUL) << 24) |	\
	(((uint32_t)(x) & (uint32_t)0x0000ff00UL) <<  8) |	\
	(((uint32_t)(x) & (uint32_t)0x00ff0000UL) >>  8) |	\
	(((uint32_t)(x) & (uint32_t)0xff000000UL) >> 24)))
#define __constant_cpu_to_be32(x) ___constant_swab32((x))
#define __constant_cpu_to_le32(x) ((uint32_t)(x))
#define tobe(x) __constant_cpu_to_be32(x)
#define ENTRY(i, v) [i] = __constant_cpu_to_le32(v)

const uint32_t crc_be[4] = {
	tobe(0x00000000L), tobe(0x04c11db7L), tobe(0x09823b6eL), tobe(0x0d4326d9L),
};
const uint32_t magic_le[4] = {
	[2] = __constant_cpu_to_le32(0xef53),
};
const uint32_t ids_le[2] = { ENTRY(1, 7) };

