// SPDX-License-Identifier: GPL-2.0-only
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer/helpers.h"
#include "lib/diag.h"
#include "lib/hash.h"
#include "lib/hashmap.h"
#include "lib/strbuf.h"
#include "lib/vec.h"
#include "lib/xalloc.h"

/* infer/helpers.tab, embedded by tools/tab2c (infer/helpers-tab.c). */
extern const char helpers_tab[];

/*
 * Entries are allocated one by one so that a struct helper never moves:
 * callers keep pointers across additions.  The index maps a name to its
 * position in `all`, which is the order of first definition.  A layer
 * (helpers_layer()) holds what one unit found and answers from its base
 * first.
 */
struct helper_table {
	VEC(struct helper *) all;
	struct hashmap index;
	const struct helper_table *base;
};

static const char *const kind_names[HK_NR] = {
	[HK_TO_CPU] = "to-cpu",
	[HK_FROM_CPU] = "from-cpu",
	[HK_TO_CPU_P] = "to-cpu-p",
	[HK_FROM_CPU_P] = "from-cpu-p",
	[HK_IN_PLACE] = "in-place",
	[HK_ADD_CPU] = "add-cpu",
	[HK_GET] = "get",
	[HK_PUT] = "put",
	[HK_ENC] = "enc",
	[HK_TO_CPU_ARRAY] = "to-cpu-array",
	[HK_FROM_CPU_ARRAY] = "from-cpu-array",
	[HK_SWAB_ARRAY] = "swab-array",
	[HK_SWAB] = "swab",
	[HK_SWAB_P] = "swab-p",
	[HK_SWAB_S] = "swab-s",
	[HK_LOAD] = "load",
	[HK_STORE] = "store",
	[HK_CONVERT] = "convert",
	[HK_FETCH] = "fetch",
};

static const char *const family_names[HF_NR] = {
	[HF_NONE] = "-",
	[HF_KERNEL] = "kernel",
	[HF_LIBC] = "libc",
	[HF_NET] = "net",
	[HF_BSD] = "bsd",
};

const char *helper_kind_name(enum helper_kind k)
{
	return (unsigned)k < HK_NR ? kind_names[k] : "?";
}

const char *helper_order_name(enum order o)
{
	return o == ORDER_LE ? "le" : o == ORDER_BE ? "be" : "-";
}

unsigned helper_kind_nargs(enum helper_kind k)
{
	switch (k) {
	case HK_ADD_CPU:
	case HK_PUT:
	case HK_ENC:
	case HK_TO_CPU_ARRAY:
	case HK_FROM_CPU_ARRAY:
	case HK_SWAB_ARRAY:
	case HK_STORE:
	case HK_FETCH:
		return 2;
	default:
		return 1;
	}
}

/* A name asked about: name[0..len), which need not end in a NUL. */
struct name {
	const char *s;
	size_t len;
};

static int same_name(const void *data, uint32_t id, const void *key)
{
	const struct helper_table *t = data;
	const struct name *k = key;
	const char *n = t->all.v[id]->name;

	return !strncmp(n, k->s, k->len) && !n[k->len];
}

static uint32_t name_hash(const char *name, size_t len)
{
	return hash_fold(hash_bytes(name, len));
}

/*
 * The entry for `name` in `t` itself (not its base), made when new;
 * *fresh says which.
 */
static struct helper *entry(struct helper_table *t, const char *name,
			    int *fresh)
{
	struct name k = { name, strlen(name) };
	uint32_t next = (uint32_t)t->all.nr;
	uint32_t id = hashmap_put(&t->index, name_hash(name, k.len), next,
				  same_name, t, &k);
	struct helper *h;

	*fresh = id == next;
	if (!*fresh)
		return t->all.v[id];
	h = xcalloc(1, sizeof(*h));
	h->name = xstrdup(name);
	h->sel_arg = -1;
	VEC_PUSH(t->all, h);
	return h;
}

static void add_entry(struct helper_table *t, const char *name,
		      enum helper_kind kind, enum helper_family family,
		      enum order order, unsigned width)
{
	int fresh;
	struct helper *h = entry(t, name, &fresh);

	h->kind = kind;
	h->family = family;
	h->order = order;
	h->width = width;
	h->nargs = helper_kind_nargs(kind);
	h->found = 0;
	h->selector = 0;
	h->sel_direct = 0;
	h->sel_arg = -1;
}

