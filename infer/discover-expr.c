// SPDX-License-Identifier: GPL-2.0-only
/*
 * The shape of a body, read from its parse tree (discover-parse.c): an
 * evaluator that follows each byte of the value, and the structure of a
 * choice between two conversions.
 *
 * A value is eight bytes, each zero, a constant, byte i of a value
 * parameter, byte i of the memory a pointer parameter points to (read
 * as a byte, or as part of a wider word, which is host order), or
 * unknown.  Shifts by whole bytes move bytes, masks of 0xff and 0x00
 * keep or clear them, | ^ + merge bytes one side leaves zero, casts
 * truncate, and calls of a swab or a byte-assembly helper reverse or
 * gather them.  Anything else is unknown, which no shape accepts, so a
 * body that does more than move bytes (a bitfield, a rotation, a sum)
 * is no helper.
 *
 * A macro's parameter has no type, so a body is evaluated as if its
 * value parameters were 8, 4 and 2 bytes wide, in that order, and the
 * first width that gives a shape wins: `(x >> 24)` is a byte of a 32-bit
 * value only if the value has no higher bytes.
 *
 * Evaluation recurses, bounded by DISCOVER_MAX_DEPTH levels; past it,
 * the body has no shape.
 */
#include <stdlib.h>
#include <string.h>

#include "infer/discover-internal.h"
#include "lib/xalloc.h"

/* ---------------------------------------------------------------- values */

enum bkind {
	B_ZERO,
	B_CONST,	/* c */
	B_VAL,		/* byte idx of value parameter src */
	B_MEM,		/* byte at offset idx of what parameter src points to */
	B_UNK,
};

struct dbyte {
	unsigned char kind, src, c;
	unsigned char native;	/* B_MEM: part of a wider word */
	int idx;
};

#define NB 8

struct dval {
	struct dbyte b[NB];
	int ptr;		/* the pointer parameter it points into, -1 */
	int off;		/* a pointer's byte offset */
	unsigned elem;		/* a pointer's element size, 0: not known */
};

#define MAX_STORES 16

struct env {
	const struct parser *ps;
	unsigned w;		/* assumed width of untyped value parameters */
	int poff[DISCOVER_MAX_PARAMS];
	struct {
		int tok;
		unsigned bytes;
		struct dval v;
	} local[DISCOVER_MAX_LOCALS];
	unsigned nlocals;
	struct {
		int ptr, off;
		struct dbyte b;
	} st[MAX_STORES];
	unsigned nst;
	struct dval ret;
	unsigned nret;
	int bad;
	int via_swab;
	unsigned depth;
	discover_lookup_fn *lookup;
	void *data;
};

static struct dval unknown(void)
{
	struct dval v;
	unsigned i;

	memset(&v, 0, sizeof(v));
	for (i = 0; i < NB; i++)
		v.b[i].kind = B_UNK;
	v.ptr = -1;
	return v;
}

static struct dval constant(uint64_t c)
{
	struct dval v = unknown();
	unsigned i;

	for (i = 0; i < NB; i++) {
		v.b[i].c = (unsigned char)(c >> (8 * i));
		v.b[i].kind = v.b[i].c ? B_CONST : B_ZERO;
	}
	return v;
}

static int const_of(const struct dval *v, uint64_t *c)
{
	unsigned i;

	*c = 0;
	for (i = 0; i < NB; i++) {
		if (v->b[i].kind == B_CONST)
			*c |= (uint64_t)v->b[i].c << (8 * i);
		else if (v->b[i].kind != B_ZERO)
			return 0;
	}
	return 1;
}

static void truncate_to(struct dval *v, unsigned bytes)
{
	unsigned i;

	for (i = bytes; bytes && i < NB; i++)
		v->b[i].kind = B_ZERO;
}

static struct dval param_val(struct env *e, int k)
{
	const struct dparam *p = &e->ps->p[k];
	struct dval v = unknown();
	unsigned i, w = p->vbytes ? p->vbytes : e->w;

	if (p->pointer != 1)
		for (i = 0; i < NB; i++) {
			v.b[i].kind = i < w ? B_VAL : B_ZERO;
			v.b[i].src = (unsigned char)k;
			v.b[i].idx = (int)i;
		}
	if (p->pointer != 0) {
		v.ptr = k;
		v.off = e->poff[k];
		v.elem = p->ebytes ? p->ebytes : p->pointer < 0 ? 1u : 0u;
	}
	return v;
}

