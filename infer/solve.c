// SPDX-License-Identifier: GPL-2.0-only
/*
 * The whole-program solver.
 *
 * 1. Union-find (path halving, union by size) over the edges puts every
 *    slot in a class; classes get dense ids in the order of their first
 *    slot, so the result depends only on the facts.  The choice slots of
 *    run-time ?: (facts.h) are settled first, on the classes the other
 *    edges make: one whose sides hold opposite orders keeps its data
 *    apart, plain, and its edges are not followed (choices()).
 * 2. One pass over the seeds sums up each class: which marks it has, the
 *    width its order seeds speak for, how many distinct sites seed it.
 *    Before it, the two seeds of a conversion used the other way round
 *    (`wire = be32_to_cpu(host)`, each side saying the opposite at all
 *    its other uses) are set aside, and the call becomes a settled
 *    CONFLICT_WRONG_DIRECTION whose fix writes the twin; so are the
 *    constants that read the same in either order met by a class that
 *    holds one order and no other number (`x == 0xffff`), a settled
 *    CONFLICT_SYMMETRIC_CONSTANT whose fix converts them.
 * 3. Each class gets a status (solve.h), checked in this order:
 *	le and be				conflict: mixed orders
 *	in-place conversion			plain
 *	an order and host use			conflict: missing conversion
 *	an order of two widths, or an order
 *	 on a slot of another width		conflict: width
 *	one order				that order
 *	host use				host
 *    A seed of width 0 fits any width.  The width a class speaks for is
 *    that of its first order seed that has one, else the width of the
 *    first order-seeded slot.  Mixed orders are no conflict but data
 *    read in either order, kept plain, when the code tests the class
 *    against a constant in both orders (FSEED_PROBE seeds of le and be),
 *    and so are the mixed fields of that class's struct.
 * 4. Conflicting classes alone get their edges as adjacency lists (CSR)
 *    and a breadth-first search from every source seed at once, which
 *    stops at the first target: the chain is a shortest one between the
 *    two kinds of seed.  Sources and targets: le/be for mixed orders,
 *    order/host for a missing conversion, the class width/another width
 *    for width conflicts.
 *
 *    A conflict is CONFLICT_REUSED instead when a local variable (a
 *    DECL_VAR whose scope starts with "local:") holds both ends: both
 *    seeds sit on it and it is given a value at two sites (one value
 *    read two ways is no reuse), or the chain passes through it by two
 *    edges that both assign to it (edge.a is the destination) at
 *    different sites.
 *    That is a temporary used for two values one after the other, which
 *    the rewrite should split rather than a missing conversion.  The slot
 *    to blame is that local; otherwise it is the slot of the second seed
 *    (where the ordered value is used as a number, or meets the other
 *    order).  A missing conversion whose host end is the argument of a
 *    conversion (cpu_to_le32() of data in an order already) is
 *    CONFLICT_DOUBLE_CONVERSION.
 * 5. Confidence of an order:
 *	100	an annotated declaration in the class, or seeds from two or
 *		more distinct sites
 *	 90	one seed site
 *	 60	struct hint, packed struct
 *	 50	struct hint, every field fixed-width
 *	 40	file hint: the order of the other formats in the same file
 * 6. Struct hints.  A struct definition that is clearly a format
 *    (FSTRUCT_PACKED or FSTRUCT_FIXED; not outside the project; records
 *    defined inside it are part of it, so a descriptor union's read and
 *    write-back layouts count together) lends its order to its
 *    untouched fields: when among its
 *    16-, 32- and 64-bit fields at least two hold an order, all the same
 *    one, and none is host (a field in conflict is a bug of the code that
 *    uses it, not a sign the struct is no format), then every such field
 *    whose class has no seed at all gets that order (the whole class).
 *    Two is the least agreement that is not one accident; a class hinted
 *    two different orders by two structs gets none.  Padding fields take
 *    the hint unless the tree's annotated structs keep theirs plain.
 * 7. File hints.  The formats of one file that hold an order, when at
 *    least two do and all agree, lend it to the untouched fields of the
 *    file's other formats: those no code touches and those whose touched
 *    fields hold that same order; in a file whose voting formats are all
 *    packed, only to packed ones.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "infer/solve.h"
#include "lib/arena.h"
#include "lib/diag.h"
#include "lib/sort.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"

#define NONE UINT32_MAX
#define FROM_SEED (UINT32_MAX - 1)

enum {
	CONF_SURE = 100,
	CONF_ONE_SITE = 90,
	CONF_MAJORITY = 70,
	CONF_HINT_PACKED = 60,
	CONF_HINT_FIXED = 50,
	CONF_HINT_FILE = 40,
};

struct solve_index {
	uint32_t *start;	/* per representative slot, into seeds[] */
	uint32_t *seeds;	/* seed indices grouped by class, best first */
	struct arena text;	/* chain texts made here */
};

/* cls.flags */
enum {
	C_SURE = 1 << 0,	/* annotated declaration or two seed sites */
	C_BAD_WIDTH = 1 << 1,
	C_HINT_CLASH = 1 << 2,	/* two structs hint different orders */
	C_TWIN_HOST = 1 << 3,	/* its field in another copy holds host data */
	C_EITHER = 1 << 4,	/* read in either order, deliberately */
	C_HOST_NUMBER = 1 << 5,	/* a host seed that is no address */
};

/*
 * Two seeds set aside: a conversion used the other way round (its own
 * seed o, the host seed h at its site), or a byte-symmetric constant (h,
 * and o an order seed of its class, for the chain); with the order's
 * seeds on h's side.
 */
struct turn {
	uint32_t o, h;
	uint32_t cls;		/* h's class */
	uint32_t majority;
};

/* What one class knows. */
struct cls {
	uint8_t marks;		/* 1 << MARK_* */
	uint8_t flags;
	uint8_t status, order;
	uint8_t kind;		/* enum conflict_kind, with SOL_CONFLICT */
	uint8_t width;		/* the width its order seeds speak for */
	uint8_t slot_width;	/* of its first order-seeded slot */
	uint8_t hint_order;
	uint8_t conf;		/* of its order, or of its hint */
	uint32_t first_seed;
	uint32_t hint;
	uint32_t conflict;
};

struct solver {
	const struct facts *f;
	struct solution *s;
	uint32_t *cid;		/* slot -> class id */
	struct cls *cls;
	size_t nr_cls;
	/* the conflict search: only allocated when there is a conflict */
	uint32_t *adj_start, *adj;	/* edges at each slot (CSR) */
	uint32_t *from;		/* edge that reached a slot, FROM_SEED, NONE */
	uint32_t *sseed, *tseed;	/* source and target seed at a slot */
	uint32_t *queue;
	uint32_t *decl;		/* first declaration of a slot */
	uint8_t *local;
	VEC(struct chain_step) path;
	/* the majority split: a side per slot of a settled conflict */
	uint8_t *side;
	/*
	 * per seed: set aside, of a conversion used the other way round
	 * (turns) or a byte-symmetric constant (symmetric)
	 */
	uint8_t *turned;
	/* per slot: CHOICE_* of a choice slot (facts.h) */
	uint8_t *choice;
	VEC(struct turn) turns;
	VEC(struct turn) symmetric;
};

/* solver.choice: the choice slot's sides are joined, or hold either order */
enum { CHOICE_NONE, CHOICE_JOINS, CHOICE_EITHER };

/* solver.side */
enum { SIDE_NONE, SIDE_ORDER, SIDE_HOST };

/*
 * A conflict is settled by its majority only when the order's seeds
 * outnumber the sites left to fix this many times over.
 */
#define MAJORITY_RATIO 3
#define MAX_CUTS 16

#define BIT(mark) (1u << (mark))
#define ORDER_MARKS (BIT(MARK_LE) | BIT(MARK_BE))

static int is_order(const struct fseed *sd)
{
	return sd->mark == MARK_LE || sd->mark == MARK_BE;
}

/* ---- classes ---- */

static uint32_t find(uint32_t *parent, uint32_t x)
{
	while (parent[x] != x) {
		parent[x] = parent[parent[x]];
		x = parent[x];
	}
	return x;
}

/* n singleton sets: their parents, and in *size their sizes (both owned). */
static uint32_t *singletons(size_t n, uint32_t **size)
{
	uint32_t *parent = xmalloc((n + 1) * sizeof(*parent));
	size_t i;

	*size = xmalloc((n + 1) * sizeof(**size));
	for (i = 0; i < n; i++) {
		parent[i] = i;
		(*size)[i] = 1;
	}
	return parent;
}

static void join(uint32_t *parent, uint32_t *size, uint8_t *marks,
		 uint32_t a, uint32_t b)
{
	a = find(parent, a);
	b = find(parent, b);
	if (a == b)
		return;
	if (size[a] < size[b]) {
		uint32_t t = a;

		a = b;
		b = t;
	}
	parent[b] = a;
	size[a] += size[b];
	if (marks)
		marks[a] |= marks[b];
}

/*
 * Settle the choice slots of run-time ?: (facts.h) on the classes the
 * other edges make.  A choice whose sides hold opposite orders holds
 * either order (CHOICE_EITHER): its edges are not followed and its seed
 * counts.  Unless its data holds an order of its own, or meets one of
 * its sides elsewhere (`s->x` read by the ?: and passed to one of its
 * wrappers too): then either order would take the wrapper's other data
 * with it, and the mixed orders are the conflict to report.  The others
 * join their sides.  Choices go in the order of their slots, so one
 * nested in a branch of another (made first) is settled before it.
 */
