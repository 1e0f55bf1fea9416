// SPDX-License-Identifier: GPL-2.0-only
#include <string.h>

#include "lib/sort.h"

int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int cmp_position(const char *fa, unsigned la, unsigned ca,
		 const char *fb, unsigned lb, unsigned cb)
{
	int c = strcmp(fa, fb);

	if (c)
		return c;
	if (la != lb)
		return la < lb ? -1 : 1;
	return ca < cb ? -1 : ca > cb;
}

size_t lower_bound_name(const void *base, size_t nr, size_t size,
			const char *name)
{
	const char *elems = base;
	size_t lo = 0, hi = nr;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const char *at;

		memcpy(&at, elems + mid * size, sizeof(at));
		if (strcmp(at, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}
