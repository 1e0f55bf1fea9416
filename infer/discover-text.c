// SPDX-License-Identifier: GPL-2.0-only
/*
 * The helpers one file's text defines.
 *
 * Every function-like macro of the file (overlay.c hands them over as it
 * scans the #define lines) and every function defined in a byte-order
 * branch gets a shape (discover-expr.c).  Then, name by name:
 *
 *  - a name defined on both sides of a byte-order #if, the value itself
 *    on one side and a swap on the other, is a conversion of the order
 *    of the side where it is the value itself: le32toh() is `(x)` where
 *    the host is little-endian.  The swap may be a shuffle, a swab
 *    helper, or a word read or stored and swapped; a call of a name the
 *    file does not know is left for the unit to judge (`pending`).  A
 *    value conversion's direction comes from its name; which way
 *    `SWAP_LE32(x)` goes, nothing says (HK_CONVERT).
 *  - a name defined outside byte-order branches only, or in the branches
 *    of one order only, each definition of the same shape: a shuffle
 *    (swab), a byte assembly (get), byte stores (put, or enc when the
 *    pointer comes first), or a choice between two conversions (a
 *    selector, pending until the unit tells what the two are).
 *
 * Names the table knows are left alone: the table wins.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer/discover.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"

struct raw_def {
	char *name;
	uint32_t line, col;
	unsigned is_macro:1;
	unsigned ok:1;
	unsigned nparams;
	struct shape shape;
	enum bo_side side;
	char *branch;
};

struct text_defs {
	const char *s;
	size_t len;
	const struct helper_table *base;
	VEC(struct raw_def) defs;
	struct helper tmp;	/* what lookup() says of a definition here */
	size_t line_off;	/* line_of()'s last answer, to go on from */
	uint32_t line;
};

/* ---------------------------------------------------------------- singles */

/* What one definition is on its own: a helper, or 0. */
static int single(const struct raw_def *d, struct helper *h)
{
	const struct shape *sh = &d->shape;

	memset(h, 0, sizeof(*h));
	h->sel_arg = -1;
	if (!d->ok)
		return 0;
	switch (sh->kind) {
	case SHAPE_SWAB:
		if (d->nparams != 1)
			return 0;
		h->kind = HK_SWAB;
		h->width = sh->bytes * 8;
		return 1;
	case SHAPE_LOAD:
		if (d->nparams != 1 || sh->native)
			return 0;
		h->kind = HK_GET;
		break;
	case SHAPE_STORE:
		if (d->nparams != 2 || sh->native)
			return 0;
		h->kind = sh->vparam == 0 ? HK_PUT : HK_ENC;
		break;
	default:
		return 0;
	}
	h->order = sh->reversed ? ORDER_BE : ORDER_LE;
	h->width = sh->bytes * 8;
	return 1;
}

static const struct helper *lookup(void *data, const char *name, size_t len)
{
	struct text_defs *td = data;
	const struct helper *h = helper_find(td->base, name, len);
	size_t i;

	if (h)
		return h;
	/* a helper defined above in this file, when it is one on its own */
	for (i = td->defs.nr; i--;) {
		const struct raw_def *d = &td->defs.v[i];

		if (strlen(d->name) == len && !memcmp(d->name, name, len) &&
		    d->side == BO_NONE && single(d, &td->tmp))
			return &td->tmp;
	}
	return NULL;
}

struct text_defs *text_defs_new(const char *s, size_t len,
				const struct helper_table *base)
{
	struct text_defs *td = xcalloc(1, sizeof(*td));

	td->s = s;
	td->len = len;
	td->base = base;
	td->line = 1;
	return td;
}

void text_defs_add(struct text_defs *td, const struct def_info *d)
{
	struct raw_def r;

	if (helper_find(td->base, d->name, d->name_len))
		return;
	memset(&r, 0, sizeof(r));
	r.ok = discover_shape(td->s, d->body, d->nbody, d->block, d->params,
			      d->nparams, d->ret_bytes, lookup, td, &r.shape);
	/* a name with no shape still matters: it spoils a pair */
	r.name = xstrndup(d->name, d->name_len);
	r.line = d->line;
	r.col = d->col;
	r.is_macro = d->is_macro;
	r.nparams = d->nparams;
	r.side = d->side;
	r.branch = xstrdup(d->side != BO_NONE && d->branch ? d->branch : "");
	VEC_PUSH(td->defs, r);
}

