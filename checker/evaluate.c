/*
 * Evaluation of a translation unit in sparse's order, with sparse's
 * restricted-type rules (sparse's evaluate.c is the reference; see
 * ../shared/docs/sparse-rules.md).  Types come from libclang and are
 * rebuilt in sparse's shape (symbol.c); only the rules about restricted
 * types are applied, everything else is clang's business.
 */
#include <stdio.h>
#include <string.h>

#include "checker/check.h"
#include "checker/report.h"
#include "checker/symbol.h"
#include "lib/cx.h"
#include "lib/cxmap.h"
#include "lib/lex.h"
#include "lib/vec.h"

enum {
	TYPE_NUM = 1,
	TYPE_BITFIELD = 2,
	TYPE_RESTRICT = 4,
	TYPE_FLOAT = 8,
	TYPE_PTR = 16,
	TYPE_COMPOUND = 32,
	TYPE_FOULED = 64,
	TYPE_FN = 128,
};

/* Operators, named as sparse's restricted_binop() sees them. */
enum op {
	OP_OTHER, OP_ASSIGN, OP_AND, OP_OR, OP_XOR, OP_EQ, OP_NE, OP_COND,
	OP_AND_ASSIGN, OP_OR_ASSIGN, OP_XOR_ASSIGN, OP_SHL, OP_SHR,
	OP_SHL_ASSIGN, OP_SHR_ASSIGN, OP_ARITH_ASSIGN, OP_COMPARE,
	OP_LAND, OP_LOR, OP_COMMA, OP_ARITH,
};

/* An evaluated expression: its sparse type and what the rules ask of it. */
struct expr {
	struct sym *ctype;
	CXCursor c;		/* parentheses and implicit casts stripped */
	struct sym *symbol;	/* the object named, for [assigned] marks */
	unsigned is_value:1;	/* sparse's EXPR_VALUE: a constant token */
	unsigned is_zero:1;	/* ... whose value is 0 */
};

struct eval {
	CXTranslationUnit tu;
	struct symbols *syms;
	struct report *rep;
	const struct check_options *o;
	const struct bitwise_macros *macros;
	struct sym *ret;	/* current function's return type */
	CXCursor fn;		/* current function */
	VEC(CXCursor) inlining;	/* inline functions being expanded */
	unsigned inline_gen;
	int callee;		/* evaluating the function called */
	VEC(CXCursor) uninlined; /* inline definitions whose address is taken */
};

struct switch_ctx;
static struct expr evaluate(struct eval *e, CXCursor c);
static void evaluate_statement(struct eval *e, CXCursor c);
static void address_taken(struct eval *e, CXCursor fn);
static void statement(struct eval *e, CXCursor c, struct switch_ctx *sw);

/* ---------------------------------------------------------------- */
/* Positions: the token sparse would name, as a file position        */

static int in_macro(CXSourceLocation loc)
{
	struct cx_pos a = cx_expansion_pos(loc), b = cx_spelling_pos(loc);

	return a.off != b.off || !clang_File_isEqual(a.file, b.file);
}

static struct report_pos rpos(struct cx_pos p)
{
	struct report_pos r = { p.file, p.line, p.off };

	return r;
}

static CXSourceLocation begin_of(CXCursor c)
{
	return clang_getRangeStart(clang_getCursorExtent(c));
}

/*
 * Every token sparse gets from a macro expansion carries the position of
 * the outermost macro's name; clang's expansion location is exactly that.
 */
static struct report_pos pos_at(CXSourceLocation loc)
{
	return rpos(cx_expansion_pos(loc));
}

/* A position `off` bytes into the file of `p`, with the right line. */
static struct report_pos pos_in_file(struct eval *e, struct cx_pos p,
				     size_t off)
{
	CXSourceLocation l = clang_getLocationForOffset(e->tu, p.file,
							(unsigned)off);

	return rpos(cx_file_pos(l));
}

/*
 * The last token before `to` when lexing the file from `from`: the
 * operator between two operands when it is in the file itself.
 */
static int token_before(struct eval *e, struct cx_pos from, struct cx_pos to,
			struct lex_tok *out)
{
	size_t len, off = from.off;
	const char *s;
	int found = 0;