/* What `v` points to, read as one element. */
static struct dval load(const struct dval *v)
{
	struct dval r = constant(0);
	unsigned i;

	if (v->ptr < 0 || !v->elem || v->elem > NB)
		return unknown();
	for (i = 0; i < v->elem; i++) {
		r.b[i].kind = B_MEM;
		r.b[i].src = (unsigned char)v->ptr;
		r.b[i].idx = v->off + (int)i;
		r.b[i].native = v->elem > 1;
	}
	return r;
}

static void store(struct env *e, const struct dval *p, const struct dval *v)
{
	unsigned i;

	if (p->ptr < 0 || !p->elem || p->elem > NB) {
		e->bad = 1;
		return;
	}
	for (i = 0; i < p->elem; i++) {
		if (e->nst == MAX_STORES) {
			e->bad = 1;
			return;
		}
		e->st[e->nst].ptr = p->ptr;
		e->st[e->nst].off = p->off + (int)i;
		e->st[e->nst].b = v->b[i];
		if (v->b[i].kind == B_MEM)
			e->bad = 1;
		e->st[e->nst].b.native = p->elem > 1;
		e->nst++;
	}
}

/*
 * Where pointer `v` points, `by` bytes on: a pointer, not a number, even
 * when `v` is a macro's parameter that could be either.
 */
static struct dval pointer_to(const struct dval *v, int by)
{
	struct dval r = unknown();

	r.ptr = v->ptr;
	r.off = v->off + by;
	r.elem = v->elem;
	return r;
}

static uint64_t fold(enum op op, uint64_t a, uint64_t b, int *ok)
{
	*ok = 1;
	switch (op) {
	case OP_MUL: return a * b;
	case OP_DIV: *ok = b != 0; return b ? a / b : 0;
	case OP_MOD: *ok = b != 0; return b ? a % b : 0;
	case OP_ADD: return a + b;
	case OP_SUB: return a - b;
	case OP_SHL: *ok = b < 64; return b < 64 ? a << b : 0;
	case OP_SHR: *ok = b < 64; return b < 64 ? a >> b : 0;
	case OP_AND: return a & b;
	case OP_XOR: return a ^ b;
	case OP_OR: return a | b;
	default: *ok = 0; return 0;
	}
}

/* a | b, a ^ b or a + b of bytes that never meet. */
static struct dval merge(const struct dval *a, const struct dval *b)
{
	struct dval r = unknown();
	unsigned i;

	for (i = 0; i < NB; i++) {
		if (a->b[i].kind == B_ZERO)
			r.b[i] = b->b[i];
		else if (b->b[i].kind == B_ZERO)
			r.b[i] = a->b[i];
	}
	return r;
}

static struct dval mask(const struct dval *a, const struct dval *b)
{
	const struct dval *v = a;
	struct dval r = unknown();
	uint64_t c;
	unsigned i;

	if (!const_of(b, &c)) {
		if (!const_of(a, &c))
			return r;
		v = b;
	}
	for (i = 0; i < NB; i++) {
		unsigned char m = (unsigned char)(c >> (8 * i));

		if (m == 0)
			r.b[i].kind = B_ZERO;
		else if (m == 0xff)
			r.b[i] = v->b[i];
	}
	return r;
}

static struct dval shift(const struct dval *a, uint64_t k, int left)
{
	struct dval r = constant(0);
	unsigned i, by = (unsigned)(k / 8);
	uint64_t c;

	if (k % 8 || k >= 64)
		return const_of(a, &c) ? constant(0) : unknown();
	for (i = 0; i < NB; i++) {
		if (left && i >= by)
			r.b[i] = a->b[i - by];
		else if (!left && i + by < NB)
			r.b[i] = a->b[i + by];
	}
	return r;
}

static struct dval eval(struct env *e, int n);

static int local_index(const struct env *e, int tok)
{
	const struct parser *ps = e->ps;
	unsigned k;

	for (k = 0; k < e->nlocals; k++)
		if (discover_same_tok(ps, tok, ps->s + ps->t[e->local[k].tok].off,
			     ps->t[e->local[k].tok].len))
			return (int)k;
	return -1;
}

