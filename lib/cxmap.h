#ifndef LIB_CXMAP_H
#define LIB_CXMAP_H

#include <clang-c/Index.h>
#include <stddef.h>

/*
 * A hash map from cursors to pointers, keyed by clang_hashCursor() and
 * clang_equalCursors().  It lives no longer than the translation unit of
 * its cursors; the map owns its table, not the values.
 */
struct cx_map_entry;

struct cx_map {
	struct cx_map_entry *e;
	size_t nr, alloc;
};

#define CX_MAP_INIT { NULL, 0, 0 }

/* The value slot for `key`, created holding NULL if absent. */
void **cx_map_slot(struct cx_map *m, CXCursor key);
/* The value slot for `key`, or NULL if absent (nothing is added). */
void **cx_map_find(const struct cx_map *m, CXCursor key);
/* Is `key` in the map?  Adds it if not (a set). */
int cx_map_test_and_add(struct cx_map *m, CXCursor key);
void cx_map_release(struct cx_map *m);

#endif
