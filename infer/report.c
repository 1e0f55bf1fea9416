// SPDX-License-Identifier: GPL-2.0-only
/*
 * The report of `endian infer`: proposals, conflicts, in-place slots and
 * wrappers as text, tsv or json.  Every list is sorted on what is printed
 * (relative path, line, kind, name), never on the order of the facts, so
 * the output does not depend on the order translation units were read.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "infer/helpers.h"
#include "infer/report.h"
#include "lib/diag.h"
#include "lib/findings.h"
#include "lib/json.h"
#include "lib/path.h"
#include "lib/sort.h"
#include "lib/strbuf.h"
#include "lib/version.h"
#include "lib/vec.h"
#include "lib/xalloc.h"

#define NONE UINT32_MAX
#define MAX_EVIDENCE 3

enum group {
	G_STRUCT,
	G_FUNCTION,
	G_GLOBAL,
};

/* One line of the listing: a proposal, or an annotated declaration. */
struct item {
	const struct fdecl *d;
	const char *file;	/* relative */
	char *type;
	unsigned order, confidence;
	int hinted;
	enum group group;
	const char *key;	/* struct name or function name */
};

struct conflict_ref {
	const struct conflict *c;
	const struct fdecl *d;	/* the blamed slot's declaration, or NULL */
	const char *file;	/* where the conflict is listed */
	uint32_t line, col;
};

struct plain_ref {
	const struct fdecl *d;
	const char *file;
};

struct named;

struct infer_report {
	const struct facts *f;
	const struct solution *s;
	const struct infer_report_options *o;
	char **rel;		/* relative path of each file */
	uint32_t *best;		/* a slot's first declaration in the project */
	VEC(struct item) items;
	VEC(struct conflict_ref) conflicts;
	VEC(struct plain_ref) plain;
	VEC(struct plain_ref) outside;	/* ordered, declared outside only */
	VEC(const struct fwrapper *) wrappers;
	VEC(struct named) structs, functions;	/* text block headers */
	uint32_t *struct_of;	/* a field slot's struct, or NONE */
	size_t per_kind[DECL_TYPEDEF + 1];
};

static const char *const kind_names[] = {
	[DECL_FIELD] = "field",
	[DECL_VAR] = "var",
	[DECL_PARAM] = "param",
	[DECL_RETURN] = "return",
	[DECL_TYPEDEF] = "typedef",
	[DECL_CAST] = "cast",
};

static const char *const conflict_words[] = {
	[CONFLICT_MISSING_CONVERSION] = "probable missing conversion",
	[CONFLICT_MIXED_ORDERS] = "le and be mixed",
	[CONFLICT_REUSED] = "one variable reused for both orders",
	[CONFLICT_WIDTH] = "width mismatch",
	[CONFLICT_DOUBLE_CONVERSION] = "probable double conversion",
	[CONFLICT_WRONG_DIRECTION] = "conversion the other way round",
	[CONFLICT_SYMMETRIC_CONSTANT] = "byte-symmetric constant, no bug",
};

static const char *const conflict_names[] = {
	[CONFLICT_MISSING_CONVERSION] = "missing-conversion",
	[CONFLICT_MIXED_ORDERS] = "mixed-orders",
	[CONFLICT_REUSED] = "reused",
	[CONFLICT_WIDTH] = "width",
	[CONFLICT_DOUBLE_CONVERSION] = "double-conversion",
	[CONFLICT_WRONG_DIRECTION] = "wrong-direction",
	[CONFLICT_SYMMETRIC_CONSTANT] = "symmetric-constant",
};

static const char *order_name(unsigned order)
{
	return order == ORDER_LE ? "le" : order == ORDER_BE ? "be" : "none";
}

/* ---- paths and types ---- */

char *proposal_type(const struct facts *f, const struct fdecl *d,
		    enum order order)
{
	struct strbuf sb = STRBUF_INIT;

	if (order == ORDER_LE || order == ORDER_BE)
		strbuf_addf(&sb, "__%s%u%s", order_name(order),
			    f->slots.v[d->slot].width, d->shape);
	else
		strbuf_addf(&sb, "%s%s", d->type, d->shape);
	return strbuf_detach(&sb);
}

/* ---- collecting ---- */

static int wants_width(unsigned w)
{
	return w == 16 || w == 32 || w == 64;
}

int decl_is_proposal(const struct facts *f, const struct solution *s,
		     const struct infer_report_options *o,
		     const struct fdecl *d)
{
	const struct slot_solution *sl = &s->slot[d->slot];

	return sl->status == SOL_ORDER &&
	       !(d->flags & (FDECL_ANNOTATED | FDECL_OUTSIDE)) &&
	       !s->via_typedef[d - f->decls.v] &&
	       sl->confidence >= o->min_confidence &&
	       wants_width(f->slots.v[d->slot].width);
}

/* Casts are rewritten with their class but are no declarations to report. */
static int is_proposal(const struct infer_report *r, const struct fdecl *d)
{
	return d->kind != DECL_CAST && decl_is_proposal(r->f, r->s, r->o, d);
}

static int is_listed_annotation(const struct fdecl *d)
{
	return (d->flags & FDECL_ANNOTATED) && !(d->flags & FDECL_OUTSIDE) &&
	       d->kind != DECL_CAST &&
	       (d->order == ORDER_LE || d->order == ORDER_BE);
}

static void group_of(struct item *it)
{
	const char *scope = it->d->scope;

	if (it->d->kind == DECL_FIELD || !strncmp(scope, "struct ", 7) ||
	    !strncmp(scope, "union ", 6)) {
		it->group = G_STRUCT;
		it->key = scope;
	} else if (!strncmp(scope, "local:", 6)) {
		it->group = G_FUNCTION;
		it->key = scope + 6;
	} else if (it->d->kind == DECL_PARAM || it->d->kind == DECL_RETURN) {
		it->group = G_FUNCTION;
		it->key = scope;
	} else {
		it->group = G_GLOBAL;
		it->key = "";
	}
}

