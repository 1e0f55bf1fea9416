// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>

#include "strvec.h"
#include "xalloc.h"

const char *strvec_empty[] = { NULL };

void strvec_init(struct strvec *sv)
{
	sv->v = strvec_empty;
	sv->nr = sv->alloc = 0;
}

const char *strvec_push(struct strvec *sv, const char *s)
{
	char *copy = xstrdup(s);

	if (sv->nr + 2 > sv->alloc) {
		size_t n = sv->alloc < 8 ? 8 : sv->alloc * 2;

		/* the shared empty array is never reallocated */
		sv->v = xrealloc(sv->alloc ? sv->v : NULL, n * sizeof(*sv->v));
		sv->alloc = n;
	}
	sv->v[sv->nr++] = copy;
	sv->v[sv->nr] = NULL;
	return copy;
}

void strvec_pushv(struct strvec *sv, const char *const *v)
{
	for (; *v; v++)
		strvec_push(sv, *v);
}

void strvec_clear(struct strvec *sv)
{
	size_t i;

	if (sv->alloc) {
		for (i = 0; i < sv->nr; i++)
			free((char *)sv->v[i]);
		free(sv->v);
	}
	strvec_init(sv);
}