/* ---------------------------------------------------------------- functions */

typedef VEC(struct lex_tok) tok_vec;

/* Line and column (clang's: bytes + 1) of offset `off`, going forward. */
static void line_of(struct text_defs *td, size_t off, uint32_t *line,
		    uint32_t *col)
{
	size_t b;

	if (off < td->line_off) {
		td->line_off = 0;
		td->line = 1;
	}
	for (; td->line_off < off; td->line_off++)
		if (td->s[td->line_off] == '\n')
			td->line++;
	*line = td->line;
	b = off;
	while (b > 0 && td->s[b - 1] != '\n')
		b--;
	*col = (uint32_t)(off - b + 1);
}

/* The tokens of s[start..end), directive lines left out. */
static void tokens(const char *s, size_t start, size_t end, tok_vec *out)
{
	size_t off = start;
	struct lex_tok t;
	int bol = 1;

	out->nr = 0;
	for (;;) {
		lex_next_code(s, end, &off, &t, &bol);
		if (t.kind == LEX_EOF)
			break;
		VEC_PUSH(*out, t);
	}
}

/* The token closing the bracket that opens at t[i], or n. */
static size_t closing(const char *s, const tok_vec *t, size_t i,
		      const char *open, const char *close)
{
	size_t depth = 0;

	for (; i < t->nr; i++) {
		if (lex_is(s, &t->v[i], open))
			depth++;
		else if (lex_is(s, &t->v[i], close) && !--depth)
			return i;
	}
	return t->nr;
}

/* Parameters t[i..j) of a definition, or -1 when they are not simple. */
static int parameters(const char *s, const tok_vec *t, size_t i, size_t j,
		      struct dparam *p)
{
	unsigned np = 0;
	size_t k = i, start = i;

	if (j == i + 1 && lex_is(s, &t->v[i], "void"))
		return 0;
	for (; k <= j; k++) {
		size_t name;
		int ptr;

		if (k < j && !lex_is(s, &t->v[k], ","))
			continue;
		if (k - start < 2 || np == DISCOVER_MAX_PARAMS)
			return -1;
		name = k - 1;
		if (t->v[name].kind != LEX_IDENT)
			return -1;
		p[np].name = s + t->v[name].off;
		p[np].len = t->v[name].len;
		p[np].vbytes = discover_type_bytes(s, t->v + start,
						   name - start, &ptr);
		p[np].pointer = ptr;
		p[np].ebytes = ptr ? p[np].vbytes : 0;
		if (ptr)
			p[np].vbytes = 0;
		np++;
		start = k + 1;
	}
	return (int)np;
}

void text_defs_scan_functions(struct text_defs *td, size_t start,
			      size_t end, enum bo_side side,
			      const char *branch)
{
	tok_vec t = { NULL, 0, 0 };
	const char *s = td->s;
	size_t i, stmt = 0;

	tokens(s, start, end, &t);
	for (i = 0; i + 2 < t.nr; i++) {
		struct dparam p[DISCOVER_MAX_PARAMS];
		struct def_info d;
		size_t close, body_end;
		int np, ptr;

		if (lex_is(s, &t.v[i], ";") || lex_is(s, &t.v[i], "}")) {
			stmt = i + 1;
			continue;
		}
		if (lex_is(s, &t.v[i], "{")) {	/* not a function: skip it */
			i = closing(s, &t, i, "{", "}");
			stmt = i + 1;
			continue;
		}
		if (t.v[i].kind != LEX_IDENT || !lex_is(s, &t.v[i + 1], "(") ||
		    i == stmt)
			continue;
		close = closing(s, &t, i + 1, "(", ")");
		if (close + 1 >= t.nr || !lex_is(s, &t.v[close + 1], "{")) {
			i = close;
			continue;
		}
		body_end = closing(s, &t, close + 1, "{", "}");
		if (body_end == t.nr)
			break;
		np = parameters(s, &t, i + 2, close, p);
		if (np > 0) {
			memset(&d, 0, sizeof(d));
			d.name = s + t.v[i].off;
			d.name_len = t.v[i].len;
			line_of(td, t.v[i].off, &d.line, &d.col);
			d.params = p;
			d.nparams = (unsigned)np;
			d.ret_bytes = discover_type_bytes(s, t.v + stmt,
							  i - stmt, &ptr);
			if (ptr)
				d.ret_bytes = 0;
			d.body = t.v + close + 1;
			d.nbody = body_end - close;
			d.block = 1;
			d.side = side;
			d.branch = branch;
			text_defs_add(td, &d);
		}
		i = body_end;
		stmt = i + 1;
	}
	VEC_FREE(t);
}

