// SPDX-License-Identifier: GPL-2.0-only
/*
 * Expressions, evaluated in sparse's order: operands first, left before
 * right (but a ?: evaluates its false arm first).  Each returns sparse's
 * type for the expression, or NULL where sparse abandons it.
 */
#include <stdio.h>
#include <string.h>

#include "checker/eval.h"
#include "lib/cxmap.h"
#include "lib/lex.h"

static enum CXChildVisitResult collect_visit(CXCursor c, CXCursor parent,
					     CXClientData data)
{
	struct cursors *cs = data;

	(void)parent;
	VEC_PUSH(cs->v, c);
	return CXChildVisit_Continue;
}

void children_of(CXCursor c, struct cursors *out)
{
	clang_visitChildren(c, collect_visit, out);
}

static enum op binop_kind(enum CXBinaryOperatorKind k)
{
	switch (k) {
	case CXBinaryOperator_Assign:		return OP_ASSIGN;
	case CXBinaryOperator_And:		return OP_AND;
	case CXBinaryOperator_Or:		return OP_OR;
	case CXBinaryOperator_Xor:		return OP_XOR;
	case CXBinaryOperator_EQ:		return OP_EQ;
	case CXBinaryOperator_NE:		return OP_NE;
	case CXBinaryOperator_AndAssign:	return OP_AND_ASSIGN;
	case CXBinaryOperator_OrAssign:		return OP_OR_ASSIGN;
	case CXBinaryOperator_XorAssign:	return OP_XOR_ASSIGN;
	case CXBinaryOperator_Shl:		return OP_SHL;
	case CXBinaryOperator_Shr:		return OP_SHR;
	case CXBinaryOperator_ShlAssign:	return OP_SHL_ASSIGN;
	case CXBinaryOperator_ShrAssign:	return OP_SHR_ASSIGN;
	case CXBinaryOperator_MulAssign:
	case CXBinaryOperator_DivAssign:
	case CXBinaryOperator_RemAssign:
	case CXBinaryOperator_AddAssign:
	case CXBinaryOperator_SubAssign:	return OP_ARITH_ASSIGN;
	case CXBinaryOperator_LT:
	case CXBinaryOperator_GT:
	case CXBinaryOperator_LE:
	case CXBinaryOperator_GE:		return OP_COMPARE;
	case CXBinaryOperator_LAnd:		return OP_LAND;
	case CXBinaryOperator_LOr:		return OP_LOR;
	case CXBinaryOperator_Comma:		return OP_COMMA;
	default:				return OP_ARITH;
	}
}

/* A type for results sparse computes without restricted types. */
static struct sym *plain_type(struct eval *e, CXCursor c)
{
	unsigned long m = 0;

	return sym_of_type(e->syms, clang_getCanonicalType(clang_getCursorType(c)),
			   &m);
}

/*
 * Set a sparse mark on the object x names.  A new mark on an object not
 * local to the inline body at hand shows in what later expansions print.
 */
static void mark(struct eval *e, struct expr *x, unsigned long m)
{
	struct sym *s = x->symbol;

	if (!s || (s->mods & m) == m)
		return;
	s->mods |= m;
	if (!e->inlining.nr || s->gen != e->inline_gen)
		expansions_stale(e);
}

/* Expressions used as a condition (if, while, &&, ||, ?:). */
struct expr evaluate_conditional(struct eval *e, CXCursor c)
{
	struct expr x = evaluate_expr(e, c);

	degenerate(e, &x);
	return x;
}

static struct sym *evaluate_arith(struct eval *e, CXCursor c, enum op op,
				  struct expr *l, struct expr *r)
{
	struct sym *ltype, *rtype;
	int lclass = classify(degenerate(e, l), &ltype);
	int rclass = classify(degenerate(e, r), &rtype);

	if (lclass & rclass & TYPE_NUM) {
		if (op == OP_SHL || op == OP_SHR) {
			unrestrict(e, l, lclass, &ltype);
			unrestrict(e, r, rclass, &rtype);
			return integer_promotion(ltype);
		}
		return usual_conversions(e, op, l, r, lclass, rclass, ltype,
					 rtype);
	}
	/* pointer arithmetic: a restricted index degrades; the pointer's
	 * type is the result's */
	if ((lclass & TYPE_PTR) && (rclass & TYPE_NUM)) {
		unrestrict(e, r, rclass, &rtype);
		return l->ctype;
	}
	if ((rclass & TYPE_PTR) && (lclass & TYPE_NUM)) {
		unrestrict(e, l, lclass, &ltype);
		return r->ctype;
	}
	return plain_type(e, c);
}

/*
 * sparse's error for pointers to types that differ (in what restricted
 * types or address spaces make them) where one type is needed: a
 * comparison, or the arms of ?: (`arms`).  void * goes with anything.
 * Returns 1 when it reported.
 */
static int pointer_mismatch(struct eval *e, CXCursor c, int arms,
			    struct sym *lt, struct sym *rt)
{
	const char *what = arms ? "conditional" : "comparison";
	struct report_pos at;
	const char *diff;