static int cmp_site(const char *fa, uint32_t la, const char *fb, uint32_t lb)
{
	return cmp_position(fa, la, 0, fb, lb, 0);
}

static int cmp_decl_tail(const struct item *a, const struct item *b)
{
	int c = cmp_site(a->file, a->d->at.line, b->file, b->d->at.line);

	if (c)
		return c;
	if (a->d->kind != b->d->kind)
		return a->d->kind < b->d->kind ? -1 : 1;
	if ((c = strcmp(a->d->name, b->d->name)))
		return c;
	return a->d->at.col < b->d->at.col ? -1 : a->d->at.col > b->d->at.col;
}

static int cmp_tsv(const void *pa, const void *pb)
{
	return cmp_decl_tail(pa, pb);
}

static int cmp_text(const void *pa, const void *pb)
{
	const struct item *a = pa, *b = pb;
	int c;

	if (a->group != b->group)
		return a->group < b->group ? -1 : 1;
	if ((c = strcmp(a->key, b->key)))
		return c;
	return cmp_decl_tail(a, b);
}

static int cmp_conflict(const void *pa, const void *pb)
{
	const struct conflict_ref *a = pa, *b = pb;
	int c = cmp_site(a->file, a->line, b->file, b->line);

	if (c)
		return c;
	/* in the order they are written, not of the solver's classes */
	if (a->col != b->col)
		return a->col < b->col ? -1 : 1;
	return a->c->root < b->c->root ? -1 : a->c->root > b->c->root;
}

static int cmp_plain(const void *pa, const void *pb)
{
	const struct plain_ref *a = pa, *b = pb;
	int c = cmp_site(a->file, a->d->at.line, b->file, b->d->at.line);

	return c ? c : strcmp(a->d->name, b->d->name);
}

static int cmp_wrapper(const void *pa, const void *pb)
{
	const struct fwrapper *a = *(const struct fwrapper *const *)pa;
	const struct fwrapper *b = *(const struct fwrapper *const *)pb;
	int c = strcmp(a->name, b->name);

	if (c)
		return c;
	if (a->at.file != b->at.file)
		return a->at.file < b->at.file ? -1 : 1;
	return a->at.line < b->at.line ? -1 : a->at.line > b->at.line;
}

/* A slot's declaration to name it by: in the project, first by site. */
static void best_decls(struct infer_report *r)
{
	const struct facts *f = r->f;
	size_t i;

	r->best = xmalloc((f->slots.nr + 1) * sizeof(*r->best));
	memset(r->best, 0xff, (f->slots.nr + 1) * sizeof(*r->best));
	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i], *b;
		uint32_t *best = &r->best[d->slot];

		if (*best == NONE) {
			*best = i;
			continue;
		}
		b = &f->decls.v[*best];
		if ((b->flags & FDECL_OUTSIDE) && !(d->flags & FDECL_OUTSIDE))
			*best = i;
		else if (!((b->flags ^ d->flags) & FDECL_OUTSIDE) &&
			 cmp_site(r->rel[d->at.file], d->at.line,
				  r->rel[b->at.file], b->at.line) < 0)
			*best = i;
	}
}

int report_outside_other(const struct facts *f, const struct solution *s,
			 const struct fdecl *d, char *(*spelled)[3])
{
	int wi = width_index(f->slots.v[d->slot].width);
	const char *name;

	if (!(d->flags & FDECL_OUTSIDE) || d->kind == DECL_TYPEDEF ||
	    d->kind == DECL_CAST || s->slot[d->slot].status != SOL_ORDER)
		return 0;
	if (!(d->flags & FDECL_ANNOTATED))
		return 1;
	/* the checkers tell the two names apart wherever they meet */
	if (!spelled || wi < 0 ||
	    (d->order != ORDER_LE && d->order != ORDER_BE))
		return 0;
	name = spelled[d->order][wi];
	return name && strcmp(name, d->type);
}

static void collect(struct infer_report *r)
{
	const struct facts *f = r->f;
	const struct solution *s = r->s;
	char *dir = path_cwd();
	size_t i;

	r->rel = xmalloc((f->files.nr + 1) * sizeof(*r->rel));
	for (i = 0; i < f->files.nr; i++)
		r->rel[i] = path_below(dir, f->files.v[i]);
	free(dir);

	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];
		const struct slot_solution *sl = &s->slot[d->slot];
		struct item it = { d, r->rel[d->at.file], NULL, 0, 0, 0,
				   G_GLOBAL, "" };

		if (r->o->annotated) {
			if (!is_listed_annotation(d))
				continue;
			it.order = d->order;
		} else {
			if (!is_proposal(r, d))
				continue;
			it.order = sl->order;
			it.confidence = sl->confidence;
			it.hinted = sl->hinted;
		}
		it.type = proposal_type(f, d, it.order);
		group_of(&it);
		VEC_PUSH(r->items, it);
		r->per_kind[d->kind]++;
	}
	/* tsv lists proposals alone */
	if (r->o->annotated || r->o->format == REPORT_TSV)
		return;

	best_decls(r);
	for (i = 0; i < s->nr_conflicts; i++) {
		const struct conflict *c = &s->conflicts[i];
		struct conflict_ref ref = { c, NULL, NULL, 0, 0 };
		uint32_t b = r->best[c->slot];

		if (b != NONE) {
			ref.d = &f->decls.v[b];
			ref.file = r->rel[ref.d->at.file];
			ref.line = ref.d->at.line;
			ref.col = ref.d->at.col;
		} else if (c->nr_steps) {
			ref.file = r->rel[c->steps[0].at.file];
			ref.line = c->steps[0].at.line;
			ref.col = c->steps[0].at.col;
		} else {
			ref.file = "";
		}
		VEC_PUSH(r->conflicts, ref);
	}
	for (i = 0; i < f->slots.nr; i++) {
		struct plain_ref p;

		if (r->best[i] == NONE)
			continue;
		p.d = &f->decls.v[r->best[i]];
		p.file = r->rel[p.d->at.file];
		/* a cast is rewritten with its class, never listed */
		if (p.d->kind == DECL_CAST)
			continue;
		if (!(p.d->flags & FDECL_OUTSIDE)) {
			if (s->slot[i].status == SOL_PLAIN)
				VEC_PUSH(r->plain, p);
		} else if (report_outside_other(f, s, p.d, r->o->spelled)) {
			/* best is outside: no declaration of the project */
			VEC_PUSH(r->outside, p);
		}
	}
	for (i = 0; i < f->wrappers.nr; i++)
		VEC_PUSH(r->wrappers, &f->wrappers.v[i]);
}

