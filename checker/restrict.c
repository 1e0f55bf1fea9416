// SPDX-License-Identifier: GPL-2.0-only
/*
 * sparse's rules for restricted (bitwise) types, as small classifiers:
 * which operations a restricted value allows, when it degrades to an
 * integer, and when an assignment between two types is incompatible.
 * sparse's evaluate.c is the reference.
 */
#include <stdio.h>
#include <string.h>

#include "checker/eval.h"

int classify(struct sym *type, struct sym **base)
{
	struct sym *t = sym_base(type);

	if (t->type == SYM_ENUM)
		t = t->base ? t->base : &int_ctype;
	*base = t;
	switch (t->type) {
	case SYM_BASETYPE:
		if (t->is_void)
			return 0;
		return t->is_float ? TYPE_NUM | TYPE_FLOAT : TYPE_NUM;
	case SYM_PTR:
		return TYPE_PTR;
	case SYM_FN:
		return TYPE_PTR | TYPE_FN;
	case SYM_ARRAY:
		return TYPE_PTR | TYPE_COMPOUND;
	case SYM_STRUCT:
	case SYM_UNION:
		return TYPE_COMPOUND;
	case SYM_BITFIELD:
		return TYPE_NUM | TYPE_BITFIELD;
	case SYM_RESTRICT:
		return TYPE_NUM | TYPE_RESTRICT;
	case SYM_FOULED:
		return TYPE_NUM | TYPE_RESTRICT | TYPE_FOULED;
	default:
		return 0;
	}
}

/* A literal 0 mixes with restricted types; anything else does not. */
int restricted_value(const struct expr *v)
{
	return !(v->is_value && v->is_zero);
}

/* 1: allowed, unfouls; 2: allowed, keeps fouled; 3: allowed unless
 * fouled; 0: degrades. */
int restricted_binop(enum op op)
{
	switch (op) {
	case OP_AND:
	case OP_ASSIGN:
	case OP_AND_ASSIGN:
	case OP_OR_ASSIGN:
	case OP_XOR_ASSIGN:
		return 1;
	case OP_OR:
	case OP_XOR:
	case OP_COND:
		return 2;
	case OP_EQ:
	case OP_NE:
		return 3;
	default:
		return 0;
	}
}

struct sym *restricted_binop_type(enum op op, const struct expr *l,
					 const struct expr *r, int lclass,
					 int rclass, struct sym *ltype,
					 struct sym *rtype)
{
	struct sym *ctype = NULL;

	if (lclass & TYPE_RESTRICT) {
		if (rclass & TYPE_RESTRICT) {
			if (ltype == rtype)
				ctype = ltype;
			else if ((lclass & TYPE_FOULED) && ltype->base == rtype)
				ctype = ltype;
			else if ((rclass & TYPE_FOULED) && rtype->base == ltype)
				ctype = rtype;
		} else if (!restricted_value(r)) {
			ctype = ltype;
		}
	} else if (!restricted_value(l)) {
		ctype = rtype;
	}
	if (ctype) {
		switch (restricted_binop(op)) {
		case 1:
			if ((lclass ^ rclass) & TYPE_FOULED)
				ctype = ctype->type == SYM_FOULED ? ctype->base : ctype;
			break;
		case 3:
			if (!(lclass & rclass & TYPE_FOULED))
				break;
			/* fallthrough */
		case 0:
			ctype = NULL;
			break;
		default:
			break;
		}
	}
	return ctype;
}


/* "restricted T degrades to integer" at `at`; leaves the base type. */
void unrestrict_at(struct eval *e, struct report_pos at, int class,
			  struct sym **ctype)
{
	if (!(class & TYPE_RESTRICT))
		return;
	if (class & TYPE_FOULED)
		*ctype = (*ctype)->base;
	if (e->o->bitwise)
		report_warning(e->rep, at, "%s degrades to integer",
			       show_typename(e->syms, *ctype));
	*ctype = (*ctype)->base;
}

void unrestrict(struct eval *e, const struct expr *x, int class,
		       struct sym **ctype)
{
	if (class & TYPE_RESTRICT)
		unrestrict_at(e, expr_pos(e, x->c), class, ctype);
}

struct sym *integer_promotion(struct sym *t)
{
	if (t->type == SYM_BASETYPE && !t->is_float && t->rank < 0)
		return &int_ctype;
	if (t->type == SYM_BITFIELD)
		return &int_ctype;
	return t;
}