static void choices(struct solver *x)
{
	const struct facts *f = x->f;
	size_t n = f->slots.nr, i, k;
	uint32_t *size, *parent = singletons(n, &size);
	uint8_t *marks = xcalloc(n + 1, 1);
	/* the choice edges of each choice slot, as adjacency lists (CSR) */
	uint32_t *start = xcalloc(n + 2, sizeof(*start));
	uint32_t *adj = xmalloc((f->edges.nr + 1) * sizeof(*adj));
	uint32_t c;

	for (i = 0; i < f->edges.nr; i++) {
		const struct fedge *e = &f->edges.v[i];

		if (facts_choice_edge(e))
			start[e->a + 2]++;
		else
			join(parent, size, NULL, e->a, e->b);
	}
	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];

		if (is_order(sd) && !(sd->flags & FSEED_PROBE))
			marks[find(parent, sd->slot)] |=
				(uint8_t)BIT(sd->mark);
	}
	for (i = 0; i < n; i++)
		start[i + 2] += start[i + 1];
	for (i = 0; i < f->edges.nr; i++)
		if (facts_choice_edge(&f->edges.v[i]))
			adj[start[f->edges.v[i].a + 1]++] = (uint32_t)i;
	for (c = 0; c < n; c++) {
		uint32_t own = find(parent, c);
		unsigned sides = 0;
		int meets = 0;

		if (start[c] == start[c + 1])
			continue;	/* no choice */
		for (k = start[c]; k < start[c + 1]; k++) {
			uint32_t r = find(parent, f->edges.v[adj[k]].b);
			unsigned m = marks[r] & ORDER_MARKS;

			meets |= r == own;
			if (m != ORDER_MARKS)
				sides |= m;
		}
		if (sides == ORDER_MARKS && !meets &&
		    !(marks[own] & ORDER_MARKS)) {
			x->choice[c] = CHOICE_EITHER;
			continue;
		}
		x->choice[c] = CHOICE_JOINS;
		for (k = start[c]; k < start[c + 1]; k++)
			join(parent, size, marks, c, f->edges.v[adj[k]].b);
	}
	/* a choice that joins its sides holds their order: no why */
	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];

		if (sd->mark == MARK_PLAIN &&
		    x->choice[sd->slot] == CHOICE_JOINS)
			x->turned[i] = 1;
	}
	free(parent);
	free(size);
	free(marks);
	free(start);
	free(adj);
}

static void classes(struct solver *x)
{
	const struct facts *f = x->f;
	size_t n = f->slots.nr, i;
	uint32_t *size, *parent;

	x->choice = xcalloc(n + 1, 1);
	for (i = 0; i < f->edges.nr; i++)
		if (facts_choice_edge(&f->edges.v[i])) {
			choices(x);
			break;
		}
	parent = singletons(n, &size);
	/* in the order of the edges, as the classes' roots depend on it */
	for (i = 0; i < f->edges.nr; i++) {
		const struct fedge *e = &f->edges.v[i];

		if (!facts_choice_edge(e) ||
		    x->choice[e->a] != CHOICE_EITHER)
			join(parent, size, NULL, e->a, e->b);
	}
	free(size);

	x->cid = xmalloc(n * sizeof(*x->cid));
	memset(x->cid, 0xff, n * sizeof(*x->cid));
	x->nr_cls = 0;
	for (i = 0; i < n; i++) {
		uint32_t r = find(parent, i);

		if (x->cid[r] == NONE)
			x->cid[r] = x->nr_cls++;
		x->cid[i] = x->cid[r];
		x->s->slot[i].cls = r;
	}
	free(parent);
	x->cls = xcalloc(x->nr_cls ? x->nr_cls : 1, sizeof(*x->cls));
	for (i = 0; i < x->nr_cls; i++) {
		x->cls[i].first_seed = NONE;
		x->cls[i].hint = NONE;
		x->cls[i].conflict = NONE;
	}
}

static void summarize(struct solver *x)
{
	const struct facts *f = x->f;
	size_t i;

	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];
		struct cls *c = &x->cls[x->cid[sd->slot]];
		unsigned sw = f->slots.v[sd->slot].width;

		if (x->turned[i] || sd->mark == MARK_OPAQUE)
			continue;
		c->marks |= BIT(sd->mark);
		if (sd->mark == MARK_HOST && !(sd->flags & FSEED_ADDRESS))
			c->flags |= C_HOST_NUMBER;
		if (c->first_seed == NONE)
			c->first_seed = i;
		else if (!facts_same_site(f->seeds.v[c->first_seed].at, sd->at))
			c->flags |= C_SURE;
		if (!is_order(sd))
			continue;
		if (sd->width && sw && sd->width != sw)
			c->flags |= C_BAD_WIDTH;
		if (sd->width && !c->width)
			c->width = sd->width;
		else if (sd->width && c->width != sd->width)
			c->flags |= C_BAD_WIDTH;
		if (!c->slot_width)
			c->slot_width = sw;
	}
	for (i = 0; i < x->nr_cls; i++)
		if (!x->cls[i].width)
			x->cls[i].width = x->cls[i].slot_width;
	for (i = 0; i < f->slots.nr; i++) {
		struct cls *c = &x->cls[x->cid[i]];
		unsigned sw = f->slots.v[i].width;

		if ((c->marks & ORDER_MARKS) && c->width && sw &&
		    sw != c->width)
			c->flags |= C_BAD_WIDTH;
	}
	for (i = 0; i < f->decls.nr; i++)
		if (f->decls.v[i].flags & FDECL_ANNOTATED)
			x->cls[x->cid[f->decls.v[i].slot]].flags |= C_SURE;
}

static void status(struct cls *c)
{
	unsigned m = c->marks;
	int le = m & BIT(MARK_LE), be = m & BIT(MARK_BE);

	c->status = SOL_CONFLICT;
	if (le && be)
		c->kind = CONFLICT_MIXED_ORDERS;
	else if (m & BIT(MARK_PLAIN))
		c->status = SOL_PLAIN;
	else if ((le || be) && (m & BIT(MARK_HOST)))
		c->kind = CONFLICT_MISSING_CONVERSION;
	else if ((le || be) && (c->flags & C_BAD_WIDTH))
		c->kind = CONFLICT_WIDTH;
	else if ((le || be) && (m & BIT(MARK_PINNED)))
		c->status = SOL_PLAIN;	/* the order, but no declaration can say it */
	else if (le || be)
		c->status = SOL_ORDER;
	else if (m & BIT(MARK_HOST))
		c->status = SOL_HOST;
	else
		c->status = SOL_NONE;
	if (c->status == SOL_ORDER) {
		c->order = le ? ORDER_LE : ORDER_BE;
		c->conf = c->flags & C_SURE ? CONF_SURE : CONF_ONE_SITE;
	}
}

/* ---- the evidence index: seeds by class, best first ---- */

struct seed_key {
	uint32_t root;
	uint32_t rank;		/* 0 in place (plain class), 1 call, 2 decl */
	uint32_t file, line, col;
	uint32_t idx;
};

static int cmp_u32(uint32_t a, uint32_t b)
{
	return a < b ? -1 : a > b;
}

static int cmp_seed_key(const void *pa, const void *pb)
{
	const struct seed_key *a = pa, *b = pb;
	int c;

	if ((c = cmp_u32(a->root, b->root)) ||
	    (c = cmp_u32(a->rank, b->rank)) ||
	    (c = cmp_u32(a->file, b->file)) ||
	    (c = cmp_u32(a->line, b->line)) ||
	    (c = cmp_u32(a->col, b->col)))
		return c;
	return cmp_u32(a->idx, b->idx);
}

struct file_key {
	const char *path;
	uint32_t idx;
};

static int cmp_file_key(const void *pa, const void *pb)
{
	const struct file_key *a = pa, *b = pb;

	return strcmp(a->path, b->path);
}

static void build_index(struct solver *x)
{
	const struct facts *f = x->f;
	struct solve_index *ix = xcalloc(1, sizeof(*ix));
	size_t n = f->slots.nr, i;
	struct file_key *byname = xmalloc((f->files.nr + 1) * sizeof(*byname));
	uint32_t *filerank = xmalloc((f->files.nr + 1) * sizeof(*filerank));
	struct seed_key *k = xmalloc((f->seeds.nr + 1) * sizeof(*k));
	size_t m;

	/* files rank by path, so evidence order does not depend on TU order */
	for (i = 0; i < f->files.nr; i++) {
		byname[i].path = f->files.v[i];
		byname[i].idx = i;
	}
	qsort(byname, f->files.nr, sizeof(*byname), cmp_file_key);
	for (i = 0; i < f->files.nr; i++)
		filerank[byname[i].idx] = i;

	for (i = m = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];
		const struct cls *c = &x->cls[x->cid[sd->slot]];

		if (x->turned[i] || sd->mark == MARK_OPAQUE)
			continue;	/* evidence of no class, or of none */
		k[m].root = x->s->slot[sd->slot].cls;
		if (c->status == SOL_PLAIN && mark_keeps_plain(sd->mark))
			k[m].rank = 0;
		else if (!strncmp(sd->how, "declared", 8))
			k[m].rank = 2;
		else
			k[m].rank = 1;
		k[m].file = filerank[sd->at.file];
		k[m].line = sd->at.line;
		k[m].col = sd->at.col;
		k[m++].idx = i;
	}
	qsort(k, m, sizeof(*k), cmp_seed_key);

	ix->start = xcalloc(n + 1, sizeof(*ix->start));
	ix->seeds = xmalloc((f->seeds.nr + 1) * sizeof(*ix->seeds));
	for (i = 0; i < m; i++) {
		ix->start[k[i].root + 1]++;
		ix->seeds[i] = k[i].idx;
	}
	for (i = 0; i < n; i++)
		ix->start[i + 1] += ix->start[i];
	free(k);
	free(filerank);
	free(byname);
	x->s->index = ix;
}

/* ---- conflicts ---- */

/* Is `e` an edge of a conflicting class (not of a choice it left)? */
static int in_conflict(const struct solver *x, const struct fedge *e)
{
	return x->cls[x->cid[e->a]].status == SOL_CONFLICT &&
	       x->cid[e->a] == x->cid[e->b];
}