	if (lt->type != SYM_PTR || rt->type != SYM_PTR ||
	    sym_base(lt->base) == &void_ctype ||
	    sym_base(rt->base) == &void_ctype ||
	    !pointer_difference(lt, rt, arms, &diff))
		return 0;
	at = expr_pos(e, c);
	report_eval_error(e->rep, at,
			  "incompatible types in %s expression (%s):", what,
			  diff);
	report_info(e->rep, at, "   %s", show_typename(e->syms, lt));
	report_info(e->rep, at, "   %s", show_typename(e->syms, rt));
	return 1;
}

static struct sym *evaluate_compare(struct eval *e, CXCursor c, enum op op,
				    struct expr *l, struct expr *r)
{
	struct sym *ltype, *rtype;
	int lclass = classify(degenerate(e, l), &ltype);
	int rclass = classify(degenerate(e, r), &rtype);

	if (lclass & rclass & TYPE_NUM) {
		usual_conversions(e, op, l, r, lclass, rclass, ltype, rtype);
		return &int_ctype;
	}
	/* pointer on pointer: null compares with anything */
	if ((l->is_value && l->is_zero) || (r->is_value && r->is_zero) ||
	    !pointer_mismatch(e, c, 0, ltype, rtype))
		return &int_ctype;
	return NULL;
}

/* The operator of a compound assignment, as sparse names it. */
static const char *assign_op_name(struct eval *e, enum op op,
				  struct report_pos at)
{
	static char buf[3];
	const char *txt;
	size_t len;

	switch (op) {
	case OP_AND_ASSIGN:	return "&=";
	case OP_OR_ASSIGN:	return "|=";
	case OP_XOR_ASSIGN:	return "^=";
	case OP_SHL_ASSIGN:	return "<<=";
	case OP_SHR_ASSIGN:	return ">>=";
	default:
		/* +=, -=, *=, /=, %=: one character and '=' at the operator */
		txt = cx_file_text(e->tu, at.file, &len);
		buf[0] = txt && at.off < len ? txt[at.off] : '+';
		buf[1] = '=';
		return buf;
	}
}

/* Returns 1 when the compound assignment is valid. */
static int evaluate_assign_op(struct eval *e, struct report_pos at, enum op op,
			      struct expr *l, struct expr *r)
{
	struct sym *target = l->ctype, *t, *s;
	int tclass = classify(target, &t);
	int sclass = classify(degenerate(e, r), &s);
	const char *name = assign_op_name(e, op, at);

	if (tclass == TYPE_PTR && (sclass & TYPE_NUM) &&
	    op == OP_ARITH_ASSIGN) {
		/* p += n, p -= n: a restricted n degrades */
		unrestrict(e, r, sclass, &s);
		return 1;
	}
	if (!(tclass & sclass & TYPE_NUM))
		return 1;
	if (tclass & TYPE_RESTRICT) {
		if (!restricted_binop(op)) {
			if (e->o->bitwise)
				report_warning(e->rep, at, "bad assignment (%s) to %s",
					       name, show_typename(e->syms, t));
			return 0;
		}
		if ((sclass & TYPE_FOULED) && s->base == t)
			return 1;
		if (!restricted_value(r))
			return 1;
	} else if (op == OP_SHL_ASSIGN || op == OP_SHR_ASSIGN) {
		unrestrict(e, l, tclass, &t);
		unrestrict(e, r, sclass, &s);
		return 1;
	} else if (!(sclass & TYPE_RESTRICT)) {
		return 1;
	}
	/* source and target had better be the same restricted type */
	if (t == s)
		return 1;
	if (e->o->bitwise) {
		report_warning(e->rep, at, "invalid assignment: %s", name);
		report_info(e->rep, at, "   left side has type %s",
			    show_typename(e->syms, t));
		report_info(e->rep, at, "   right side has type %s",
			    show_typename(e->syms, s));
	}
	return 0;
}

int cast_is_forced(struct eval *e, CXCursor c)
{
	return bitwise_cast_is_forced(e->macros, e->tu, c);
}

/* (u32 __user *)p: the address spaces spelled in the cast's type name. */
static void cast_address_spaces(struct eval *e, CXCursor c, struct sym *t)
{
	struct cx_pos p = cx_spelling_pos(begin_of(c));
	size_t len, end;
	const char *s = cx_file_text(e->tu, p.file, &len);

	if (!s || !e->macros->nr_as)
		return;
	end = lex_skip_parens(s, len, p.off);
	if (end)
		sym_apply_address_spaces(e->syms, s, p.off, end, t);
}

static struct expr evaluate_one(struct eval *e, CXCursor c);

/*
 * Evaluate an expression; one sparse gives up on (a failed assignment,
 * an incompatible comparison, ...) is remembered, since sparse's
 * expansion skips it, and the inline calls in it.
 */
