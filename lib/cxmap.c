#include <stdlib.h>

#include "cxmap.h"
#include "xalloc.h"

struct cx_map_entry {
	CXCursor key;
	void *val;
	int used;
};

static struct cx_map_entry *find(const struct cx_map *m, CXCursor key)
{
	size_t mask = m->alloc - 1, i = clang_hashCursor(key) & mask;

	while (m->e[i].used && !clang_equalCursors(m->e[i].key, key))
		i = (i + 1) & mask;
	return &m->e[i];
}

void **cx_map_slot(struct cx_map *m, CXCursor key)
{
	struct cx_map_entry *e;

	if (2 * (m->nr + 1) > m->alloc) {
		struct cx_map old = *m;
		size_t i;

		m->alloc = old.alloc ? old.alloc * 2 : 256;
		m->e = xcalloc(m->alloc, sizeof(*m->e));
		for (i = 0; i < old.alloc; i++)
			if (old.e[i].used)
				*find(m, old.e[i].key) = old.e[i];
		free(old.e);
	}
	e = find(m, key);
	if (!e->used) {
		e->used = 1;
		e->key = key;
		e->val = NULL;
		m->nr++;
	}
	return &e->val;
}

void **cx_map_find(const struct cx_map *m, CXCursor key)
{
	struct cx_map_entry *e;

	if (!m->alloc)
		return NULL;
	e = find(m, key);
	return e->used ? &e->val : NULL;
}

int cx_map_test_and_add(struct cx_map *m, CXCursor key)
{
	size_t before = m->nr;

	cx_map_slot(m, key);
	return m->nr == before;
}

void cx_map_release(struct cx_map *m)
{
	free(m->e);
	m->e = NULL;
	m->nr = m->alloc = 0;
}