/* ---------------------------------------------------------------- naming */

/* A name in lower-case parts: le32_to_cpu: le 32 to cpu; GetBE16: get be 16. */
#define MAX_PARTS 12

struct parts {
	char v[MAX_PARTS][24];
	unsigned nr;
};

static void split_name(const char *s, size_t n, struct parts *p)
{
	size_t i = 0, k;

	p->nr = 0;
	while (i < n && p->nr < MAX_PARTS) {
		while (i < n && s[i] == '_')
			i++;
		if (i == n)
			break;
		k = 0;
		do {
			unsigned char c = (unsigned char)s[i++];

			if (k < sizeof(p->v[0]) - 1)
				p->v[p->nr][k++] = (char)tolower(c);
		} while (i < n && s[i] != '_' &&
			 !!isdigit((unsigned char)s[i]) ==
			 !!isdigit((unsigned char)s[i - 1]) &&
			 !(isupper((unsigned char)s[i]) &&
			   islower((unsigned char)s[i - 1])));
		p->v[p->nr++][k] = '\0';
	}
}

static int part_is(const struct parts *p, unsigned i, const char *w)
{
	return i < p->nr && !strcmp(p->v[i], w);
}

static int is_order_word(const struct parts *p, unsigned i)
{
	return part_is(p, i, "le") || part_is(p, i, "be") ||
	       part_is(p, i, "net");
}

static int ends_with(const char *s, const char *w)
{
	size_t n = strlen(s), m = strlen(w);

	return n >= m && !strcmp(s + n - m, w);
}

enum helper_kind discover_direction(const char *name, size_t len)
{
	static const char *const to_verbs[] = {
		"get", "load", "read", "dec", "decode", NULL
	};
	static const char *const from_verbs[] = {
		"put", "store", "write", "enc", "encode", NULL
	};
	struct parts p;
	int to = 0, from = 0;
	unsigned i, k;

	split_name(name, len, &p);
	for (i = 0; i < p.nr; i++) {
		const char *w = p.v[i];

		for (k = 0; to_verbs[k]; k++)
			to |= !strcmp(w, to_verbs[k]);
		for (k = 0; from_verbs[k]; k++)
			from |= !strcmp(w, from_verbs[k]);
		/* le32toh, letoh32, ntoh; htole32, htobe16, hton */
		if (ends_with(w, "toh") || !strcmp(w, "tocpu") ||
		    !strcmp(w, "tohost"))
			to = 1;
		if (!strncmp(w, "hto", 3) || !strcmp(w, "cputo") ||
		    !strcmp(w, "hostto"))
			from = 1;
		if (!strcmp(w, "to") && (part_is(&p, i + 1, "cpu") ||
					 part_is(&p, i + 1, "host") ||
					 part_is(&p, i + 1, "h")))
			to = 1;
		if (!strcmp(w, "to") && i && (part_is(&p, i - 1, "cpu") ||
					      part_is(&p, i - 1, "host")))
			from = 1;
		/* Rust's spelling: from_le(x) reads, to_be(x) writes */
		if (!strcmp(w, "from") && is_order_word(&p, i + 1))
			to = 1;
		if (!strcmp(w, "to") && is_order_word(&p, i + 1) &&
		    !(i && is_order_word(&p, i - 1)))
			from = 1;
	}
	return to == from ? HK_CONVERT : to ? HK_TO_CPU : HK_FROM_CPU;
}

/* ---------------------------------------------------------------- finish */

static int cmp_def(const void *a, const void *b)
{
	const struct raw_def *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	return x->line < y->line ? -1 : x->line > y->line;
}

static const char *order_words(enum order o)
{
	return o == ORDER_LE ? "little-endian" : "big-endian";
}

static void push(find_vec *out, const struct raw_def *at,
		 const struct helper *h, int pending,
		 const struct shape *sh, struct strbuf *why)
{
	struct file_find f;

	memset(&f, 0, sizeof(f));
	f.name = xstrdup(at->name);
	f.h = *h;
	f.h.name = NULL;
	f.is_macro = at->is_macro;
	f.pending = pending;
	f.line = at->line;
	f.col = at->col;
	if (sh)
		f.shape = *sh;
	f.why = xstrdup(why->buf);
	VEC_PUSH(*out, f);
}