static void conflict_tables(struct solver *x)
{
	const struct facts *f = x->f;
	size_t n = f->slots.nr, i;

	/* degrees, inclusive prefix sums, then filled from the back */
	x->adj_start = xcalloc(n + 1, sizeof(*x->adj_start));
	for (i = 0; i < f->edges.nr; i++) {
		const struct fedge *e = &f->edges.v[i];

		if (!in_conflict(x, e))
			continue;
		x->adj_start[e->a]++;
		x->adj_start[e->b]++;
	}
	for (i = 1; i < n; i++)
		x->adj_start[i] += x->adj_start[i - 1];
	x->adj_start[n] = n ? x->adj_start[n - 1] : 0;
	x->adj = xmalloc((x->adj_start[n] + 1) * sizeof(*x->adj));
	for (i = f->edges.nr; i-- > 0;) {
		const struct fedge *e = &f->edges.v[i];

		if (!in_conflict(x, e))
			continue;
		x->adj[--x->adj_start[e->a]] = i;
		x->adj[--x->adj_start[e->b]] = i;
	}

	x->from = xmalloc(n * sizeof(*x->from));
	x->sseed = xmalloc(n * sizeof(*x->sseed));
	x->tseed = xmalloc(n * sizeof(*x->tseed));
	x->decl = xmalloc(n * sizeof(*x->decl));
	memset(x->from, 0xff, n * sizeof(*x->from));
	memset(x->sseed, 0xff, n * sizeof(*x->sseed));
	memset(x->tseed, 0xff, n * sizeof(*x->tseed));
	memset(x->decl, 0xff, n * sizeof(*x->decl));
	x->queue = xmalloc(n * sizeof(*x->queue));
	x->local = xcalloc(n, 1);
	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];

		if (x->cls[x->cid[d->slot]].status != SOL_CONFLICT)
			continue;
		if (x->decl[d->slot] == NONE)
			x->decl[d->slot] = i;
		if (d->kind == DECL_VAR && !strncmp(d->scope, "local:", 6))
			x->local[d->slot] = 1;
	}
}

/* The effective width of an order seed: its own, else its slot's. */
static unsigned seed_width(const struct facts *f, const struct fseed *sd)
{
	return sd->width ? sd->width : f->slots.v[sd->slot].width;
}

static int is_source(const struct facts *f, const struct cls *c,
		     const struct fseed *sd)
{
	switch (c->kind) {
	case CONFLICT_MIXED_ORDERS:
		return sd->mark == MARK_LE;
	case CONFLICT_MISSING_CONVERSION:
		return is_order(sd);
	default:
		return is_order(sd) && seed_width(f, sd) == c->width;
	}
}

static int is_target(const struct cls *c, const struct fseed *sd)
{
	switch (c->kind) {
	case CONFLICT_MIXED_ORDERS:
		return sd->mark == MARK_BE;
	case CONFLICT_MISSING_CONVERSION:
		return sd->mark == MARK_HOST;
	default:
		return is_order(sd) && sd->width && sd->width != c->width;
	}
}

enum call_form {
	CALL_ITSELF,	/* "be32_to_cpu()": the conversion's own seed */
	CALL_RESULT,	/* "the host value be32_to_cpu() returns" */
	CALL_ARGUMENT,	/* "argument of cpu_to_le16()" */
};

/*
 * The helper a seed's how names, in one of the forms of enum call_form,
 * as name[0..*len) with the form in *form; NULL for any other how.
 */
static const char *call_of(const char *how, size_t *len,
			   enum call_form *form)
{
	static const char *const forms[][2] = {
		[CALL_ITSELF] = { "", "()" },
		[CALL_RESULT] = { "the host value ", "() returns" },
		[CALL_ARGUMENT] = { "argument of ", "()" },
	};
	size_t n = strlen(how), i;

	for (i = 0; i < sizeof(forms) / sizeof(*forms); i++) {
		size_t a = strlen(forms[i][0]), b = strlen(forms[i][1]);

		if (n <= a + b || strncmp(how, forms[i][0], a) ||
		    strcmp(how + n - b, forms[i][1]) ||
		    memchr(how + a, ' ', n - a - b))
			continue;
		*len = n - a - b;
		*form = (enum call_form)i;
		return how + a;
	}
	return NULL;
}

/*
 * Is `how` a helper's demand on its argument, "argument of cpu_to_le32()"
 * (walk-calls.c)?  A host use that is the argument of a conversion (or a
 * swab) means the data, already in a byte order, is converted again.
 * Other host uses say what they do ("arithmetic '+'", "argument 1 of
 * writel() is u32", "the host value le32_to_cpu() returns").
 */
static int is_helper_call(const char *how)
{
	enum call_form form;
	size_t len;

	return call_of(how, &len, &form) && form == CALL_ARGUMENT;
}

/* A slot of another width ends a width conflict's chain by itself. */
static int wrong_width(const struct solver *x, const struct cls *c,
		       uint32_t slot)
{
	unsigned w = x->f->slots.v[slot].width;

	return c->kind == CONFLICT_WIDTH && w && w != c->width;
}

static struct chain_step seed_step(const struct facts *f, uint32_t k)
{
	const struct fseed *sd = &f->seeds.v[k];
	struct chain_step st = { .slot = sd->slot, .at = sd->at,
				 .what = sd->how };

	return st;
}

/* The last step of a width chain that ends at a slot, not a seed. */
static struct chain_step width_step(struct solver *x, uint32_t slot,
				    struct fsite near)
{
	const struct facts *f = x->f;
	struct chain_step st = { .slot = slot, .at = near };
	struct strbuf sb = STRBUF_INIT;

	if (x->decl[slot] != NONE) {
		const struct fdecl *d = &f->decls.v[x->decl[slot]];

		st.at = d->at;
		strbuf_addf(&sb, "%s declared %s%s (%u bits)",
			    *d->name ? d->name : "(unnamed)", d->type,
			    d->shape, f->slots.v[slot].width);
	} else {
		strbuf_addf(&sb, "%s is %u bits", f->slots.v[slot].key,
			    f->slots.v[slot].width);
	}
	st.what = arena_strdup(&x->s->index->text, sb.buf);
	strbuf_release(&sb);
	return st;
}

static uint32_t other_end(const struct fedge *e, uint32_t slot)
{
	return e->a == slot ? e->b : e->a;
}

/*
 * Is local `u` (of class root) given a value at two sites or more: the
 * ends of edges into it (edge.a is the destination) and seeds of values
 * stored into it?  Only then can it hold two values one after the other;
 * one value read two ways is no reuse.
 */
static int stored_twice(const struct solver *x, uint32_t root, uint32_t u)
{
	const struct facts *f = x->f;
	const struct solve_index *ix = x->s->index;
	const struct fsite *first = NULL;
	size_t k;

	for (k = x->adj_start[u]; k < x->adj_start[u + 1]; k++) {
		const struct fedge *e = &f->edges.v[x->adj[k]];

		if (e->a != u)
			continue;
		if (first && !facts_same_site(*first, e->at))
			return 1;
		first = &e->at;
	}
	for (k = ix->start[root]; k < ix->start[root + 1]; k++) {
		const struct fseed *sd = &f->seeds.v[ix->seeds[k]];

		if (sd->slot != u || !sd->operand.stored)
			continue;
		if (first && !facts_same_site(*first, sd->at))
			return 1;
		first = &sd->at;
	}
	return 0;
}

/*
 * A chain that passes choice slot `v` (facts.h), from step `st` into the
 * step last pushed, says it in one step, as the ?: made one value: the
 * step that says more than "?:" (an argument of a wrapper), if either
 * does.  Returns 1 when `st` is not to be pushed (the last step says
 * the pair).
 */
static int through_choice(struct solver *x, uint32_t v, uint32_t end,
			  const struct chain_step *st)
{
	struct chain_step *last;

	if (v == end || x->choice[v] == CHOICE_NONE || !x->path.nr)
		return 0;
	last = &x->path.v[x->path.nr - 1];
	if (strcmp(last->what, "?:") && strcmp(st->what, "?:"))
		return 0;
	if (!strcmp(last->what, "?:")) {
		last->what = st->what;
		last->at = st->at;
	}
	return 1;
}

/*
 * Breadth-first from every source seed of class `ci` at once; the first
 * slot dequeued that holds a target is the nearest.  Fills x->path and
 * returns the kind, possibly refined to CONFLICT_REUSED, and the slot to
 * blame.
 */
static enum conflict_kind search(struct solver *x, uint32_t ci,
				 uint32_t root, uint32_t *blame)
{
	const struct facts *f = x->f;
	const struct solve_index *ix = x->s->index;
	struct cls *c = &x->cls[ci];
	enum conflict_kind kind = c->kind;
	size_t head = 0, tail = 0, k, i, nr;
	uint32_t u = NONE, v;

	for (k = ix->start[root]; k < ix->start[root + 1]; k++) {
		uint32_t si = ix->seeds[k];
		const struct fseed *sd = &f->seeds.v[si];

		if (is_target(c, sd) && x->tseed[sd->slot] == NONE)
			x->tseed[sd->slot] = si;
		if (is_source(f, c, sd) && x->sseed[sd->slot] == NONE) {
			x->sseed[sd->slot] = si;
			x->from[sd->slot] = FROM_SEED;
			x->queue[tail++] = sd->slot;
		}
	}
	while (head < tail) {
		uint32_t s = x->queue[head++];

		if (x->tseed[s] != NONE || wrong_width(x, c, s)) {
			u = s;
			break;
		}
		for (k = x->adj_start[s]; k < x->adj_start[s + 1]; k++) {
			uint32_t e = x->adj[k];
			uint32_t t = other_end(&f->edges.v[e], s);

			if (x->from[t] == NONE) {
				x->from[t] = e;
				x->queue[tail++] = t;
			}
		}
	}

	x->path.nr = 0;
	if (u == NONE) {
		/* cannot happen with consistent summaries; say what we know */
		VEC_PUSH(x->path, seed_step(f, c->first_seed));
		*blame = f->seeds.v[c->first_seed].slot;
		return kind;
	}
	/* the end, then the edges back to the source, then reverse */
	if (x->tseed[u] != NONE)
		VEC_PUSH(x->path, seed_step(f, x->tseed[u]));
	for (v = u; x->from[v] != FROM_SEED;) {
		const struct fedge *e = &f->edges.v[x->from[v]];
		struct chain_step st = { .slot = v, .at = e->at,
					 .what = e->why };

		if (!through_choice(x, v, u, &st))
			VEC_PUSH(x->path, st);
		v = other_end(e, v);
	}
	VEC_PUSH(x->path, seed_step(f, x->sseed[v]));
	nr = x->path.nr;
	for (i = 0; i < nr / 2; i++) {
		struct chain_step t = x->path.v[i];

		x->path.v[i] = x->path.v[nr - 1 - i];
		x->path.v[nr - 1 - i] = t;
	}
	if (x->tseed[u] == NONE) {
		struct fsite near = x->path.v[nr - 1].at;

		VEC_PUSH(x->path, width_step(x, u, near));
	}
	*blame = u;

	if (kind == CONFLICT_WIDTH)
		return kind;
	if (u == v && x->local[u] && stored_twice(x, root, u)) {
		*blame = u;
		return CONFLICT_REUSED;
	}
	/*
	 * Steps 1 .. nr-2 of a chain of nr seed+edges+seed steps are edges;
	 * step i reaches slot path[i].slot from path[i - 1].slot.
	 */
	for (i = 1; i + 2 < x->path.nr; i++) {
		uint32_t s = x->path.v[i].slot;
		uint32_t in = x->from[s], out = x->from[x->path.v[i + 1].slot];

		if (!x->local[s])
			continue;
		if (f->edges.v[in].a == s && f->edges.v[out].a == s &&
		    !facts_same_site(f->edges.v[in].at, f->edges.v[out].at)) {
			*blame = s;
			return CONFLICT_REUSED;
		}
	}
	if (kind == CONFLICT_MISSING_CONVERSION && x->tseed[u] != NONE &&
	    is_helper_call(f->seeds.v[x->tseed[u]].how))
		return CONFLICT_DOUBLE_CONVERSION;
	return kind;
}

