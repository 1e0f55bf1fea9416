// SPDX-License-Identifier: GPL-2.0-only
/*
 * Facts: interning, the file and slot indexes, merging, and the text form.
 *
 * Text form ("facts file"), one record per line:
 *
 *	endian-facts 8
 *	F	PATH
 *	S	KEY	WIDTH
 *	D	SLOT	FILE	LINE	COL	KIND	ORDER	FLAGS
 *		NAME	SCOPE	SHAPE	TYPE	TYPE_LINE	TYPE_COL
 *		TYPE_LEN	WIDTH		(on one line)
 *	E	A	B	FILE	LINE	COL	WHY	SPAN	FLAGS
 *	O	SLOT	MARK	WIDTH	FILE	LINE	COL	HOW	SPAN	FLAGS
 *	T	KEY	NAME	FLAGS	NR_FIELDS	FILE	LINE	COL
 *	M	SLOT
 *	W	NAME	HELPER	IS_MACRO	KIND	ORDER	WIDTH	SELECTOR
 *		WHY	FILE	LINE	COL		(on one line)
 *	I	FILE	SIZE	DIGEST
 *	end
 *
 * Fields are separated by exactly one tab; numbers are decimal (SIZE may
 * be -1, unknown) and enums are their values in facts.h; DIGEST is 32 hex
 * digits (lib/digest.h).  FILE
 * and SLOT are ids local to the file: the n-th F record (from 0) is file
 * n, the n-th S record slot n, and a record may only name ids defined on
 * an earlier line.  M records list the member slots of the T record they
 * follow, in order.  SPAN is six fields, FILE LINE COL END_LINE END_COL
 * STORED, all 0 for none.  Strings are written as they are, except that a tab,
 * a newline and a backslash are escaped as \t, \n and \\; an empty string
 * is an empty field.  The closing `end` line tells a complete file from
 * one cut short at a line boundary (a killed -j worker); nothing may
 * follow it.
 *
 * The writer emits F, S, D, E, O, T+M, W, I in that order, in the order
 * of the vectors, so write(read(x)) == x for a file that write made.
 * Older formats still read: before 8, E records lack FLAGS (0); before
 * 7, I records hold FILE MTIME_NS SIZE and no digest (read as size -1:
 * an input that cannot be checked), and O records' FLAGS cannot say
 * FSEED_SYMMETRIC;
 * before 6, D records lack WIDTH (0, unknown) and O records' FLAGS cannot
 * say FSEED_ADDRESS.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "infer/facts.h"
#include "lib/arena.h"
#include "lib/diag.h"
#include "lib/digest.h"
#include "lib/hash.h"
#include "lib/hashmap.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"

/* ---- hashing ---- */

static uint64_t mix_site(uint64_t h, struct fsite at)
{
	return hash_mix(hash_mix(hash_mix(h, at.file), at.line), at.col);
}

/* An interned string is its pointer: hash that, not the text. */
static uint32_t hash_ptr(const char *p)
{
	return hash_fold(hash_mix(0, (uintptr_t)p));
}

/*
 * ---- string -> id maps (files, slots) ----
 *
 * lib/hashmap.h over the ids of facts->files and facts->slots.  The text
 * of an id's key lives in the facts: a file's path is interned (and
 * compared by pointer), a slot's key is unique to its slot and kept in
 * the index's arena (compared by content: a million keys are cheaper to
 * hash once than to intern and map twice).
 */
static int slot_eq(const void *data, uint32_t id, const void *key)
{
	const struct facts *f = data;

	return !strcmp(f->slots.v[id].key, key);
}

static int file_eq(const void *data, uint32_t id, const void *key)
{
	const struct facts *f = data;

	return f->files.v[id] == key;
}

/*
 * ---- record sets, for facts_merge() ----
 *
 * A set of record indices into one of the vectors, keyed by the fields
 * that make two records the same.  The set covers records [0, covered);
 * records pushed directly (by the walker) since the last merge are added
 * before the next one, so the sets are built once, not once per merge.
 */
struct rset {
	struct hashmap map;
	size_t covered;
};

/*
 * Add record `idx`, which is `rec`, of hash `h`; 0 if an equal record is
 * there already.  `same` compares a record in the set with `rec`.
 */
static int rset_add(struct rset *r, const struct facts *f,
		    hashmap_eq_fn *same, uint64_t h, uint32_t idx,
		    const void *rec)
{
	return hashmap_put(&r->map, hash_fold(h), idx, same, f, rec) == idx;
}

int facts_same_site(struct fsite a, struct fsite b)
{
	return a.file == b.file && a.line == b.line && a.col == b.col;
}

int facts_how_is_call(const char *how)
{
	size_t n = strlen(how);

	return n > 2 && !strcmp(how + n - 2, "()") && !strchr(how, ' ');
}

static uint64_t decl_hash(const struct fdecl *d)
{
	return mix_site(hash_mix(d->slot, d->kind), d->at);
}