int discover_single(const struct shape *sh, unsigned nparams,
		    struct helper *h, struct strbuf *why)
{
	struct raw_def d;

	memset(&d, 0, sizeof(d));
	d.ok = 1;
	d.shape = *sh;
	d.nparams = nparams;
	strbuf_reset(why);
	if (sh->kind == SHAPE_SELECT) {
		if (nparams != sh->ndata + (sh->sel_param >= 0))
			return 0;
		memset(h, 0, sizeof(*h));
		h->selector = 1;
		h->sel_arg = sh->sel_param;
		h->sel_direct = sh->sel_direct;
		if (sh->sel_param >= 0)
			strbuf_addf(why, "picks %s() or %s() by its "
				    "argument %d", sh->callee[0],
				    sh->callee[1], sh->sel_param + 1);
		else
			strbuf_addf(why, "picks %s() or %s() at run time",
				    sh->callee[0], sh->callee[1]);
		return 2;
	}
	if (!single(&d, h))
		return 0;
	switch (h->kind) {
	case HK_SWAB:
		if (sh->shifts)
			strbuf_addf(why, "byte shuffle: shifts and masks that "
				    "reverse %u bytes", sh->bytes);
		else
			strbuf_addf(why, "reverses %u bytes with byte swaps",
				    sh->bytes);
		break;
	case HK_GET:
		strbuf_addf(why, "%s byte assembly of %u bytes",
			    order_words(h->order), sh->bytes);
		break;
	default:
		strbuf_addf(why, "%s byte stores of %u bytes",
			    order_words(h->order), sh->bytes);
		break;
	}
	return 1;
}

/* Defined outside byte-order branches, every time the same helper. */
static void singles(const struct raw_def *d, size_t n, find_vec *out)
{
	struct helper h, o;
	struct strbuf why = STRBUF_INIT, other = STRBUF_INIT;
	int r = d[0].ok ? discover_single(&d[0].shape, d[0].nparams, &h,
					  &why) : 0;
	size_t i;

	for (i = 1; r && i < n; i++) {
		const struct shape *sh = &d[i].shape;

		if (!d[i].ok ||
		    discover_single(sh, d[i].nparams, &o, &other) != r ||
		    (r == 2 ? memcmp(sh, &d[0].shape, sizeof(*sh)) :
		     o.kind != h.kind || o.order != h.order ||
		     o.width != h.width))
			r = 0;
	}
	if (r)
		push(out, &d[0], &h, r == 2, r == 2 ? &d[0].shape : NULL,
		     &why);
	strbuf_release(&why);
	strbuf_release(&other);
}

/* What a definition is on its side of a byte-order branch. */
enum role {
	R_NONE,
	R_SAME,		/* the value, or a word, as it is */
	R_SWAP,		/* swapped */
	R_CALL,		/* a call: a swap if the callee is a swab */
};

/* The value, a word read, a word stored: what a pair converts. */
enum what {
	W_VALUE,
	W_LOAD,
	W_STORE,
};

static enum role role_of(const struct raw_def *d, enum what *w)
{
	const struct shape *sh = &d->shape;

	if (!d->ok)
		return R_NONE;
	switch (sh->kind) {
	case SHAPE_IDENTITY:
		*w = W_VALUE;
		return R_SAME;
	case SHAPE_SWAB:
		*w = W_VALUE;
		return R_SWAP;
	case SHAPE_CALL:
		*w = W_VALUE;
		return R_CALL;
	case SHAPE_LOAD:
	case SHAPE_STORE:
		if (!sh->native)
			return R_NONE;
		*w = sh->kind == SHAPE_LOAD ? W_LOAD : W_STORE;
		return sh->reversed ? R_SWAP : R_SAME;
	default:
		return R_NONE;
	}
}

/* Do two shapes take the same parameters the same way? */
static int same_params(const struct shape *a, const struct shape *b)
{
	return a->vparam == b->vparam && a->pparam == b->pparam;
}

/*
 * "byte-swapped in #if X, the value itself in its #else", or with the
 * two branches each spelt when they are not an #if and its #else.
 */