	if (!from.file || !clang_File_isEqual(from.file, to.file) ||
	    from.off >= to.off)
		return 0;
	s = cx_file_text(e->tu, from.file, &len);
	if (!s || to.off > len)
		return 0;
	while (off < to.off) {
		struct lex_tok t;

		lex_next(s, to.off, &off, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		*out = t;
		found = 1;
	}
	return found;
}

/* Position of an operator token lying between `left` and `right`. */
static struct report_pos op_pos(struct eval *e, CXCursor whole, CXCursor left,
				CXCursor right)
{
	struct cx_pos l = cx_expansion_pos(begin_of(left));
	struct cx_pos r = cx_expansion_pos(begin_of(right));
	struct lex_tok t;

	if (token_before(e, l, r, &t) && t.kind == LEX_PUNCT)
		return pos_in_file(e, l, t.off);
	return pos_at(begin_of(whole));
}

/* The first token after the '(' of a cast, or of a call's arguments. */
static struct report_pos token_after_paren(struct eval *e, CXCursor c,
					   int call)
{
	CXSourceLocation loc = begin_of(c);
	struct cx_pos p = cx_expansion_pos(loc);
	size_t len, off = p.off;
	const char *s;
	struct lex_tok t, prev = { LEX_EOF, 0, 0 };
	int depth = 0;

	if (in_macro(loc))
		return rpos(p);
	s = cx_file_text(e->tu, p.file, &len);
	if (!s)
		return rpos(p);
	for (;;) {
		lex_next(s, len, &off, &t, 0);
		if (t.kind == LEX_EOF)
			return rpos(p);
		if (!call)
			break;
		/* the call's '(' follows the callee at depth 0 */
		if (!depth && lex_is(s, &t, "(") &&
		    (prev.kind == LEX_IDENT || lex_is(s, &prev, ")") ||
		     lex_is(s, &prev, "]")))
			return pos_in_file(e, p, t.off);
		if (lex_is(s, &t, "(") || lex_is(s, &t, "["))
			depth++;
		else if (lex_is(s, &t, ")") || lex_is(s, &t, "]"))
			depth--;
		prev = t;
	}
	lex_next(s, len, &off, &t, 0);
	return t.kind == LEX_EOF ? rpos(p) : pos_in_file(e, p, t.off);
}

/* ---------------------------------------------------------------- */
/* Cursor helpers                                                    */

struct kids {
	CXCursor v[4];
	unsigned nr;
};

static enum CXChildVisitResult kids_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct kids *k = data;

	(void)parent;
	if (k->nr < 4)
		k->v[k->nr] = c;
	k->nr++;
	return CXChildVisit_Continue;
}

static struct kids kids_of(CXCursor c)
{
	struct kids k = { .nr = 0 };

	clang_visitChildren(c, kids_visit, &k);
	return k;
}

/* Strip parentheses and clang's implicit casts (one-child unexposed
 * nodes starting where their child starts). */
static CXCursor strip(CXCursor c)
{
	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(c);
		struct kids kd;

		if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr)
			return c;
		kd = kids_of(c);
		if (kd.nr != 1 || !clang_isExpression(clang_getCursorKind(kd.v[0])))
			return c;
		if (k == CXCursor_UnexposedExpr &&
		    !clang_equalLocations(begin_of(c), begin_of(kd.v[0])))
			return c;
		c = kd.v[0];
	}
}

/* ---------------------------------------------------------------- */
/* sparse's classifications and rules                               */

static int classify(struct sym *type, struct sym **base)
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
static int restricted_value(const struct expr *v)
{
	return !(v->is_value && v->is_zero);
}

/* 1: allowed, unfouls; 2: allowed, keeps fouled; 3: allowed unless
 * fouled; 0: degrades. */
static int restricted_binop(enum op op)
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