const struct helper *helpers_add_found(struct helper_table *t,
				       const struct helper *h)
{
	struct helper *e;
	int fresh;

	if (helper_find(t, h->name, strlen(h->name)))
		return NULL;
	e = entry(t, h->name, &fresh);
	e->kind = h->kind;
	e->family = h->family;
	e->order = h->order;
	e->width = h->width;
	e->found = 1;
	e->selector = h->selector;
	e->sel_direct = h->selector && h->sel_arg >= 0 && h->sel_direct;
	e->sel_arg = h->selector ? h->sel_arg : -1;
	e->nargs = helper_kind_nargs(h->kind) + (e->sel_arg >= 0);
	return e;
}

const struct helper *helper_find(const struct helper_table *t,
				 const char *name, size_t len)
{
	struct name k = { name, len };
	const struct helper *h = t->base ? helper_find(t->base, name, len) :
				 NULL;
	uint32_t id;

	if (h || !t->all.nr)
		return h;
	id = hashmap_get(&t->index, name_hash(name, len), same_name, t, &k);
	return id == HASHMAP_NONE ? NULL : t->all.v[id];
}

const struct helper *helpers_first(const struct helper_table *t,
				   enum helper_family family,
				   enum helper_kind kind, enum order order,
				   unsigned width)
{
	const struct helper *h = t->base ? helpers_first(t->base, family,
							  kind, order, width) :
				 NULL;
	size_t i;

	for (i = 0; !h && i < t->all.nr; i++) {
		const struct helper *e = t->all.v[i];

		if (e->family == family && e->kind == kind &&
		    e->order == order && e->width == width && !e->selector)
			h = e;
	}
	return h;
}

struct helper_table *helpers_layer(const struct helper_table *base)
{
	struct helper_table *t = xcalloc(1, sizeof(*t));

	t->base = base;
	return t;
}

void helpers_free(struct helper_table *t)
{
	size_t i;

	if (!t)
		return;
	for (i = 0; i < t->all.nr; i++) {
		free((char *)t->all.v[i]->name);
		free(t->all.v[i]);
	}
	VEC_FREE(t->all);
	hashmap_release(&t->index);
	free(t);
}

/* One parsed line of a table. */
struct entry {
	char *name;
	enum helper_kind kind;
	enum helper_family family;
	enum order order;
	unsigned width;
};

typedef VEC(struct entry) entry_vec;

static void entries_free(entry_vec *v)
{
	size_t i;

	for (i = 0; i < v->nr; i++)
		free(v->v[i].name);
	VEC_FREE(*v);
}