static void branches(struct strbuf *why, const char *same_what,
		     const char *same, const char *swap)
{
	static const char else_of[] = "#else of ";
	size_t n = sizeof(else_of) - 1;

	if (!strncmp(same, else_of, n) && !strcmp(same + n, swap))
		strbuf_addf(why, "byte-swapped in %s, %s in its #else", swap,
			    same_what);
	else if (!strncmp(swap, else_of, n) && !strcmp(swap + n, same))
		strbuf_addf(why, "%s in %s, byte-swapped in its #else",
			    same_what, same);
	else
		strbuf_addf(why, "%s in %s, byte-swapped in %s", same_what,
			    same, swap);
}

/* Defined on both sides of a byte-order branch. */
static void pair(const struct raw_def *d, size_t n, find_vec *out)
{
	const struct raw_def *same = NULL, *swap = NULL, *cited;
	enum bo_side same_side = BO_NONE, swap_side = BO_NONE;
	enum what what = W_VALUE, w;
	struct strbuf why = STRBUF_INIT;
	struct helper h;
	unsigned bytes = 0;
	int pending = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		enum role r = role_of(&d[i], &w);
		enum bo_side *side = r == R_SAME ? &same_side : &swap_side;
		const struct raw_def **first = r == R_SAME ? &same : &swap;

		if (r == R_NONE || d[i].side == BO_NONE ||
		    d[i].nparams != d[0].nparams || (i && w != what) ||
		    (*side != BO_NONE && *side != d[i].side))
			return;
		what = w;
		*side = d[i].side;
		if (*first && !same_params(&(*first)->shape, &d[i].shape))
			return;
		if (!*first)
			*first = &d[i];
		pending |= r == R_CALL;
		if (d[i].shape.bytes) {
			if (bytes && bytes != d[i].shape.bytes)
				return;
			bytes = d[i].shape.bytes;
		}
	}
	if (!same || !swap || same_side == swap_side ||
	    !same_params(&same->shape, &swap->shape))
		return;
	memset(&h, 0, sizeof(h));
	h.sel_arg = -1;
	h.order = same_side == BO_LITTLE ? ORDER_LE : ORDER_BE;
	h.width = bytes * 8;
	switch (what) {
	case W_VALUE:
		if (d[0].nparams != 1)
			return;
		h.kind = discover_direction(d[0].name, strlen(d[0].name));
		branches(&why, "the value itself", same->branch, swap->branch);
		if (h.kind == HK_CONVERT)
			strbuf_addstr(&why, "; which way it converts, its "
				      "name does not say");
		break;
	case W_LOAD:
		if (d[0].nparams != 1)
			return;
		h.kind = HK_GET;
		branches(&why, "a word read as it lies", same->branch,
			 swap->branch);
		break;
	case W_STORE:
		if (d[0].nparams != 2)
			return;
		h.kind = same->shape.vparam == 0 ? HK_PUT : HK_ENC;
		branches(&why, "a word stored as it is", same->branch,
			 swap->branch);
		break;
	}
	if (!pending && !h.width) {
		strbuf_release(&why);
		return;
	}
	/* cite the definition a little-endian host compiles */
	cited = same_side == BO_LITTLE ? same : swap;
	push(out, cited, &h, pending, pending ? &swap->shape : NULL, &why);
	strbuf_release(&why);
}

void text_defs_finish(struct text_defs *td, find_vec *out)
{
	struct raw_def *d = td->defs.v;
	size_t i, j, n = td->defs.nr;

	if (n)
		qsort(d, n, sizeof(*d), cmp_def);
	for (i = 0; i < n; i = j) {
		unsigned sides = 0;

		for (j = i; j < n && !strcmp(d[j].name, d[i].name); j++)
			sides |= 1u << d[j].side;
		/*
		 * Both orders: a pair or nothing.  One order's branches
		 * alone: what the definitions are, whichever order; but
		 * not beside a definition outside them.
		 */
		if (sides == (1u << BO_BIG | 1u << BO_LITTLE) ||
		    sides == (1u << BO_BIG | 1u << BO_LITTLE | 1u << BO_NONE))
			pair(d + i, j - i, out);
		else if (sides == 1u << BO_NONE || sides == 1u << BO_BIG ||
			 sides == 1u << BO_LITTLE)
			singles(d + i, j - i, out);
	}
	for (i = 0; i < n; i++) {
		free(d[i].name);
		free(d[i].branch);
	}
	VEC_FREE(td->defs);
	free(td);
}

void file_find_release(struct file_find *f)
{
	free(f->name);
	free(f->why);
	f->name = f->why = NULL;
}
