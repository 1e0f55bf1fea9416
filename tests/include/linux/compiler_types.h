/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test header shaped like linux 6.1 include/linux/compiler_types.h:
 * the checker-only attributes exist only when sparse (__CHECKER__) runs.
 */
#ifndef __LINUX_COMPILER_TYPES_H
#define __LINUX_COMPILER_TYPES_H

/* sparse defines __CHECKER__; see Documentation/dev-tools/sparse.rst */
#ifdef __CHECKER__
/* address spaces */
# define __kernel	__attribute__((address_space(0)))
# define __user		__attribute__((noderef, address_space(__user)))
# define __iomem	__attribute__((noderef, address_space(__iomem)))
/* other */
# define __force	__attribute__((force))
# define __nocast	__attribute__((nocast))
# define __safe		__attribute__((safe))
# define __private	__attribute__((noderef))
#else /* __CHECKER__ */
/* address spaces */
# define __kernel
# define __user
# define __iomem
/* other */
# define __force
# define __nocast
# define __safe
# define __private
#endif /* __CHECKER__ */

#define __always_inline			inline __attribute__((__always_inline__))
#define __attribute_const__		__attribute__((__const__))
#define __packed			__attribute__((__packed__))
#define __aligned(x)			__attribute__((__aligned__(x)))
#define __maybe_unused			__attribute__((__unused__))

/* linux/compiler-gcc.h */
#ifndef KERNEL_NO_BUILTIN_BSWAP
#define __HAVE_BUILTIN_BSWAP32__
#define __HAVE_BUILTIN_BSWAP64__
#define __HAVE_BUILTIN_BSWAP16__
#endif

#endif /* __LINUX_COMPILER_TYPES_H */
