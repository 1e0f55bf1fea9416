/*
 * A project's own conversion helpers, written every way a #define can be:
 * the overlay must rewrite each on its own lines and keep the program as
 * it was (static initialisers, case labels and enum values still
 * constant).
 */
#ifndef OVERLAY_FORMS_H
#define OVERLAY_FORMS_H

typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

#define my_swab32(x) __builtin_bswap32((u32)(x))
#define __le32_to_cpu(x) ((u32)(x)) /* a comment after the body */
#define __cpu_to_le32(x) ((u32)(x)) // a line comment after the body
#define __be32_to_cpu(x)				\
	my_swab32((u32)(x))	/* a comment over \
				   two lines */
#define __cpu_to_be32(x) my_swab32(x)
#define le32_to_cpu __le32_to_cpu
#define cpu_to_le32 __cpu_to_le32
#  define be32_to_cpu __be32_to_cpu
#define cpu_to_be32 __cpu_to_be32

static inline u16 host_le16(u16 v) { return v; }
#define le16_to_cpu host_le16	/* an alias of a function */
#define cpu_to_le16(x) (x)

#define le32_to_cpus(p) do { (void)(p); } while (0)
#define le32_add_cpu(p, v)					\
	do {							\
		*(p) = cpu_to_le32(le32_to_cpu(*(p)) + (v));	\
	} while (0)

#endif
