/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A small stand-in for the kernel's <linux/types.h> and the annotation part
 * of <linux/compiler_types.h>, so that the samples build with gcc and check
 * with sparse or endian without a kernel tree.  As in the kernel, the
 * annotations mean something only to a checker, which defines __CHECKER__.
 */
#ifndef _SAMPLES_LINUX_TYPES_H
#define _SAMPLES_LINUX_TYPES_H

#ifdef __CHECKER__
# define __bitwise	__attribute__((bitwise))
# define __force	__attribute__((force))
# define __iomem	__attribute__((noderef, address_space(__iomem)))
#else
# define __bitwise
# define __force
# define __iomem
#endif

#define __always_inline	inline __attribute__((__always_inline__))
#define __packed	__attribute__((__packed__))

typedef unsigned char		__u8;
typedef signed char		__s8;
typedef unsigned short		__u16;
typedef signed short		__s16;
typedef unsigned int		__u32;
typedef signed int		__s32;
typedef unsigned long long	__u64;
typedef signed long long	__s64;

/*
 * Values in a fixed byte order.  Each typedef is a distinct restricted
 * type for the checker and a plain integer for the compiler.
 */
typedef __u16 __bitwise __le16;
typedef __u16 __bitwise __be16;
typedef __u32 __bitwise __le32;
typedef __u32 __bitwise __be32;
typedef __u64 __bitwise __le64;
typedef __u64 __bitwise __be64;

typedef __u16 __bitwise __sum16;
typedef __u32 __bitwise __wsum;

typedef __u8	u8;
typedef __s8	s8;
typedef __u16	u16;
typedef __s16	s16;
typedef __u32	u32;
typedef __s32	s32;
typedef __u64	u64;
typedef __s64	s64;

typedef __SIZE_TYPE__	size_t;
typedef long long	loff_t;
typedef long long	time64_t;
typedef u64		sector_t;
typedef u64		dma_addr_t;
typedef unsigned int	gfp_t;
typedef unsigned short	umode_t;

typedef _Bool		bool;
enum {
	false	= 0,
	true	= 1
};

#define NULL ((void *)0)

#endif /* _SAMPLES_LINUX_TYPES_H */