/* qsort() that accepts the NULL of an empty vector. */
static void sort(void *base, size_t nr, size_t size,
		 int (*cmp)(const void *, const void *))
{
	if (nr > 1)
		qsort(base, nr, size, cmp);
}

static void sort_all(struct infer_report *r, int (*items)(const void *, const void *))
{
	sort(r->items.v, r->items.nr, sizeof(*r->items.v), items);
	sort(r->conflicts.v, r->conflicts.nr, sizeof(*r->conflicts.v),
	      cmp_conflict);
	sort(r->plain.v, r->plain.nr, sizeof(*r->plain.v), cmp_plain);
	sort(r->outside.v, r->outside.nr, sizeof(*r->outside.v), cmp_plain);
	sort(r->wrappers.v, r->wrappers.nr, sizeof(*r->wrappers.v),
	      cmp_wrapper);
}

static void release(struct infer_report *r)
{
	size_t i;

	for (i = 0; i < r->items.nr; i++)
		free(r->items.v[i].type);
	if (r->rel)
		for (i = 0; i < r->f->files.nr; i++)
			free(r->rel[i]);
	free(r->rel);
	free(r->best);
	VEC_FREE(r->items);
	VEC_FREE(r->conflicts);
	VEC_FREE(r->plain);
	VEC_FREE(r->outside);
	VEC_FREE(r->wrappers);
	VEC_FREE(r->structs);
	free(r->struct_of);
	VEC_FREE(r->functions);
}

/* ---- tsv ---- */

/* Names and scopes never hold tabs or newlines, but a field must not break. */
static void tsv_field(FILE *out, const char *s)
{
	for (; *s; s++)
		putc(*s == '\t' || *s == '\n' ? ' ' : *s, out);
}

static void write_tsv(struct infer_report *r, FILE *out)
{
	size_t i;

	for (i = 0; i < r->items.nr; i++) {
		const struct item *it = &r->items.v[i];

		tsv_field(out, it->file);
		fprintf(out, "\t%u\t%s\t", it->d->at.line,
			kind_names[it->d->kind]);
		tsv_field(out, it->d->name);
		fprintf(out, "\t%s\t", it->type);
		tsv_field(out, it->d->scope);
		putc('\n', out);
	}
}

/* ---- text ---- */

/*
 * Block headers name a struct's or a function's site: both looked up by
 * name in tables sorted once, the better candidate first (in the project,
 * a definition), so a large report stays n log n.
 */
struct named {
	const char *name;	/* first: lower_bound_name() */
	int worse;
	uint32_t idx;
};

static int cmp_named(const void *pa, const void *pb)
{
	const struct named *a = pa, *b = pb;
	int c = strcmp(a->name, b->name);

	if (c)
		return c;
	if (a->worse != b->worse)
		return a->worse - b->worse;
	return a->idx < b->idx ? -1 : a->idx > b->idx;
}

static void build_named(struct infer_report *r)
{
	const struct facts *f = r->f;
	size_t i;

	for (i = 0; i < f->structs.nr; i++) {
		const struct fstruct *st = &f->structs.v[i];
		struct named n = { st->name, !!(st->flags & FSTRUCT_OUTSIDE),
				   i };

		VEC_PUSH(r->structs, n);
	}
	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];
		struct named n = { d->name, !(d->flags & FDECL_DEFINITION), i };

		if (d->kind == DECL_RETURN)
			VEC_PUSH(r->functions, n);
	}
	sort(r->structs.v, r->structs.nr, sizeof(*r->structs.v), cmp_named);
	/* two drivers may each define a struct of one name (walk-slots.c) */
	r->struct_of = xmalloc((f->slots.nr + 1) * sizeof(*r->struct_of));
	memset(r->struct_of, 0xff, (f->slots.nr + 1) * sizeof(*r->struct_of));
	for (i = 0; i < f->structs.nr; i++) {
		const struct fstruct *st = &f->structs.v[i];
		uint32_t m;

		for (m = st->first; m < st->first + st->nr; m++)
			if (r->struct_of[f->members.v[m]] == NONE)
				r->struct_of[f->members.v[m]] = (uint32_t)i;
	}
	sort(r->functions.v, r->functions.nr, sizeof(*r->functions.v),
	      cmp_named);
}

/* The first entry named `name`, or NONE. */
static uint32_t lookup(const struct named *v, size_t nr, const char *name)
{
	size_t i = lower_bound_name(v, nr, sizeof(*v), name);

	return i < nr && !strcmp(v[i].name, name) ? v[i].idx : NONE;
}

static void at_site(struct infer_report *r, struct fsite at, FILE *out)
{
	fprintf(out, "  (%s:%u)", r->rel[at.file], at.line);
}

static void block_header(struct infer_report *r, const struct item *it, FILE *out)
{
	const struct facts *f = r->f;

	uint32_t i;

	if (it->group == G_STRUCT) {
		i = it->d->kind == DECL_FIELD && r->struct_of ?
		    r->struct_of[it->d->slot] : NONE;
		if (i == NONE)
			i = lookup(r->structs.v, r->structs.nr, it->key);
		fputs(it->key, out);
		if (i != NONE)
			at_site(r, f->structs.v[i].at, out);
	} else if (it->group == G_FUNCTION) {
		i = lookup(r->functions.v, r->functions.nr, it->key);
		fprintf(out, "function %s", it->key);
		if (i != NONE)
			at_site(r, f->decls.v[i].at, out);
	} else {
		fputs("globals", out);
	}
	putc('\n', out);
}

