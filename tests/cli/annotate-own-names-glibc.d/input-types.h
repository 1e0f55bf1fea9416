/* The tree's own byte-order types, as e2fsprogs declares them. */
#ifndef TYPES_H
#define TYPES_H

#include <stdint.h>

#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#else
#define __bitwise
#endif
typedef uint32_t __bitwise __be32;

#endif