static int decl_same(const void *data, uint32_t id, const void *rec)
{
	const struct facts *f = data;
	const struct fdecl *x = &f->decls.v[id], *y = rec;

	return x->slot == y->slot && x->kind == y->kind &&
	       facts_same_site(x->at, y->at);
}

static uint64_t edge_hash(const struct fedge *e)
{
	return mix_site(hash_mix(hash_mix(e->a, e->b), (uintptr_t)e->why),
			e->at);
}

static int edge_same(const void *data, uint32_t id, const void *rec)
{
	const struct facts *f = data;
	const struct fedge *x = &f->edges.v[id], *y = rec;

	return x->a == y->a && x->b == y->b && x->why == y->why &&
	       x->flags == y->flags && facts_same_site(x->at, y->at);
}

/*
 * The operand too: the seeds of `x + x + ... + x` share the site of the
 * whole sum (where each `+` starts) and differ only there.
 */
static uint64_t seed_hash(const struct fseed *s)
{
	uint64_t h = hash_mix(hash_mix(s->slot, s->mark), (uintptr_t)s->how);

	return hash_mix(hash_mix(mix_site(h, s->at), s->operand.line),
			s->operand.col);
}

static int seed_same(const void *data, uint32_t id, const void *rec)
{
	const struct facts *f = data;
	const struct fseed *x = &f->seeds.v[id], *y = rec;

	/* `a->n > b->n`: two reads of one slot at one site */
	return x->slot == y->slot && x->mark == y->mark && x->how == y->how &&
	       x->flags == y->flags && facts_same_site(x->at, y->at) &&
	       x->operand.line == y->operand.line &&
	       x->operand.col == y->operand.col;
}

static uint64_t struct_hash(const struct fstruct *s)
{
	return hash_mix(0, (uintptr_t)s->key);
}

static int struct_same(const void *data, uint32_t id, const void *rec)
{
	const struct facts *f = data;

	return f->structs.v[id].key == ((const struct fstruct *)rec)->key;
}

static uint64_t wrapper_hash(const struct fwrapper *w)
{
	return mix_site(hash_mix(0, (uintptr_t)w->name), w->at);
}

static int wrapper_same(const void *data, uint32_t id, const void *rec)
{
	const struct facts *f = data;
	const struct fwrapper *x = &f->wrappers.v[id], *y = rec;

	return x->name == y->name && facts_same_site(x->at, y->at);
}

static uint64_t input_hash(const struct finput *in)
{
	return hash_mix(0, in->file);
}

static int input_same(const void *data, uint32_t id, const void *rec)
{
	const struct facts *f = data;

	return f->inputs.v[id].file == ((const struct finput *)rec)->file;
}

/* What hides behind facts->slot_index. */
struct facts_index {
	struct hashmap slots;
	struct arena keys;	/* the slot keys */
	struct rset decls, edges, seeds, structs, wrappers, inputs;
};

static struct facts_index *index_of(struct facts *f)
{
	if (!f->slot_index)
		f->slot_index = xcalloc(1, sizeof(struct facts_index));
	return f->slot_index;
}

static struct hashmap *files_of(struct facts *f)
{
	if (!f->file_index)
		f->file_index = xcalloc(1, sizeof(struct hashmap));
	return f->file_index;
}

/* ---- interning, files, slots, constraints ---- */

const char *facts_str(struct facts *f, const char *s, size_t len)
{
	return strset_intern(&f->strings, s, len);
}

const char *facts_cstr(struct facts *f, const char *s)
{
	return strset_intern(&f->strings, s, strlen(s));
}

uint32_t facts_file(struct facts *f, const char *path)
{
	const char *p = facts_cstr(f, path);
	uint32_t next = (uint32_t)f->files.nr;
	uint32_t id = hashmap_put(files_of(f), hash_ptr(p), next, file_eq, f,
				  p);

	if (id == next)
		VEC_PUSH(f->files, p);
	return id;
}

uint32_t facts_slot(struct facts *f, const char *key, unsigned width)
{
	struct facts_index *x = index_of(f);
	size_t len = strlen(key);
	uint32_t next = (uint32_t)f->slots.nr;
	uint32_t id = hashmap_put(&x->slots, hash_fold(hash_bytes(key, len)),
				  next, slot_eq, f, key);

	if (id == next) {
		struct fslot s = { arena_strndup(&x->keys, key, len),
				   (uint8_t)width };

		VEC_PUSH(f->slots, s);
	} else if (!f->slots.v[id].width) {
		f->slots.v[id].width = (uint8_t)width;
	}
	return id;
}

uint32_t facts_find_slot(const struct facts *f, const char *key)
{
	const struct facts_index *x = f->slot_index;
	uint32_t id;

	if (!x || !x->slots.nr)
		return FACTS_NO_SLOT;
	id = hashmap_get(&x->slots, hash_fold(hash_str(key)), slot_eq, f,
			 key);
	return id == HASHMAP_NONE ? FACTS_NO_SLOT : id;
}