/* Is node n a value parameter whose width nothing declares? */
static int untyped_param(const struct env *e, int n)
{
	const struct parser *ps = e->ps;
	int k;

	if (n < 0 || ps->nodes[n].kind != N_IDENT)
		return 0;
	k = discover_param(ps, ps->nodes[n].tok);
	return k >= 0 && ps->p[k].pointer != 1 && !ps->p[k].vbytes;
}

static struct dval eval_ident(struct env *e, int tok)
{
	int k = discover_param(e->ps, tok);

	if (k >= 0)
		return param_val(e, k);
	k = local_index(e, tok);
	return k >= 0 ? e->local[k].v : unknown();
}

/* A call: a swab or a byte-assembly helper moves bytes, nothing else. */
static struct dval eval_call(struct env *e, const struct node *n)
{
	const struct parser *ps = e->ps;
	const struct lex_tok *t = &ps->t[n->tok];
	const struct helper *h = e->lookup(e->data, ps->s + t->off, t->len);
	struct dval args[2], r = constant(0);
	unsigned i, nargs = 0, wb = h ? h->width / 8 : 0;
	int a;

	for (a = n->a; a >= 0; a = ps->nodes[a].next) {
		if (nargs == 2)
			return unknown();
		args[nargs++] = eval(e, a);
	}
	if (!h || !wb || wb > NB || h->selector)
		return unknown();
	if (h->kind == HK_SWAB && nargs == 1) {
		for (i = 0; i < wb; i++)
			r.b[i] = args[0].b[wb - 1 - i];
		e->via_swab = 1;
		return r;
	}
	if (h->kind == HK_GET && nargs == 1 && args[0].ptr >= 0) {
		for (i = 0; i < wb; i++) {
			r.b[i].kind = B_MEM;
			r.b[i].src = (unsigned char)args[0].ptr;
			r.b[i].idx = args[0].off + (int)(h->order == ORDER_LE ?
							  i : wb - 1 - i);
		}
		return r;
	}
	if ((h->kind == HK_PUT || h->kind == HK_ENC) && nargs == 2) {
		struct dval *v = &args[h->kind == HK_PUT ? 0 : 1];
		struct dval p = args[h->kind == HK_PUT ? 1 : 0];

		if (p.ptr < 0) {
			e->bad = 1;
			return unknown();
		}
		p.elem = 1;
		for (i = 0; i < wb; i++) {
			struct dval one = constant(0);

			one.b[0] = v->b[h->order == ORDER_LE ? i : wb - 1 - i];
			store(e, &p, &one);
			p.off++;
		}
		return unknown();
	}
	return unknown();
}

/* `p++`, `++p`: a pointer parameter moves on. */
static struct dval step(struct env *e, const struct node *n, int post)
{
	const struct node *a = &e->ps->nodes[n->a];
	struct dval v;
	int k;

	if (a->kind != N_IDENT || (k = discover_param(e->ps, a->tok)) < 0) {
		e->bad = 1;
		return unknown();
	}
	v = param_val(e, k);
	if (v.ptr < 0 || !v.elem) {
		e->bad = 1;
		return unknown();
	}
	e->poff[k] += (n->op == OP_INC ? 1 : -1) * (int)v.elem;
	return pointer_to(&v, post ? 0 : (n->op == OP_INC ? 1 : -1) *
				  (int)v.elem);
}

static struct dval binary(struct env *e, enum op op, struct dval a,
			  struct dval b)
{
	uint64_t x, y, c;
	int ok;

	if (const_of(&a, &x) && const_of(&b, &y)) {
		c = fold(op, x, y, &ok);
		return ok ? constant(c) : unknown();
	}
	switch (op) {
	case OP_ADD:
	case OP_SUB:
		if (a.ptr >= 0 && a.elem && const_of(&b, &y))
			return pointer_to(&a, (op == OP_ADD ? 1 : -1) *
					  (int)(y * a.elem));
		return op == OP_ADD ? merge(&a, &b) : unknown();
	case OP_OR:
	case OP_XOR:
		return merge(&a, &b);
	case OP_AND:
		return mask(&a, &b);
	case OP_SHL:
	case OP_SHR:
		if (!const_of(&b, &y))
			return unknown();
		return shift(&a, y, op == OP_SHL);
	default:
		(void)e;
		return unknown();
	}
}

