// SPDX-License-Identifier: GPL-2.0-only
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "strset.h"
#include "vec.h"
#include "xalloc.h"

/* What the set is asked about: s[0..len), which need not end in a NUL. */
struct key {
	const char *s;
	size_t len;
};

static int same(const void *data, uint32_t id, const void *key)
{
	const struct strset *set = data;
	const struct key *k = key;
	const char *x = set->v[id];

	return !strncmp(x, k->s, k->len) && !x[k->len];
}

static uint32_t hash_of(const char *s, size_t len)
{
	return hash_fold(hash_bytes(s, len));
}

/* The id of s[0..len), or HASHMAP_NONE. */
static uint32_t find(const struct strset *set, const char *s, size_t len)
{
	struct key k = { s, len };

	/* bitwise.c asks empty sets about every identifier: skip the hash */
	if (!set->nr)
		return HASHMAP_NONE;
	return hashmap_get(&set->map, hash_of(s, len), same, set, &k);
}

/* The id of s[0..len), added when new; `added` says whether it was. */
static uint32_t add(struct strset *set, const char *s, size_t len,
		    int *added)
{
	struct key k = { s, len };
	uint32_t next = (uint32_t)set->nr;
	uint32_t id = hashmap_put(&set->map, hash_of(s, len), next, same, set,
				  &k);

	*added = id == next;
	if (*added)
		VEC_PUSH(*set, xstrndup(s, len));
	return id;
}

int strset_has(const struct strset *set, const char *s, size_t len)
{
	return find(set, s, len) != HASHMAP_NONE;
}

int strset_add(struct strset *set, const char *s, size_t len)
{
	int added;

	add(set, s, len, &added);
	return added;
}

void strset_add_all(struct strset *set, const struct strset *from)
{
	size_t i;

	for (i = 0; i < from->nr; i++)
		strset_add(set, from->v[i], strlen(from->v[i]));
}

const char *strset_intern(struct strset *set, const char *s, size_t len)
{
	int added;
	uint32_t id = add(set, s, len, &added);

	/* not set->v[add(...)]: add() may move v */
	return set->v[id];
}

size_t strset_index(struct strset *set, const char *s, size_t len)
{
	int added;

	return add(set, s, len, &added);
}

size_t strset_find(const struct strset *set, const char *s, size_t len)
{
	uint32_t id = find(set, s, len);

	return id == HASHMAP_NONE ? STRSET_NONE : id;
}

const char *strset_lookup(const struct strset *set, const char *s, size_t len)
{
	uint32_t id = find(set, s, len);

	return id == HASHMAP_NONE ? NULL : set->v[id];
}

void strset_release(struct strset *set)
{
	size_t i;

	for (i = 0; i < set->nr; i++)
		free(set->v[i]);
	VEC_FREE(*set);
	hashmap_release(&set->map);
}