struct expr evaluate_expr(struct eval *e, CXCursor c)
{
	struct expr x = evaluate_one(e, c);

	if (!x.ctype && clang_isExpression(clang_getCursorKind(x.c)))
		cx_map_test_and_add(&e->abandoned, x.c);
	return x;
}

/*
 * The type of `x`, evaluated where sparse does it only once (a typeof):
 * what it reports then is not reported again, so an inline expansion
 * that saw it is not one to play again.
 */
static struct sym *evaluate_once(struct eval *e, CXCursor x)
{
	unsigned long calls = report_calls(e->rep);
	struct sym *t = evaluate_expr(e, x).ctype;

	if (report_calls(e->rep) != calls)
		expansions_stale(e);
	return t;
}

/*
 * typeof(x) in a cast: sparse evaluates x, warnings and all, the first
 * time it examines that typeof, and reuses the type after that (also in
 * the copies of an inline function's body).
 */
static struct sym *typeof_expr(struct eval *e, CXCursor x)
{
	struct sym **slot = (struct sym **)cx_map_slot(&e->typeofs, x);

	if (!*slot)
		*slot = evaluate_once(e, x);
	return *slot;
}

/* A cast of `src` to c's type, `of` being the type of a typeof() in it. */
static struct sym *cast_type(struct eval *e, CXCursor c, struct sym *of,
			     struct expr *src)
{
	struct sym *ctype = of ?
		sym_node_of_typeof_type(e->syms, clang_getCursorType(c), of) :
		sym_node_of_type(e->syms, clang_getCursorType(c));
	struct sym *ttype, *stype;
	int tclass, sclass;
	struct report_pos at;

	ctype->mods &= ~MOD_QUALIFIER;
	cast_address_spaces(e, c, ctype);
	degenerate(e, src);
	tclass = classify(ctype, &ttype);
	if (ttype == &void_ctype || !src->ctype)
		return ctype;
	sclass = classify(src->ctype, &stype);
	if (cast_is_forced(e, c) || !e->o->bitwise)
		return ctype;
	at = expr_pos(e, c);
	if (sclass & TYPE_FOULED)
		stype = stype->base;
	if (ttype != stype) {
		if ((tclass & TYPE_RESTRICT) && restricted_value(src))
			report_warning(e->rep, at, "cast to %s",
				       show_typename(e->syms, ttype));
		if (sclass & TYPE_RESTRICT) {
			if (ttype == &bool_ctype) {
				if (sclass & TYPE_FOULED)
					report_warning(e->rep, at,
						"%s degrades to integer",
						show_typename(e->syms, stype));
			} else {
				report_warning(e->rep, at, "cast from %s",
					       show_typename(e->syms, stype));
			}
		}
	}
	while (e->o->bitwise_pointer && tclass == TYPE_PTR &&
	       sclass == TYPE_PTR) {
		tclass = classify(ttype->base, &ttype);
		sclass = classify(stype->base, &stype);
		if (ttype == stype || ttype == &void_ctype ||
		    stype == &void_ctype)
			break;
		if (tclass & TYPE_RESTRICT) {
			report_warning(e->rep, at, "cast to %s",
				       show_typename(e->syms, ctype));
			break;
		}
		if (sclass & TYPE_RESTRICT) {
			report_warning(e->rep, at, "cast from %s",
				       show_typename(e->syms, src->ctype));
			break;
		}
	}
	return ctype;
}

struct call_args {
	struct eval *e;
	unsigned n;
	struct cursors params;	/* ParmDecls naming the parameters */
	struct sym *fntype;
	int skip;		/* the callee expression itself */
	int bad;		/* an argument was abandoned */
};

static enum CXChildVisitResult arg_visit(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	struct call_args *a = data;
	struct eval *e = a->e;
	struct sym *target = NULL;
	struct expr x;

	(void)parent;
	if (a->skip) {
		a->skip = 0;	/* the callee, evaluated by call_type() */
		return CXChildVisit_Continue;
	}
	x = evaluate_expr(e, c);
	if (!x.ctype) {
		a->bad = 1;	/* sparse gives up on the call */
		return CXChildVisit_Break;
	}
	if (a->n < a->params.v.nr) {
		target = sym_of_decl(e->syms, a->params.v.v[a->n]);
		if (target->forced)
			target = NULL;
	} else if (a->fntype && (int)a->n < a->fntype->nargs) {
		target = a->fntype->args[a->n];
	}
	a->n++;
	if (target) {
		char where[32];

		snprintf(where, sizeof(where), "argument %u", a->n);
		compatible_assignment_types(e, expr_pos(e, x.c), target, &x,
					    where);
	}
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult parm_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct cursors *cs = data;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_ParmDecl)
		VEC_PUSH(cs->v, c);
	return CXChildVisit_Continue;
}

/*
 * The declarations that name a callee's parameters, so that warnings say
 * "expected ... v" as sparse does: the function's own, or those written
 * in the declarator or typedef of a function pointer.
 */