static struct dval assign(struct env *e, const struct node *n)
{
	const struct parser *ps = e->ps;
	const struct node *l = &ps->nodes[n->a];
	struct dval v = eval(e, n->b), p;
	int k;

	if (l->kind == N_IDENT && (k = local_index(e, l->tok)) >= 0) {
		if (n->op != OP_NONE)
			v = binary(e, (enum op)n->op, e->local[k].v, v);
		truncate_to(&v, e->local[k].bytes);
		e->local[k].v = v;
		return v;
	}
	if (n->op != OP_NONE) {
		e->bad = 1;
		return unknown();
	}
	if (l->kind == N_UNARY && l->op == OP_DEREF) {
		p = eval(e, l->a);
	} else if (l->kind == N_INDEX) {
		struct dval i;
		uint64_t c;

		p = eval(e, l->a);
		i = eval(e, l->b);
		if (!const_of(&i, &c) || p.ptr < 0 || !p.elem) {
			e->bad = 1;
			return unknown();
		}
		p.off += (int)(c * p.elem);
	} else {
		e->bad = 1;
		return unknown();
	}
	store(e, &p, &v);
	return v;
}

static void run(struct env *e, int n);

static struct dval eval_node(struct env *e, int idx)
{
	const struct node *n = &e->ps->nodes[idx];
	struct dval a, b;
	uint64_t c;

	switch (n->kind) {
	case N_IDENT:
		return eval_ident(e, n->tok);
	case N_NUM:
		return constant(n->num);
	case N_CALL:
		return eval_call(e, n);
	case N_CAST:
		if (untyped_param(e, n->a) && n->tbytes > e->w && !n->tptr) {
			/* `(__u32)(x)`: x is wider than this evaluation says */
			e->bad = 1;
			return unknown();
		}
		a = eval(e, n->a);
		if (n->tptr) {
			a.elem = n->tbytes;
			return pointer_to(&a, 0);
		}
		if (n->tbytes) {
			truncate_to(&a, n->tbytes);
			a.ptr = -1;
		}
		return a;
	case N_UNARY:
		switch (n->op) {
		case OP_DEREF:
			a = eval(e, n->a);
			return load(&a);
		case OP_INC:
		case OP_DEC:
			return step(e, n, 0);
		case OP_PLUS:
			return eval(e, n->a);
		case OP_NOT:
			a = eval(e, n->a);
			return const_of(&a, &c) ? constant(~c) : unknown();
		default:
			eval(e, n->a);
			return unknown();
		}
	case N_POST:
		return step(e, n, 1);
	case N_BIN:
		a = eval(e, n->a);
		b = eval(e, n->b);
		return binary(e, (enum op)n->op, a, b);
	case N_ASSIGN:
		return assign(e, n);
	case N_INDEX:
		a = eval(e, n->a);
		b = eval(e, n->b);
		if (a.ptr < 0 || !a.elem || !const_of(&b, &c))
			return unknown();
		a.off += (int)(c * a.elem);
		return load(&a);
	case N_COMMA:
		eval(e, n->a);
		return eval(e, n->b);
	case N_STMTEXPR: {
		const struct parser *ps = e->ps;
		int s, last = -1;

		if (n->a < 0)
			return unknown();
		for (s = ps->nodes[n->a].a; s >= 0; s = ps->nodes[s].next) {
			if (ps->nodes[s].next < 0 &&
			    ps->nodes[s].kind == S_EXPR) {
				last = s;
				break;
			}
			run(e, s);
		}
		return last >= 0 ? eval(e, ps->nodes[last].a) : unknown();
	}
	case N_COND:
	case N_OPAQUE:
	default:
		return unknown();
	}
}

static struct dval eval(struct env *e, int n)
{
	struct dval v;

	if (n < 0 || e->bad || e->depth >= DISCOVER_MAX_DEPTH) {
		e->bad = 1;
		return unknown();
	}
	e->depth++;
	v = eval_node(e, n);
	e->depth--;
	return v;
}

