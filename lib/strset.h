/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_STRSET_H
#define LIB_STRSET_H

#include <stddef.h>

#include "hashmap.h"

/*
 * A set of strings.  The set owns copies of the strings it holds, which
 * never move: pointers from strset_intern() and strset_lookup() stay
 * valid until strset_release(), which frees them.  v[0..nr) are the
 * copies in the order they were added (a VEC, lib/vec.h); `map` indexes
 * them (lib/hashmap.h).
 */
struct strset {
	struct hashmap map;
	char **v;
	size_t nr, alloc;
};

#define STRSET_INIT { HASHMAP_INIT, NULL, 0, 0 }

/* Add s[0..len); returns 1 if it was new. */
int strset_add(struct strset *set, const char *s, size_t len);
/* Add every string of `from` to `set`. */
void strset_add_all(struct strset *set, const struct strset *from);
int strset_has(const struct strset *set, const char *s, size_t len);
/*
 * The set's own copy of s[0..len), added when new: interning.  The
 * pointer stays valid until strset_release().
 */
const char *strset_intern(struct strset *set, const char *s, size_t len);
/* The set's copy of s[0..len), or NULL when it has none. */
const char *strset_lookup(const struct strset *set, const char *s, size_t len);
/* The index in v[] of s[0..len), added when new. */
size_t strset_index(struct strset *set, const char *s, size_t len);
/* The index in v[] of s[0..len), or STRSET_NONE when it is not there. */
#define STRSET_NONE ((size_t)-1)
size_t strset_find(const struct strset *set, const char *s, size_t len);
void strset_release(struct strset *set);

#endif