/* Split off the next blank-separated field of s[*off..len). */
static int field(const char *s, size_t len, size_t *off, size_t *start,
		 size_t *flen)
{
	size_t i = *off;

	while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
		i++;
	*start = i;
	while (i < len && s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
		i++;
	*flen = i - *start;
	*off = i;
	return *flen > 0;
}

static int is_identifier(const char *s, size_t len)
{
	size_t i;

	if (!len || isdigit((unsigned char)s[0]))
		return 0;
	for (i = 0; i < len; i++)
		if (!isalnum((unsigned char)s[i]) && s[i] != '_')
			return 0;
	return 1;
}

static int word_is(const char *s, size_t len, const char *w)
{
	return strlen(w) == len && !memcmp(s, w, len);
}

static int is_swab(enum helper_kind k)
{
	return k == HK_SWAB || k == HK_SWAB_P || k == HK_SWAB_S ||
	       k == HK_SWAB_ARRAY;
}

/* Loads and stores move bytes as they are: no order, and any width. */
static int is_move(enum helper_kind k)
{
	return k == HK_LOAD || k == HK_STORE || k == HK_FETCH;
}

/*
 * Parse one line (without its newline) into `e`: 0 for a blank or
 * comment line, 1 for an entry, -1 with an error naming name:lineno.
 */
static int parse_line(const char *s, size_t len, const char *name,
		      unsigned lineno, struct entry *e)
{
	const char *hash_mark = memchr(s, '#', len);
	size_t off = 0, f[6], n[6];
	unsigned k, nr = 0;
	char *end;
	unsigned long width;

	if (hash_mark)
		len = (size_t)(hash_mark - s);
	while (nr < 6 && field(s, len, &off, &f[nr], &n[nr]))
		nr++;
	if (!nr)
		return 0;
	if (nr != 4 && nr != 5)
		return error("%s:%u: expected NAME KIND ORDER WIDTH [FAMILY], "
			     "got %u field%s", name, lineno, nr,
			     nr == 1 ? "" : "s");
	if (!is_identifier(s + f[0], n[0]))
		return error("%s:%u: '%.*s' is not an identifier", name,
			     lineno, (int)n[0], s + f[0]);
	for (k = 0; k < HK_NR; k++)
		if (word_is(s + f[1], n[1], kind_names[k]))
			break;
	if (k == HK_NR)
		return error("%s:%u: unknown kind '%.*s'", name, lineno,
			     (int)n[1], s + f[1]);
	e->kind = k;
	if (word_is(s + f[2], n[2], "le"))
		e->order = ORDER_LE;
	else if (word_is(s + f[2], n[2], "be"))
		e->order = ORDER_BE;
	else if (word_is(s + f[2], n[2], "-"))
		e->order = ORDER_NONE;
	else
		return error("%s:%u: unknown order '%.*s' (le, be or -)",
			     name, lineno, (int)n[2], s + f[2]);
	/*
	 * A swab does not know which order it reads, and a load or store
	 * keeps whatever order the bytes have; every other kind must say.
	 */
	if ((is_swab(e->kind) || is_move(e->kind)) && e->order != ORDER_NONE)
		return error("%s:%u: a %s helper takes order '-'", name,
			     lineno, kind_names[k]);
	if (!is_swab(e->kind) && !is_move(e->kind) && e->order == ORDER_NONE)
		return error("%s:%u: a %s helper needs order le or be", name,
			     lineno, kind_names[k]);
	if (is_move(e->kind) && word_is(s + f[3], n[3], "-")) {
		width = 0;
	} else {
		width = strtoul(s + f[3], &end, 10);
		if (end != s + f[3] + n[3] ||
		    (width != 16 && width != 24 && width != 32 &&
		     width != 48 && width != 64))
			return error("%s:%u: bad width '%.*s' (16, 24, 32, 48 or 64%s)",
				     name, lineno, (int)n[3], s + f[3],
				     is_move(e->kind) ? ", or -" : "");
	}
	e->width = (unsigned)width;
	e->family = HF_NONE;
	if (nr == 5) {
		for (k = 0; k < HF_NR; k++)
			if (word_is(s + f[4], n[4], family_names[k]))
				break;
		if (k == HF_NR)
			return error("%s:%u: unknown family '%.*s' (kernel, "
				     "libc, net, bsd or -)", name, lineno,
				     (int)n[4], s + f[4]);
		e->family = (enum helper_family)k;
	}
	e->name = xstrndup(s + f[0], n[0]);
	return 1;
}

/* Parse a whole table; on error nothing is returned in `out`. */
static int parse_table(const char *s, size_t len, const char *name,
		       entry_vec *out)
{
	size_t off = 0;
	unsigned lineno = 0;

	while (off < len) {
		const char *nl = memchr(s + off, '\n', len - off);
		size_t eol = nl ? (size_t)(nl - s) : len;
		struct entry e;
		int r;

		lineno++;
		r = parse_line(s + off, eol - off, name, lineno, &e);
		if (r < 0) {
			entries_free(out);
			return -1;
		}
		if (r)
			VEC_PUSH(*out, e);
		off = eol + 1;
	}
	return 0;
}

static void add_entries(struct helper_table *t, entry_vec *v)
{
	size_t i;

	for (i = 0; i < v->nr; i++)
		add_entry(t, v->v[i].name, v->v[i].kind, v->v[i].family,
			  v->v[i].order, v->v[i].width);
}

struct helper_table *helpers_new(void)
{
	struct helper_table *t = xcalloc(1, sizeof(*t));
	entry_vec v = { NULL, 0, 0 };

	/* The built-in table is checked by the tests; failing here is a bug. */
	if (parse_table(helpers_tab, strlen(helpers_tab), "infer/helpers.tab",
			&v))
		die("the built-in helper table is malformed");
	add_entries(t, &v);
	entries_free(&v);
	return t;
}

int helpers_load(struct helper_table *t, const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	entry_vec v = { NULL, 0, 0 };
	int ret = -1;

	if (strbuf_read_file(&sb, path))
		goto out;
	if (parse_table(sb.buf, sb.len, path, &v))
		goto out;
	add_entries(t, &v);
	ret = 0;
out:
	entries_free(&v);
	strbuf_release(&sb);
	return ret;
}

void helpers_digest(const struct helper_table *t, char out[17])
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (; t; t = t->base) {
		for (i = 0; i < t->all.nr; i++) {
			const struct helper *e = t->all.v[i];

			strbuf_addf(&sb, "%s %d %d %d %u %u %u %d %u\n",
				    e->name, e->kind, e->family, e->order,
				    e->width, e->found, e->selector,
				    e->sel_arg, e->sel_direct);
		}
		strbuf_addstr(&sb, "--\n");
	}
	snprintf(out, 17, "%016llx",
		 (unsigned long long)hash_bytes(sb.buf, sb.len));
	strbuf_release(&sb);
}