static const char *text_kind(const struct item *it)
{
	if (it->d->kind == DECL_VAR && it->group == G_FUNCTION)
		return "local";
	return kind_names[it->d->kind];
}

/* How many declarations a typedef proposed for its uses carries. */
static size_t typedef_uses(const struct infer_report *r, const struct fdecl *t)
{
	size_t i, n = 0;

	if (t->kind != DECL_TYPEDEF)
		return 0;
	for (i = 0; i < r->f->decls.nr; i++)
		n += r->s->via_typedef[i] && r->f->decls.v[i].type == t->name;
	return n;
}

static void text_evidence(struct infer_report *r, const struct item *it, FILE *out)
{
	const struct fseed *ev[MAX_EVIDENCE];
	size_t n, i;

	if ((n = typedef_uses(r, it->d))) {
		fprintf(out, "  its uses hold it (%zu declaration%s)", n,
			n == 1 ? "" : "s");
		return;
	}

	if (it->hinted) {
		const struct slot_solution *sl = &r->s->slot[it->d->slot];
		const struct fstruct *st = &r->f->structs.v[sl->hint];

		if (sl->hinted == HINT_FILE)
			fprintf(out, "  like the other formats in %s",
				r->rel[st->at.file]);
		else
			fprintf(out, "  format of %s (%s)", st->name,
				st->flags & FSTRUCT_PACKED ? "packed" :
				"fixed-width");
		return;
	}
	n = solution_evidence(r->f, r->s, it->d->slot, ev, MAX_EVIDENCE);
	for (i = 0; i < n; i++)
		fprintf(out, "%s%s:%u %s", i ? ", " : "  ",
			r->rel[ev[i]->at.file], ev[i]->at.line, ev[i]->how);
}

static void text_items(struct infer_report *r, FILE *out)
{
	size_t i;

	for (i = 0; i < r->items.nr; i++) {
		const struct item *it = &r->items.v[i];
		const struct item *prev = i ? it - 1 : NULL;

		if (!prev || prev->group != it->group ||
		    strcmp(prev->key, it->key)) {
			if (prev)
				putc('\n', out);
			block_header(r, it, out);
		}
		fprintf(out, "  %-7s %-24s %-10s", text_kind(it),
			*it->d->name ? it->d->name : "(unnamed)", it->type);
		if (r->o->annotated) {
			fprintf(out, "  %s:%u\n", it->file, it->d->at.line);
			continue;
		}
		fprintf(out, " %3u%%", it->confidence);
		text_evidence(r, it, out);
		putc('\n', out);
	}
}

static void text_slot_name(struct infer_report *r, const struct fdecl *d,
			   uint32_t slot, FILE *out)
{
	const char *key = r->f->slots.v[slot].key;

	if (d)
		fprintf(out, "%s (%s)", *d->name ? d->name : "(unnamed)",
			d->scope);
	else if (!strncmp(key, "value@", 6))	/* walk-flows.c: value_slot() */
		fputs("a value no declaration holds", out);
	else
		fputs(key, out);
}

/*
 * The other declarations an unsettled conflict keeps plain, up to 20
 * (annotate's summary): the checkers warn where the tree's typed
 * conversions meet any of them, not only the one the conflict names.
 */
static void text_members(struct infer_report *r, const struct conflict *c,
			 FILE *out)
{
	const struct facts *f = r->f;
	size_t i, n = 0;

	for (i = 0; i < f->slots.nr; i++) {
		const struct fdecl *d;

		if (r->s->slot[i].cls != c->root || i == c->slot ||
		    r->best[i] == NONE)
			continue;
		d = &f->decls.v[r->best[i]];
		if ((d->flags & FDECL_OUTSIDE) || d->kind == DECL_CAST)
			continue;
		if (n++ < 20) {
			fprintf(out, "      %s:%u: also ", r->rel[d->at.file],
				d->at.line);
			text_slot_name(r, d, d->slot, out);
			putc('\n', out);
		}
	}
	if (n > 20)
		fprintf(out, "      ... and %zu more declarations\n", n - 20);
}

/* Is site `at` one of the steps of `c`'s chain? */
static int in_chain(const struct conflict *c, struct fsite at)
{
	size_t i;

	for (i = 0; i < c->nr_steps; i++)
		if (facts_same_site(c->steps[i].at, at))
			return 1;
	return 0;
}

/*
 * The conversions of an unsettled conflict's class that its chain does
 * not show: the class stays plain, so the checkers flag each once the
 * conversions are typed (annotate; up to 20).
 */
static void text_flagged(struct infer_report *r, const struct conflict *c,
			 FILE *out)
{
	const struct facts *f = r->f;
	size_t i, n = 0;
	const struct fseed *last = NULL;

	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];

		if ((sd->mark != MARK_LE && sd->mark != MARK_BE) ||
		    r->s->slot[sd->slot].cls != c->root ||
		    !strncmp(sd->how, "declared ", 9) || in_chain(c, sd->at) ||
		    (last && facts_same_site(last->at, sd->at)))
			continue;
		last = sd;
		if (n++ < 20)
			fprintf(out, "      %s:%u: %s, on data left plain\n",
				r->rel[sd->at.file], sd->at.line, sd->how);
	}
	if (n > 20)
		fprintf(out, "      ... and %zu more conversions\n", n - 20);
}