void facts_edge(struct facts *f, uint32_t a, uint32_t b, struct fsite at,
		const char *why, const struct fspan *span)
{
	struct fedge e = { a, b, at, NULL, { 0, 0, 0, 0, 0, 0 }, 0 };

	/* a slot always holds its own order: nothing to record */
	if (a == b)
		return;
	e.why = facts_cstr(f, why);
	if (span)
		e.src = *span;
	VEC_PUSH(f->edges, e);
}

void facts_seed(struct facts *f, uint32_t slot, enum mark mark,
		unsigned width, struct fsite at, const char *how,
		const struct fspan *span)
{
	struct fseed s = { slot, (uint8_t)mark, (uint8_t)width, at, NULL,
			   { 0, 0, 0, 0, 0, 0 }, 0 };

	s.how = facts_cstr(f, how);
	if (span)
		s.operand = *span;
	VEC_PUSH(f->seeds, s);
}

/* ---- merging ---- */

/*
 * Add the records pushed since the last merge to the dedupe sets,
 * dropping those that repeat an earlier one (each candidate is copied to
 * its new place first: the sets hold records by index).
 */
#define COMPACT(f, vec, set, same, hash)				\
	do {								\
		size_t i_, w_ = (set).covered;				\
									\
		hashmap_reserve(&(set).map, (vec).nr);			\
		for (i_ = (set).covered; i_ < (vec).nr; i_++) {		\
			(vec).v[w_] = (vec).v[i_];			\
			if (rset_add(&(set), f, same, hash(&(vec).v[w_]), \
				     w_, &(vec).v[w_]))			\
				w_++;					\
		}							\
		(vec).nr = (set).covered = w_;				\
	} while (0)

static void catch_up(struct facts *f, struct facts_index *x)
{
	COMPACT(f, f->decls, x->decls, decl_same, decl_hash);
	COMPACT(f, f->edges, x->edges, edge_same, edge_hash);
	COMPACT(f, f->seeds, x->seeds, seed_same, seed_hash);
	COMPACT(f, f->structs, x->structs, struct_same, struct_hash);
	COMPACT(f, f->wrappers, x->wrappers, wrapper_same, wrapper_hash);
	COMPACT(f, f->inputs, x->inputs, input_same, input_hash);
}

/*
 * src's strings are interned, so a string seen once maps to the same dst
 * pointer every time: a small direct-mapped cache keyed by the src
 * pointer spares hashing the text of the types, scopes and whys that
 * most records repeat.
 */
#define STR_CACHE 4096

struct str_cache {
	const char *src[STR_CACHE], *dst[STR_CACHE];
};

static const char *map_str(struct facts *dst, struct str_cache *c,
			   const char *s)
{
	size_t i = hash_ptr(s) & (STR_CACHE - 1);

	if (c->src[i] != s) {
		c->src[i] = s;
		c->dst[i] = facts_cstr(dst, s);
	}
	return c->dst[i];
}

/*
 * Each record is appended first and taken back when the set already
 * holds its equal: the set keeps indices into the vector, so a record
 * must be in its place before the set may hold it.
 */
#define KEEP_IF_NEW(vec, set, same, hash)				\
	do {								\
		if (!rset_add(&(set), dst, same,			\
			      hash(&(vec).v[(vec).nr - 1]), (vec).nr - 1, \
			      &(vec).v[(vec).nr - 1]))			\
			(vec).nr--;					\
		(set).covered = (vec).nr;				\
	} while (0)

/* Grow everything once for what src may add. */
static void reserve(struct facts *dst, struct facts_index *x,
		    const struct facts *src)
{
	VEC_GROW(dst->slots, dst->slots.nr + src->slots.nr);
	VEC_GROW(dst->decls, dst->decls.nr + src->decls.nr);
	VEC_GROW(dst->edges, dst->edges.nr + src->edges.nr);
	VEC_GROW(dst->seeds, dst->seeds.nr + src->seeds.nr);
	hashmap_reserve(&x->slots, x->slots.nr + src->slots.nr);
	hashmap_reserve(&x->decls.map, x->decls.map.nr + src->decls.nr);
	hashmap_reserve(&x->edges.map, x->edges.map.nr + src->edges.nr);
	hashmap_reserve(&x->seeds.map, x->seeds.map.nr + src->seeds.nr);
}

/*
 * Merging into a facts without slots (the first file of a run) maps
 * every slot to itself: copy the keys and src's slot index as they are
 * instead of looking each key up.  Returns 0 when that does not apply.
 */
static int clone_slots(struct facts *dst, struct facts_index *x,
		       const struct facts *src)
{
	const struct facts_index *sx = src->slot_index;
	size_t i;

	if (dst->slots.nr || !sx || sx->slots.nr != src->slots.nr)
		return 0;
	for (i = 0; i < src->slots.nr; i++) {
		struct fslot sl = src->slots.v[i];

		sl.key = arena_strdup(&x->keys, sl.key);
		VEC_PUSH(dst->slots, sl);
	}
	hashmap_add_all(&x->slots, &sx->slots);
	return 1;
}