static void conflicts(struct solver *x)
{
	struct solution *s = x->s;
	size_t i, nr = 0;
	uint32_t *root_of = xmalloc((x->nr_cls + 1) * sizeof(*root_of));

	for (i = 0; i < x->nr_cls; i++)
		if (x->cls[i].status == SOL_CONFLICT)
			nr++;
	if (!nr) {
		free(root_of);
		return;
	}
	for (i = 0; i < x->f->slots.nr; i++)
		root_of[x->cid[i]] = s->slot[i].cls;
	conflict_tables(x);
	s->conflicts = xcalloc(nr, sizeof(*s->conflicts));
	for (i = 0; i < x->nr_cls; i++) {
		struct conflict *cf;
		uint32_t blame;

		if (x->cls[i].status != SOL_CONFLICT)
			continue;
		cf = &s->conflicts[s->nr_conflicts];
		cf->root = root_of[i];
		cf->kind = search(x, i, cf->root, &blame);
		cf->slot = blame;
		cf->nr_steps = x->path.nr;
		cf->steps = xmalloc(x->path.nr * sizeof(*cf->steps));
		memcpy(cf->steps, x->path.v, x->path.nr * sizeof(*cf->steps));
		x->cls[i].conflict = s->nr_conflicts++;
	}
	free(root_of);
}

/* ---- the majority split ---- */

/*
 * Say how cut `st` is fixed: `kind` of a conversion of the width of
 * `order_slot` (on the order's side) around `span`, if it is known.
 */
static void fix_step(const struct facts *f, struct chain_step *st,
		     enum fix_kind kind, uint32_t order_slot,
		     const struct fspan *span)
{
	if (!span->line)
		return;
	st->fix = (uint8_t)kind;
	st->width = f->slots.v[order_slot].width;
	st->span = *span;
}

static int same_span(const struct fspan *a, const struct fspan *b)
{
	return a->file == b->file && a->line == b->line && a->col == b->col &&
	       a->end_line == b->end_line && a->end_col == b->end_col;
}

/*
 * Add `st` to `cf`'s cuts unless its site is there already; one site may
 * need two fixes, though (`a->gen > b->gen` reads two raw operands).
 */
static void add_cut(struct conflict *cf, size_t *room, struct chain_step st)
{
	size_t i;

	for (i = 0; i < cf->nr_cuts; i++) {
		if (!facts_same_site(cf->cuts[i].at, st.at))
			continue;
		if (!cf->cuts[i].fix) {
			cf->cuts[i] = st;
			return;
		}
		if (!st.fix || same_span(&cf->cuts[i].span, &st.span))
			return;
	}
	if (cf->nr_cuts == *room) {
		*room = *room ? 2 * *room : 4;
		cf->cuts = xrealloc(cf->cuts, *room * sizeof(*cf->cuts));
	}
	cf->cuts[cf->nr_cuts++] = st;
}

/* The cuts in file, line and column order: a few (insertion sort). */
static void sort_cuts(const struct facts *f, struct conflict *cf)
{
	size_t i, j;

	for (i = 1; i < cf->nr_cuts; i++) {
		struct chain_step st = cf->cuts[i];

		for (j = i; j > 0; j--) {
			const struct fsite *p = &cf->cuts[j - 1].at;

			if (cmp_position(f->files.v[p->file], p->line, p->col,
					 f->files.v[st.at.file], st.at.line,
					 st.at.col) <= 0)
				break;
			cf->cuts[j] = cf->cuts[j - 1];
		}
		cf->cuts[j] = st;
	}
}

/*
 * Will slot `sl`, on the order's side of class `c`'s split, be declared
 * in that order?  Not when it is of another width than the order's
 * (solve() leaves it plain): a conversion at its cut would take a plain
 * number where it wants a bitwise type, and only move the warning, so
 * that cut is left for review.
 */
static int takes_order(const struct facts *f, const struct cls *c,
		       uint32_t sl)
{
	unsigned w = f->slots.v[sl].width;

	return !w || !c->width || w == c->width;
}

/*
 * Split conflicted class `ci` (an order against host use) between its order
 * and host use: every slot joins the side of the seed nearest to it
 * (breadth-first from all seeds at once; a slot with both kinds of seed
 * starts on the side with more).  The split stands when the order's
 * seeds on its side outnumber the cuts MAJORITY_RATIO times: cuts are
 * host uses on the order side, order seeds on the host side and edges
 * between the sides, each a site the checker flags after annotation.
 * Local context (a struct field read through one wrong path, a
 * parameter that also gets raw data once) is what a maintainer settles
 * the same way by hand.
 */
static void split_class(struct solver *x, uint32_t ci, uint32_t *cnt_o,
			uint32_t *cnt_h)
{
	const struct facts *f = x->f;
	const struct solve_index *ix = x->s->index;
	struct cls *c = &x->cls[ci];
	struct conflict *cf = &x->s->conflicts[c->conflict];
	uint32_t root = cf->root;
	size_t head = 0, tail = 0, k, room = 0, i, sites;
	uint32_t gain = 0;
	enum order order = c->marks & BIT(MARK_LE) ? ORDER_LE : ORDER_BE;

	for (k = ix->start[root]; k < ix->start[root + 1]; k++) {
		const struct fseed *sd = &f->seeds.v[ix->seeds[k]];

		if (is_order(sd))
			cnt_o[sd->slot]++;
		else if (sd->mark == MARK_HOST)
			cnt_h[sd->slot]++;
	}
	for (k = ix->start[root]; k < ix->start[root + 1]; k++) {
		uint32_t sl = f->seeds.v[ix->seeds[k]].slot;

		if (x->side[sl] != SIDE_NONE ||
		    (!cnt_o[sl] && !cnt_h[sl]))
			continue;
		x->side[sl] = cnt_o[sl] > cnt_h[sl] ? SIDE_ORDER : SIDE_HOST;
		x->queue[tail++] = sl;
	}
	while (head < tail) {
		uint32_t sl = x->queue[head++];

		for (k = x->adj_start[sl]; k < x->adj_start[sl + 1]; k++) {
			uint32_t t = other_end(&f->edges.v[x->adj[k]], sl);

			if (x->side[t] == SIDE_NONE) {
				x->side[t] = x->side[sl];
				x->queue[tail++] = t;
			}
		}
	}

	for (k = ix->start[root]; k < ix->start[root + 1]; k++) {
		const struct fseed *sd = &f->seeds.v[ix->seeds[k]];
		int on_order = x->side[sd->slot] == SIDE_ORDER;

		if (is_order(sd) && on_order) {
			gain++;
		} else if (is_order(sd) && !on_order) {
			add_cut(cf, &room, seed_step(f, ix->seeds[k]));
		} else if (sd->mark == MARK_HOST && on_order) {
			struct chain_step st = seed_step(f, ix->seeds[k]);

			/*
			 * the ordered value is read as a number, or a number
			 * is stored into it
			 */
			if (takes_order(f, c, sd->slot))
				fix_step(f, &st, sd->operand.stored ?
					 FIX_FROM_CPU : FIX_TO_CPU, sd->slot,
					 &sd->operand);
			add_cut(cf, &room, st);
		}
	}
	for (i = 0; i < tail; i++) {
		uint32_t sl = x->queue[i];

		if (x->side[sl] != SIDE_ORDER)
			continue;
		for (k = x->adj_start[sl]; k < x->adj_start[sl + 1]; k++) {
			const struct fedge *e = &f->edges.v[x->adj[k]];
			uint32_t t = other_end(e, sl);
			struct chain_step st = { .slot = t, .at = e->at,
						 .what = e->why };

			if (x->side[t] != SIDE_HOST)
				continue;
			/* convert the source on its way to the other side */
			if (takes_order(f, c, sl))
				fix_step(f, &st, e->b == sl ? FIX_TO_CPU :
					 FIX_FROM_CPU, sl, &e->src);
			add_cut(cf, &room, st);
		}
	}

	/* the sites, each maybe with a fix per operand */
	sites = cf->nr_cuts;
	if (cf->nr_cuts <= 4 * MAX_CUTS) {
		sort_cuts(f, cf);
		for (i = sites = 0; i < cf->nr_cuts; i++)
			sites += !i || !facts_same_site(cf->cuts[i - 1].at,
						  cf->cuts[i].at);
	}
	if (sites && sites <= MAX_CUTS && gain >= MAJORITY_RATIO * sites) {
		cf->resolved = 1;
		cf->order = (uint8_t)order;
		cf->majority = gain;
		return;
	}
	free(cf->cuts);
	cf->cuts = NULL;
	cf->nr_cuts = 0;
	for (i = 0; i < tail; i++)
		x->side[x->queue[i]] = SIDE_NONE;
}

static void split_conflicts(struct solver *x)
{
	size_t n = x->f->slots.nr, i;
	uint32_t *cnt_o, *cnt_h;

	if (!x->s->nr_conflicts)
		return;
	x->side = xcalloc(n + 1, 1);
	cnt_o = xcalloc(n + 1, sizeof(*cnt_o));
	cnt_h = xcalloc(n + 1, sizeof(*cnt_h));
	for (i = 0; i < x->nr_cls; i++) {
		const struct cls *c = &x->cls[i];

		enum conflict_kind k;

		if (c->status != SOL_CONFLICT)
			continue;
		k = x->s->conflicts[c->conflict].kind;
		if (k == CONFLICT_MISSING_CONVERSION ||
		    k == CONFLICT_DOUBLE_CONVERSION)
			split_class(x, i, cnt_o, cnt_h);
	}
	free(cnt_o);
	free(cnt_h);
}