static void run(struct env *e, int idx)
{
	const struct parser *ps = e->ps;
	const struct node *n;
	struct dval v;
	uint64_t c;
	int s;

	if (idx < 0 || e->bad || e->depth >= DISCOVER_MAX_DEPTH) {
		e->bad = 1;
		return;
	}
	n = &ps->nodes[idx];
	e->depth++;
	switch (n->kind) {
	case S_BLOCK:
		for (s = n->a; s >= 0 && !e->bad; s = ps->nodes[s].next)
			run(e, s);
		break;
	case S_RETURN:
		if (n->a >= 0) {
			v = eval(e, n->a);
			if (e->nret++)
				e->bad = 1;
			e->ret = v;
		}
		break;
	case S_EXPR:
		eval(e, n->a);
		break;
	case S_DECL:
		if (e->nlocals == DISCOVER_MAX_LOCALS) {
			e->bad = 1;
			break;
		}
		v = n->a >= 0 ? eval(e, n->a) : unknown();
		if (n->tptr) {
			v.elem = n->tbytes;
			v = pointer_to(&v, 0);
		} else {
			truncate_to(&v, n->tbytes);
		}
		e->local[e->nlocals].tok = n->tok;
		e->local[e->nlocals].bytes = n->tptr ? 0 : n->tbytes;
		e->local[e->nlocals++].v = v;
		break;
	case S_DO:
		run(e, n->a);
		v = eval(e, n->b);
		if (!const_of(&v, &c) || c)
			e->bad = 1;
		break;
	case S_EMPTY:
		break;
	default:	/* if: two ways through, which bytes cannot follow */
		e->bad = 1;
		break;
	}
	e->depth--;
}

/* ---------------------------------------------------------------- shapes */

/* Bytes 0..m-1 of `v` are value parameter k's, reversed or not. */
static int val_bytes(const struct dval *v, unsigned m, int k, int reversed)
{
	unsigned i;

	for (i = 0; i < m; i++) {
		const struct dbyte *b = &v->b[i];

		if (b->kind != B_VAL || b->src != k ||
		    b->idx != (int)(reversed ? m - 1 - i : i))
			return 0;
	}
	return 1;
}

/* Above byte m-1: nothing, or leftovers of parameter k (`x << 8` of a u16). */
static int clean_above(const struct dval *v, unsigned m, int k, int leftovers)
{
	unsigned i;

	for (i = m; i < NB; i++)
		if (v->b[i].kind != B_ZERO &&
		    !(leftovers && v->b[i].kind == B_VAL && v->b[i].src == k))
			return 0;
	return 1;
}

static int returned_shape(const struct env *e, unsigned np, struct shape *out)
{
	const struct dval *v = &e->ret;
	const struct dbyte *b0 = &v->b[0];
	static const unsigned widths[] = { 2, 3, 4, 6, 8 };
	unsigned m, i, k, pw;

	if (b0->kind == B_VAL) {
		k = b0->src;
		/* the value itself: every byte in place, up to a truncation */
		for (m = 0; m < NB && v->b[m].kind != B_ZERO; m++)
			;
		if (m > 1 && val_bytes(v, m, (int)k, 0) &&
		    clean_above(v, m, (int)k, 0)) {
			out->kind = SHAPE_IDENTITY;
			out->vparam = (int)k;
			out->bytes = m < e->w || e->ps->p[k].vbytes ? m : 0;
			return 1;
		}
		pw = e->ps->p[k].vbytes ? e->ps->p[k].vbytes : e->w;
		for (m = 2; m <= pw; m *= 2) {
			if (val_bytes(v, m, (int)k, 1) &&
			    clean_above(v, m, (int)k, m == pw)) {
				out->kind = SHAPE_SWAB;
				out->vparam = (int)k;
				out->bytes = m;
				out->shifts = !e->via_swab;
				return 1;
			}
		}
		return 0;
	}
	if (b0->kind != B_MEM || np != 1)
		return 0;
	for (i = 0; i < sizeof(widths) / sizeof(*widths); i++) {
		int rev;

		m = widths[i];
		for (rev = 0; rev < 2; rev++) {
			unsigned j, ok = 1;

			for (j = 0; j < NB && ok; j++) {
				const struct dbyte *b = &v->b[j];

				int at = (int)(rev ? m - 1 - j : j);

				if (j >= m)
					ok = b->kind == B_ZERO;
				else
					ok = b->kind == B_MEM &&
					     b->src == b0->src &&
					     b->native == b0->native &&
					     b->idx == at;
			}
			if (ok) {
				out->kind = SHAPE_LOAD;
				out->pparam = b0->src;
				out->bytes = m;
				out->reversed = (unsigned)rev;
				out->native = b0->native;
				return 1;
			}
		}
	}
	return 0;
}

