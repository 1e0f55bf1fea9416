/*
 * A userspace project's own conversion macros, untyped: the first patch
 * types them for the checkers, in both byte-order branches, and leaves
 * the bodies the compiler sees as they are.
 */
#ifndef DEFS_H
#define DEFS_H

#include <stdint.h>
#include <endian.h>
/* an #include that some builds skip is no place for the types header */
#ifdef HAVE_CONFIG_H
#include <config.h>
#endif

typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;

static inline u16 swab16(u16 x)
{
	return (u16)(x << 8 | x >> 8);
}

#if __BYTE_ORDER == __LITTLE_ENDIAN
#define cpu_to_le32(x) ((u32)(x))
#define le32_to_cpu(x) ((u32)(x))
#define le16_to_cpu(x) ((u16)(x))
#else
#define cpu_to_le32(x) __builtin_bswap32(x)
#define le32_to_cpu(x) __builtin_bswap32(x)
/* a kernel-named swab in the body is no conversion: typed all the same */
#define le16_to_cpu(x) (__builtin_constant_p(x) ? \
			__builtin_bswap16(x) : \
			swab16(x))
#endif
/* no name of the table: found by its #if, typed like the others */
#if __BYTE_ORDER == __LITTLE_ENDIAN
#define disk_to_host64(x) ((u64)(x))
#else
#define disk_to_host64(x) __builtin_bswap64(x)
#endif
#define be32_to_cpu(x)	((u32) be32toh(x))
#define cpu_to_be64(x)	\
	htobe64(x)
/* not one expression: listed, left alone */
#define cpu_to_be16(x)	(u16)(((x) & 0xff) << 8), 0
/* the other direction of a typed helper is no alias: typed too */
#define cpu_to_le16(x)	le16_to_cpu((x))
/* a wrapper of a helper typed above needs no types of its own */
#define get_le32(p)	le32_to_cpu(*(p))

#endif