/* ---- conversions used the other way round ---- */

/* The marks a seed can have that vote, to count them by class. */
#define NR_MARKS (MARK_PINNED + 1)

/* A seed by its site, for grouping the seeds of one call. */
struct site_key {
	uint32_t file, line, col;
	uint32_t idx;
};

static int cmp_site_key(const void *pa, const void *pb)
{
	const struct site_key *a = pa, *b = pb;
	int c;

	if ((c = cmp_u32(a->file, b->file)) ||
	    (c = cmp_u32(a->line, b->line)) ||
	    (c = cmp_u32(a->col, b->col)))
		return c;
	return cmp_u32(a->idx, b->idx);
}

/*
 * Does class `ci`, but for `but` seeds of mark `but_mark`, hold seeds of
 * `mark` alone, at least `least` of them?
 */
static int only_mark(const uint32_t (*cnt)[NR_MARKS], uint32_t ci,
		     unsigned but_mark, uint32_t but, unsigned mark,
		     uint32_t least)
{
	unsigned m;

	for (m = 0; m < NR_MARKS; m++) {
		uint32_t n = cnt[ci][m] - (m == but_mark ? but : 0);

		if ((m == mark) != (n > 0))
			return 0;
	}
	return cnt[ci][mark] >= least;
}

/*
 * Are seeds `o` (an order) and `h` (a host use) the two ends of one
 * conversion call: its own seed and the host value it returns or its
 * argument, in two classes?
 */
static int call_ends(const struct solver *x, const struct fseed *o,
		     const struct fseed *h)
{
	enum call_form fo, fh;
	const char *no, *nh;
	size_t lo, lh;

	if (!is_order(o) || h->mark != MARK_HOST ||
	    x->cid[o->slot] == x->cid[h->slot])
		return 0;
	no = call_of(o->how, &lo, &fo);
	nh = call_of(h->how, &lh, &fh);
	return no && nh && fo == CALL_ITSELF && fh != CALL_ITSELF &&
	       lo == lh && !strncmp(no, nh, lo);
}

/* The seeds by file and line, to ask what else a statement says. */
struct line_seeds {
	struct site_key *v;	/* col unused: sorted by file, line, idx */
	size_t nr;
};

/*
 * Does a seed of `mark` on a slot of class `cls` sit on the line of
 * `at` (the statement of a call, in practice)?  With `declared`, only
 * the order of a declaration or a cast to an order type counts
 * ("declared __le32").
 */
static int seed_on_line(const struct solver *x, const struct line_seeds *ls,
			struct fsite at, uint32_t cls, unsigned mark,
			int declared)
{
	size_t lo = 0, hi = ls->nr;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct site_key *k = &ls->v[mid];

		if (k->file < at.file || (k->file == at.file &&
					  k->line < at.line))
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < ls->nr && ls->v[lo].file == at.file &&
	       ls->v[lo].line == at.line; lo++) {
		const struct fseed *sd = &x->f->seeds.v[ls->v[lo].idx];

		if (x->cid[sd->slot] == cls && sd->mark == mark &&
		    (!declared || !strncmp(sd->how, "declared", 8)))
			return 1;
	}
	return 0;
}

/*
 * Is the call of `o` and `h` used the other way round: does the class
 * of its order seed say host order everywhere else (a constant's,
 * FSEED_CONST, holds a number), and the class of its host end, the host
 * ends of all such calls aside (ends[0]: how many per class), say the
 * order everywhere else, at least as often as such calls on data
 * (ends[1]) say otherwise?  ends[2]: the order ends of such calls per
 * class, for an argument of which nothing else is known.
 *
 * For a to-cpu call, what its own statement says settles it with less:
 * a number made right there is no data of an order
 * (`le32_to_cpu((u32)dma)`, `cpu_to_le32()` meant, into data the code
 * gives that order at two sites or more and never the other, even
 * where it is a number elsewhere too: one struct for two layouts;
 * data only read in that order is no such sign, its to-cpu call of a
 * number converts twice), and a result stored right there into a
 * declared order (`*(__le32 *)p = le32_to_cpu(v)`) was meant to be that
 * order when nothing but such calls is known of the argument, or when
 * it is a number MAJORITY_RATIO times as often as it is in that order
 * otherwise (a register word).
 * A from-cpu call's result used as a number on its line is no such
 * sign: `writel(cpu_to_le32(v))` converts twice.
 */
static int turned_call(const struct solver *x,
		       const uint32_t (*cnt)[NR_MARKS],
		       const uint32_t (*stores)[NR_MARKS], uint32_t *const *ends,
		       const struct line_seeds *ls,
		       const struct fseed *o, const struct fseed *h)
{
	uint32_t co = x->cid[o->slot], ch = x->cid[h->slot], seeds = 0, own;
	unsigned other = o->mark == MARK_LE ? MARK_BE : MARK_LE;
	enum call_form form;
	size_t len;
	unsigned m;

	/* a to-cpu call: its order on the argument, host on the result */
	call_of(h->how, &len, &form);
	if (form == CALL_RESULT) {
		for (m = 0; m < NR_MARKS; m++)
			seeds += cnt[co][m];
		if (only_mark(cnt, co, o->mark, 1, MARK_HOST, 1) &&
		    seed_on_line(x, ls, o->at, co, MARK_HOST, 0) &&
		    stores[ch][o->mark] >= 2 && !cnt[ch][other])
			return 1;
		own = cnt[co][o->mark] - ends[2][co];
		if ((seeds == ends[2][co] ||
		     (!cnt[co][other] && cnt[co][MARK_HOST] >=
		      MAJORITY_RATIO * (own ? own : 1))) &&
		    only_mark(cnt, ch, MARK_HOST, ends[0][ch], o->mark, 1) &&
		    seed_on_line(x, ls, h->at, ch, o->mark, 1))
			return 1;
	}
	return ((o->flags & FSEED_CONST) ||
		only_mark(cnt, co, o->mark, 1, MARK_HOST, 1)) &&
	       only_mark(cnt, ch, MARK_HOST, ends[0][ch], o->mark,
			 ends[1][ch] ? ends[1][ch] : 1);
}

static int cmp_line_key(const void *pa, const void *pb)
{
	const struct site_key *a = pa, *b = pb;
	int c;

	if ((c = cmp_u32(a->file, b->file)) ||
	    (c = cmp_u32(a->line, b->line)))
		return c;
	return cmp_u32(a->idx, b->idx);
}

/*
 * A conversion used the other way round: `msg->type =
 * be32_to_cpu(flash->type)` where flash->type is a host number by all
 * its other uses and msg->type big-endian by all of its, or `host =
 * cpu_to_le16(wire)` the same way about.  The same bits either way, so
 * the code works; but each side would take the other's order.  Its two
 * seeds are set aside (x->turned): each side keeps the order its other
 * uses give it, and the call is a conflict of its own (x->turns),
 * settled, whose fix writes the twin.  Only a call whose site holds
 * those two seeds alone counts.
 */
static void wrong_direction(struct solver *x)
{
	const struct facts *f = x->f;
	uint32_t (*cnt)[NR_MARKS] = xcalloc(x->nr_cls + 1, sizeof(*cnt));
	/* order seeds of values stored into a class's data */
	uint32_t (*stores)[NR_MARKS] = xcalloc(x->nr_cls + 1,
					       sizeof(*stores));
	struct site_key *v = xmalloc((f->seeds.nr + 1) * sizeof(*v));
	VEC(struct turn) cand = { NULL, 0, 0 };
	struct line_seeds ls = { xmalloc((f->seeds.nr + 1) * sizeof(*ls.v)),
				 0 };
	uint32_t *ends[3];
	size_t n = 0, i, j;

	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];
		enum call_form form;
		size_t len;

		if (x->turned[i])
			continue;	/* a choice's, set aside */
		if (sd->mark < NR_MARKS)
			cnt[x->cid[sd->slot]][sd->mark]++;
		if (is_order(sd) && sd->operand.stored)
			stores[x->cid[sd->slot]][sd->mark]++;
		if (sd->mark != MARK_OPAQUE) {
			ls.v[ls.nr].file = sd->at.file;
			ls.v[ls.nr].line = sd->at.line;
			ls.v[ls.nr].col = 0;
			ls.v[ls.nr++].idx = (uint32_t)i;
		}
		if ((is_order(sd) || sd->mark == MARK_HOST) &&
		    call_of(sd->how, &len, &form)) {
			v[n].file = sd->at.file;
			v[n].line = sd->at.line;
			v[n].col = sd->at.col;
			v[n++].idx = (uint32_t)i;
		}
	}
	qsort(v, n, sizeof(*v), cmp_site_key);
	qsort(ls.v, ls.nr, sizeof(*ls.v), cmp_line_key);
	for (i = 0; i < n; i = j) {
		struct turn t;

		for (j = i + 1; j < n && v[j].file == v[i].file &&
		     v[j].line == v[i].line && v[j].col == v[i].col; j++)
			;
		if (j - i != 2)
			continue;
		t.o = v[i].idx;
		t.h = v[i + 1].idx;
		if (!is_order(&f->seeds.v[t.o])) {
			t.o = v[i + 1].idx;
			t.h = v[i].idx;
		}
		if (call_ends(x, &f->seeds.v[t.o], &f->seeds.v[t.h]))
			VEC_PUSH(cand, t);
	}
	/*
	 * A class is judged without the host ends of all the calls that
	 * meet it: three `magic != ntohl(M)` beside fourteen big-endian
	 * uses are three calls the wrong way round, not a conflict.
	 */
	ends[0] = xcalloc(x->nr_cls + 1, sizeof(*ends[0]));
	ends[1] = xcalloc(x->nr_cls + 1, sizeof(*ends[1]));
	ends[2] = xcalloc(x->nr_cls + 1, sizeof(*ends[2]));
	for (i = 0; i < cand.nr; i++) {
		uint32_t ch = x->cid[f->seeds.v[cand.v[i].h].slot];

		ends[2][x->cid[f->seeds.v[cand.v[i].o].slot]]++;
		ends[0][ch]++;
		if (!(f->seeds.v[cand.v[i].o].flags & FSEED_CONST))
			ends[1][ch]++;
	}
	for (i = 0; i < cand.nr; i++) {
		struct turn t = cand.v[i];

		if (!turned_call(x, cnt, stores, ends, &ls, &f->seeds.v[t.o],
				 &f->seeds.v[t.h]))
			continue;
		t.cls = x->cid[f->seeds.v[t.h].slot];
		/* the order's seeds on the other side, for the fix's mail */
		t.majority = cnt[t.cls][f->seeds.v[t.o].mark];
		x->turned[t.o] = x->turned[t.h] = 1;
		VEC_PUSH(x->turns, t);
	}
	VEC_FREE(cand);
	free(ends[0]);
	free(ends[1]);
	free(ends[2]);
	free(ls.v);
	free(v);
	free(stores);
	free(cnt);
}