static void callee_params(CXCursor callee, struct cursors *out)
{
	CXCursor ref;
	CXType t;
	int i, n;

	for (;;) {
		callee = cx_strip(callee);
		if (clang_getCursorKind(callee) != CXCursor_UnaryOperator ||
		    clang_getCursorUnaryOperatorKind(callee) !=
		    CXUnaryOperator_Deref)
			break;
		callee = cx_child(callee, 0);
	}
	ref = clang_getCursorReferenced(callee);
	switch (clang_getCursorKind(ref)) {
	case CXCursor_FunctionDecl:
		n = clang_Cursor_getNumArguments(ref);
		for (i = 0; i < n; i++)
			VEC_PUSH(out->v, clang_Cursor_getArgument(ref, i));
		return;
	case CXCursor_VarDecl:
	case CXCursor_FieldDecl:
	case CXCursor_ParmDecl:
		break;
	default:
		return;
	}
	clang_visitChildren(ref, parm_visit, out);
	for (t = clang_getCursorType(ref); !out->v.nr;) {
		t = cx_unwrap(t);
		if (t.kind == CXType_Pointer) {
			t = clang_getPointeeType(t);
		} else if (t.kind == CXType_Typedef) {
			CXCursor d = clang_getTypeDeclaration(t);

			clang_visitChildren(d, parm_visit, out);
			t = clang_getTypedefDeclUnderlyingType(d);
		} else {
			return;
		}
	}
}

static struct sym *call_type(struct eval *e, CXCursor c)
{
	struct call_args a = { e, 0, { { NULL, 0, 0 } }, NULL, 1, 0 };
	struct cx_kids k = cx_kids(c);
	struct expr fn;
	struct sym *t;
	CXCursor ref;

	if (!k.nr)
		return plain_type(e, c);
	e->callee = 1;
	fn = evaluate_expr(e, k.v[0]);
	e->callee = 0;
	if (!fn.ctype)
		return NULL;
	callee_params(k.v[0], &a.params);
	/*
	 * A function called by name has the type of the declaration the
	 * call sees (redeclarations may differ in restricted types); any
	 * other callee, the type the checker gave it (clang's would lose
	 * typeof()'s typedefs).
	 */
	ref = clang_getCursorReferenced(cx_strip(k.v[0]));
	if (clang_getCursorKind(ref) == CXCursor_FunctionDecl)
		t = sym_base(sym_of_decl(e->syms, ref));
	else
		t = sym_base(degenerate(e, &fn));
	if (t->type == SYM_PTR)
		t = sym_base(t->base);
	a.fntype = t->type == SYM_FN ? t : NULL;
	clang_visitChildren(c, arg_visit, &a);
	VEC_FREE(a.params.v);
	if (a.bad)
		return NULL;
	return a.fntype ? a.fntype->base : plain_type(e, c);
}


/*
 * A member takes on the modifiers and the address space of its parent:
 * those of the struct object for `s.f` (so a static or [assigned] struct
 * shows in its members), those of the pointer's target for `p->f`.  Only
 * `s.f` names an object that an assignment marks.
 */
static struct sym *member_of(struct eval *e, struct expr *base,
			     struct sym *field, struct sym **symbol)
{
	struct sym *t = base->ctype, *n;
	const char *as = NULL;
	unsigned long mod = 0;

	*symbol = NULL;
	if (t && t->type == SYM_NODE) {
		mod = t->mods;
		as = t->as;
	}
	t = sym_base(t);
	if (t->type == SYM_PTR) {
		mod = t->mods;
		as = t->as;
		t = sym_base(t->base);
	} else {
		*symbol = base->symbol;
	}
	mod |= t->mods;
	if ((field->mods | mod) == field->mods && as == field->as)
		return field;
	n = sym_new_node(e->syms, field->base, field->mods | mod);
	n->ident = field->ident;
	/* the parent's space replaces the member's own, as in sparse */
	n->as = as;
	return n;
}

/*
 * c ? p : q with pointer arms: the type of the arm that is not a null
 * constant, or NULL after sparse's error when the targets differ (only
 * differences restricted types make are ours to report).
 */
static struct sym *conditional_pointers(struct eval *e, CXCursor c,
					struct expr *t, struct expr *f,
					struct sym *lt, struct sym *rt)
{
	if (t->is_value && t->is_zero)
		return f->ctype;
	if (f->is_value && f->is_zero)
		return t->ctype;
	return pointer_mismatch(e, c, 1, lt, rt) ? NULL : t->ctype;
}

/* Is the expression `c` written right after "default :"? */
static int after_default(struct eval *e, CXCursor c)
{
	struct cx_pos p = cx_spelling_pos(begin_of(c));
	size_t len, off;
	const char *s = cx_file_text(e->tu, p.file, &len);

	if (!s || p.off > len)
		return 0;
	off = p.off;
	while (off > 0 && strchr(" \t\n\\", s[off - 1]))
		off--;
	if (!off || s[off - 1] != ':')
		return 0;
	off--;
	while (off > 0 && strchr(" \t\n\\", s[off - 1]))
		off--;
	return off >= 7 && !memcmp(s + off - 7, "default", 7);
}

