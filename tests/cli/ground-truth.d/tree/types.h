/* The tree's own vocabulary: none of these definitions is listed. */
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned short __u16;
typedef unsigned int __u32;
typedef unsigned long long __u64;
typedef __u16 __bitwise __le16;
typedef __u32 __bitwise __le32;
typedef __u64 __bitwise __le64;
typedef __u16 __bitwise __be16;
typedef __u32 __bitwise __be32;
typedef __u64 __bitwise __be64;

/* a bitwise macro of the project's own, and two types made with it */
#define PROJ_BITWISE __bitwise
typedef __u32 PROJ_BITWISE le32_t;	/* the name says le, 32 */
typedef __u32 PROJ_BITWISE fdt32_t;	/* it does not: left out */

/* helpers: their casts are no declarations */
#define cpu_to_le32(x) ((__force __le32)(__u32)(x))
#define le32_to_cpu(x) \
	((__force __u32)(__le32)(x))

typedef __be64 blk_t;		/* made on a byte-order type: listed */
typedef blk_t blk2_t;		/* on a derived one: a derived use */
typedef __le32 *lep_t;

#define struct_group(NAME, MEMBERS...) \
	union { struct { MEMBERS }; struct { MEMBERS } NAME; }
#define DECLARE_FLEX_ARRAY(TYPE, NAME) \
	struct { struct { } __empty_ ## NAME; TYPE NAME[]; }