static struct sym *bigger_int_type(struct sym *l, struct sym *r)
{
	l = integer_promotion(l);
	r = integer_promotion(r);
	if (l->type != SYM_BASETYPE || r->type != SYM_BASETYPE)
		return l;
	if (l->rank == r->rank)
		return l->is_signed ? r : l;
	if (l->rank < r->rank) {
		struct sym *t = l;

		l = r;
		r = t;
	}
	/* l has the higher rank */
	if (!l->is_signed || r->is_signed || l->bit_size > r->bit_size)
		return l;
	return l == &long_ctype ? &ulong_ctype :
	       l == &llong_ctype ? &ullong_ctype : l;
}

struct sym *usual_conversions(struct eval *e, enum op op,
				     const struct expr *l, const struct expr *r,
				     int lclass, int rclass, struct sym *ltype,
				     struct sym *rtype)
{
	if ((lclass | rclass) & TYPE_RESTRICT) {
		struct sym *ctype = restricted_binop_type(op, l, r, lclass,
							  rclass, ltype, rtype);

		if (ctype)
			return ctype;
		unrestrict(e, l, lclass, &ltype);
		unrestrict(e, r, rclass, &rtype);
	}
	if (ltype->is_float || rtype->is_float)
		return ltype->is_float && (!rtype->is_float ||
					   ltype->rank >= rtype->rank) ?
		       ltype : rtype;
	return bigger_int_type(ltype, rtype);
}

/* Does a type chain mention a restricted type anywhere? */
static int mentions_restricted(struct sym *t)
{
	int i;

	for (; t; t = t->base) {
		if (t->type == SYM_RESTRICT || t->type == SYM_FOULED)
			return 1;
		if (t->type == SYM_FN)
			for (i = 0; i < t->nargs; i++)
				if (mentions_restricted(t->args[i]))
					return 1;
	}
	return 0;
}