/*
 * Byte-symmetric constants: `devHandle == 0xFFFF` on a __le16 field, `w
 * = ~0U` into a __be32.  The constant has the same bytes in either
 * order, so the code is right on every machine; but it is a plain
 * number to the checkers, which warn once the field is typed.  In a
 * class that holds one order by its other uses and meets no other
 * number, such constants are no sign of host order: their seeds are
 * set aside (x->symmetric), the class keeps its order, and they make a
 * settled conflict of their own whose fix converts the constant (or the
 * field where it is read), the same bits.
 */
static void symmetric_constants(struct solver *x)
{
	const struct facts *f = x->f;
	uint32_t *order_seed = xmalloc((x->nr_cls + 1) * sizeof(*order_seed));
	uint32_t *orders = xcalloc(x->nr_cls + 1, sizeof(*orders));
	uint8_t *marks = xcalloc(x->nr_cls + 1, 1);
	size_t i;

	for (i = 0; i < x->nr_cls; i++)
		order_seed[i] = NONE;
	/* what each class says without its symmetric constants */
	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];
		uint32_t c = x->cid[sd->slot];

		if (x->turned[i] || sd->mark == MARK_OPAQUE ||
		    (sd->mark == MARK_HOST && (sd->flags & FSEED_SYMMETRIC)))
			continue;
		marks[c] |= (uint8_t)BIT(sd->mark);
		if (is_order(sd) && order_seed[c] == NONE)
			order_seed[c] = (uint32_t)i;
		orders[c] += is_order(sd);
	}
	/* one order and nothing else: no other number, no in-place use */
	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];
		uint32_t c = x->cid[sd->slot];
		struct turn t;

		if (x->turned[i] || sd->mark != MARK_HOST ||
		    !(sd->flags & FSEED_SYMMETRIC) ||
		    (marks[c] != BIT(MARK_LE) && marks[c] != BIT(MARK_BE)))
			continue;
		t.o = order_seed[c];
		t.h = (uint32_t)i;
		t.cls = c;
		/* the order's seeds, for the fix's mail */
		t.majority = orders[c];
		x->turned[i] = 1;
		VEC_PUSH(x->symmetric, t);
	}
	free(order_seed);
	free(orders);
	free(marks);
}

/* The two steps of turned call `t`, and the cut that writes its twin. */
static void turned_cut(const struct facts *f, const struct turn *t,
		       struct chain_step *steps, struct chain_step *cut)
{
	const struct fseed *o = &f->seeds.v[t->o];
	const struct fseed *h = &f->seeds.v[t->h];

	steps[0] = seed_step(f, t->o);
	steps[1] = seed_step(f, t->h);
	if (o->flags & FSEED_CONST) {
		/* the call's text: `le32_to_cpu(M)` turns round */
		*cut = seed_step(f, t->o);
		fix_step(f, cut, FIX_FROM_CPU, h->slot, &o->operand);
	} else if (is_helper_call(h->how)) {
		*cut = seed_step(f, t->o);
		fix_step(f, cut, FIX_TO_CPU, h->slot, &o->operand);
	} else {
		*cut = seed_step(f, t->h);
		fix_step(f, cut, FIX_FROM_CPU, h->slot, &h->operand);
	}
}

static int cmp_turn_cls(const void *pa, const void *pb)
{
	const struct turn *a = pa, *b = pb;
	int c = cmp_u32(a->cls, b->cls);

	return c ? c : cmp_u32(a->h, b->h);
}

/*
 * Per class, the slot a conflict there is named by: a declared one,
 * a field's first, rather than a cast's (`(unsigned) ntohl(M)`); NONE
 * where there is none.
 */
static uint32_t *named_slots(const struct solver *x)
{
	const struct facts *f = x->f;
	uint32_t *named = xmalloc((x->nr_cls + 1) * sizeof(*named));
	uint8_t *rank = xcalloc(x->nr_cls + 1, 1);
	size_t i;

	for (i = 0; i < x->nr_cls; i++)
		named[i] = NONE;
	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];
		uint32_t c = x->cid[d->slot];
		uint8_t r = d->kind == DECL_CAST || !*d->name ? 1 :
			    d->kind == DECL_FIELD ? 3 : 2;

		if (r > rank[c]) {
			rank[c] = r;
			named[c] = d->slot;
		}
	}
	free(rank);
	return named;
}

/*
 * The two steps of byte-symmetric constant `t` (an order seed of its
 * class, the constant's seed) and the cut that converts it: the
 * constant where it is stored, the field where it is compared.
 */
static void symmetric_cut(const struct facts *f, const struct turn *t,
			  struct chain_step *steps, struct chain_step *cut)
{
	const struct fseed *h = &f->seeds.v[t->h];

	steps[0] = seed_step(f, t->o);
	steps[1] = seed_step(f, t->h);
	*cut = seed_step(f, t->h);
	fix_step(f, cut, h->operand.stored ? FIX_FROM_CPU : FIX_TO_CPU,
		 h->slot, &h->operand);
}

/*
 * One settled conflict of `kind` per class of the seeds set aside in
 * `v` (wrong_direction()'s or symmetric_constants()'), named by its best
 * declaration (named_slots()), a cut each: for a call the other way
 * round, a to-cpu call stored there becomes its from-cpu twin (so does
 * a to-cpu call of a constant), a from-cpu call whose argument holds
 * the order its to-cpu twin; a byte-symmetric constant is converted.
 */
static void set_aside_conflicts(struct solver *x, struct turn *v, size_t nr,
				enum conflict_kind kind)
{
	const struct facts *f = x->f;
	struct solution *s = x->s;
	uint32_t *named;
	size_t i, j, k;

	if (!nr)
		return;
	qsort(v, nr, sizeof(*v), cmp_turn_cls);
	named = named_slots(x);
	s->conflicts = xrealloc(s->conflicts, (s->nr_conflicts + nr) *
			       sizeof(*s->conflicts));
	for (i = 0; i < nr; i = j) {
		const struct fseed *h0 = &f->seeds.v[v[i].h];
		struct conflict *cf = &s->conflicts[s->nr_conflicts++];

		for (j = i + 1; j < nr && v[j].cls == v[i].cls; j++)
			;
		memset(cf, 0, sizeof(*cf));
		cf->kind = kind;
		cf->root = s->slot[h0->slot].cls;
		cf->slot = named[v[i].cls] != NONE ? named[v[i].cls] :
						      h0->slot;
		cf->nr_steps = 2 * (j - i);
		cf->steps = xmalloc(cf->nr_steps * sizeof(*cf->steps));
		cf->nr_cuts = j - i;
		cf->cuts = xmalloc(cf->nr_cuts * sizeof(*cf->cuts));
		cf->resolved = 1;
		cf->order = f->seeds.v[v[i].o].mark == MARK_LE ? ORDER_LE :
								  ORDER_BE;
		cf->majority = v[i].majority;
		for (k = i; k < j; k++) {
			uint32_t hs = f->seeds.v[v[k].h].slot;

			(kind == CONFLICT_SYMMETRIC_CONSTANT ? symmetric_cut :
			 turned_cut)(f, &v[k], &cf->steps[2 * (k - i)],
				     &cf->cuts[k - i]);
			/*
			 * the twin gives its data the order: where that data
			 * stays plain (in a conflict of its own), it would
			 * only move the warning; left for review
			 */
			if (kind == CONFLICT_WRONG_DIRECTION &&
			    x->cls[x->cid[hs]].status != SOL_ORDER &&
			    !(x->side && x->side[hs] == SIDE_ORDER))
				cf->cuts[k - i].fix = FIX_NONE;
		}
	}
	free(named);
}

/* ---- struct hints ---- */

static int hint_width(unsigned w)
{
	return w == 16 || w == 32 || w == 64;
}

/* Higher confidence, else the first name: the same whatever the TU order. */
static int better_hint(const struct facts *f, uint32_t st, unsigned conf,
		       const struct cls *c)
{
	if (conf != c->conf)
		return conf > c->conf;
	return strcmp(f->structs.v[st].name, f->structs.v[c->hint].name) < 0;
}

/* ---- either-order data ---- */

static void either(struct cls *c)
{
	c->status = SOL_PLAIN;
	c->flags |= C_EITHER;
}

/*
 * Formats read in either order: the code tests one value against a
 * constant in both orders (`magic == cpu_to_le32(M)` ... `magic ==
 * cpu_to_be32(M)`, or le32_to_cpu() then be32_to_cpu() of it compared
 * with M), and goes on with the order it found.  That value is not in
 * conflict: it stays plain, reported as deliberate.  Nor are the fields
 * of the same struct that the code reads in both orders (the two paths
 * the test chose between).
 */
static void either_order(struct solver *x)
{
	const struct facts *f = x->f;
	uint8_t *probed = xcalloc(x->nr_cls + 1, 1);
	size_t i, j;

	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];

		if (!x->turned[i] && (sd->flags & FSEED_PROBE))
			probed[x->cid[sd->slot]] |= (uint8_t)BIT(sd->mark);
	}
	for (i = 0; i < x->nr_cls; i++) {
		struct cls *c = &x->cls[i];

		if (c->status == SOL_CONFLICT &&
		    c->kind == CONFLICT_MIXED_ORDERS &&
		    (probed[i] & BIT(MARK_LE)) && (probed[i] & BIT(MARK_BE)))
			either(c);
	}
	for (i = 0; i < f->structs.nr; i++) {
		const struct fstruct *st = &f->structs.v[i];
		const uint32_t *m = f->members.v + st->first;
		int any = 0;

		for (j = 0; j < st->nr; j++)
			any |= !!(x->cls[x->cid[m[j]]].flags & C_EITHER);
		for (j = 0; j < st->nr && any; j++) {
			struct cls *c = &x->cls[x->cid[m[j]]];

			if (c->status == SOL_CONFLICT &&
			    c->kind == CONFLICT_MIXED_ORDERS)
				either(c);
		}
	}
	free(probed);
}