/*
 * _Generic(x, ...): sparse matches a restricted x with no plain integer
 * type, so __unqual_scalar_typeof(x) (READ_ONCE) keeps __le32 where clang
 * picks 'unsigned int'.  For a restricted controlling expression, the
 * value is the default association; otherwise clang's choice stands.
 */
static struct sym *generic_type(struct eval *e, CXCursor c)
{
	struct cursors cs = { { NULL, 0, 0 } };
	struct sym *t, *result = NULL;
	struct expr ctl;
	size_t i;

	children_of(c, &cs);
	if (!cs.v.nr)
		goto out;
	ctl = evaluate_expr(e, cs.v.v[0]);
	t = ctl.ctype ? sym_base(ctl.ctype) : NULL;
	if (!t || (t->type != SYM_RESTRICT && t->type != SYM_FOULED))
		goto out;
	for (i = 1; i < cs.v.nr; i++)
		if (clang_isExpression(clang_getCursorKind(cs.v.v[i])) &&
		    after_default(e, cs.v.v[i])) {
			result = evaluate_expr(e, cs.v.v[i]).ctype;
			break;
		}
out:
	VEC_FREE(cs.v);
	return result;
}

/*
 * c ? t : f, and GNU c ?: f (null `tc`: the condition is the value).
 * sparse evaluates the condition, then the false arm, then the true one.
 */
static struct sym *evaluate_select(struct eval *e, CXCursor c, CXCursor cc,
				   CXCursor tc, CXCursor fc)
{
	struct expr cond, t, f;
	struct sym *lt, *rt;
	int lc, rc;

	cond = evaluate_conditional(e, cc);
	f = evaluate_expr(e, fc);
	t = clang_Cursor_isNull(tc) ? cond : evaluate_expr(e, tc);
	if (!cond.ctype || !t.ctype || !f.ctype)
		return NULL;
	lc = classify(degenerate(e, &t), &lt);
	rc = classify(degenerate(e, &f), &rt);
	if (lc & rc & TYPE_NUM)
		return usual_conversions(e, OP_COND, &t, &f, lc, rc, lt, rt);
	if ((lc | rc) & TYPE_PTR)
		return conditional_pointers(e, c, &t, &f, lt, rt);
	return sym_node_of_type(e->syms, clang_getCursorType(c));
}

static struct sym *unop(struct eval *e, CXCursor c, struct expr *x)
{
	struct sym *ctype, *t;
	int class;

	switch (clang_getCursorUnaryOperatorKind(c)) {
	case CXUnaryOperator_AddrOf: {
		struct sym *n = x->ctype, *b = sym_base(n), *p;
		unsigned long m = n && n->type == SYM_NODE ? n->mods : 0;

		mark(e, x, MOD_ADDRESSABLE);
		/* &array points at the array object itself, name and all */
		if (b->type == SYM_ARRAY && n->type == SYM_NODE)
			b = n;
		p = sym_new_ptr(e->syms, b, m & MOD_PTRINHERIT);
		p->as = n && n->type == SYM_NODE ? n->as : NULL;
		return sym_new_node(e->syms, p, 0);
	}
	case CXUnaryOperator_Deref: {
		struct sym *p = sym_base(degenerate(e, x)), *n;

		if (p->type != SYM_PTR)
			return plain_type(e, c);
		n = sym_new_node(e->syms, p->base, p->mods);
		n->as = p->as;
		return n;
	}
	case CXUnaryOperator_Minus:
	case CXUnaryOperator_Plus:
	case CXUnaryOperator_Not: {
		enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c);

		class = classify(x->ctype, &ctype);
		if (!(class & TYPE_NUM))
			return plain_type(e, c);
		if (class & TYPE_RESTRICT) {
			if (k == CXUnaryOperator_Not) {
				if (ctype->bit_size < 32 && ctype->type == SYM_RESTRICT)
					return sym_fouled(e->syms, ctype);
				return ctype;
			}
			if (k == CXUnaryOperator_Plus)
				return ctype;
			unrestrict_at(e, expr_pos(e, c), class, &ctype);
		}
		return integer_promotion(ctype);
	}
	case CXUnaryOperator_LNot:
		t = sym_base(degenerate(e, x));
		if (t->type == SYM_FOULED && e->o->bitwise)
			report_warning(e->rep, expr_pos(e, c),
				       "%s degrades to integer",
				       show_typename(e->syms, t->base));
		return &int_ctype;
	case CXUnaryOperator_PostInc:
	case CXUnaryOperator_PostDec:
	case CXUnaryOperator_PreInc:
	case CXUnaryOperator_PreDec:
		class = classify(x->ctype, &ctype);
		unrestrict_at(e, expr_pos(e, c), class, &ctype);
		mark(e, x, MOD_ASSIGNED);
		return ctype;
	default:
		return x->ctype;
	}
}

