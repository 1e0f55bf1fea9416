#include <stdlib.h>
#include <string.h>

#include "strset.h"
#include "xalloc.h"

static size_t hash(const char *s, size_t len)
{
	size_t h = 2166136261u;

	while (len--)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static size_t find(const struct strset *set, const char *s, size_t len)
{
	size_t mask = set->alloc - 1, i = hash(s, len) & mask;

	while (set->slot[i]) {
		if (!strncmp(set->slot[i], s, len) && !set->slot[i][len])
			break;
		i = (i + 1) & mask;
	}
	return i;
}

int strset_has(const struct strset *set, const char *s, size_t len)
{
	return set->alloc && set->slot[find(set, s, len)];
}

static void grow(struct strset *set)
{
	size_t i;

	if (2 * (set->nr + 1) > set->alloc) {
		struct strset bigger = { NULL, 0, set->alloc ? 2 * set->alloc : 64 };

		bigger.slot = xcalloc(bigger.alloc, sizeof(char *));
		for (i = 0; i < set->alloc; i++)
			if (set->slot[i])
				bigger.slot[find(&bigger, set->slot[i],
						 strlen(set->slot[i]))] = set->slot[i];
		bigger.nr = set->nr;
		free(set->slot);
		*set = bigger;
	}
}

int strset_add(struct strset *set, const char *s, size_t len)
{
	size_t i;

	grow(set);
	i = find(set, s, len);
	if (set->slot[i])
		return 0;
	set->slot[i] = xstrndup(s, len);
	set->nr++;
	return 1;
}

const char *strset_intern(struct strset *set, const char *s, size_t len)
{
	size_t i;

	grow(set);
	i = find(set, s, len);
	if (!set->slot[i]) {
		set->slot[i] = xstrndup(s, len);
		set->nr++;
	}
	return set->slot[i];
}

const char *strset_lookup(const struct strset *set, const char *s, size_t len)
{
	return set->alloc ? set->slot[find(set, s, len)] : NULL;
}

void strset_release(struct strset *set)
{
	size_t i;

	for (i = 0; i < set->alloc; i++)
		free(set->slot[i]);
	free(set->slot);
	set->slot = NULL;
	set->nr = set->alloc = 0;
}
