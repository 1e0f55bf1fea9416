/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_SORT_H
#define LIB_SORT_H

#include <stddef.h>

/*
 * The orders that reports and generated files are sorted in, so that
 * none depends on the order the translation units were read in.
 */

/* qsort() of `char *` elements (a VEC of strings), by strcmp(). */
int cmp_str(const void *a, const void *b);

/* Positions by file name, then line, then column (0 when there is none). */
int cmp_position(const char *fa, unsigned la, unsigned ca,
		 const char *fb, unsigned lb, unsigned cb);

/*
 * The index of the first of the `nr` elements of `size` bytes at `base`
 * whose name is not less than `name` (nr when there is none).  The
 * elements are sorted by name, and each begins with its name, a
 * `const char *`.
 */
size_t lower_bound_name(const void *base, size_t nr, size_t size,
			const char *name);

#endif
