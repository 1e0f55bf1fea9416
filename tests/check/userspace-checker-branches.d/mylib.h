/*
 * A userspace library's own types and helpers: typed for the checker
 * under __CHECKER__, plain glibc macros for the compiler.
 */
#ifndef MYLIB_H
#define MYLIB_H

#include <stdint.h>
#include <endian.h>

#ifdef __CHECKER__
#define __mylib_bitwise __attribute__((bitwise))
#define __mylib_force __attribute__((force))
#else
#define __mylib_bitwise
#define __mylib_force
#endif

typedef uint32_t __mylib_bitwise mle32;
typedef uint16_t __mylib_bitwise mbe16;

#ifdef __CHECKER__
static inline uint32_t mle32_to_cpu(mle32 x)
{
	return (__mylib_force uint32_t)x;
}
static inline mle32 cpu_to_mle32(uint32_t x)
{
	return (__mylib_force mle32)x;
}
#else
#define mle32_to_cpu(x) le32toh(x)
#define cpu_to_mle32(x) htole32(x)
#endif

#if defined(__CHECKER__) && !defined(MYLIB_PLAIN)
static inline uint16_t mbe16_to_cpu(mbe16 x)
{
	return (__mylib_force uint16_t)x;
}
#elif !defined __CHECKER__
#define mbe16_to_cpu(x) be16toh(x)
#endif

#ifndef __CHECKER__
#define MYLIB_RAW(x) (x)
#else
#define MYLIB_RAW(x) ((__mylib_force uint32_t)(x))
#endif

#endif