struct twin {
	char *key;		/* "struct NAME.FIELD" (heap); first, for cmp_str */
	uint32_t slot;
};

/*
 * A struct defined again in another file (a vendored copy of a format
 * header, a library's own copy of the tool's) is the same format.  A
 * field no code touches in one copy takes no hint when the same field of
 * another copy holds host data: the series would type one copy of an
 * in-memory struct and leave the other.
 */
static void host_twins(struct solver *x)
{
	const struct facts *f = x->f;
	struct twin *t = xmalloc((f->decls.nr + 1) * sizeof(*t));
	struct strbuf sb = STRBUF_INIT;
	size_t n = 0, i, j, k;

	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];

		if (d->kind != DECL_FIELD || !*d->name || strchr(d->scope, '('))
			continue;
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s.%s", d->scope, d->name);
		t[n].key = xstrdup(sb.buf);
		t[n++].slot = d->slot;
	}
	qsort(t, n, sizeof(*t), cmp_str);
	for (i = 0; i < n; i = j) {
		int host = 0;

		for (j = i; j < n && !strcmp(t[j].key, t[i].key); j++)
			host |= x->cls[x->cid[t[j].slot]].status == SOL_HOST;
		for (k = i; k < j && host; k++)
			x->cls[x->cid[t[k].slot]].flags |= C_TWIN_HOST;
	}
	for (i = 0; i < n; i++)
		free(t[i].key);
	free(t);
	strbuf_release(&sb);
}

/*
 * Does a field's name say it is padding (reserved, h_reserved3, rsvd,
 * pad, pad2, i_pad1, unused, spare)?  No code reads it and no order is
 * written into it: whether it takes its siblings' is the format's
 * convention, not the code's.
 */
static int padding_name(const char *n)
{
	static const char *const parts[] = {
		"reserved", "rsvd", "unused", "spare", "padding", NULL
	};
	const char *pad;
	size_t i;

	for (i = 0; parts[i]; i++)
		if (strstr(n, parts[i]))
			return 1;
	/* pad, pad2, bg_pad, i_pad1: "pad" as the last word, numbered */
	for (pad = n; (pad = strstr(pad, "pad")); pad += 3) {
		const char *d = pad + 3;

		if (pad > n && pad[-1] != '_')
			continue;
		while (isdigit((unsigned char)*d))
			d++;
		if (!*d)
			return 1;
	}
	return 0;
}

/*
 * Does the tree leave its padding plain?  Formats differ: most keep
 * reserved fields in the struct's order (`__le32 s_reserved[]`), some
 * leave them `__u32`.  A tree that is partly annotated shows its own
 * convention in the structs it has annotated: plain padding there, more
 * often than typed, means plain.  Without such a struct, padding follows
 * its struct, as in nine of ten annotated kernel formats.
 */
static int padding_stays_plain(const struct facts *f, const uint8_t *pad)
{
	uint8_t *typed = xcalloc(f->slots.nr + 1, 1);
	unsigned plain = 0, annotated = 0;
	size_t i, j;

	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];

		if (d->kind == DECL_FIELD && !(d->flags & FDECL_OUTSIDE) &&
		    (d->flags & FDECL_ANNOTATED))
			typed[d->slot] = 1;
	}
	for (i = 0; i < f->structs.nr; i++) {
		const struct fstruct *st = &f->structs.v[i];
		const uint32_t *m = f->members.v + st->first;
		int shows = 0;

		for (j = 0; j < st->nr; j++)
			shows |= typed[m[j]] && !pad[m[j]];
		for (j = 0; j < st->nr && shows; j++) {
			if (!pad[m[j]] || !hint_width(f->slots.v[m[j]].width))
				continue;
			if (typed[m[j]])
				annotated++;
			else
				plain++;
		}
	}
	free(typed);
	return plain > annotated;
}

/* The padding slots that take no hint: none unless the tree says so. */
static uint8_t *padding_slots(const struct facts *f)
{
	uint8_t *pad = xcalloc(f->slots.nr + 1, 1);
	size_t i;

	for (i = 0; i < f->decls.nr; i++)
		if (f->decls.v[i].kind == DECL_FIELD &&
		    padding_name(f->decls.v[i].name))
			pad[f->decls.v[i].slot] = 1;
	if (!padding_stays_plain(f, pad))
		memset(pad, 0, f->slots.nr + 1);
	return pad;
}

/*
 * Can the class of member slot `m` take a hint: a 16-, 32- or 64-bit
 * field no code touches, not padding the tree keeps plain, nor the
 * field of a struct whose other copy holds host data there?
 */
static int hintable(const struct solver *x, uint32_t m, const uint8_t *pad)
{
	const struct cls *c = &x->cls[x->cid[m]];

	return hint_width(x->f->slots.v[m].width) && c->status == SOL_NONE &&
	       !c->marks && !pad[m] && !(c->flags & C_TWIN_HOST);
}

static void struct_hints(struct solver *x, const uint8_t *pad)
{
	const struct facts *f = x->f;
	size_t i, j;

	for (i = 0; i < f->structs.nr; i++) {
		const struct fstruct *st = &f->structs.v[i];
		const uint32_t *m;
		unsigned nle = 0, nbe = 0, order, conf;
		int bad = 0;

		if (!(st->flags & (FSTRUCT_PACKED | FSTRUCT_FIXED)) ||
		    (st->flags & FSTRUCT_OUTSIDE) || !st->nr)
			continue;
		m = f->members.v + st->first;
		for (j = 0; j < st->nr && !bad; j++) {
			const struct cls *c = &x->cls[x->cid[m[j]]];

			if (!hint_width(f->slots.v[m[j]].width))
				continue;
			if (c->status == SOL_ORDER && c->order == ORDER_LE)
				nle++;
			else if (c->status == SOL_ORDER)
				nbe++;
			else if (c->status == SOL_HOST &&
				 (c->flags & C_HOST_NUMBER))
				bad = 1;	/* an in-memory struct, likely */
		}
		if (bad || (nle && nbe) || nle + nbe < 2)
			continue;
		order = nle ? ORDER_LE : ORDER_BE;
		conf = st->flags & FSTRUCT_PACKED ? CONF_HINT_PACKED :
						    CONF_HINT_FIXED;
		for (j = 0; j < st->nr; j++) {
			struct cls *c = &x->cls[x->cid[m[j]]];

			if (!hintable(x, m[j], pad))
				continue;
			if (c->hint == NONE) {
				c->hint = i;
				c->hint_order = order;
				c->conf = conf;
			} else if (c->hint_order != order) {
				c->flags |= C_HINT_CLASH;
			} else if (better_hint(f, i, conf, c)) {
				c->hint = i;
				c->conf = conf;
			}
		}
	}
}

/*
 * What one format struct says for the file hint: the order its fields
 * hold or were hinted (ORDER_NONE when none does), or -1 when they
 * disagree or one is in conflict.  *untouched tells whether no field of it
 * has any seed at all.
 */
static int struct_vote(struct solver *x, const struct fstruct *st,
		       int *untouched)
{
	const struct facts *f = x->f;
	const uint32_t *m = f->members.v + st->first;
	int order = ORDER_NONE;
	size_t j;

	*untouched = 1;
	for (j = 0; j < st->nr; j++) {
		const struct cls *c = &x->cls[x->cid[m[j]]];
		int o = ORDER_NONE;

		if (!hint_width(f->slots.v[m[j]].width))
			continue;
		if (c->marks)
			*untouched = 0;
		if (c->status == SOL_ORDER)
			o = c->order;
		else if (c->status == SOL_NONE && c->hint != NONE &&
			 !(c->flags & C_HINT_CLASH))
			o = c->hint_order;
		if (o == ORDER_NONE)
			continue;
		if (order != ORDER_NONE && order != o)
			return -1;
		order = o;
	}
	return order;
}

/*
 * File hints.  A format struct that no code touches at all (a record
 * type the tool never reads) takes the order of the other format structs
 * defined in the same file when at least two of them hold an order and
 * all agree: on-disk and wire headers keep one byte order throughout.
 * So do the untouched fields of a struct whose touched ones hold that
 * order but are too few for its own hint (a record read for one field).
 * A file whose voting structs are all packed gives no hint to one that is
 * not: there, the unpacked struct is the in-memory copy of a record
 * (`struct kernel_ext_ad` beside `struct ext_ad __packed`).  Lowest
 * confidence.
 */
static void file_hints(struct solver *x, const uint8_t *pad)
{
	const struct facts *f = x->f;
	size_t nfiles = f->files.nr, i, j;
	int *order = xcalloc(nfiles + 1, sizeof(*order));
	unsigned *votes = xcalloc(nfiles + 1, sizeof(*votes));
	uint8_t *unpacked = xcalloc(nfiles + 1, 1);

	for (i = 0; i < f->structs.nr; i++) {
		const struct fstruct *st = &f->structs.v[i];
		uint32_t file = st->at.file;
		int untouched, o;

		if (!(st->flags & (FSTRUCT_PACKED | FSTRUCT_FIXED)) ||
		    (st->flags & FSTRUCT_OUTSIDE) || file >= nfiles)
			continue;
		o = struct_vote(x, st, &untouched);
		if (o == ORDER_NONE)
			continue;
		if (o < 0 || (order[file] && order[file] != o))
			order[file] = -1;
		else
			order[file] = o;
		votes[file]++;
		unpacked[file] |= !(st->flags & FSTRUCT_PACKED);
	}
	for (i = 0; i < f->structs.nr; i++) {
		const struct fstruct *st = &f->structs.v[i];
		const uint32_t *m = f->members.v + st->first;
		uint32_t file = st->at.file;
		int untouched, vote;

		if (!(st->flags & (FSTRUCT_PACKED | FSTRUCT_FIXED)) ||
		    (st->flags & FSTRUCT_OUTSIDE) || file >= nfiles ||
		    order[file] <= 0 || votes[file] < 2 ||
		    (!unpacked[file] && !(st->flags & FSTRUCT_PACKED)))
			continue;
		vote = struct_vote(x, st, &untouched);
		if (vote == ORDER_NONE ? !untouched : vote != order[file])
			continue;
		for (j = 0; j < st->nr; j++) {
			struct cls *c = &x->cls[x->cid[m[j]]];

			if (!hintable(x, m[j], pad) || c->hint != NONE)
				continue;
			c->hint = (uint32_t)i;
			c->hint_order = (uint8_t)order[file];
			c->conf = CONF_HINT_FILE;
		}
	}
	free(order);
	free(votes);
	free(unpacked);
}