static void text_conflicts(struct infer_report *r, int heading, FILE *out)
{
	size_t i, j;

	if (!r->conflicts.nr)
		return;
	if (heading)
		fputs("\nconflicts:\n", out);
	for (i = 0; i < r->conflicts.nr; i++) {
		const struct conflict_ref *ref = &r->conflicts.v[i];
		const struct conflict *c = ref->c;

		fprintf(out, "  %s:%u: %s: ", ref->file, ref->line,
			conflict_words[c->kind]);
		text_slot_name(r, ref->d, c->slot, out);
		putc('\n', out);
		for (j = 0; j < c->nr_steps; j++)
			fprintf(out, "      %s:%u: %s\n",
				r->rel[c->steps[j].at.file],
				c->steps[j].at.line, c->steps[j].what);
		if (!heading && !c->resolved) {
			text_members(r, c, out);
			text_flagged(r, c, out);
		}
		if (!c->resolved)
			continue;
		if (c->kind == CONFLICT_WRONG_DIRECTION)
			fprintf(out, "    each side keeps the order its other "
				"uses give it (%s here); to fix, its twin, the "
				"same bits:\n", order_name(c->order));
		else if (c->kind == CONFLICT_SYMMETRIC_CONSTANT)
			fprintf(out, "    it keeps its order (%s); for "
				"the checkers, a conversion there, the same "
				"bits:\n", order_name(c->order));
		else
			fprintf(out, "    settled by the majority (%s at %u "
				"site%s); to fix:\n", order_name(c->order),
				c->majority, c->majority == 1 ? "" : "s");
		for (j = 0; j < c->nr_cuts; j++)
			if (!j || c->cuts[j].at.file != c->cuts[j - 1].at.file ||
			    c->cuts[j].at.line != c->cuts[j - 1].at.line ||
			    c->cuts[j].what != c->cuts[j - 1].what)
				fprintf(out, "      %s:%u: %s%s\n",
					r->rel[c->cuts[j].at.file],
					c->cuts[j].at.line, c->cuts[j].what,
					c->kind == CONFLICT_WRONG_DIRECTION &&
					c->cuts[j].fix == FIX_NONE ?
					" (left for review: the data it "
					"gives the order to stays plain)" : "");
	}
}

/* A selector's seed whose order its argument picks at run time. */
static int picked_at_run_time(const struct fseed *sd)
{
	return !strncmp(sd->how, "either order", 12);
}

/*
 * A plain seed of a selector whose argument is not a constant, or of a
 * function whose address is taken (walk-calls.c), says why in its own
 * words; the others are conversions in place.
 */
static int says_why(const struct fseed *sd)
{
	return sd->mark == MARK_PINNED || picked_at_run_time(sd);
}

/*
 * Does seed `sd` say why plain slot `slot` is plain: a conversion in
 * place or a pinned type, or for data read in either order, the reads
 * of each order?
 */
static int keeps_plain(const struct infer_report *r, uint32_t slot,
		       const struct fseed *sd)
{
	if (r->s->slot[slot].either)
		return sd->mark == MARK_LE || sd->mark == MARK_BE;
	return mark_keeps_plain(sd->mark);
}

/*
 * Is plain slot `slot` read in either order: tested for both (solve.c),
 * or picked at run time by a selector's argument (walk-calls.c)?
 */
static int read_either(const struct infer_report *r, uint32_t slot)
{
	const struct fseed *ev[MAX_EVIDENCE];
	size_t j, n;

	if (r->s->slot[slot].either)
		return 1;
	n = solution_evidence(r->f, r->s, slot, ev, MAX_EVIDENCE);
	for (j = 0; j < n; j++)
		if (mark_keeps_plain(ev[j]->mark) && picked_at_run_time(ev[j]))
			return 1;
	return 0;
}

/* ": read in either order (deliberate): le at F:L, be at F:L" */
static void text_either(struct infer_report *r, uint32_t slot, FILE *out)
{
	/* a class read at many sites: look far enough to find both orders */
	const struct fseed *ev[64];
	const char *sep = ": read in either order (deliberate): ";
	size_t j, n = solution_evidence(r->f, r->s, slot, ev, 64);
	unsigned shown = 0;

	for (j = 0; j < n; j++) {
		if (!keeps_plain(r, slot, ev[j]) ||
		    (shown & (1u << ev[j]->mark)))
			continue;
		shown |= 1u << ev[j]->mark;
		fprintf(out, "%s%s at %s:%u", sep,
			ev[j]->mark == MARK_LE ? "le" : "be",
			r->rel[ev[j]->at.file], ev[j]->at.line);
		sep = ", ";
	}
}

/* Does evidence ev[j] say what an earlier one said, on the same line? */
static int said_before(const struct fseed *const *ev, size_t j)
{
	size_t k;

	for (k = 0; k < j; k++)
		if (ev[k]->how == ev[j]->how && ev[k]->mark == ev[j]->mark &&
		    ev[k]->at.file == ev[j]->at.file &&
		    ev[k]->at.line == ev[j]->at.line)
			return 1;
	return 0;
}

static void text_plain(struct infer_report *r, FILE *out)
{
	const struct fseed *ev[MAX_EVIDENCE];
	size_t i, j, n;

	if (!r->plain.nr)
		return;
	fputs("\nkept plain:\n", out);
	for (i = 0; i < r->plain.nr; i++) {
		const struct fdecl *d = r->plain.v[i].d;
		const char *sep = ": converted in place at ";
		int any = 0;

		fputs("  ", out);
		text_slot_name(r, d, d->slot, out);
		if (r->s->slot[d->slot].either) {
			text_either(r, d->slot, out);
			putc('\n', out);
			continue;
		}
		n = solution_evidence(r->f, r->s, d->slot, ev, MAX_EVIDENCE);
		for (j = 0; j < n; j++) {
			if (!mark_keeps_plain(ev[j]->mark) || says_why(ev[j]))
				continue;
			fprintf(out, "%s%s:%u", sep, r->rel[ev[j]->at.file],
				ev[j]->at.line);
			sep = ", ";
			any = 1;
		}
		for (j = 0; j < n; j++) {
			if (!mark_keeps_plain(ev[j]->mark) || !says_why(ev[j]) ||
			    said_before(ev, j))
				continue;
			fprintf(out, "%s%s at %s:%u", any ? "; " : ": ",
				ev[j]->how, r->rel[ev[j]->at.file],
				ev[j]->at.line);
			any = 1;
		}
		putc('\n', out);
	}
}