void facts_merge(struct facts *dst, const struct facts *src)
{
	struct facts_index *x = index_of(dst);
	uint32_t *fmap = xmalloc((src->files.nr + 1) * sizeof(*fmap));
	uint32_t *smap = xmalloc((src->slots.nr + 1) * sizeof(*smap));
	struct str_cache *sc = xcalloc(1, sizeof(*sc));
	size_t i, j;

	catch_up(dst, x);
	reserve(dst, x, src);
	for (i = 0; i < src->files.nr; i++)
		fmap[i] = facts_file(dst, src->files.v[i]);
	if (!clone_slots(dst, x, src))
		for (i = 0; i < src->slots.nr; i++)
			smap[i] = facts_slot(dst, src->slots.v[i].key,
					     src->slots.v[i].width);
	else
		for (i = 0; i < src->slots.nr; i++)
			smap[i] = i;

	for (i = 0; i < src->decls.nr; i++) {
		struct fdecl d = src->decls.v[i], *k;
		size_t before = dst->decls.nr;

		/* the key has no strings: intern only what is kept */
		d.slot = smap[d.slot];
		d.at.file = fmap[d.at.file];
		VEC_PUSH(dst->decls, d);
		KEEP_IF_NEW(dst->decls, x->decls, decl_same, decl_hash);
		if (dst->decls.nr == before)
			continue;
		k = &dst->decls.v[before];
		k->name = map_str(dst, sc, d.name);
		k->scope = map_str(dst, sc, d.scope);
		k->shape = map_str(dst, sc, d.shape);
		k->type = map_str(dst, sc, d.type);
	}
	for (i = 0; i < src->edges.nr; i++) {
		struct fedge e = src->edges.v[i];

		e.a = smap[e.a];
		e.b = smap[e.b];
		e.at.file = fmap[e.at.file];
		if (e.src.line)
			e.src.file = fmap[e.src.file];
		e.why = map_str(dst, sc, e.why);
		VEC_PUSH(dst->edges, e);
		KEEP_IF_NEW(dst->edges, x->edges, edge_same, edge_hash);
	}
	for (i = 0; i < src->seeds.nr; i++) {
		struct fseed s = src->seeds.v[i];

		s.slot = smap[s.slot];
		s.at.file = fmap[s.at.file];
		if (s.operand.line)
			s.operand.file = fmap[s.operand.file];
		s.how = map_str(dst, sc, s.how);
		VEC_PUSH(dst->seeds, s);
		KEEP_IF_NEW(dst->seeds, x->seeds, seed_same, seed_hash);
	}
	for (i = 0; i < src->structs.nr; i++) {
		struct fstruct s = src->structs.v[i];
		const uint32_t *members = s.nr ? src->members.v + s.first : NULL;
		size_t before = dst->structs.nr;

		s.key = map_str(dst, sc, s.key);
		s.name = map_str(dst, sc, s.name);
		s.at.file = fmap[s.at.file];
		s.first = dst->members.nr;
		VEC_PUSH(dst->structs, s);
		KEEP_IF_NEW(dst->structs, x->structs, struct_same, struct_hash);
		if (dst->structs.nr == before)
			continue;
		for (j = 0; j < s.nr; j++)
			VEC_PUSH(dst->members, smap[members[j]]);
	}
	for (i = 0; i < src->wrappers.nr; i++) {
		struct fwrapper w = src->wrappers.v[i];

		w.name = map_str(dst, sc, w.name);
		w.helper = map_str(dst, sc, w.helper);
		w.why = map_str(dst, sc, w.why);
		w.at.file = fmap[w.at.file];
		VEC_PUSH(dst->wrappers, w);
		KEEP_IF_NEW(dst->wrappers, x->wrappers, wrapper_same,
			    wrapper_hash);
	}
	for (i = 0; i < src->inputs.nr; i++) {
		struct finput in = src->inputs.v[i];

		in.file = fmap[in.file];
		VEC_PUSH(dst->inputs, in);
		KEEP_IF_NEW(dst->inputs, x->inputs, input_same, input_hash);
	}
	free(fmap);
	free(smap);
	free(sc);
}

static int is_empty(const struct facts *f)
{
	return !f->strings.nr && !f->files.nr && !f->slots.nr &&
	       !f->decls.nr && !f->edges.nr && !f->seeds.nr &&
	       !f->structs.nr && !f->members.nr && !f->wrappers.nr &&
	       !f->inputs.nr;
}

void facts_absorb(struct facts *dst, struct facts *src)
{
	if (is_empty(dst)) {
		/* take src's storage, and drop its repeated records */
		struct facts t = *dst;

		*dst = *src;
		*src = t;
		catch_up(dst, index_of(dst));
	} else {
		facts_merge(dst, src);
	}
	facts_release(src);
}

/* ---- writing ---- */

static void put_str(FILE *out, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '\t':
			fputs("\\t", out);
			break;
		case '\n':
			fputs("\\n", out);
			break;
		case '\\':
			fputs("\\\\", out);
			break;
		default:
			putc(*s, out);
		}
	}
}