struct last_stmt {
	struct eval *e;
	CXCursor last;
};

static enum CXChildVisitResult last_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct last_stmt *l = data;

	(void)parent;
	if (!clang_Cursor_isNull(l->last))
		evaluate_stmt(l->e, l->last, NULL);
	l->last = c;
	return CXChildVisit_Continue;
}

/* ({ ...; v; }): the statements, then the value and type of the last. */
static struct expr statement_expression(struct eval *e, CXCursor body)
{
	struct last_stmt l = { e, clang_getNullCursor() };
	struct expr x = { NULL, body, NULL, 0, 0 };

	clang_visitChildren(body, last_visit, &l);
	if (clang_Cursor_isNull(l.last))
		return x;
	if (clang_isExpression(clang_getCursorKind(l.last))) {
		x = evaluate_expr(e, l.last);
		x.ctype = unqualify(e, degenerate(e, &x));
		return x;
	}
	evaluate_stmt(e, l.last, NULL);
	x.ctype = &void_ctype;
	return x;
}

/*
 * What sparse's rules leave untyped takes clang's type, without
 * restricted types.
 */
static struct expr plain_expr(struct eval *e, struct expr x)
{
	if (!x.ctype)
		x.ctype = plain_type(e, x.c);
	return x;
}

static struct expr evaluate_value(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXEvalResult r = clang_Cursor_Evaluate(c);

	x.is_value = 1;
	x.is_zero = r && clang_EvalResult_getKind(r) == CXEval_Int &&
		    clang_EvalResult_getAsUnsigned(r) == 0;
	if (r)
		clang_EvalResult_dispose(r);
	x.ctype = kind == CXCursor_CharacterLiteral ? &int_ctype :
		  plain_type(e, c);
	return x;
}

static struct expr evaluate_symbol(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	CXCursor ref = clang_getCursorReferenced(c);

	switch (clang_getCursorKind(ref)) {
	case CXCursor_EnumConstantDecl:
		x.is_value = 1;
		x.is_zero = clang_getEnumConstantDeclValue(ref) == 0;
		x.ctype = sym_enumerator_type(e->syms, ref);
		return x;
	case CXCursor_FunctionDecl:
		/*
		 * clang declares a function called undeclared, as gcc does,
		 * where sparse knows no such identifier; the declaration
		 * it makes has no extent.
		 */
		if (clang_Range_isNull(clang_getCursorExtent(ref))) {
			char *name = cx_strdup(NULL,
					       clang_getCursorSpelling(ref));

			report_eval_error(e->rep, expr_pos(e, c),
					  "undefined identifier '%s'", name);
			free(name);
			return plain_expr(e, x);
		}
		if (!e->callee)
			address_taken(e, ref);
		/* fallthrough */
	case CXCursor_VarDecl:
	case CXCursor_ParmDecl:
		x.ctype = x.symbol = sym_of_decl(e->syms, ref);
		if (e->inlining.nr && clang_equalCursors(
		    clang_getCursorSemanticParent(ref), e->fn) &&
		    x.symbol->gen != e->inline_gen) {
			/* a fresh copy for every inlined call */
			x.symbol->mods &= ~(MOD_ASSIGNED | MOD_ADDRESSABLE);
			x.symbol->gen = e->inline_gen;
		}
		return x;
	default:
		x.ctype = plain_type(e, c);
		return x;
	}
}

static struct expr evaluate_member(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	struct cx_kids k = cx_kids(c);
	CXCursor ref = clang_getCursorReferenced(c);
	struct expr base;

	if (clang_getCursorKind(ref) != CXCursor_FieldDecl || k.nr < 1)
		return plain_expr(e, x);
	base = evaluate_expr(e, k.v[0]);
	if (!base.ctype)
		return x;
	x.ctype = member_of(e, &base, sym_of_decl(e->syms, ref), &x.symbol);
	return x;
}

static struct expr evaluate_subscript(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	struct cx_kids k = cx_kids(c);
	struct expr base, idx;
	struct sym *b;

	if (k.nr != 2)
		return plain_expr(e, x);
	base = evaluate_expr(e, k.v[0]);
	idx = evaluate_expr(e, k.v[1]);
	if (!base.ctype || !idx.ctype)
		return x;
	if (sym_base(idx.ctype)->type == SYM_PTR ||
	    sym_base(idx.ctype)->type == SYM_ARRAY) {
		struct expr t = base;	/* i[p] is p[i] */

		base = idx;
		idx = t;
	}
	b = sym_base(base.ctype);
	if (b->type == SYM_ARRAY)
		x.symbol = base.symbol;
	degenerate(e, &base);
	evaluate_arith(e, c, OP_ARITH, &base, &idx);
	b = sym_base(base.ctype);
	if (b->type == SYM_PTR) {
		/* p[i] is *(p + i): the target's space too */
		x.ctype = sym_new_node(e->syms, b->base, b->mods);
		x.ctype->as = b->as;
		return x;
	}
	return plain_expr(e, x);
}