static struct sym *restricted_binop_type(enum op op, const struct expr *l,
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

static struct report_pos expr_pos(struct eval *e, CXCursor c);
static int cast_is_forced(struct eval *e, CXCursor c);

/* "restricted T degrades to integer" at `at`; leaves the base type. */
static void unrestrict_at(struct eval *e, struct report_pos at, int class,
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

static void unrestrict(struct eval *e, const struct expr *x, int class,
		       struct sym **ctype)
{
	if (class & TYPE_RESTRICT)
		unrestrict_at(e, expr_pos(e, x->c), class, ctype);
}

static struct sym *integer_promotion(struct sym *t)
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

static struct sym *usual_conversions(struct eval *e, enum op op,
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

/* sparse's type_difference(), for the differences restricted types make. */
static const char *type_difference(struct sym *t1, struct sym *t2)
{
	int i;

	for (;;) {
		while (t1 && (t1->type == SYM_NODE || t1->type == SYM_ENUM))
			t1 = t1->base;
		while (t2 && (t2->type == SYM_NODE || t2->type == SYM_ENUM))
			t2 = t2->base;
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
			if (!same_as(t1->as, t2->as))
				return "different address spaces";
			break;
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
static struct sym *unqualify(struct eval *e, struct sym *t)
{
	struct sym *u;

	if (!t || t->type != SYM_NODE || !(t->mods & MOD_QUALIFIER))
		return t;
	u = sym_new_node(e->syms, t->base, t->mods & ~MOD_QUALIFIER);
	u->ident = t->ident;
	u->as = t->as;
	return u;
}

/* The type of an expression used as a value: arrays and functions decay. */
static struct sym *degenerate(struct eval *e, struct expr *x)
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
		if (!mentions_restricted(t) && !mentions_restricted(s))
			return 1;
		if (!same_as(t->as, s->as)) {
			*typediff = "different address spaces";
			return 0;
		}
		/* anything converts to and from void * */
		if (sym_base(t->base) == &void_ctype ||
		    sym_base(s->base) == &void_ctype)
			return 1;
		*typediff = type_difference(t->base, s->base);
		return *typediff == NULL;
	}
	return 1;
}

/* Returns 1 when compatible; sparse abandons the expression otherwise. */
static int compatible_assignment_types(struct eval *e, struct report_pos at,
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

/* ---------------------------------------------------------------- */
/* Expressions                                                      */

static int is_array_type(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
	       t.kind == CXType_VariableArray;
}

static struct report_pos expr_pos(struct eval *e, CXCursor c)
{
	struct kids k;

	c = strip(c);
	switch (clang_getCursorKind(c)) {
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		k = kids_of(c);
		if (k.nr == 2)
			return op_pos(e, c, k.v[0], k.v[1]);
		break;
	case CXCursor_ConditionalOperator:
		k = kids_of(c);
		if (k.nr == 3)
			return op_pos(e, c, k.v[0], k.v[1]);
		break;
	case CXCursor_ArraySubscriptExpr:
		k = kids_of(c);
		if (k.nr == 2)
			return op_pos(e, c, k.v[0], k.v[1]);
		break;
	case CXCursor_MemberRefExpr:
		k = kids_of(c);
		/* an array member decays to an address computed from its base */
		if (k.nr >= 1 && is_array_type(clang_getCursorType(c)))
			return expr_pos(e, k.v[0]);
		if (k.nr >= 1) {
			CXSourceLocation name = clang_getCursorLocation(c);
			struct cx_pos l = cx_expansion_pos(begin_of(k.v[0]));
			struct cx_pos r = cx_expansion_pos(name);
			struct lex_tok t;

			if (!in_macro(name) && token_before(e, l, r, &t))
				return pos_in_file(e, l, t.off);
			return pos_at(name);
		}
		break;
	case CXCursor_UnaryOperator:
		switch (clang_getCursorUnaryOperatorKind(c)) {
		case CXUnaryOperator_AddrOf:
			/* sparse folds &x into x's own expression */
			k = kids_of(c);
			if (k.nr != 1)
				break;
			/* &p->f and &s.f: where the address computation starts */
			if (clang_getCursorKind(strip(k.v[0])) ==
			    CXCursor_MemberRefExpr) {
				struct kids m = kids_of(strip(k.v[0]));

				if (m.nr == 1)
					return expr_pos(e, m.v[0]);
			}
			return expr_pos(e, k.v[0]);
		case CXUnaryOperator_PostInc:
		case CXUnaryOperator_PostDec: {
			CXSourceRange ext = clang_getCursorExtent(c);
			struct cx_pos l = cx_expansion_pos(clang_getRangeStart(ext));
			struct cx_pos r = cx_expansion_pos(clang_getRangeEnd(ext));
			struct lex_tok t;

			if (token_before(e, l, r, &t) && t.kind == LEX_PUNCT &&
			    t.off + t.len == r.off)
				return pos_in_file(e, l, t.off);
			return pos_at(clang_getRangeStart(ext));
		}
		default:
			break;
		}
		break;
	case CXCursor_CStyleCastExpr:
	case CXCursor_CompoundLiteralExpr:
	case CXCursor_StmtExpr:
		return token_after_paren(e, c, 0);
	case CXCursor_CallExpr:
		return token_after_paren(e, c, 1);
	default:
		break;
	}
	return pos_at(clang_getCursorLocation(c));
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

static void mark_assigned(struct expr *x)
{
	if (x->symbol)
		x->symbol->mods |= MOD_ASSIGNED;
}

/* Expressions used as a condition (if, while, &&, ||, ?:). */
static struct expr evaluate_conditional(struct eval *e, CXCursor c)
{
	struct expr x = evaluate(e, c);

	degenerate(e, &x);
	return x;
}

static struct sym *evaluate_binop(struct eval *e, CXCursor c, enum op op,
				  struct expr *l, struct expr *r)
{
	struct sym *ltype, *rtype;
	int lclass = classify(degenerate(e, l), &ltype);
	int rclass = classify(degenerate(e, r), &rtype);

	(void)c;
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

static struct sym *evaluate_compare(struct eval *e, CXCursor c, enum op op,
				    struct expr *l, struct expr *r)
{
	struct sym *ltype, *rtype;
	int lclass = classify(degenerate(e, l), &ltype);
	int rclass = classify(degenerate(e, r), &rtype);

	if (lclass & rclass & TYPE_NUM)
		usual_conversions(e, op, l, r, lclass, rclass, ltype, rtype);
	(void)c;
	return &int_ctype;
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

static int cast_is_forced(struct eval *e, CXCursor c)
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

static struct sym *evaluate_cast(struct eval *e, CXCursor c, struct expr *src)
{
	struct sym *ctype = sym_node_of_type(e->syms, clang_getCursorType(c));
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

/* Is parameter `i` of `fn` declared __force (not checked as argument)? */
static int forced_param(struct eval *e, CXCursor parm)
{
	CXSourceRange r = clang_getCursorExtent(parm);
	struct cx_pos a = cx_file_pos(clang_getRangeStart(r));
	struct cx_pos b = cx_file_pos(clang_getRangeEnd(r));
	size_t len;
	const char *s;

	if (!a.file || !clang_File_isEqual(a.file, b.file) || b.off < a.off)
		return 0;
	s = cx_file_text(e->tu, a.file, &len);
	if (!s || b.off > len)
		return 0;
	/*
	 * A leading `__force` expands to nothing and is not part of the
	 * extent: take in the identifiers back to the '(' or ','.
	 */
	while (a.off > 0 && s[a.off - 1] != '(' && s[a.off - 1] != ',' &&
	       s[a.off - 1] != ';' && s[a.off - 1] != ')')
		a.off--;
	return force_in_text(e->macros, s, a.off, b.off);
}

struct cursors {
	VEC(CXCursor) v;
};

static enum CXChildVisitResult collect_visit(CXCursor c, CXCursor parent,
					     CXClientData data)
{
	struct cursors *cs = data;

	(void)parent;
	VEC_PUSH(cs->v, c);
	return CXChildVisit_Continue;
}

struct call_args {
	struct eval *e;
	unsigned n;
	struct cursors params;	/* ParmDecls naming the parameters */
	struct sym *fntype;
	int skip;		/* the callee expression itself */
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
		a->skip = 0;
		e->callee = 1;
		evaluate(e, c);
		e->callee = 0;
		return CXChildVisit_Continue;
	}
	x = evaluate(e, c);
	if (!x.ctype)
		return CXChildVisit_Break;	/* sparse stops at a bad argument */
	if (a->n < a->params.v.nr) {
		CXCursor parm = a->params.v.v[a->n];

		if (!forced_param(e, parm))
			target = sym_of_decl(e->syms, parm);
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
		callee = strip(callee);
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

static struct sym *evaluate_call(struct eval *e, CXCursor c)
{
	struct call_args a = { e, 0, { { NULL, 0, 0 } }, NULL, 1 };
	struct kids k = kids_of(c);
	struct sym *t;

	if (!k.nr)
		return plain_type(e, c);
	callee_params(k.v[0], &a.params);
	t = sym_base(sym_node_of_type(e->syms, clang_getCursorType(k.v[0])));
	if (t->type == SYM_PTR)
		t = sym_base(t->base);
	a.fntype = t->type == SYM_FN ? t : NULL;
	clang_visitChildren(c, arg_visit, &a);
	VEC_FREE(a.params.v);
	return a.fntype ? a.fntype->base : plain_type(e, c);
}

static void handle_initializer(struct eval *e, struct sym *target, CXCursor init);

/*
 * A member takes on the modifiers of its parent: those of the struct
 * object for `s.f` (so a static or [assigned] struct shows in its
 * members), those of the pointer's target for `p->f`.  Only `s.f` names
 * an object that an assignment marks.
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
	if ((field->mods | mod) == field->mods && !as)
		return field;
	n = sym_new_node(e->syms, field->base, field->mods | mod);
	n->ident = field->ident;
	n->as = as ? as : field->as;
	return n;
}

static struct sym *unop(struct eval *e, CXCursor c, struct expr *x)
{
	struct sym *ctype, *t;
	int class;

	switch (clang_getCursorUnaryOperatorKind(c)) {
	case CXUnaryOperator_AddrOf: {
		struct sym *n = x->ctype, *b = sym_base(n), *p;
		unsigned long m = n && n->type == SYM_NODE ? n->mods : 0;

		if (x->symbol)
			x->symbol->mods |= MOD_ADDRESSABLE;
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
		mark_assigned(x);
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
		statement(l->e, l->last, NULL);
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
		x = evaluate(e, l.last);
		x.ctype = unqualify(e, degenerate(e, &x));
		return x;
	}
	statement(e, l.last, NULL);
	x.ctype = &void_ctype;
	return x;
}

static struct expr evaluate(struct eval *e, CXCursor c)
{
	struct expr x = { NULL, strip(c), NULL, 0, 0 };
	struct kids k;
	CXCursor ref;
	enum CXCursorKind kind;

	c = x.c;
	kind = clang_getCursorKind(c);
	if (!clang_isExpression(kind))
		return x;	/* declarations and such inside odd builtins */
	switch (kind) {
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral: {
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
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(c);
		switch (clang_getCursorKind(ref)) {
		case CXCursor_EnumConstantDecl:
			x.is_value = 1;
			x.is_zero = clang_getEnumConstantDeclValue(ref) == 0;
			x.ctype = sym_enumerator_type(e->syms, ref);
			return x;
		case CXCursor_FunctionDecl:
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
	case CXCursor_MemberRefExpr: {
		struct expr base;

		k = kids_of(c);
		ref = clang_getCursorReferenced(c);
		if (clang_getCursorKind(ref) != CXCursor_FieldDecl || k.nr < 1)
			break;
		base = evaluate(e, k.v[0]);
		x.ctype = member_of(e, &base, sym_of_decl(e->syms, ref),
				    &x.symbol);
		return x;
	}
	case CXCursor_ArraySubscriptExpr: {
		struct expr base, idx;
		struct sym *b;

		k = kids_of(c);
		if (k.nr != 2)
			break;
		base = evaluate(e, k.v[0]);
		idx = evaluate(e, k.v[1]);
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
		evaluate_binop(e, c, OP_ARITH, &base, &idx);
		b = sym_base(base.ctype);
		if (b->type == SYM_PTR) {
			x.ctype = sym_new_node(e->syms, b->base, b->mods);
			return x;
		}
		break;
	}
	case CXCursor_UnaryOperator: {
		struct expr op;

		k = kids_of(c);
		if (k.nr != 1)
			break;
		op = evaluate(e, k.v[0]);
		x.ctype = unop(e, c, &op);
		if (clang_getCursorUnaryOperatorKind(c) == CXUnaryOperator_Deref)
			x.symbol = NULL;
		return x;
	}
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator: {
		enum op op = binop_kind(clang_getCursorBinaryOperatorKind(c));
		struct expr l, r;

		k = kids_of(c);
		if (k.nr != 2)
			break;
		if (op == OP_LAND || op == OP_LOR) {
			evaluate_conditional(e, k.v[0]);
			evaluate_conditional(e, k.v[1]);
			x.ctype = &int_ctype;
			return x;
		}
		l = evaluate(e, k.v[0]);
		r = evaluate(e, k.v[1]);
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
			mark_assigned(&l);
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
			mark_assigned(&l);
			x.ctype = l.ctype;
			return x;
		case OP_COMPARE:
		case OP_EQ:
		case OP_NE:
			x.ctype = evaluate_compare(e, c, op, &l, &r);
			return x;
		default:
			x.ctype = evaluate_binop(e, c, op, &l, &r);
			return x;
		}
	}
	case CXCursor_ConditionalOperator: {
		struct expr cond, t, f;
		struct sym *lt, *rt;
		int lc, rc;

		k = kids_of(c);
		if (k.nr != 3)
			break;
		cond = evaluate_conditional(e, k.v[0]);
		(void)cond;
		f = evaluate(e, k.v[2]);
		t = evaluate(e, k.v[1]);
		lc = classify(degenerate(e, &t), &lt);
		rc = classify(degenerate(e, &f), &rt);
		if (lc & rc & TYPE_NUM) {
			x.ctype = usual_conversions(e, OP_COND, &t, &f, lc, rc,
						    lt, rt);
			return x;
		}
		/* pointers: the type of the arm that is not a null constant */
		if ((lc | rc) & TYPE_PTR) {
			x.ctype = (lc & TYPE_PTR) && !(t.is_value && t.is_zero) ?
				  t.ctype : f.ctype;
			return x;
		}
		break;
	}
	case CXCursor_CStyleCastExpr: {
		struct expr src;

		k = kids_of(c);
		if (!k.nr)
			break;
		src = evaluate(e, k.v[k.nr - 1]);
		if (clang_getCursorKind(strip(k.v[k.nr - 1])) == CXCursor_InitListExpr)
			break;
		x.ctype = evaluate_cast(e, c, &src);
		return x;
	}
	case CXCursor_CallExpr:
		x.ctype = evaluate_call(e, c);
		return x;
	case CXCursor_StmtExpr:
		k = kids_of(c);
		if (k.nr == 1 &&
		    clang_getCursorKind(k.v[0]) == CXCursor_CompoundStmt) {
			struct expr v = statement_expression(e, k.v[0]);

			/* the value is reported where the '{' is */
			v.c = c;
			v.symbol = NULL;
			v.is_value = 0;
			return v;
		}
		break;
	case CXCursor_UnaryExpr:
		/* sizeof(expr) and __alignof__(expr) evaluate expr */
		k = kids_of(c);
		if (k.nr == 1 && clang_isExpression(clang_getCursorKind(k.v[0])))
			evaluate(e, k.v[0]);
		break;
	case CXCursor_StringLiteral:
	case CXCursor_FloatingLiteral:
		break;
	case CXCursor_CompoundLiteralExpr:
		k = kids_of(c);
		if (k.nr) {
			x.ctype = sym_node_of_type(e->syms, clang_getCursorType(c));
			handle_initializer(e, x.ctype, k.v[k.nr - 1]);
			return x;
		}
		break;
	case CXCursor_InitListExpr:
		return x;	/* handled by its declaration */
	default:
		/*
		 * GNU ?:, __builtin_choose_expr and friends: check what is
		 * inside and take clang's type, which keeps the typedef.
		 */
		evaluate_statement(e, c);
		x.ctype = sym_node_of_type(e->syms, clang_getCursorType(c));
		return x;
	}
	if (!x.ctype)
		x.ctype = plain_type(e, c);
	return x;
}

/* ---------------------------------------------------------------- */
/* Initializers                                                     */

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

	clang_visitChildren(c, collect_visit, &cs);
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
		evaluate(e, c);
	return CXChildVisit_Continue;
}

static void handle_initializer(struct eval *e, struct sym *target,
			       CXCursor init)
{
	CXCursor c = strip(init);
	struct sym *b = sym_base(target);
	int aggregate = b->type == SYM_ARRAY || b->type == SYM_STRUCT ||
			b->type == SYM_UNION;
	struct expr x;

	if (clang_getCursorKind(c) == CXCursor_InitListExpr) {
		struct init_walk w = { e, target, clang_getCursorType(c), 0 };
		struct kids k;

		if (aggregate) {
			clang_visitChildren(c, init_visit, &w);
			return;
		}
		/* braces around a scalar */
		k = kids_of(c);
		if (k.nr != 1)
			return;
		c = strip(k.v[0]);
	}
	x = evaluate(e, c);
	if (!aggregate)
		compatible_assignment_types(e, expr_pos(e, x.c), target, &x,
					    "initializer");
}

/* ---------------------------------------------------------------- */
/* Statements                                                       */

/* A switch being walked: its selector and its case values, in order. */
struct switch_ctx {
	struct expr sel;
	VEC(CXCursor) cases;
};

struct stmt_walk {
	struct eval *e;
	struct switch_ctx *sw;	/* the innermost switch */
};

static void statement(struct eval *e, CXCursor c, struct switch_ctx *sw);

static enum CXChildVisitResult stmt_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct stmt_walk *w = data;

	(void)parent;
	statement(w->e, c, w->sw);
	return CXChildVisit_Continue;
}

static void walk_children(struct eval *e, CXCursor c, struct switch_ctx *sw)
{
	struct stmt_walk w = { e, sw };

	clang_visitChildren(c, stmt_visit, &w);
}

static void check_case(struct eval *e, struct expr *sel, CXCursor value)
{
	struct expr cv = evaluate(e, value);
	struct sym *ct, *st;
	int cc = classify(cv.ctype, &ct);
	int sc = classify(sel->ctype, &st);

	if (!(cc & sc & TYPE_NUM) || ((cc | sc) & TYPE_FLOAT))
		return;
	if (!((cc | sc) & TYPE_RESTRICT))
		return;
	if (!restricted_binop_type(OP_EQ, &cv, sel, cc, sc, ct, st)) {
		unrestrict(e, &cv, cc, &ct);
		unrestrict(e, sel, sc, &st);
	}
}

static void evaluate_decl(struct eval *e, CXCursor d)
{
	CXCursor init = clang_Cursor_getVarDeclInitializer(d);

	if (!clang_Cursor_isNull(init))
		handle_initializer(e, sym_of_decl(e->syms, d), init);
}

static void statement(struct eval *e, CXCursor c, struct switch_ctx *sw)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	struct kids k;
	size_t i;

	switch (kind) {
	case CXCursor_ReturnStmt:
		k = kids_of(c);
		if (k.nr) {
			struct expr x = evaluate(e, k.v[0]);

			if (e->ret && !sym_base(e->ret)->is_void)
				compatible_assignment_types(e, expr_pos(e, x.c),
					e->ret, &x, "return expression");
		}
		return;
	case CXCursor_VarDecl:
		evaluate_decl(e, c);
		return;
	case CXCursor_SwitchStmt: {
		struct switch_ctx inner = { { 0 }, { NULL, 0, 0 } };

		/* children: [condition variable,] selector, body */
		k = kids_of(c);
		if (k.nr < 2 || k.nr > 3)
			return;
		inner.sel = evaluate(e, k.v[k.nr - 2]);
		statement(e, k.v[k.nr - 1], &inner);
		/* sparse checks the labels once the body is done */
		for (i = 0; i < inner.cases.nr; i++)
			check_case(e, &inner.sel, inner.cases.v[i]);
		VEC_FREE(inner.cases);
		return;
	}
	case CXCursor_CaseStmt:
		/* children: value, [range end,] statement */
		k = kids_of(c);
		if (k.nr < 2)
			return;
		if (sw) {
			VEC_PUSH(sw->cases, k.v[0]);
			if (k.nr == 3)
				VEC_PUSH(sw->cases, k.v[1]);
		}
		statement(e, k.v[k.nr - 1], sw);
		return;
	case CXCursor_GCCAsmStmt:
	case CXCursor_TypeRef:
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
	case CXCursor_EnumDecl:
	case CXCursor_TypedefDecl:
	case CXCursor_FunctionDecl:
		return;
	default:
		if (clang_isExpression(kind))
			evaluate(e, c);
		else
			walk_children(e, c, sw);
	}
}

static void evaluate_statement(struct eval *e, CXCursor c)
{
	walk_children(e, c, NULL);
}

/* ---------------------------------------------------------------- */
/* Functions, in sparse's order                                     */

static enum CXChildVisitResult body_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_CompoundStmt)
		return CXChildVisit_Continue;
	*(CXCursor *)data = c;
	return CXChildVisit_Break;
}

static CXCursor body_of(CXCursor fn)
{
	CXCursor body = clang_getNullCursor();

	clang_visitChildren(fn, body_visit, &body);
	return body;
}

static void evaluate_function(struct eval *e, CXCursor fn, CXCursor body)
{
	CXCursor saved_fn = e->fn;
	struct sym *saved_ret = e->ret;

	e->fn = fn;
	e->ret = sym_base(sym_of_decl(e->syms, fn))->base;
	statement(e, body, NULL);
	e->fn = saved_fn;
	e->ret = saved_ret;
}

static int is_inline_definition(CXCursor fn)
{
	return clang_Cursor_isFunctionInlined(fn);
}

static void expand_inline_calls(struct eval *e, CXCursor c);

static int cursor_in(const CXCursor *v, size_t nr, CXCursor c)
{
	size_t i;

	for (i = 0; i < nr; i++)
		if (clang_equalCursors(v[i], c))
			return 1;
	return 0;
}

/*
 * An inline function whose address is taken stops being inlined: sparse
 * checks its body once, after everything else, and no longer per call.
 */
static void address_taken(struct eval *e, CXCursor fn)
{
	CXCursor def = clang_getCursorDefinition(fn);

	if (clang_Cursor_isNull(def) || !is_inline_definition(def) ||
	    cursor_in(e->uninlined.v, e->uninlined.nr, def))
		return;
	VEC_PUSH(e->uninlined, def);
}

static enum CXChildVisitResult expand_visit(CXCursor c, CXCursor parent,
					    CXClientData data)
{
	struct eval *e = data;
	CXCursor def, body;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	def = clang_getCursorDefinition(clang_getCursorReferenced(c));
	if (clang_getCursorKind(def) != CXCursor_FunctionDecl ||
	    !is_inline_definition(def))
		return CXChildVisit_Recurse;
	body = body_of(def);
	if (clang_Cursor_isNull(body) ||
	    cursor_in(e->inlining.v, e->inlining.nr, def) ||
	    cursor_in(e->uninlined.v, e->uninlined.nr, def))
		return CXChildVisit_Recurse;
	/* sparse evaluates an inline body afresh at each call it expands */
	VEC_PUSH(e->inlining, def);
	e->inline_gen++;
	evaluate_function(e, def, body);
	expand_inline_calls(e, body);
	e->inlining.nr--;
	return CXChildVisit_Recurse;
}

static void expand_inline_calls(struct eval *e, CXCursor c)
{
	clang_visitChildren(c, expand_visit, e);
}

struct tu_walk {
	struct eval *e;
	int expand;		/* second pass: inline expansion */
	struct cx_map done;	/* definitions walked in this pass */
};

static enum CXChildVisitResult top_visit(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	struct tu_walk *w = data;
	CXCursor body;

	(void)parent;
	switch (clang_getCursorKind(c)) {
	case CXCursor_VarDecl:
		if (!w->expand)
			evaluate_decl(w->e, c);
		else
			expand_inline_calls(w->e, c);
		break;
	case CXCursor_FunctionDecl:
		if (is_inline_definition(c))
			break;
		/*
		 * sparse evaluates a static function where it is first
		 * declared: a prototype brings the definition's turn forward.
		 * Inline expansion goes by definitions.
		 */
		if (!w->expand && clang_Cursor_getStorageClass(c) == CX_SC_Static)
			c = clang_getCursorDefinition(c);
		if (clang_Cursor_isNull(c) || cx_map_test_and_add(&w->done, c))
			break;
		body = body_of(c);
		if (clang_Cursor_isNull(body))
			break;
		if (!w->expand)
			evaluate_function(w->e, c, body);
		else
			expand_inline_calls(w->e, body);
		break;
	default:
		break;
	}
	return CXChildVisit_Continue;
}

/* ---------------------------------------------------------------- */
/* What sparse reports while parsing, before it evaluates anything   */

/* The ':' after a bit-field's name. */
static struct report_pos colon_after(struct eval *e, CXCursor field)
{
	CXSourceLocation loc = clang_getCursorLocation(field);
	struct cx_pos p = cx_expansion_pos(loc);
	size_t len, off = p.off;
	const char *s = cx_file_text(e->tu, p.file, &len);
	struct lex_tok t;

	if (in_macro(loc) || !s)
		return rpos(p);
	lex_next(s, len, &off, &t, 0);	/* the name */
	lex_next(s, len, &off, &t, 0);
	return t.kind == LEX_EOF ? rpos(p) : pos_in_file(e, p, t.off);
}

static enum CXChildVisitResult parse_visit(CXCursor c, CXCursor parent,
					   CXClientData data)
{
	struct eval *e = data;
	struct enum_check ck;
	struct sym *t;

	(void)parent;
	switch (clang_getCursorKind(c)) {
	case CXCursor_EnumDecl:
		if (!clang_isCursorDefinition(c))
			return CXChildVisit_Continue;
		sym_enum_check(e->syms, c, &ck);
		if (!clang_Cursor_isNull(ck.mixed) && e->o->bitwise)
			report_warning(e->rep, expr_pos(e, ck.mixed),
				       "mixed bitwiseness");
		if (!clang_Cursor_isNull(ck.incompatible)) {
			struct report_pos at = expr_pos(e, ck.incompatible);

			report_error(e->rep, at, "incompatible restricted type");
			report_info(e->rep, at, "   expected: %s",
				    show_typename(e->syms, ck.expected));
			report_info(e->rep, at, "        got: %s",
				    show_typename(e->syms, ck.got));
		}
		return CXChildVisit_Continue;
	case CXCursor_FieldDecl:
		if (!clang_Cursor_isBitField(c))
			return CXChildVisit_Continue;
		t = sym_base(sym_base(sym_of_decl(e->syms, c))->base);
		if (t->type == SYM_RESTRICT || t->type == SYM_FOULED)
			report_error(e->rep, colon_after(e, c),
				     "invalid bitfield specifier for type %s.",
				     show_typename(e->syms, t));
		return CXChildVisit_Continue;
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
	case CXCursor_TypedefDecl:
	case CXCursor_VarDecl:
		return CXChildVisit_Recurse;
	default:
		return CXChildVisit_Continue;
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
static struct sym *typeof_type(void *ctx, CXCursor decl)
{
	CXCursor expr = clang_getNullCursor();

	clang_visitChildren(decl, first_expr_visit, &expr);
	if (clang_Cursor_isNull(expr))
		return NULL;
	return evaluate(ctx, expr).ctype;
}

unsigned check_translation_unit(CXTranslationUnit tu, const char *name,
				const struct check_options *o)
{
	struct bitwise_macros macros = BITWISE_MACROS_INIT;
	struct eval e = { 0 };
	struct tu_walk w = { &e, 0, CX_MAP_INIT };
	CXCursor root = clang_getTranslationUnitCursor(tu);
	unsigned n;
	size_t i;

	bitwise_macros_collect(&macros, tu);
	e.tu = tu;
	e.o = o;
	e.macros = &macros;
	e.syms = symbols_new(tu, &macros);
	symbols_set_typeof(e.syms, typeof_type, &e);
	e.rep = report_new(&o->report, tu, name);
	e.fn = clang_getNullCursor();
	clang_visitChildren(root, parse_visit, &e);
	clang_visitChildren(root, top_visit, &w);
	for (i = 0; i < e.uninlined.nr; i++)
		evaluate_function(&e, e.uninlined.v[i], body_of(e.uninlined.v[i]));
	w.expand = 1;
	cx_map_release(&w.done);
	clang_visitChildren(root, top_visit, &w);
	cx_map_release(&w.done);
	n = report_count(e.rep);
	VEC_FREE(e.inlining);
	VEC_FREE(e.uninlined);
	report_free(e.rep);
	symbols_free(e.syms);
	bitwise_macros_release(&macros);
	return n;
}