static void put_site(FILE *out, struct fsite at)
{
	fprintf(out, "\t%" PRIu32 "\t%" PRIu32 "\t%" PRIu32,
		at.file, at.line, at.col);
}

static void put_span(FILE *out, struct fspan sp)
{
	fprintf(out, "\t%" PRIu32 "\t%" PRIu32 "\t%" PRIu32 "\t%" PRIu32
		"\t%" PRIu32 "\t%u", sp.file, sp.line, sp.col, sp.end_line,
		sp.end_col, sp.stored);
}

int facts_write(const struct facts *f, FILE *out)
{
	size_t i, j;

	fputs("endian-facts 8\n", out);
	for (i = 0; i < f->files.nr; i++) {
		fputs("F\t", out);
		put_str(out, f->files.v[i]);
		putc('\n', out);
	}
	for (i = 0; i < f->slots.nr; i++) {
		fputs("S\t", out);
		put_str(out, f->slots.v[i].key);
		fprintf(out, "\t%u\n", f->slots.v[i].width);
	}
	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];

		fprintf(out, "D\t%" PRIu32, d->slot);
		put_site(out, d->at);
		fprintf(out, "\t%u\t%u\t%u\t", d->kind, d->order, d->flags);
		put_str(out, d->name);
		putc('\t', out);
		put_str(out, d->scope);
		putc('\t', out);
		put_str(out, d->shape);
		putc('\t', out);
		put_str(out, d->type);
		fprintf(out, "\t%" PRIu32 "\t%" PRIu32 "\t%" PRIu32 "\t%u\n",
			d->type_line, d->type_col, d->type_len, d->width);
	}
	for (i = 0; i < f->edges.nr; i++) {
		const struct fedge *e = &f->edges.v[i];

		fprintf(out, "E\t%" PRIu32 "\t%" PRIu32, e->a, e->b);
		put_site(out, e->at);
		putc('\t', out);
		put_str(out, e->why);
		put_span(out, e->src);
		fprintf(out, "\t%u\n", e->flags);
	}
	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *s = &f->seeds.v[i];

		fprintf(out, "O\t%" PRIu32 "\t%u\t%u", s->slot, s->mark,
			s->width);
		put_site(out, s->at);
		putc('\t', out);
		put_str(out, s->how);
		put_span(out, s->operand);
		fprintf(out, "\t%u\n", s->flags);
	}
	for (i = 0; i < f->structs.nr; i++) {
		const struct fstruct *s = &f->structs.v[i];

		fputs("T\t", out);
		put_str(out, s->key);
		putc('\t', out);
		put_str(out, s->name);
		fprintf(out, "\t%u\t%" PRIu32, s->flags, s->nr_fields);
		put_site(out, s->at);
		putc('\n', out);
		for (j = 0; j < s->nr; j++)
			fprintf(out, "M\t%" PRIu32 "\n",
				f->members.v[s->first + j]);
	}
	for (i = 0; i < f->wrappers.nr; i++) {
		const struct fwrapper *w = &f->wrappers.v[i];

		fputs("W\t", out);
		put_str(out, w->name);
		putc('\t', out);
		put_str(out, w->helper);
		fprintf(out, "\t%u\t%u\t%u\t%u\t%u\t", w->is_macro, w->kind,
			w->order, w->width, w->selector);
		put_str(out, w->why);
		put_site(out, w->at);
		putc('\n', out);
	}
	for (i = 0; i < f->inputs.nr; i++) {
		const struct finput *in = &f->inputs.v[i];

		char hex[DIGEST_HEX];

		digest_hex(&in->digest, hex);
		fprintf(out, "I\t%" PRIu32 "\t%" PRId64 "\t%s\n", in->file,
			in->size, hex);
	}
	fputs("end\n", out);
	if (fflush(out) || ferror(out))
		return error("cannot write facts: %s", strerror(errno));
	return 0;
}

/* ---- reading ---- */

#define MAX_FIELDS 16

struct reader {
	struct facts *f;
	const char *name;
	size_t line;
	char *fld[MAX_FIELDS];
	size_t nf;
	VEC(uint32_t) files;	/* local id -> id in f */
	VEC(uint32_t) slots;
	size_t open_struct;	/* index of the T that M lines extend, or -1 */
	unsigned char tag;
	unsigned version;	/* 2: W records without kind, order ... why */
	/*
	 * The string last interned for each field of each record type:
	 * neighbouring records mostly repeat a type, a scope or a why, and a
	 * strcmp() is much cheaper than a hash lookup.
	 */
	const char *last['Z' - 'A' + 1][MAX_FIELDS];
};

__attribute__((format(printf, 2, 3)))
static int bad(struct reader *r, const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	error("%s:%zu: %s", r->name, r->line, sb.buf);
	strbuf_release(&sb);
	return -1;
}