/*
 * Where outside slot `o` meets a slot the tree declares with an order:
 * the checkers flag those sites once the tree's side is annotated.
 */
static void text_meetings(struct infer_report *r, uint32_t o, FILE *out)
{
	const struct facts *f = r->f;
	size_t i, n = 0;

	for (i = 0; i < f->edges.nr; i++) {
		const struct fedge *e = &f->edges.v[i];
		uint32_t t = e->a == o ? e->b : e->a;

		if ((e->a != o && e->b != o) || t == o ||
		    r->s->slot[t].status != SOL_ORDER ||
		    r->best[t] == NONE ||
		    (f->decls.v[r->best[t]].flags & FDECL_OUTSIDE))
			continue;
		if (n++ < MAX_EVIDENCE)
			fprintf(out, "      %s:%u: %s\n", r->rel[e->at.file],
				e->at.line, e->why);
	}
	if (n > MAX_EVIDENCE)
		fprintf(out, "      ... and %zu more\n", n - MAX_EVIDENCE);
}

/*
 * The kept-plain slots as annotate lists them (`outside` 0), or the
 * byte-ordered data that only a header outside the project declares
 * (glibc's struct in_addr), which no patch of the tree can annotate:
 * laid out as conflicts are, where each is declared, then the sites
 * that keep it plain, or the evidence of its order.  The checkers warn
 * at those sites once the helpers are typed, as at a conflict's.
 */
static void text_sites(struct infer_report *r, int outside, FILE *out)
{
	const struct fseed *ev[MAX_EVIDENCE];
	const struct plain_ref *v = outside ? r->outside.v : r->plain.v;
	size_t nr = outside ? r->outside.nr : r->plain.nr, i, j, n;

	for (i = 0; i < nr; i++) {
		const struct fdecl *d = v[i].d;

		fprintf(out, "  %s:%u: %s: ", v[i].file, d->at.line,
			outside ? "declared outside" : "kept plain");
		text_slot_name(r, d, d->slot, out);
		putc('\n', out);
		n = solution_evidence(r->f, r->s, d->slot, ev, MAX_EVIDENCE);
		for (j = 0; j < n; j++)
			if ((outside || keeps_plain(r, d->slot, ev[j])) &&
			    !said_before(ev, j))
				fprintf(out, "      %s:%u: %s\n",
					r->rel[ev[j]->at.file],
					ev[j]->at.line, ev[j]->how);
		if (outside)
			text_meetings(r, d->slot, out);
	}
}

/* A found helper as a table line would say it: "to-cpu le 32". */
static void wrapper_entry(const struct fwrapper *w, char *buf, size_t n)
{
	char width[8] = "-";

	if (w->width)
		snprintf(width, sizeof(width), "%u", w->width);
	snprintf(buf, n, "%s %s %s", helper_kind_name(w->kind),
		 w->selector ? "le/be" : helper_order_name(w->order), width);
}

static void text_wrappers(struct infer_report *r, FILE *out)
{
	char entry[64];
	size_t i;

	if (!r->wrappers.nr)
		return;
	fputs("\nwrappers found:\n", out);
	for (i = 0; i < r->wrappers.nr; i++) {
		const struct fwrapper *w = r->wrappers.v[i];

		wrapper_entry(w, entry, sizeof(entry));
		fprintf(out, "  %s%s  %s  %s:%u  %s\n", w->name,
			w->is_macro ? " (macro)" : "", entry,
			r->rel[w->at.file], w->at.line, w->why);
	}
}

static void text_summary(struct infer_report *r, FILE *out)
{
	const size_t *k = r->per_kind;

	if (r->items.nr || r->conflicts.nr || r->plain.nr || r->wrappers.nr)
		putc('\n', out);
	fprintf(out, "%zu %s (%zu fields, %zu vars, %zu params, %zu returns",
		r->items.nr, r->o->annotated ? "annotated" : "proposals",
		k[DECL_FIELD], k[DECL_VAR], k[DECL_PARAM], k[DECL_RETURN]);
	if (k[DECL_TYPEDEF])
		fprintf(out, ", %zu typedefs", k[DECL_TYPEDEF]);
	putc(')', out);
	if (!r->o->annotated)
		fprintf(out, ", %zu conflicts, %zu wrappers", r->conflicts.nr,
			r->wrappers.nr);
	putc('\n', out);
}

static void write_text(struct infer_report *r, FILE *out)
{
	build_named(r);
	text_items(r, out);
	text_conflicts(r, 1, out);
	text_plain(r, out);
	text_wrappers(r, out);
	text_summary(r, out);
}

/* ---- json ---- */

static void json_site(struct infer_report *r, FILE *out, struct fsite at,
		      int with_col)
{
	json_kv(out, "", "file", r->rel[at.file]);
	fprintf(out, ", \"line\": %u", at.line);
	if (with_col)
		fprintf(out, ", \"col\": %u", at.col);
}

static void json_items(struct infer_report *r, FILE *out)
{
	const struct fseed *ev[MAX_EVIDENCE];
	size_t i, j, n;

	fprintf(out, "  \"%s\": [",
		r->o->annotated ? "annotated" : "proposals");
	for (i = 0; i < r->items.nr; i++) {
		const struct item *it = &r->items.v[i];

		fputs(i ? ",\n    {" : "\n    {", out);
		json_site(r, out, it->d->at, 1);
		json_kv(out, ", ", "kind", kind_names[it->d->kind]);
		json_kv(out, ", ", "name", it->d->name);
		json_kv(out, ", ", "scope", it->d->scope);
		json_kv(out, ", ", "type", it->type);
		json_kv(out, ", ", "order", order_name(it->order));
		if (r->o->annotated) {
			fputs("}", out);
			continue;
		}
		fprintf(out, ", \"confidence\": %u", it->confidence);
		if ((n = typedef_uses(r, it->d)))
			fprintf(out, ", \"uses\": %zu", n);
		n = 0;
		if (it->hinted) {
			uint32_t st = r->s->slot[it->d->slot].hint;

			json_kv(out, ", ", "hint", r->f->structs.v[st].name);
		} else {
			n = solution_evidence(r->f, r->s, it->d->slot, ev,
					      MAX_EVIDENCE);
		}
		fputs(", \"evidence\": [", out);
		for (j = 0; j < n; j++) {
			fputs(j ? ", {" : "{", out);
			json_site(r, out, ev[j]->at, 0);
			json_kv(out, ", ", "how", ev[j]->how);
			putc('}', out);
		}
		fputs("]}", out);
	}
	fputs(r->items.nr ? "\n  ]" : "]", out);
}

