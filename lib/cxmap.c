// SPDX-License-Identifier: GPL-2.0-only
#include <stdint.h>
#include <stdlib.h>

#include "cxmap.h"
#include "xalloc.h"

/* Entries a block: 10 KiB, a few for the maps of a big unit. */
#define BLOCK 256

struct cx_map_entry {
	CXCursor key;
	void *val;
};

static struct cx_map_entry *entry(const struct cx_map *m, uint32_t id)
{
	return &m->blocks.v[id / BLOCK][id % BLOCK];
}

static int same(const void *data, uint32_t id, const void *key)
{
	return clang_equalCursors(entry(data, id)->key,
				  *(const CXCursor *)key);
}

void **cx_map_slot(struct cx_map *m, CXCursor key)
{
	uint32_t next = (uint32_t)m->nr;
	uint32_t id = hashmap_put(&m->map, clang_hashCursor(key), next, same,
				  m, &key);
	struct cx_map_entry *e;

	if (id == next) {
		if (next % BLOCK == 0)
			VEC_PUSH(m->blocks, xmalloc(BLOCK * sizeof(*e)));
		e = entry(m, id);
		e->key = key;
		e->val = NULL;
		m->nr++;
	}
	return &entry(m, id)->val;
}

void **cx_map_find(const struct cx_map *m, CXCursor key)
{
	uint32_t id;

	if (!m->nr)
		return NULL;
	id = hashmap_get(&m->map, clang_hashCursor(key), same, m, &key);
	return id == HASHMAP_NONE ? NULL : &entry(m, id)->val;
}

int cx_map_test_and_add(struct cx_map *m, CXCursor key)
{
	size_t before = m->nr;

	cx_map_slot(m, key);
	return m->nr == before;
}

void cx_map_release(struct cx_map *m)
{
	size_t i;

	for (i = 0; i < m->blocks.nr; i++)
		free(m->blocks.v[i]);
	VEC_FREE(m->blocks);
	hashmap_release(&m->map);
	m->nr = 0;
}
