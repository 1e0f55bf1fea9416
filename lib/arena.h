/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_ARENA_H
#define LIB_ARENA_H

#include <stddef.h>

/*
 * A bump allocator for objects that all die together (one translation
 * unit's types and strings).  Memory from arena_alloc() is zeroed and is
 * released only by arena_release(); never free() it.
 */
struct arena_block;

struct arena {
	struct arena_block *head;
};

#define ARENA_INIT { NULL }

void *arena_alloc(struct arena *a, size_t size);
char *arena_strdup(struct arena *a, const char *s);
char *arena_strndup(struct arena *a, const char *s, size_t n);
void arena_release(struct arena *a);

#endif
