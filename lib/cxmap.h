/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_CXMAP_H
#define LIB_CXMAP_H

#include <clang-c/Index.h>
#include <stddef.h>

#include "hashmap.h"
#include "vec.h"

/*
 * A hash map from cursors to pointers, keyed by clang_hashCursor() and
 * clang_equalCursors().  It lives no longer than the translation unit of
 * its cursors; the map owns its entries, not the values.
 *
 * Entries sit in blocks that never move, so a value slot from
 * cx_map_slot() or cx_map_find() stays valid until cx_map_release(),
 * also across later additions: callers may fill a slot with the result
 * of a walk that adds to the same map.
 */
struct cx_map_entry;

struct cx_map {
	struct hashmap map;	/* over the entries' ids, lib/hashmap.h */
	VEC(struct cx_map_entry *) blocks;
	size_t nr;		/* entries */
};

#define CX_MAP_INIT { HASHMAP_INIT, { NULL, 0, 0 }, 0 }

/* The value slot for `key`, created holding NULL if absent. */
void **cx_map_slot(struct cx_map *m, CXCursor key);
/* The value slot for `key`, or NULL if absent (nothing is added). */
void **cx_map_find(const struct cx_map *m, CXCursor key);
/* Is `key` in the map?  Adds it if not (a set). */
int cx_map_test_and_add(struct cx_map *m, CXCursor key);
void cx_map_release(struct cx_map *m);

#endif