static int stored_shape(const struct env *e, struct shape *out)
{
	struct dbyte at[NB];
	int ptr = e->st[0].ptr, src = -1, native = e->st[0].b.native;
	unsigned seen = 0, m = 0, i, rev;

	for (i = 0; i < e->nst; i++) {
		const struct dbyte *b = &e->st[i].b;
		int off = e->st[i].off;

		if (e->st[i].ptr != ptr || off < 0 || off >= NB ||
		    (seen & (1u << off)) || b->kind != B_VAL ||
		    (src >= 0 && b->src != src) || b->native != native)
			return 0;
		src = b->src;
		seen |= 1u << off;
		at[off] = *b;
	}
	while (m < NB && (seen & (1u << m)))
		m++;
	if (seen != (1u << m) - 1 || (m != 2 && m != 3 && m != 4 && m != 6 &&
				      m != 8))
		return 0;
	for (rev = 0; rev < 2; rev++) {
		for (i = 0; i < m; i++)
			if (at[i].idx != (int)(rev ? m - 1 - i : i))
				break;
		if (i == m) {
			out->kind = SHAPE_STORE;
			out->pparam = ptr;
			out->vparam = src;
			out->bytes = m;
			out->reversed = rev;
			out->native = (unsigned)native;
			return 1;
		}
	}
	return 0;
}

static int bytes_shape(const struct parser *ps, int root, unsigned w,
		       unsigned ret_bytes, discover_lookup_fn *lookup,
		       void *data, struct shape *out)
{
	struct env *e = xcalloc(1, sizeof(*e));
	int ok = 0;

	e->ps = ps;
	e->w = w;
	e->lookup = lookup;
	e->data = data;
	e->ret = unknown();
	run(e, root);
	/* a macro's comma chain of stores has a value: the last store */
	if (!e->bad && e->nst)
		ok = stored_shape(e, out);
	else if (!e->bad && e->nret == 1) {
		truncate_to(&e->ret, ret_bytes);
		ok = returned_shape(e, ps->np, out);
	}
	free(e);
	return ok;
}

/* ---------------------------------------------------------------- structure */

/* `n` without parentheses (the parser drops them) and casts. */
static int strip(const struct parser *ps, int n)
{
	unsigned k = 0;

	while (n >= 0 && ps->nodes[n].kind == N_CAST &&
	       k++ < DISCOVER_MAX_DEPTH)
		n = ps->nodes[n].a;
	return n;
}

static int param_node(const struct parser *ps, int n)
{
	n = strip(ps, n);
	return n >= 0 && ps->nodes[n].kind == N_IDENT ?
	       discover_param(ps, ps->nodes[n].tok) : -1;
}

/* `NAME(params...)` under casts: the call's node, its arguments in data. */
static int conversion_call(const struct parser *ps, int n, int *data,
			   unsigned *ndata)
{
	int a, k;

	n = strip(ps, n);
	if (n < 0 || ps->nodes[n].kind != N_CALL)
		return -1;
	*ndata = 0;
	for (a = ps->nodes[n].a; a >= 0; a = ps->nodes[a].next) {
		k = param_node(ps, a);
		if (k < 0 || *ndata == DISCOVER_MAX_PARAMS)
			return -1;
		data[(*ndata)++] = k;
	}
	return *ndata ? n : -1;
}