/* Undo the escapes of one field in place. */
static int unescape(struct reader *r, char *s)
{
	char *w = s;

	for (; *s; s++) {
		if (*s != '\\') {
			*w++ = *s;
			continue;
		}
		s++;
		if (*s == 't')
			*w++ = '\t';
		else if (*s == 'n')
			*w++ = '\n';
		else if (*s == '\\')
			*w++ = '\\';
		else
			return bad(r, "bad escape in field %zu", r->nf);
	}
	*w = '\0';
	return 0;
}

/* Split at tabs; escapes are rare, so they are undone field by field. */
static int split(struct reader *r, char *s)
{
	for (r->nf = 0;; s++) {
		char *p = s;
		int escaped = 0;

		if (r->nf == MAX_FIELDS)
			return bad(r, "too many fields");
		r->fld[r->nf++] = s;
		for (; *p && *p != '\t'; p++)
			escaped |= *p == '\\';
		if (*p)
			*p = '\0';
		else
			p = NULL;
		if (escaped && unescape(r, s))
			return -1;
		if (!p)
			return 0;
		s = p;
	}
}

static int num(struct reader *r, size_t i, uint64_t max, uint64_t *out)
{
	const char *s = r->fld[i];
	uint64_t v = 0;

	if (!*s)
		return bad(r, "empty field %zu", i + 1);
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || v > (UINT64_MAX - 9) / 10)
			return bad(r, "bad number '%s' in field %zu",
				   r->fld[i], i + 1);
		v = v * 10 + (uint64_t)(*s - '0');
	}
	if (v > max)
		return bad(r, "%" PRIu64 " out of range in field %zu",
			   v, i + 1);
	*out = v;
	return 0;
}

static int snum(struct reader *r, size_t i, int64_t *out)
{
	int neg = r->fld[i][0] == '-';
	uint64_t v;

	if (neg)
		r->fld[i]++;
	if (num(r, i, (uint64_t)INT64_MAX, &v))
		return -1;
	*out = neg ? -(int64_t)v : (int64_t)v;
	return 0;
}

static int u32(struct reader *r, size_t i, uint32_t *out)
{
	uint64_t v;

	if (num(r, i, UINT32_MAX, &v))
		return -1;
	*out = (uint32_t)v;
	return 0;
}

static int small(struct reader *r, size_t i, unsigned lo, unsigned hi,
		 unsigned *out)
{
	uint64_t v;

	if (num(r, i, hi, &v))
		return -1;
	if (v < lo)
		return bad(r, "%" PRIu64 " out of range in field %zu",
			   v, i + 1);
	*out = (unsigned)v;
	return 0;
}

static int slot_id(struct reader *r, size_t i, uint32_t *out)
{
	uint32_t v;

	if (u32(r, i, &v))
		return -1;
	if (v >= r->slots.nr)
		return bad(r, "undefined slot %" PRIu32, v);
	*out = r->slots.v[v];
	return 0;
}

static int site(struct reader *r, size_t i, struct fsite *at)
{
	uint32_t file;

	if (u32(r, i, &file) || u32(r, i + 1, &at->line) ||
	    u32(r, i + 2, &at->col))
		return -1;
	if (file >= r->files.nr)
		return bad(r, "undefined file %" PRIu32, file);
	at->file = r->files.v[file];
	return 0;
}

static int span(struct reader *r, size_t i, struct fspan *sp)
{
	uint32_t file;

	unsigned stored;

	if (u32(r, i, &file) || u32(r, i + 1, &sp->line) ||
	    u32(r, i + 2, &sp->col) || u32(r, i + 3, &sp->end_line) ||
	    u32(r, i + 4, &sp->end_col) || small(r, i + 5, 0, 1, &stored))
		return -1;
	sp->stored = (uint8_t)stored;
	if (!sp->line) {
		memset(sp, 0, sizeof(*sp));
		return 0;
	}
	if (file >= r->files.nr)
		return bad(r, "undefined file %" PRIu32, file);
	sp->file = r->files.v[file];
	return 0;
}

static const char *str(struct reader *r, size_t i)
{
	const char **last = &r->last[r->tag - 'A'][i];

	if (!*last || strcmp(*last, r->fld[i]))
		*last = facts_cstr(r->f, r->fld[i]);
	return *last;
}