/*
 * [{file, line, col, what}, ...]; a cut that a conversion fixes adds
 * "convert" ("to cpu" or "from cpu"), its "bits" and the "operand" it
 * wraps: {file, line, col, end_line, end_col}, the end exclusive.
 */
static void json_steps(struct infer_report *r, const struct chain_step *st,
		       size_t nr, FILE *out)
{
	size_t j;

	putc('[', out);
	for (j = 0; j < nr; j++) {
		const struct fspan *sp = &st[j].span;

		fputs(j ? ", {" : "{", out);
		json_site(r, out, st[j].at, 1);
		json_kv(out, ", ", "what", st[j].what);
		if (st[j].fix != FIX_NONE) {
			fprintf(out, ", \"convert\": \"%s\", \"bits\": %u, "
				"\"operand\": {",
				st[j].fix == FIX_TO_CPU ? "to cpu" : "from cpu",
				st[j].width);
			json_kv(out, "", "file", r->rel[sp->file]);
			fprintf(out, ", \"line\": %u, \"col\": %u, "
				"\"end_line\": %u, \"end_col\": %u}",
				sp->line, sp->col, sp->end_line, sp->end_col);
		}
		putc('}', out);
	}
	putc(']', out);
}

static void json_conflicts(struct infer_report *r, FILE *out)
{
	size_t i;

	fputs(",\n  \"conflicts\": [", out);
	for (i = 0; i < r->conflicts.nr; i++) {
		const struct conflict_ref *ref = &r->conflicts.v[i];
		const struct conflict *c = ref->c;

		fputs(i ? ",\n    {" : "\n    {", out);
		json_kv(out, "", "kind", conflict_names[c->kind]);
		json_kv(out, ", ", "file", ref->file);
		fprintf(out, ", \"line\": %u", ref->line);
		json_kv(out, ", ", "slot", r->f->slots.v[c->slot].key);
		json_kv(out, ", ", "name", ref->d ? ref->d->name : "");
		json_kv(out, ", ", "scope", ref->d ? ref->d->scope : "");
		fputs(", \"chain\": ", out);
		json_steps(r, c->steps, c->nr_steps, out);
		if (c->resolved) {
			json_kv(out, ", ", "settled", order_name(c->order));
			fprintf(out, ", \"majority\": %u, \"fix\": ", c->majority);
			json_steps(r, c->cuts, c->nr_cuts, out);
		}
		putc('}', out);
	}
	fputs(r->conflicts.nr ? "\n  ]" : "]", out);
}

static void json_plain(struct infer_report *r, FILE *out)
{
	const struct fseed *ev[MAX_EVIDENCE];
	size_t i, j, n;
	int first;

	fputs(",\n  \"in_place\": [", out);
	for (i = 0; i < r->plain.nr; i++) {
		const struct fdecl *d = r->plain.v[i].d;

		fputs(i ? ",\n    {" : "\n    {", out);
		json_site(r, out, d->at, 1);
		json_kv(out, ", ", "kind", kind_names[d->kind]);
		json_kv(out, ", ", "name", d->name);
		json_kv(out, ", ", "scope", d->scope);
		fprintf(out, ", \"either_order\": %s",
			read_either(r, d->slot) ? "true" : "false");
		fputs(", \"sites\": [", out);
		n = solution_evidence(r->f, r->s, d->slot, ev, MAX_EVIDENCE);
		for (j = 0, first = 1; j < n; j++) {
			if (!keeps_plain(r, d->slot, ev[j]))
				continue;
			fputs(first ? "{" : ", {", out);
			first = 0;
			json_site(r, out, ev[j]->at, 0);
			json_kv(out, ", ", "how", ev[j]->how);
			putc('}', out);
		}
		fputs("]}", out);
	}
	fputs(r->plain.nr ? "\n  ]" : "]", out);
}

static void json_wrappers(struct infer_report *r, FILE *out)
{
	size_t i;

	fputs(",\n  \"wrappers\": [", out);
	for (i = 0; i < r->wrappers.nr; i++) {
		const struct fwrapper *w = r->wrappers.v[i];

		fputs(i ? ",\n    {" : "\n    {", out);
		json_kv(out, "", "name", w->name);
		if (*w->helper)
			json_kv(out, ", ", "helper", w->helper);
		else
			fputs(", \"helper\": null", out);
		json_kv(out, ", ", "kind", helper_kind_name(w->kind));
		json_kv(out, ", ", "order", w->selector ? "le/be" :
			helper_order_name(w->order));
		fprintf(out, ", \"width\": %u", w->width);
		json_kv(out, ", ", "why", w->why);
		fprintf(out, ", \"macro\": %s, ",
			w->is_macro ? "true" : "false");
		json_site(r, out, w->at, 0);
		putc('}', out);
	}
	fputs(r->wrappers.nr ? "\n  ]" : "]", out);
}