/* The parameters a condition reads, as a bit set; -1 past the budget. */
static int params_read(const struct parser *ps, int n)
{
	int stack[DISCOVER_MAX_NODES], sp = 0, set = 0, k;
	unsigned visits = 0;

	stack[sp++] = n;
	while (sp) {
		const struct node *x;

		n = stack[--sp];
		if (n < 0)
			continue;
		if (++visits > DISCOVER_MAX_NODES)
			return -1;
		x = &ps->nodes[n];
		if ((x->kind == N_IDENT || x->kind == N_CALL) &&
		    (k = discover_param(ps, x->tok)) >= 0)
			set |= 1 << k;
		if (sp + 4 > DISCOVER_MAX_NODES)
			return -1;
		stack[sp++] = x->a;
		stack[sp++] = x->b;
		stack[sp++] = x->c;
		stack[sp++] = x->next;	/* a call's next argument */
	}
	return set;
}

/*
 * `c ? A(x) : B(x)`, `if (c) return A(x); [else] return B(x);` or the
 * same with statements (`if (c) A(v, p); else B(v, p);`): a selector.
 */
/* The one statement inside do-while (0) and one-statement blocks. */
static int unwrap_stmt(const struct parser *ps, int s)
{
	unsigned k = 0;

	while (s >= 0 && k++ < DISCOVER_MAX_DEPTH) {
		const struct node *n = &ps->nodes[s];

		if (n->kind == S_DO)
			s = n->a;
		else if (n->kind == S_BLOCK && n->a >= 0 &&
			 ps->nodes[n->a].next < 0)
			s = n->a;
		else
			break;
	}
	return s;
}

static int select_shape(const struct parser *ps, int root,
			struct shape *out)
{
	int s = unwrap_stmt(ps, root), c, a, b, ca, cb, cond, k, read;
	int da[DISCOVER_MAX_PARAMS], db[DISCOVER_MAX_PARAMS];
	unsigned na, nb, i, neg = 0;

	if (s < 0)
		return 0;
	if (ps->nodes[s].kind == S_RETURN) {
		int e = strip(ps, ps->nodes[s].a);

		if (e < 0 || ps->nodes[e].kind != N_COND)
			return 0;
		c = ps->nodes[e].a;
		a = ps->nodes[e].b;
		b = ps->nodes[e].c;
	} else {
		int iff, then, other;

		if (ps->nodes[s].kind == S_BLOCK) {
			/* if (c) return A; return B; */
			iff = ps->nodes[s].a;
			if (iff < 0 || ps->nodes[iff].kind != S_IF ||
			    ps->nodes[iff].c >= 0)
				return 0;
			other = ps->nodes[iff].next;
			if (other < 0 || ps->nodes[other].next >= 0)
				return 0;
		} else if (ps->nodes[s].kind == S_IF && ps->nodes[s].c >= 0) {
			iff = s;
			other = ps->nodes[s].c;
		} else {
			return 0;
		}
		then = unwrap_stmt(ps, ps->nodes[iff].b);
		other = unwrap_stmt(ps, other);
		if (then < 0 || other < 0 ||
		    ps->nodes[then].kind != ps->nodes[other].kind ||
		    (ps->nodes[then].kind != S_RETURN &&
		     ps->nodes[then].kind != S_EXPR))
			return 0;
		c = ps->nodes[iff].a;
		a = ps->nodes[then].a;
		b = ps->nodes[other].a;
	}
	ca = conversion_call(ps, a, da, &na);
	cb = conversion_call(ps, b, db, &nb);
	if (ca < 0 || cb < 0 || na != nb || memcmp(da, db, na * sizeof(*da)))
		return 0;
	/* every parameter is an argument of the calls, once, or the selector */
	read = params_read(ps, c);
	if (read < 0)
		return 0;
	for (i = 0; i < na; i++)
		if ((read & (1 << da[i])) || (i && da[i] <= da[i - 1]))
			return 0;
	for (k = 0; k < (int)ps->np; k++) {
		int used = read & (1 << k);

		for (i = 0; i < na; i++)
			used |= da[i] == k;
		if (!used)
			return 0;
	}
	if (read & (read - 1))
		return 0;
	out->sel_param = -1;
	for (k = 0; read && k < (int)ps->np; k++)
		if (read & (1 << k))
			out->sel_param = k;
	/* `le`, `!le`, `le == 0`, `le != 0`: the argument decides */
	cond = strip(ps, c);
	while (cond >= 0 && ps->nodes[cond].kind == N_UNARY &&
	       ps->nodes[cond].op == OP_LNOT && neg < 8) {
		neg++;
		cond = strip(ps, ps->nodes[cond].a);
	}
	if (cond >= 0 && ps->nodes[cond].kind == N_BIN &&
	    (ps->nodes[cond].op == OP_EQ || ps->nodes[cond].op == OP_NE)) {
		int x = strip(ps, ps->nodes[cond].a);
		int z = strip(ps, ps->nodes[cond].b);

		if (z >= 0 && ps->nodes[z].kind == N_NUM && !ps->nodes[z].num) {
			neg += ps->nodes[cond].op == OP_EQ;
			cond = x;
		}
	}
	out->sel_direct = out->sel_param >= 0 && cond >= 0 &&
			  ps->nodes[cond].kind == N_IDENT &&
			  discover_param(ps, ps->nodes[cond].tok) == out->sel_param;
	if (!out->sel_direct)
		neg = 0;
	for (i = 0; i < 2; i++) {
		const struct lex_tok *t = &ps->t[ps->nodes[(i ^ (neg & 1)) ?
							   cb : ca].tok];

		if (t->len >= SHAPE_NAME_MAX)
			return 0;
		memcpy(out->callee[i], ps->s + t->off, t->len);
		out->callee[i][t->len] = '\0';
	}
	out->kind = SHAPE_SELECT;
	out->ndata = na;
	memcpy(out->data, da, na * sizeof(*da));
	return 1;
}