/* ---- the whole ---- */

static int check_ids(const struct facts *f)
{
	size_t n = f->slots.nr, i;

	for (i = 0; i < f->edges.nr; i++)
		if (f->edges.v[i].a >= n || f->edges.v[i].b >= n)
			return error("edge %zu names slot out of range", i);
	for (i = 0; i < f->seeds.nr; i++)
		if (f->seeds.v[i].slot >= n ||
		    f->seeds.v[i].mark < MARK_LE ||
		    f->seeds.v[i].mark > MARK_OPAQUE)
			return error("seed %zu is malformed", i);
	for (i = 0; i < f->decls.nr; i++)
		if (f->decls.v[i].slot >= n)
			return error("declaration %zu names slot out of range",
				     i);
	for (i = 0; i < f->structs.nr; i++) {
		const struct fstruct *st = &f->structs.v[i];
		size_t j;

		if ((size_t)st->first + st->nr > f->members.nr)
			return error("struct %zu has members out of range", i);
		for (j = 0; j < st->nr; j++)
			if (f->members.v[st->first + j] >= n)
				return error("struct %zu names a bad slot", i);
	}
	return 0;
}

/* Can typedef `t` carry an order for its uses? */
static int liftable(const struct facts *f, const struct fdecl *t)
{
	unsigned w = f->slots.v[t->slot].width;

	return t->kind == DECL_TYPEDEF && !*t->shape &&
	       !(t->flags & (FDECL_ANNOTATED | FDECL_OUTSIDE | FDECL_SIGNED |
			     FDECL_IN_MACRO | FDECL_MACRO_TYPE)) &&
	       (w == 16 || w == 32 || w == 64);
}

/* A declaration by the (interned) name its type is written with. */
struct use {
	const char *type;
	uint32_t decl;
};

static int cmp_use(const void *pa, const void *pb)
{
	const struct use *a = pa, *b = pb;
	uintptr_t x = (uintptr_t)a->type, y = (uintptr_t)b->type;

	return x < y ? -1 : x > y ? 1 : cmp_u32(a->decl, b->decl);
}

/* The first of `uses` written with `type`. */
static size_t first_use(const struct use *uses, size_t nr, const char *type)
{
	size_t lo = 0, hi = nr;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if ((uintptr_t)uses[mid].type < (uintptr_t)type)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * Propose the typedefs whose every use agrees (struct solution).  A use
 * is a declaration whose type is written with the typedef's name; one
 * used as a number, another order, or an order of another width keeps
 * the typedef plain, and so does a single use with an order.  A use
 * nothing is known of (a field no code touches) has no say.
 */
static void lift_typedefs(const struct facts *f, struct solution *out)
{
	size_t i, j, k, nr = f->decls.nr, nr_slots = f->slots.nr;
	struct use *uses = xmalloc((nr + 1) * sizeof(*uses));
	uint8_t *join = NULL;

	out->via_typedef = xcalloc(nr + 1, 1);
	for (i = 0; i < nr; i++) {
		uses[i].type = f->decls.v[i].type;
		uses[i].decl = (uint32_t)i;
	}
	qsort(uses, nr, sizeof(*uses), cmp_use);
	for (i = 0; i < nr; i++) {
		const struct fdecl *t = &f->decls.v[i];
		struct slot_solution *ts = &out->slot[t->slot];
		unsigned width = f->slots.v[t->slot].width;
		uint8_t order = ORDER_NONE, conf = 100;
		size_t first, n = 0;

		if (!liftable(f, t) || ts->status != SOL_NONE)
			continue;
		first = first_use(uses, nr, t->name);
		for (j = first; j < nr && uses[j].type == t->name; j++) {
			const struct fdecl *d = &f->decls.v[uses[j].decl];
			const struct slot_solution *ds = &out->slot[d->slot];

			/* a use nothing is known of has no say */
			if (uses[j].decl == i || ds->status == SOL_NONE)
				continue;
			if (ds->status != SOL_ORDER ||
			    (order && ds->order != order) ||
			    f->slots.v[d->slot].width != width ||
			    (d->flags & (FDECL_ANNOTATED | FDECL_OUTSIDE))) {
				n = 0;
				break;
			}
			order = ds->order;
			if (ds->confidence < conf)
				conf = ds->confidence;
			n++;
		}
		/* one use gains nothing by its typedef, which may be general */
		if (n < 2)
			continue;
		if (!join)
			join = xmalloc(nr_slots + 1);
		memset(join, 0, nr_slots + 1);
		for (j = first; j < nr && uses[j].type == t->name; j++) {
			if (uses[j].decl == i)
				continue;
			out->via_typedef[uses[j].decl] = 1;
			join[out->slot[f->decls.v[uses[j].decl].slot].group] = 1;
		}
		ts->status = SOL_ORDER;
		ts->order = order;
		ts->confidence = conf;
		for (k = 0; k < nr_slots; k++)
			if (join[out->slot[k].group])
				out->slot[k].group = ts->group;
	}
	free(join);
	free(uses);
}

int solve(const struct facts *f, const struct solve_options *o,
	  struct solution *out)
{
	struct solver x = { .f = f, .s = out };
	size_t i;

	memset(out, 0, sizeof(*out));
	if (check_ids(f))
		return -1;
	out->slot = xcalloc(f->slots.nr + 1, sizeof(*out->slot));
	x.turned = xcalloc(f->seeds.nr + 1, 1);
	classes(&x);
	out->nr_classes = x.nr_cls;
	wrong_direction(&x);
	symmetric_constants(&x);
	summarize(&x);
	for (i = 0; i < x.nr_cls; i++)
		status(&x.cls[i]);
	either_order(&x);
	build_index(&x);
	conflicts(&x);
	if (!o || !o->no_majority)
		split_conflicts(&x);
	set_aside_conflicts(&x, x.turns.v, x.turns.nr,
			    CONFLICT_WRONG_DIRECTION);
	set_aside_conflicts(&x, x.symmetric.v, x.symmetric.nr,
			    CONFLICT_SYMMETRIC_CONSTANT);
	if (!o || !o->no_struct_hints) {
		uint8_t *pad = padding_slots(f);

		host_twins(&x);
		struct_hints(&x, pad);
		file_hints(&x, pad);
		free(pad);
	}

	for (i = 0; i < f->slots.nr; i++) {
		struct slot_solution *sl = &out->slot[i];
		const struct cls *c = &x.cls[x.cid[i]];

		sl->status = c->status;
		sl->either = !!(c->flags & C_EITHER);
		sl->conflict = c->conflict;
		sl->group = sl->cls;
		sl->hint = NONE;
		if (x.side && x.side[i] != SIDE_NONE) {
			const struct conflict *cf = &out->conflicts[c->conflict];

			if (x.side[i] == SIDE_ORDER && !takes_order(f, c, i)) {
				/* the majority's order is of another width */
			} else if (x.side[i] == SIDE_ORDER) {
				sl->status = SOL_ORDER;
				sl->order = cf->order;
				sl->confidence = CONF_MAJORITY;
			} else {
				sl->status = SOL_HOST;
			}
		} else if (c->status == SOL_ORDER) {
			sl->order = c->order;
			sl->confidence = c->conf;
		} else if (c->hint != NONE && !(c->flags & C_HINT_CLASH)) {
			sl->status = SOL_ORDER;
			sl->order = c->hint_order;
			sl->confidence = c->conf;
			sl->hinted = c->conf == CONF_HINT_FILE ? HINT_FILE :
							       HINT_STRUCT;
			sl->hint = c->hint;
		}
	}

	lift_typedefs(f, out);

	free(x.cid);
	free(x.cls);
	free(x.adj_start);
	free(x.adj);
	free(x.from);
	free(x.sseed);
	free(x.tseed);
	free(x.queue);
	free(x.decl);
	free(x.local);
	free(x.side);
	free(x.turned);
	free(x.choice);
	VEC_FREE(x.turns);
	VEC_FREE(x.symmetric);
	VEC_FREE(x.path);
	return 0;
}

void solution_release(struct solution *s)
{
	size_t i;

	for (i = 0; i < s->nr_conflicts; i++) {
		free(s->conflicts[i].steps);
		free(s->conflicts[i].cuts);
	}
	free(s->conflicts);
	free(s->slot);
	free(s->via_typedef);
	if (s->index) {
		free(s->index->start);
		free(s->index->seeds);
		arena_release(&s->index->text);
		free(s->index);
	}
	memset(s, 0, sizeof(*s));
}

size_t solution_evidence(const struct facts *f, const struct solution *s,
			 uint32_t slot, const struct fseed **out, size_t max)
{
	const struct solve_index *ix = s->index;
	uint32_t root;
	size_t k, n = 0, j;

	if (!ix || slot >= f->slots.nr)
		return 0;
	root = s->slot[slot].cls;
	for (k = ix->start[root]; k < ix->start[root + 1] && n < max; k++) {
		const struct fseed *sd = &f->seeds.v[ix->seeds[k]];

		/* the order side of a settled conflict: not its host uses */
		if (s->slot[slot].status == SOL_ORDER && sd->mark == MARK_HOST)
			continue;
		for (j = 0; j < n; j++)
			if (facts_same_site(out[j]->at, sd->at))
				break;
		if (j == n)
			out[n++] = sd;
	}
	return n;
}

size_t solution_bugs(const struct solution *s)
{
	size_t i, n = 0;

	for (i = 0; i < s->nr_conflicts; i++)
		n += s->conflicts[i].kind != CONFLICT_SYMMETRIC_CONSTANT;
	return n;
}