static void write_json(struct infer_report *r, FILE *out)
{
	const size_t *k = r->per_kind;

	fputs("{\n", out);
	json_items(r, out);
	if (!r->o->annotated) {
		json_conflicts(r, out);
		json_plain(r, out);
		json_wrappers(r, out);
	}
	fprintf(out, ",\n  \"counts\": {\"%s\": %zu, \"fields\": %zu, "
		"\"vars\": %zu, \"params\": %zu, \"returns\": %zu, "
		"\"typedefs\": %zu",
		r->o->annotated ? "annotated" : "proposals", r->items.nr,
		k[DECL_FIELD], k[DECL_VAR], k[DECL_PARAM], k[DECL_RETURN],
		k[DECL_TYPEDEF]);
	if (!r->o->annotated)
		fprintf(out, ", \"conflicts\": %zu, \"in_place\": %zu, "
			"\"wrappers\": %zu, \"classes\": %zu",
			r->conflicts.nr, r->plain.nr, r->wrappers.nr,
			r->s->nr_classes);
	fputs("}\n}\n", out);
}

/* ---- sarif ---- */

/*
 * The conflicts as SARIF results: a rule per kind, the chain of
 * evidence as the code flow, fingerprints that survive moved lines
 * (lib/findings.h).  Proposals are no problem of the code, so they are
 * not results: --format=json lists them.
 */
static void write_sarif(struct infer_report *r, FILE *out)
{
	struct findings found = FINDINGS_INIT;
	char *name = NULL;
	size_t len = 0, i, j;

	for (i = 0; i < r->conflicts.nr; i++) {
		const struct conflict_ref *ref = &r->conflicts.v[i];
		const struct conflict *c = ref->c;
		struct finding_rule rule = { conflict_names[c->kind],
					     conflict_words[c->kind] };
		FILE *mem = open_memstream(&name, &len);
		struct strbuf msg = STRBUF_INIT;

		if (mem) {
			text_slot_name(r, ref->d, c->slot, mem);
			fclose(mem);
		}
		strbuf_addf(&msg, "%s: %s", conflict_words[c->kind],
			    name ? name : "?");
		free(name);
		name = NULL;
		findings_add(&found, rule, 0, ref->file, ref->line, ref->col,
			     msg.buf);
		strbuf_release(&msg);
		for (j = 0; j < c->nr_steps; j++)
			findings_step(&found, r->rel[c->steps[j].at.file],
				      c->steps[j].at.line, c->steps[j].at.col,
				      c->steps[j].what);
	}
	findings_locate(&found, 0);	/* libclang columns: bytes */
	findings_print_sarif(out, &found, "endian", endian_version());
	findings_release(&found);
}

/* ---- entry points ---- */

int report_write(const struct facts *f, const struct solution *s,
		 const struct infer_report_options *o, FILE *out)
{
	struct infer_report r = { .f = f, .s = s, .o = o };

	collect(&r);
	sort_all(&r, o->format == REPORT_TEXT ? cmp_text : cmp_tsv);
	switch (o->format) {
	case REPORT_TEXT:
		write_text(&r, out);
		break;
	case REPORT_TSV:
		write_tsv(&r, out);
		break;
	case REPORT_JSON:
		write_json(&r, out);
		break;
	case REPORT_SARIF:
		write_sarif(&r, out);
		break;
	}
	release(&r);
	if (fflush(out) || ferror(out))
		return error("cannot write the report: %s", strerror(errno));
	return 0;
}

int report_write_conflicts(const struct facts *f, const struct solution *s,
			   const struct infer_report_options *o, FILE *out)
{
	struct infer_report r = { .f = f, .s = s, .o = o };

	collect(&r);
	sort_all(&r, cmp_text);
	text_conflicts(&r, 0, out);
	release(&r);
	if (fflush(out) || ferror(out))
		return error("cannot write the report: %s", strerror(errno));
	return 0;
}

int report_write_diagnostics(const struct facts *f, const struct solution *s,
			     const struct infer_report_options *o, FILE *out)
{
	struct infer_report r = { .f = f, .s = s, .o = o };
	size_t i, j;

	collect(&r);
	sort_all(&r, cmp_text);
	for (i = 0; i < r.conflicts.nr; i++) {
		const struct conflict_ref *ref = &r.conflicts.v[i];
		const struct conflict *c = ref->c;

		fprintf(out, "%s:%u:%u: warning: %s: ", ref->file, ref->line,
			ref->col, conflict_words[c->kind]);
		text_slot_name(&r, ref->d, c->slot, out);
		putc('\n', out);
		for (j = 0; j < c->nr_steps; j++)
			fprintf(out, "%s:%u:%u: note: %s\n",
				r.rel[c->steps[j].at.file],
				c->steps[j].at.line, c->steps[j].at.col,
				c->steps[j].what);
	}
	release(&r);
	if (fflush(out) || ferror(out))
		return error("cannot write the diagnostics: %s",
			     strerror(errno));
	return 0;
}

int report_write_plain(const struct facts *f, const struct solution *s,
		       const struct infer_report_options *o, int outside,
		       void (*heading)(size_t n, FILE *out), FILE *out)
{
	struct infer_report r = { .f = f, .s = s, .o = o };
	size_t n;

	collect(&r);
	n = outside ? r.outside.nr : r.plain.nr;
	if (n) {
		sort_all(&r, cmp_text);
		heading(n, out);
		text_sites(&r, outside, out);
	}
	release(&r);
	if (fflush(out) || ferror(out))
		return error("cannot write the report: %s", strerror(errno));
	return 0;
}

size_t report_count_either(const struct facts *f, const struct solution *s,
			   const struct infer_report_options *o)
{
	struct infer_report r = { .f = f, .s = s, .o = o };
	size_t i, n = 0;

	collect(&r);
	for (i = 0; i < r.plain.nr; i++)
		n += read_either(&r, r.plain.v[i].d->slot);
	release(&r);
	return n;
}

size_t report_count_proposals(const struct facts *f, const struct solution *s,
			      const struct infer_report_options *o)
{
	struct infer_report r = { .f = f, .s = s, .o = o };
	size_t i, n = 0;

	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];

		if (o->annotated ? is_listed_annotation(d) : is_proposal(&r, d))
			n++;
	}
	return o->annotated ? n : n + s->nr_conflicts;
}