/* A single call NAME(param) under casts: perhaps a swab, once NAME is known. */
static int call_shape(const struct parser *ps, int root, int block,
		      struct shape *out)
{
	const struct node *r = &ps->nodes[root];
	int data[DISCOVER_MAX_PARAMS], n;
	unsigned nd;
	const struct lex_tok *t;

	if (block) {
		if (r->kind != S_BLOCK || r->a < 0 ||
		    ps->nodes[r->a].next >= 0)
			return 0;
		r = &ps->nodes[r->a];
	}
	if (r->kind != S_RETURN)
		return 0;
	n = conversion_call(ps, r->a, data, &nd);
	if (n < 0 || nd != 1 || ps->np != 1)
		return 0;
	t = &ps->t[ps->nodes[n].tok];
	if (t->len >= SHAPE_NAME_MAX)
		return 0;
	memcpy(out->callee[0], ps->s + t->off, t->len);
	out->callee[0][t->len] = '\0';
	out->kind = SHAPE_CALL;
	out->vparam = data[0];
	return 1;
}

int discover_shape(const char *s, const struct lex_tok *t, size_t n,
		   int block, const struct dparam *p, unsigned np,
		   unsigned ret_bytes, discover_lookup_fn *lookup,
		   void *data, struct shape *out)
{
	static const unsigned widths[] = { 8, 4, 2 };
	struct parser *ps;
	int root, ok = 0, typed = 1;
	unsigned i;

	memset(out, 0, sizeof(*out));
	out->vparam = out->pparam = out->sel_param = -1;
	if (!n || n > DISCOVER_MAX_TOKENS || !np || np > DISCOVER_MAX_PARAMS)
		return 0;
	ps = xcalloc(1, sizeof(*ps));
	ps->s = s;
	ps->t = t;
	ps->n = n;
	ps->p = p;
	ps->np = np;
	root = discover_parse(ps, block);
	if (root < 0)
		goto out;
	ok = select_shape(ps, root, out);
	for (i = 0; i < np; i++)
		typed &= p[i].pointer == 1 || p[i].vbytes != 0;
	for (i = 0; !ok && i < (typed ? 1 : sizeof(widths) / sizeof(*widths));
	     i++) {
		memset(out, 0, sizeof(*out));
		out->vparam = out->pparam = out->sel_param = -1;
		ok = bytes_shape(ps, root, widths[i], ret_bytes, lookup, data,
				 out);
	}
	if (!ok) {
		memset(out, 0, sizeof(*out));
		out->vparam = out->pparam = out->sel_param = -1;
		ok = call_shape(ps, root, block, out);
	}
out:
	if (!ok) {
		memset(out, 0, sizeof(*out));
		out->vparam = out->pparam = out->sel_param = -1;
	}
	free(ps);
	return ok;
}
