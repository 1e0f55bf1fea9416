/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_HASHMAP_H
#define LIB_HASHMAP_H

#include <stddef.h>
#include <stdint.h>

/*
 * An index from keys to ids: open addressing with linear probing over
 * (hash, id) pairs, 8 bytes an entry.
 *
 * The map holds neither keys nor values.  An id is the caller's index
 * into an array it keeps (facts' slots, a set's strings, a table's
 * entries), where the key of each id lives; the map finds ids by a
 * 32-bit hash of the key (lib/hash.h: hash_fold()) and asks the caller,
 * through a hashmap_eq_fn, whether the key of a candidate id is the one
 * looked for.  So:
 *
 *  - the caller owns the keys and whatever the ids stand for, and must
 *    keep the key of every id in the map unchanged and comparable while
 *    it is there (ids are never removed: release the map instead);
 *  - each entry keeps its key's hash, so growing never hashes a key
 *    again nor calls the callback, and a probe compares keys only when
 *    the hashes agree;
 *  - ids are unique in a map only if the caller adds each once;
 *    HASHMAP_NONE is never an id (hashmap_put() calls BUG());
 *  - the table is a power of two at most half full; the map owns it,
 *    and hashmap_release() frees it.  Nothing else is allocated.
 *
 * Which slot holds which id depends on the order of insertion and on the
 * table size: never produce output by walking `tab`; walk the caller's
 * array, which is in the order the ids were given.
 */

#define HASHMAP_NONE UINT32_MAX

struct hashmap_entry {
	uint32_t hash;
	uint32_t id;		/* HASHMAP_NONE: an empty slot */
};

struct hashmap {
	struct hashmap_entry *tab;
	size_t alloc;		/* entries in tab: 0 or a power of two */
	size_t nr;		/* ids in the map, at most alloc / 2 */
};

/* All zero: a struct hashmap from xcalloc() is an empty map as well. */
#define HASHMAP_INIT { NULL, 0, 0 }

/*
 * Is the key of `id` equal to `key`?  `data` and `key` are what the
 * caller handed to hashmap_get() or hashmap_put(); `id` is one already
 * in the map with the same hash.
 */
typedef int hashmap_eq_fn(const void *data, uint32_t id, const void *key);

/* An empty map with room for `want` ids before it grows. */
void hashmap_init(struct hashmap *map, size_t want);

/* Room for `want` ids in all: one growth instead of several. */
void hashmap_reserve(struct hashmap *map, size_t want);

/* The id whose key equals `key` (of hash `hash`), or HASHMAP_NONE. */
static inline uint32_t hashmap_get(const struct hashmap *map, uint32_t hash,
				   hashmap_eq_fn *eq, const void *data,
				   const void *key);

/*
 * Find or add: the id whose key equals `key` if the map has one (the map
 * is left as it was), else `id`, added under `hash`.  Callers pass the
 * id the key would get (the next index of their array) and compare the
 * result with it to learn whether the key is new.
 */
static inline uint32_t hashmap_put(struct hashmap *map, uint32_t hash,
				   uint32_t id, hashmap_eq_fn *eq,
				   const void *data, const void *key);

/*
 * Add every (hash, id) of `src` to `dst`, which must hold none of src's
 * keys (an empty map, say): for an array copied whole, whose ids stay
 * what they were.  No key is compared or hashed.
 */
void hashmap_add_all(struct hashmap *dst, const struct hashmap *src);

/* Free the table; `map` is empty and ready for use again. */
void hashmap_release(struct hashmap *map);

/*
 * ---- inline lookups ----
 *
 * hashmap_get() and hashmap_put() are the inner loop of facts_read()
 * and facts_merge(), a million keys and records on a kernel tree.
 * Inline, with `eq` a constant function at each call, the compiler
 * inlines the comparison too, and the lookups cost what the hand-made
 * tables did; behind a call and a function pointer, `infer --facts`
 * on 200,000 slots ran 1.6% more instructions.
 */

/* Out of line: BUG() for an id that is HASHMAP_NONE. */
__attribute__((noreturn))
void hashmap_bad_id(void);

/* The slot of the id whose key is `key`, or the empty slot where it goes. */
static inline struct hashmap_entry *hashmap_probe(const struct hashmap *map,
						  uint32_t hash,
						  hashmap_eq_fn *eq,
						  const void *data,
						  const void *key)
{
	size_t mask = map->alloc - 1, i = hash & mask;

	for (;; i = (i + 1) & mask) {
		struct hashmap_entry *e = &map->tab[i];

		if (e->id == HASHMAP_NONE ||
		    (e->hash == hash && eq(data, e->id, key)))
			return e;
	}
}

static inline uint32_t hashmap_get(const struct hashmap *map, uint32_t hash,
				   hashmap_eq_fn *eq, const void *data,
				   const void *key)
{
	if (!map->nr)
		return HASHMAP_NONE;
	return hashmap_probe(map, hash, eq, data, key)->id;
}

static inline uint32_t hashmap_put(struct hashmap *map, uint32_t hash,
				   uint32_t id, hashmap_eq_fn *eq,
				   const void *data, const void *key)
{
	struct hashmap_entry *e;

	if (id == HASHMAP_NONE)
		hashmap_bad_id();
	if (2 * (map->nr + 1) > map->alloc)
		hashmap_reserve(map, map->nr + 1);
	e = hashmap_probe(map, hash, eq, data, key);
	if (e->id == HASHMAP_NONE) {
		e->hash = hash;
		e->id = id;
		map->nr++;
	}
	return e->id;
}

#endif
