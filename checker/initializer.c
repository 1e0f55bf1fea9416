// SPDX-License-Identifier: GPL-2.0-only
/*
 * Initializers: each scalar is checked against the element or member it
 * initializes, following designators (.f, [i], chains) and positional
 * order as sparse does.
 */
#include <stdio.h>
#include <string.h>

#include "checker/eval.h"

struct field_walk {
	unsigned want, seen;	/* by position */
	CXCursor find;		/* or by cursor */
	CXCursor found;
};

static enum CXChildVisitResult field_visit(CXCursor c, CXCursor parent,
					   CXClientData data)
{
	struct field_walk *f = data;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_FieldDecl)
		return CXChildVisit_Continue;
	if (clang_Cursor_isNull(f->find) ? f->seen == f->want :
	    clang_equalCursors(c, f->find)) {
		f->found = c;
		return CXChildVisit_Break;
	}
	f->seen++;
	return CXChildVisit_Continue;
}

/* The n-th field of a struct or union type, or null. */
static CXCursor nth_field(CXType rec, unsigned n)
{
	struct field_walk f = { n, 0, clang_getNullCursor(),
				clang_getNullCursor() };
	CXCursor d = clang_getTypeDeclaration(clang_getCanonicalType(rec));

	clang_visitChildren(d, field_visit, &f);
	return f.found;
}

/* The position of `field` among its record's fields. */
static unsigned field_index(CXCursor field)
{
	struct field_walk f = { 0, 0, field, clang_getNullCursor() };

	clang_visitChildren(clang_getCursorSemanticParent(field), field_visit,
			    &f);
	return f.seen;
}

/* What an element of the aggregate `t` is initialized as. */
static struct sym *element_of(struct eval *e, struct sym *t, CXType type,
			      unsigned index, CXCursor *field)
{
	struct sym *b = sym_base(t);
	CXCursor f;

	*field = clang_getNullCursor();
	if (b->type == SYM_ARRAY)
		return b->base;	/* sparse checks against the bare element */
	if (b->type != SYM_STRUCT && b->type != SYM_UNION)
		return NULL;
	f = nth_field(type, index);
	if (clang_Cursor_isNull(f))
		return NULL;
	*field = f;
	return sym_of_decl(e->syms, f);
}

struct init_walk {
	struct eval *e;
	struct sym *target;	/* the aggregate being initialized */
	CXType type;		/* its clang type */
	unsigned index;		/* next positional element */
};

/*
 * A designated element (clang's DesignatedInitExpr, unexposed): its
 * children are the designators (a MemberRef per .field, an expression per
 * [index]) and last the value.  Follow the designators down from the
 * aggregate `*target`; returns the index the next positional element of
 * the aggregate takes, and leaves the designated element in *target.
 */
static unsigned designate(struct eval *e, CXCursor c, struct sym **target,
			  CXCursor *value, unsigned next)
{
	struct cursors cs = { { NULL, 0, 0 } };
	size_t i;

	children_of(c, &cs);
	*value = clang_getNullCursor();
	if (!cs.v.nr)
		goto out;
	*value = cs.v.v[cs.v.nr - 1];
	for (i = 0; i + 1 < cs.v.nr; i++) {
		CXCursor d = cs.v.v[i];
		struct sym *b = sym_base(*target);

		if (clang_getCursorKind(d) == CXCursor_MemberRef) {
			CXCursor f = clang_getCursorReferenced(d);

			if (!i)
				next = field_index(f) + 1;
			*target = sym_of_decl(e->syms, f);
		} else if (b->type == SYM_ARRAY) {
			CXEvalResult r = clang_Cursor_Evaluate(d);

			if (r && !i)
				next = (unsigned)clang_EvalResult_getAsUnsigned(r) + 1;
			if (r)
				clang_EvalResult_dispose(r);
			*target = b->base;
		}
	}
out:
	VEC_FREE(cs.v);
	return next;
}

static enum CXChildVisitResult init_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct init_walk *w = data;
	struct eval *e = w->e;
	struct sym *elem;
	CXCursor field;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_UnexposedExpr &&
	    clang_getCursorType(c).kind == CXType_Void) {
		CXCursor value;

		elem = w->target;
		w->index = designate(e, c, &elem, &value, w->index);
		if (!clang_Cursor_isNull(value))
			handle_initializer(e, elem, value);
		return CXChildVisit_Continue;
	}
	elem = element_of(e, w->target, w->type, w->index++, &field);
	if (elem)
		handle_initializer(e, elem, c);
	else
		evaluate_expr(e, c);
	return CXChildVisit_Continue;
}

void handle_initializer(struct eval *e, struct sym *target,
			       CXCursor init)
{
	CXCursor c = cx_strip(init);
	struct sym *b = sym_base(target);
	int aggregate = b->type == SYM_ARRAY || b->type == SYM_STRUCT ||
			b->type == SYM_UNION;
	struct expr x;

	if (clang_getCursorKind(c) == CXCursor_InitListExpr) {
		struct init_walk w = { e, target, clang_getCursorType(c), 0 };
		struct cx_kids k;

		if (aggregate) {
			clang_visitChildren(c, init_visit, &w);
			return;
		}
		/* braces around a scalar */
		k = cx_kids(c);
		if (k.nr != 1)
			return;
		c = cx_strip(k.v[0]);
	}
	x = evaluate_expr(e, c);
	if (!aggregate)
		compatible_assignment_types(e, expr_pos(e, x.c), target, &x,
					    "initializer");
}