static struct expr evaluate_unop(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	struct cx_kids k = cx_kids(c);
	struct expr op;

	if (k.nr != 1)
		return plain_expr(e, x);
	op = evaluate_expr(e, k.v[0]);
	if (!op.ctype)
		return x;
	x.ctype = unop(e, c, &op);
	if (clang_getCursorUnaryOperatorKind(c) == CXUnaryOperator_Deref)
		x.symbol = NULL;
	return x;
}

/* Binary operators and compound assignments. */
static struct expr evaluate_binop(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	enum op op = binop_kind(clang_getCursorBinaryOperatorKind(c));
	struct cx_kids k = cx_kids(c);
	struct expr l, r;

	if (k.nr != 2)
		return plain_expr(e, x);
	if (op == OP_LAND || op == OP_LOR) {
		evaluate_conditional(e, k.v[0]);
		evaluate_conditional(e, k.v[1]);
		x.ctype = &int_ctype;
		return x;
	}
	l = evaluate_expr(e, k.v[0]);
	r = evaluate_expr(e, k.v[1]);
	if (!l.ctype || !r.ctype)
		return x;	/* sparse gave up on an operand */
	switch (op) {
	case OP_COMMA:
		x.ctype = unqualify(e, degenerate(e, &r));
		return x;
	case OP_ASSIGN:
		/*
		 * Only an assignment that type-checks marks its target
		 * [assigned]; one that does not is abandoned, and so is
		 * everything around it.
		 */
		if (!compatible_assignment_types(e, expr_pos(e, c),
						 l.ctype, &r, "assignment"))
			return x;
		mark(e, &l, MOD_ASSIGNED);
		x.ctype = l.ctype;
		return x;
	case OP_AND_ASSIGN:
	case OP_OR_ASSIGN:
	case OP_XOR_ASSIGN:
	case OP_SHL_ASSIGN:
	case OP_SHR_ASSIGN:
	case OP_ARITH_ASSIGN:
		if (!evaluate_assign_op(e, expr_pos(e, c), op, &l, &r))
			return x;
		mark(e, &l, MOD_ASSIGNED);
		x.ctype = l.ctype;
		return x;
	case OP_COMPARE:
	case OP_EQ:
	case OP_NE:
		x.ctype = evaluate_compare(e, c, op, &l, &r);
		return x;
	default:
		x.ctype = evaluate_arith(e, c, op, &l, &r);
		return x;
	}
}

static struct expr evaluate_ternary(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	struct cx_kids k = cx_kids(c);

	if (k.nr != 3)
		return plain_expr(e, x);
	x.ctype = evaluate_select(e, c, k.v[0], k.v[1], k.v[2]);
	return x;
}

static struct expr evaluate_cast(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	struct cx_kids k = cx_kids(c);
	struct expr src, of = { NULL };

	if (!k.nr)
		return plain_expr(e, x);
	if (k.nr >= 2 &&
	    sym_type_mentions_typeof(clang_getCursorType(c)) &&
	    clang_isExpression(clang_getCursorKind(k.v[0])))
		of.ctype = typeof_expr(e, k.v[0]);
	/* the operand comes after the type's own children */
	src = evaluate_expr(e, k.last);
	if (!src.ctype)
		return x;
	if (clang_getCursorKind(cx_strip(k.last)) == CXCursor_InitListExpr)
		return plain_expr(e, x);
	x.ctype = cast_type(e, c, of.ctype, &src);
	return x;
}

static struct expr evaluate_call(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };

	x.ctype = call_type(e, c);
	return x;
}

static struct expr evaluate_stmt_expr(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	struct cx_kids k = cx_kids(c);

	if (k.nr == 1 &&
	    clang_getCursorKind(k.v[0]) == CXCursor_CompoundStmt) {
		struct expr v = statement_expression(e, k.v[0]);

		/* the value is reported where the '{' is */
		v.c = c;
		v.symbol = NULL;
		v.is_value = 0;
		return v;
	}
	return plain_expr(e, x);
}

/* sizeof(expr) and __alignof__(expr) evaluate expr */
static struct expr evaluate_sizeof(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	struct cx_kids k = cx_kids(c);

	if (k.nr == 1 && clang_isExpression(clang_getCursorKind(k.v[0])))
		evaluate_expr(e, k.v[0]);
	return plain_expr(e, x);
}

/* Strings and floating constants: no rule of ours applies. */
static struct expr evaluate_plain(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };

	return plain_expr(e, x);
}

static struct expr evaluate_compound(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };
	struct cx_kids k = cx_kids(c);

	if (k.nr) {
		x.ctype = sym_node_of_type(e->syms, clang_getCursorType(c));
		handle_initializer(e, x.ctype, k.last);
		return x;
	}
	return plain_expr(e, x);
}

static struct expr evaluate_init_list(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };

	(void)e;
	return x;	/* handled by its declaration */
}