static int record(struct reader *r)
{
	static const unsigned nfields[] = {
		['F'] = 2, ['S'] = 3, ['D'] = 16, ['E'] = 14, ['O'] = 15,
		['T'] = 8, ['M'] = 2, ['W'] = 12, ['I'] = 4,
	};
	struct facts *f = r->f;
	unsigned char tag = (unsigned char)r->fld[0][0];
	unsigned a = 0, b = 0, c = 0, want;

	if (r->fld[0][1] || tag >= sizeof(nfields) / sizeof(*nfields) ||
	    !nfields[tag])
		return bad(r, "unknown record '%s'", r->fld[0]);
	want = tag == 'W' && r->version == 2 ? 7 :
	       tag == 'O' && r->version < 4 ? 14 :
	       tag == 'D' && r->version < 6 ? 15 :
	       tag == 'E' && r->version < 8 ? 13 : nfields[tag];
	if (r->nf != want)
		return bad(r, "'%c' record with %zu fields, expected %u",
			   tag, r->nf, want);
	if (tag != 'M' && tag != 'T')
		r->open_struct = (size_t)-1;
	r->tag = tag;

	switch (tag) {
	case 'F':
		VEC_PUSH(r->files, facts_file(f, r->fld[1]));
		return 0;
	case 'S':
		if (small(r, 2, 0, 64, &a))
			return -1;
		VEC_PUSH(r->slots, facts_slot(f, r->fld[1], a));
		return 0;
	case 'D': {
		struct fdecl d;

		if (slot_id(r, 1, &d.slot) || site(r, 2, &d.at) ||
		    small(r, 5, DECL_FIELD, DECL_CAST, &a) ||
		    small(r, 6, ORDER_NONE, ORDER_BE, &b) ||
		    small(r, 7, 0, UINT16_MAX, &c))
			return -1;
		d.kind = a;
		d.order = b;
		d.flags = c;
		d.name = str(r, 8);
		d.scope = str(r, 9);
		d.shape = str(r, 10);
		d.type = str(r, 11);
		if (u32(r, 12, &d.type_line) || u32(r, 13, &d.type_col) ||
		    u32(r, 14, &d.type_len))
			return -1;
		if (r->version >= 6 && small(r, 15, 0, 64, &a))
			return -1;
		d.width = r->version >= 6 ? (uint8_t)a : 0;
		VEC_PUSH(f->decls, d);
		return 0;
	}
	case 'E': {
		struct fedge e;

		if (slot_id(r, 1, &e.a) || slot_id(r, 2, &e.b) ||
		    site(r, 3, &e.at))
			return -1;
		e.why = str(r, 6);
		if (span(r, 7, &e.src))
			return -1;
		e.flags = 0;
		if (r->version >= 8) {
			if (small(r, 13, 0, 255, &a))
				return -1;
			if (a & ~FEDGE_ALL)
				return bad(r, "unknown edge flags %u", a);
			e.flags = (uint8_t)a;
		}
		VEC_PUSH(f->edges, e);
		return 0;
	}
	case 'O': {
		struct fseed s;

		if (slot_id(r, 1, &s.slot) ||
		    small(r, 2, MARK_LE, r->version >= 5 ? MARK_OPAQUE :
			  MARK_PINNED, &a) ||
		    small(r, 3, 0, 64, &b) || site(r, 4, &s.at))
			return -1;
		s.mark = a;
		s.width = b;
		s.how = str(r, 7);
		if (span(r, 8, &s.operand))
			return -1;
		s.flags = 0;
		if (r->version >= 4 &&
		    small(r, 14, 0, r->version >= 7 ? FSEED_PROBE |
			  FSEED_CONST | FSEED_ADDRESS | FSEED_SYMMETRIC :
			  r->version >= 6 ? FSEED_PROBE |
			  FSEED_CONST | FSEED_ADDRESS : r->version >= 5 ?
			  FSEED_PROBE | FSEED_CONST : FSEED_PROBE, &c))
			return -1;
		s.flags = (uint8_t)c;
		VEC_PUSH(f->seeds, s);
		return 0;
	}
	case 'T': {
		struct fstruct s;

		if (small(r, 3, 0, UINT16_MAX, &a) || u32(r, 4, &s.nr_fields) ||
		    site(r, 5, &s.at))
			return -1;
		s.key = str(r, 1);
		s.name = str(r, 2);
		s.flags = a;
		s.first = f->members.nr;
		s.nr = 0;
		r->open_struct = f->structs.nr;
		VEC_PUSH(f->structs, s);
		return 0;
	}
	case 'M': {
		uint32_t slot;

		if (r->open_struct == (size_t)-1)
			return bad(r, "'M' record outside a struct");
		if (slot_id(r, 1, &slot))
			return -1;
		VEC_PUSH(f->members, slot);
		f->structs.v[r->open_struct].nr++;
		return 0;
	}
	case 'W': {
		struct fwrapper w;
		unsigned k = 0, o = 0, wd = 0, sel = 0;

		memset(&w, 0, sizeof(w));
		if (small(r, 3, 0, 1, &a))
			return -1;
		if (r->version == 2) {
			if (site(r, 4, &w.at))
				return -1;
			w.why = facts_cstr(f, "");
		} else {
			if (small(r, 4, 0, UINT8_MAX, &k) ||
			    small(r, 5, ORDER_NONE, ORDER_BE, &o) ||
			    small(r, 6, 0, 64, &wd) || small(r, 7, 0, 1, &sel) ||
			    site(r, 9, &w.at))
				return -1;
			w.why = str(r, 8);
		}
		w.name = str(r, 1);
		w.helper = str(r, 2);
		w.is_macro = a;
		w.kind = k;
		w.order = o;
		w.width = wd;
		w.selector = sel;
		VEC_PUSH(f->wrappers, w);
		return 0;
	}
	case 'I': {
		struct finput in = { 0 };
		uint32_t file;
		int64_t mtime;

		if (u32(r, 1, &file))
			return -1;
		if (r->version < 7) {
			if (snum(r, 2, &mtime) || snum(r, 3, &in.size))
				return -1;
			in.size = -1;
		} else if (snum(r, 2, &in.size)) {
			return -1;
		} else if (digest_parse(r->fld[3], &in.digest)) {
			return bad(r, "bad digest '%s'", r->fld[3]);
		}
		if (file >= r->files.nr)
			return bad(r, "undefined file %" PRIu32, file);
		in.file = r->files.v[file];
		VEC_PUSH(f->inputs, in);
		return 0;
	}
	}
	return bad(r, "unknown record '%s'", r->fld[0]);
}

