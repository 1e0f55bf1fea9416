/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_VEC_H
#define LIB_VEC_H

#include <stdlib.h>

#include "xalloc.h"

/*
 * Growable arrays in git's ALLOC_GROW style: a struct holds a pointer
 * plus `nr` used and `alloc` allocated elements; VEC_PUSH appends a copy.
 * The array is owned by the struct and released with VEC_FREE.
 */
#define VEC(type) struct { type *v; size_t nr, alloc; }

#define VEC_GROW(vec, want)						\
	do {								\
		if ((want) > (vec).alloc) {				\
			size_t n_ = (vec).alloc < 8 ? 8 : (vec).alloc * 2; \
			while (n_ < (want))				\
				n_ *= 2;				\
			(vec).v = xrealloc((vec).v, n_ * sizeof(*(vec).v)); \
			(vec).alloc = n_;				\
		}							\
	} while (0)

#define VEC_PUSH(vec, item)						\
	do {								\
		VEC_GROW(vec, (vec).nr + 1);				\
		(vec).v[(vec).nr++] = (item);				\
	} while (0)

#define VEC_FREE(vec)							\
	do {								\
		free((vec).v);						\
		(vec).v = NULL;						\
		(vec).nr = (vec).alloc = 0;				\
	} while (0)

#endif
