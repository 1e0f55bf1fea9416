// SPDX-License-Identifier: GPL-2.0-only
/*
 * What the files of one unit define, into the unit's table: each file's
 * finds (discover-text.c) that need nothing else first, then those that
 * need the unit's other helpers: a byte-order pair whose swap is a call
 * (the callee must be a swab), and a selector (its two conversions must
 * be one kind and width, of the two orders).
 */
#include <stdlib.h>
#include <string.h>

#include "infer/discover.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"

void discover_list(struct facts *out, const struct helper *h, int is_macro,
		   const char *why, struct fsite at)
{
	struct fwrapper w;

	memset(&w, 0, sizeof(w));
	w.name = facts_cstr(out, h->name);
	w.helper = facts_cstr(out, "");
	w.why = facts_cstr(out, why);
	w.is_macro = (uint8_t)is_macro;
	w.kind = (uint8_t)h->kind;
	w.order = (uint8_t)(h->selector ? ORDER_NONE : h->order);
	w.width = (uint8_t)h->width;
	w.selector = h->selector;
	w.at = at;
	VEC_PUSH(out->wrappers, w);
}

struct ctx {
	struct helper_table *unit;
	discover_known_fn *resolve;
	void *data;
};

/* A name as the unit knows it: its table, or a wrapper macro of a helper. */
static const struct helper *known(void *data, const char *name)
{
	const struct ctx *c = data;
	const struct helper *h = helper_find(c->unit, name, strlen(name));

	return h ? h : c->resolve ? c->resolve(c->data, name) : NULL;
}

/* Is `k` a kind a selector can choose the order of? */
static int has_order(enum helper_kind k)
{
	switch (k) {
	case HK_TO_CPU:
	case HK_FROM_CPU:
	case HK_TO_CPU_P:
	case HK_FROM_CPU_P:
	case HK_ADD_CPU:
	case HK_GET:
	case HK_PUT:
	case HK_ENC:
		return 1;
	default:
		return 0;
	}
}

int discover_settle(const struct shape *sh, struct helper *h,
		    discover_known_fn *known, void *data)
{
	const struct helper *a, *b;

	if (sh->kind == SHAPE_CALL) {
		a = known(data, sh->callee[0]);
		if (!a || a->kind != HK_SWAB ||
		    (h->width && h->width != a->width))
			return 0;
		h->width = a->width;
		return 1;
	}
	a = known(data, sh->callee[0]);
	b = known(data, sh->callee[1]);
	if (!a || !b || a->selector || b->selector || a->kind != b->kind ||
	    !has_order(a->kind) || a->width != b->width ||
	    a->order == b->order || helper_kind_nargs(a->kind) != sh->ndata)
		return 0;
	h->kind = a->kind;
	h->order = a->order;
	h->width = a->width;
	return 1;
}

struct item {
	const struct file_find *f;
	uint32_t file;
	const char *path;
};

/* By name, then place: the first definition of a name wins, every run. */
static int cmp_item(const void *pa, const void *pb)
{
	const struct item *a = pa, *b = pb;
	int c = strcmp(a->f->name, b->f->name);

	if (!c)
		c = strcmp(a->path, b->path);
	if (!c)
		c = a->f->line < b->f->line ? -1 : a->f->line > b->f->line;
	return c;
}

int discover_add(struct helper_table *unit, const struct file_find *finds,
		 const uint32_t *file_ids, size_t n,
		 discover_known_fn *resolve, void *data, CXTranslationUnit tu,
		 const struct walk_options *o, struct facts *out)
{
	struct ctx c = { unit, resolve, data };
	struct item *v = xmalloc((n + 1) * sizeof(*v));
	size_t i;
	int pass, ret = 0;

	for (i = 0; i < n; i++) {
		v[i].f = &finds[i];
		v[i].file = file_ids[i];
		v[i].path = out->files.v[file_ids[i]];
	}
	if (n)
		qsort(v, n, sizeof(*v), cmp_item);
	for (pass = 0; pass < 2; pass++) {
		/* functions may use the macros, the rest may use functions */
		if (pass && discover_functions(tu, o, unit, out))
			ret = -1;
		for (i = 0; i < n; i++) {
			const struct file_find *f = v[i].f;
			const struct helper *e;
			struct helper h;
			struct fsite at;

			if ((int)f->pending != pass)
				continue;
			h = f->h;
			if (pass && !discover_settle(&f->shape, &h, known, &c))
				continue;
			h.name = f->name;
			e = helpers_add_found(unit, &h);
			if (!e)
				continue;
			at.file = v[i].file;
			at.line = f->line;
			at.col = f->col;
			discover_list(out, e, f->is_macro, f->why, at);
		}
	}
	free(v);
	return ret;
}