/*
 * Lines from a stream through one large buffer: getline() per record
 * costs more than the parsing.
 */
struct lines {
	FILE *in;
	char *buf;
	size_t cap, start, end;
	int eof;
};

/*
 * The next line, NUL-terminated in place without its newline; NULL at
 * the end.  *nl says whether it ended with a newline.
 */
static char *next_line(struct lines *l, size_t *len, int *nl)
{
	for (;;) {
		char *line = l->buf + l->start;
		char *p = memchr(line, '\n', l->end - l->start);
		size_t n;

		if (p) {
			*p = '\0';
			*len = p - line;
			*nl = 1;
			l->start = p + 1 - l->buf;
			return line;
		}
		if (l->eof) {
			if (l->start == l->end)
				return NULL;
			l->buf[l->end] = '\0';
			*len = l->end - l->start;
			*nl = 0;
			l->start = l->end;
			return line;
		}
		memmove(l->buf, line, l->end - l->start);
		l->end -= l->start;
		l->start = 0;
		if (l->cap - l->end < 65536) {
			l->cap *= 2;
			l->buf = xrealloc(l->buf, l->cap);
		}
		n = fread(l->buf + l->end, 1, l->cap - l->end - 1, l->in);
		l->end += n;
		if (!n)
			l->eof = 1;
	}
}

int facts_read(struct facts *f, FILE *in, const char *name)
{
	struct reader r = { .f = f, .name = name, .open_struct = (size_t)-1 };
	struct lines l = { .in = in, .cap = 1 << 20 };
	char *buf;
	size_t len;
	int ret = -1, ended = 0, nl;

	l.buf = xmalloc(l.cap);
	while ((buf = next_line(&l, &len, &nl))) {
		r.line++;
		if (!nl) {
			bad(&r, "truncated line");
			goto out;
		}
		if (ended) {
			bad(&r, "text after the end line");
			goto out;
		}
		if (r.line == 1) {
			if (strncmp(buf, "endian-facts ", 13)) {
				bad(&r, "not an endian facts file");
				goto out;
			}
			if (strcmp(buf + 13, "2") && strcmp(buf + 13, "3") &&
			    strcmp(buf + 13, "4") && strcmp(buf + 13, "5") &&
			    strcmp(buf + 13, "6") && strcmp(buf + 13, "7") &&
			    strcmp(buf + 13, "8")) {
				bad(&r, "unsupported facts version '%s'",
				    buf + 13);
				goto out;
			}
			r.version = (unsigned)atoi(buf + 13);
			continue;
		}
		if (!strcmp(buf, "end")) {
			ended = 1;
			continue;
		}
		if (strlen(buf) != len) {
			bad(&r, "NUL byte");
			goto out;
		}
		if (split(&r, buf) || record(&r))
			goto out;
	}
	if (ferror(in)) {
		error("cannot read '%s': %s", name, strerror(errno));
		goto out;
	}
	if (!r.line) {
		error("%s: empty facts file", name);
		goto out;
	}
	if (!ended) {
		r.line++;
		bad(&r, "truncated: no end line");
		goto out;
	}
	ret = 0;
out:
	free(l.buf);
	VEC_FREE(r.files);
	VEC_FREE(r.slots);
	return ret;
}

void facts_release(struct facts *f)
{
	struct facts_index *x = f->slot_index;

	if (x) {
		hashmap_release(&x->slots);
		arena_release(&x->keys);
		hashmap_release(&x->decls.map);
		hashmap_release(&x->edges.map);
		hashmap_release(&x->seeds.map);
		hashmap_release(&x->structs.map);
		hashmap_release(&x->wrappers.map);
		hashmap_release(&x->inputs.map);
		free(x);
	}
	if (f->file_index) {
		hashmap_release(f->file_index);
		free(f->file_index);
	}
	VEC_FREE(f->files);
	VEC_FREE(f->slots);
	VEC_FREE(f->decls);
	VEC_FREE(f->edges);
	VEC_FREE(f->seeds);
	VEC_FREE(f->structs);
	VEC_FREE(f->members);
	VEC_FREE(f->wrappers);
	VEC_FREE(f->inputs);
	strset_release(&f->strings);
	f->slot_index = f->file_index = NULL;
}