/* Without a type from sparse's rule, clang's choice stands. */
static struct expr evaluate_generic(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };

	x.ctype = generic_type(e, c);
	return plain_expr(e, x);
}

/*
 * Builtins libclang does not expose (__builtin_va_arg, __builtin_offsetof
 * ...): check what is inside and take clang's type, which keeps the
 * typedef.
 */
static struct expr evaluate_other(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 };

	evaluate_statement(e, c);
	x.ctype = sym_node_of_type(e->syms, clang_getCursorType(c));
	return x;
}

/*
 * Is `c`, an unexposed expression of three operands, a
 * __builtin_choose_expr, and which operand does it pick (1 or 2)?  0:
 * none.  libclang does not expose ChooseExpr: the keyword where the
 * expression is spelled says (in a macro's body, when a macro wrote it).
 */
static int chosen_operand(struct eval *e, CXCursor c,
			  const struct cx_kids *k)
{
	static const char kw[] = "__builtin_choose_expr";
	struct cx_pos p;
	const char *text;
	size_t size = 0;
	int truth;

	if (k->nr != 3)
		return 0;
	p = cx_spelling_pos(clang_getRangeStart(clang_getCursorExtent(c)));
	text = p.file ? cx_file_text(e->tu, p.file, &size) : NULL;
	if (!text || p.off > size || size - p.off < sizeof(kw) - 1 ||
	    memcmp(text + p.off, kw, sizeof(kw) - 1))
		return 0;
	/*
	 * sparse's __builtin_constant_p(), not clang's; an inline body is
	 * evaluated where it is expanded, after the whole file
	 */
	truth = fold_truth(&e->fold, k->v[0], e->inlining.nr ?
			   FOLD_EXPANDING : FOLD_EVALUATING);
	return truth < 0 ? 0 : truth ? 1 : 2;
}

static struct expr evaluate_unexposed(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, c, NULL, 0, 0 }, y;
	struct cx_kids k = cx_kids(c);
	int i, pick;

	/* GNU a ?: b: the common operand, its two uses, the other */
	if (k.nr == 4) {
		x.ctype = evaluate_select(e, c, k.v[0],
					  clang_getNullCursor(), k.v[3]);
		return x;
	}
	/*
	 * sparse checks all three operands of __builtin_choose_expr and
	 * takes the one it picks as if written alone: a call's result
	 * shows no [usertype], a variable its name.
	 */
	pick = chosen_operand(e, c, &k);
	if (pick) {
		for (i = 0; i < 3; i++) {
			y = evaluate_expr(e, k.v[i]);
			if (i == pick)
				x = y;
		}
		return x;
	}
	return evaluate_other(e, c);
}

static struct expr evaluate_one(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, cx_strip(c), NULL, 0, 0 };
	enum CXCursorKind kind;

	c = x.c;
	kind = clang_getCursorKind(c);
	if (!clang_isExpression(kind) || cx_too_deep(&e->deep, c))
		return x;	/* declarations and such inside odd builtins */
	switch (kind) {
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:		return evaluate_value(e, c);
	case CXCursor_DeclRefExpr:		return evaluate_symbol(e, c);
	case CXCursor_MemberRefExpr:		return evaluate_member(e, c);
	case CXCursor_ArraySubscriptExpr:	return evaluate_subscript(e, c);
	case CXCursor_UnaryOperator:		return evaluate_unop(e, c);
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:	return evaluate_binop(e, c);
	case CXCursor_ConditionalOperator:	return evaluate_ternary(e, c);
	case CXCursor_CStyleCastExpr:		return evaluate_cast(e, c);
	case CXCursor_CallExpr:			return evaluate_call(e, c);
	case CXCursor_StmtExpr:			return evaluate_stmt_expr(e, c);
	case CXCursor_UnaryExpr:		return evaluate_sizeof(e, c);
	case CXCursor_StringLiteral:
	case CXCursor_FloatingLiteral:		return evaluate_plain(e, c);
	case CXCursor_CompoundLiteralExpr:	return evaluate_compound(e, c);
	case CXCursor_InitListExpr:		return evaluate_init_list(e, c);
	case CXCursor_GenericSelectionExpr:	return evaluate_generic(e, c);
	case CXCursor_UnexposedExpr:		return evaluate_unexposed(e, c);
	default:				return evaluate_other(e, c);
	}
}

static enum CXChildVisitResult first_expr_visit(CXCursor c, CXCursor parent,
					       CXClientData data)
{
	(void)parent;
	if (!clang_isExpression(clang_getCursorKind(c)))
		return CXChildVisit_Continue;
	*(CXCursor *)data = c;
	return CXChildVisit_Break;
}

/* The type of typeof(expr) in a declaration: expr is its first child. */
struct sym *typeof_type(void *ctx, CXCursor decl)
{
	CXCursor expr = clang_getNullCursor();

	clang_visitChildren(decl, first_expr_visit, &expr);
	if (clang_Cursor_isNull(expr))
		return NULL;
	/* once per declaration */
	return evaluate_once(ctx, expr);
}