static int same_as(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static struct sym *skip_nodes(struct sym *t)
{
	while (t && (t->type == SYM_NODE || t->type == SYM_ENUM))
		t = t->base;
	return t;
}

static const char *type_difference(struct sym *t1, struct sym *t2);

/* A pointer's target as sparse compares its kind: arrays by element. */
static struct sym *target_kind(struct sym *t)
{
	t = skip_nodes(t);
	while (t && t->type == SYM_ARRAY)
		t = skip_nodes(t->base);
	return t;
}

/*
 * Two pointer types whose targets may sit in different address spaces,
 * in the words of sparse's type_difference() (probed, not read):
 * targets of different kinds are "different base types", and so are
 * different restricted types or records; any other pair of targets in
 * different spaces (pointers, functions, plain integers, void) is
 * "different address spaces", so that `le32 __iomem *` against
 * `unsigned int *` names the types and `unsigned int __iomem *` against
 * `int *` the spaces.
 */
static const char *ptr_difference(struct sym *t1, struct sym *t2)
{
	struct sym *b1, *b2;
	const char *d;

	if (same_as(t1->as, t2->as))
		return type_difference(t1->base, t2->base);
	b1 = target_kind(t1->base);
	b2 = target_kind(t2->base);
	if (!b1 || !b2 || b1 == b2)
		return "different address spaces";
	if (b1->type != b2->type)
		return "different base types";
	switch (b1->type) {
	case SYM_RESTRICT:
	case SYM_STRUCT:
	case SYM_UNION:
		d = type_difference(t1->base, t2->base);
		return d ? d : "different address spaces";
	default:
		return "different address spaces";
	}
}

/* sparse's type_difference(), for the differences restricted types make. */
static const char *type_difference(struct sym *t1, struct sym *t2)
{
	int i;

	for (;;) {
		t1 = skip_nodes(t1);
		t2 = skip_nodes(t2);
		if (t1 == t2)
			return NULL;
		if (!t1 || !t2)
			return "different types";
		if (t1->type != t2->type)
			return "different base types";
		switch (t1->type) {
		case SYM_RESTRICT:
			return "different base types";
		case SYM_STRUCT:
		case SYM_UNION:
			if (t1->ident && t2->ident && !strcmp(t1->ident, t2->ident))
				return NULL;
			return "different base types";
		case SYM_BASETYPE:
			if (t1->rank != t2->rank || t1->is_float != t2->is_float ||
			    t1->is_void != t2->is_void)
				return "different base types";
			if (t1->is_signed != t2->is_signed)
				return "different signedness";
			return NULL;
		case SYM_PTR:
			return ptr_difference(t1, t2);
		case SYM_FN:
			if (t1->nargs != t2->nargs)
				return "different argument counts";
			for (i = 0; i < t1->nargs; i++) {
				const char *d = type_difference(t1->args[i],
								t2->args[i]);

				if (d) {
					static char buf[80];

					snprintf(buf, sizeof(buf),
						 "incompatible argument %d (%s)",
						 i + 1, d);
					return buf;
				}
			}
			break;
		default:
			break;
		}
		t1 = t1->base;
		t2 = t2->base;
	}
}

/* A node's type without its qualifiers, as sparse's unqualify_type(). */
struct sym *unqualify(struct eval *e, struct sym *t)
{
	struct sym *u;

	if (!t || t->type != SYM_NODE || !(t->mods & MOD_QUALIFIER))
		return t;
	u = sym_new_node(e->syms, t->base, t->mods & ~MOD_QUALIFIER);
	u->ident = t->ident;
	u->as = t->as;
	return u;
}

int type_differs(struct sym *t, struct sym *s, const char **diff)
{
	if (!mentions_restricted(t) && !mentions_restricted(s))
		return 0;
	*diff = type_difference(t, s);
	return *diff != NULL;
}

int pointer_difference(struct sym *t, struct sym *s, int spaces_first,
		       const char **diff)
{
	if (!mentions_restricted(t) && !mentions_restricted(s))
		return 0;
	if (spaces_first && !same_as(t->as, s->as))
		*diff = "different address spaces";
	else
		*diff = ptr_difference(t, s);
	return *diff != NULL;
}

/* The type of an expression used as a value: arrays and functions decay. */
struct sym *degenerate(struct eval *e, struct expr *x)
{
	struct sym *t = x->ctype, *b;
	unsigned long m = 0;

	if (!t)
		return &bad_ctype;
	if (t->type == SYM_NODE)
		m = t->mods;
	b = sym_base(t);
	if (b->type == SYM_ARRAY) {
		struct sym *p = sym_new_ptr(e->syms, b->base,
				(m | b->mods) & MOD_PTRINHERIT);

		p->as = t->type == SYM_NODE ? t->as : NULL;
		x->ctype = sym_new_node(e->syms, p, 0);
	} else if (b->type == SYM_FN) {
		x->ctype = sym_new_node(e->syms,
					sym_new_ptr(e->syms, b, m & MOD_QUALIFIER), 0);
	}
	return x->ctype;
}

/* Returns 1 when compatible, else stores why not in *typediff. */
static int check_assignment_types(struct eval *e, struct sym *target,
				  struct expr *r, const char **typediff)
{
	struct sym *source = degenerate(e, r);
	struct sym *t, *s;
	int tclass = classify(target, &t);
	int sclass = classify(source, &s);

	if (tclass & sclass & TYPE_NUM) {
		if (tclass & TYPE_RESTRICT) {
			if ((sclass & TYPE_FOULED) && s->base == t)
				return 1;
			if (!restricted_value(r))
				return 1;
			if (s == t)
				return 1;
		} else if (!(sclass & TYPE_RESTRICT)) {
			return 1;
		}
		if (t == &bool_ctype) {
			if (s->type == SYM_FOULED && e->o->bitwise)
				report_warning(e->rep, expr_pos(e, r->c),
					       "%s degrades to integer",
					       show_typename(e->syms, s->base));
			return 1;
		}
		*typediff = "different base types";
		return 0;
	}
	if (tclass == TYPE_PTR) {
		if (r->is_value && r->is_zero)
			return 1;
		if (!(sclass & TYPE_PTR))
			return 1;	/* clang's business, not a restricted rule */
		/* anything converts to and from void *, within a space */
		if (sym_base(t->base) == &void_ctype ||
		    sym_base(s->base) == &void_ctype) {
			if (same_as(t->as, s->as) ||
			    (!mentions_restricted(t) &&
			     !mentions_restricted(s)))
				return 1;
			*typediff = "different address spaces";
			return 0;
		}
		return !pointer_difference(t, s, 0, typediff);
	}
	return 1;
}

/* Returns 1 when compatible; sparse abandons the expression otherwise. */
int compatible_assignment_types(struct eval *e, struct report_pos at,
				       struct sym *target, struct expr *r,
				       const char *where)
{
	const char *typediff = NULL;

	if (!r->ctype || check_assignment_types(e, target, r, &typediff))
		return 1;
	if (!e->o->bitwise)
		return 0;
	report_warning(e->rep, at, "incorrect type in %s (%s)", where, typediff);
	report_info(e->rep, at, "   expected %s", show_typename(e->syms, target));
	report_info(e->rep, at, "   got %s", show_typename(e->syms, r->ctype));
	return 0;
}

