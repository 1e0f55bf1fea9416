#include <stdlib.h>
#include <string.h>

#include "lib/diag.h"
#include "lib/hashmap.h"
#include "lib/xalloc.h"

/* The first table, 2 KiB: most maps of a unit grow seldom or never. */
#define MIN_ALLOC 256

/*
 * The slot of the id whose key is `key`, or the empty slot where it goes.
 * Inline: it is the whole of a lookup.
 */
static inline struct hashmap_entry *probe(const struct hashmap *map,
					  uint32_t hash, hashmap_eq_fn *eq,
					  const void *data, const void *key)
{
	size_t mask = map->alloc - 1, i = hash & mask;

	for (;; i = (i + 1) & mask) {
		struct hashmap_entry *e = &map->tab[i];

		if (e->id == HASHMAP_NONE ||
		    (e->hash == hash && eq(data, e->id, key)))
			return e;
	}
}

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

uint32_t hashmap_get(const struct hashmap *map, uint32_t hash,
		     hashmap_eq_fn *eq, const void *data, const void *key)
{
	if (!map->nr)
		return HASHMAP_NONE;
	return probe(map, hash, eq, data, key)->id;
}

uint32_t hashmap_put(struct hashmap *map, uint32_t hash, uint32_t id,
		     hashmap_eq_fn *eq, const void *data, const void *key)
{
	struct hashmap_entry *e;

	if (id == HASHMAP_NONE)
		BUG("hashmap_put() given HASHMAP_NONE as an id");
	/* tested here, not by a call: puts are facts_read()'s inner loop */
	if (2 * (map->nr + 1) > map->alloc)
		hashmap_reserve(map, map->nr + 1);
	e = probe(map, hash, eq, data, key);
	if (e->id == HASHMAP_NONE) {
		e->hash = hash;
		e->id = id;
		map->nr++;
	}
	return e->id;
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
