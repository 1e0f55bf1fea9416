/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test header shaped like linux 6.1 include/uapi/asm-generic/int-ll64.h,
 * include/uapi/linux/types.h and include/linux/types.h.
 */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

#include <linux/compiler_types.h>

/* uapi/asm-generic/int-ll64.h */
typedef __signed__ char __s8;
typedef unsigned char __u8;

typedef __signed__ short __s16;
typedef unsigned short __u16;

typedef __signed__ int __s32;
typedef unsigned int __u32;

__extension__ typedef __signed__ long long __s64;
__extension__ typedef unsigned long long __u64;

/* uapi/linux/types.h */

/* sparse defines __CHECKER__; see Documentation/dev-tools/sparse.rst */
#ifdef __CHECKER__
#define __bitwise	__attribute__((bitwise))
#else
#define __bitwise
#endif

/* The kernel doesn't use this legacy form, but user space does */
#define __bitwise__ __bitwise

typedef __u16 __bitwise __le16;
typedef __u16 __bitwise __be16;
typedef __u32 __bitwise __le32;
typedef __u32 __bitwise __be32;
typedef __u64 __bitwise __le64;
typedef __u64 __bitwise __be64;

typedef __u16 __bitwise __sum16;
typedef __u32 __bitwise __wsum;

typedef unsigned __bitwise __poll_t;

/* asm-generic/int-ll64.h */
typedef __s8  s8;
typedef __u8  u8;
typedef __s16 s16;
typedef __u16 u16;
typedef __s32 s32;
typedef __u32 u32;
typedef __s64 s64;
typedef __u64 u64;

/* linux/types.h */
typedef _Bool			bool;
typedef unsigned long		size_t;
typedef long			ssize_t;
typedef unsigned long		uintptr_t;
typedef long long		loff_t;
typedef u64			sector_t;

enum {
	false	= 0,
	true	= 1
};

#define NULL ((void *)0)

typedef unsigned int __bitwise gfp_t;
typedef unsigned int __bitwise slab_flags_t;
typedef unsigned int __bitwise fmode_t;

#endif /* _LINUX_TYPES_H */
