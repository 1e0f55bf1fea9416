// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>

#include "lib/diag.h"
#include "lib/hashmap.h"
#include "lib/xalloc.h"

/* The first table, 2 KiB: most maps of a unit grow seldom or never. */
#define MIN_ALLOC 256

/* Put `e`, whose key no other entry has, in the first empty slot. */
static void place(struct hashmap *map, struct hashmap_entry e)
{
	size_t mask = map->alloc - 1, i = e.hash & mask;

	while (map->tab[i].id != HASHMAP_NONE)
		i = (i + 1) & mask;
	map->tab[i] = e;
}

static struct hashmap_entry *new_table(size_t alloc)
{
	struct hashmap_entry *tab = xmalloc(alloc * sizeof(*tab));

	/* all ones: every id HASHMAP_NONE */
	memset(tab, 0xff, alloc * sizeof(*tab));
	return tab;
}

void hashmap_init(struct hashmap *map, size_t want)
{
	map->tab = NULL;
	map->alloc = map->nr = 0;
	if (want)
		hashmap_reserve(map, want);
}

void hashmap_reserve(struct hashmap *map, size_t want)
{
	struct hashmap_entry *old = map->tab;
	size_t n = map->alloc, i;

	if (2 * want <= n)
		return;
	map->alloc = n ? n : MIN_ALLOC;
	while (2 * want > map->alloc)
		map->alloc *= 2;
	map->tab = new_table(map->alloc);
	/* the stored hashes place every entry: no key is looked at */
	for (i = 0; i < n; i++)
		if (old[i].id != HASHMAP_NONE)
			place(map, old[i]);
	free(old);
}

void hashmap_add_all(struct hashmap *dst, const struct hashmap *src)
{
	size_t i;

	if (!src->nr)
		return;
	/* an empty dst as big as src takes src's layout as it is */
	hashmap_reserve(dst, dst->nr ? dst->nr + src->nr : src->alloc / 2);
	if (!dst->nr && dst->alloc == src->alloc) {
		memcpy(dst->tab, src->tab, src->alloc * sizeof(*src->tab));
	} else {
		for (i = 0; i < src->alloc; i++)
			if (src->tab[i].id != HASHMAP_NONE)
				place(dst, src->tab[i]);
	}
	dst->nr += src->nr;
}

void hashmap_release(struct hashmap *map)
{
	free(map->tab);
	map->tab = NULL;
	map->alloc = map->nr = 0;
}

void hashmap_bad_id(void)
{
	BUG("hashmap_put() given HASHMAP_NONE as an id");
}
