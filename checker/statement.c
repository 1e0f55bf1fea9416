/*
 * Statements and the order of a translation unit: sparse first reports
 * what it finds while parsing (enums, bit-fields), then evaluates each
 * definition where it is first declared, then expands inline functions
 * at their calls, evaluating their bodies afresh each time.
 */
#include <stdio.h>
#include <string.h>

#include "checker/eval.h"
#include "lib/cxmap.h"
#include "lib/lex.h"

/* A switch being walked: its selector and its case values, in order. */
struct switch_ctx {
	struct expr sel;
	VEC(CXCursor) cases;
};

struct stmt_walk {
	struct eval *e;
	struct switch_ctx *sw;	/* the innermost switch */
};

void evaluate_stmt(struct eval *e, CXCursor c, struct switch_ctx *sw);

static enum CXChildVisitResult stmt_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct stmt_walk *w = data;

	(void)parent;
	evaluate_stmt(w->e, c, w->sw);
	return CXChildVisit_Continue;
}

static void walk_children(struct eval *e, CXCursor c, struct switch_ctx *sw)
{
	struct stmt_walk w = { e, sw };

	clang_visitChildren(c, stmt_visit, &w);
}

static void check_case(struct eval *e, struct expr *sel, CXCursor value)
{
	struct expr cv = evaluate_expr(e, value);
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

void evaluate_stmt(struct eval *e, CXCursor c, struct switch_ctx *sw)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	struct cx_kids k;
	size_t i;

	switch (kind) {
	case CXCursor_ReturnStmt:
		k = cx_kids(c);
		if (k.nr) {
			struct expr x = evaluate_expr(e, k.v[0]);

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
		k = cx_kids(c);
		if (k.nr < 2 || k.nr > 3)
			return;
		inner.sel = evaluate_expr(e, k.v[k.nr - 2]);
		evaluate_stmt(e, k.last, &inner);
		/* sparse checks the labels once the body is done */
		for (i = 0; i < inner.cases.nr; i++)
			check_case(e, &inner.sel, inner.cases.v[i]);
		VEC_FREE(inner.cases);
		return;
	}
	case CXCursor_CaseStmt:
		/* children: value, [range end,] statement */
		k = cx_kids(c);
		if (k.nr < 2)
			return;
		if (sw) {
			VEC_PUSH(sw->cases, k.v[0]);
			if (k.nr == 3)
				VEC_PUSH(sw->cases, k.v[1]);
		}
		evaluate_stmt(e, k.last, sw);
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
			evaluate_expr(e, c);
		else
			walk_children(e, c, sw);
	}
}

void evaluate_statement(struct eval *e, CXCursor c)
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
	report_next_symbol(e->rep);
	evaluate_stmt(e, body, NULL);
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
void address_taken(struct eval *e, CXCursor fn)
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
	cx_map_release(&e.typeofs);
	report_free(e.rep);
	symbols_free(e.syms);
	bitwise_macros_release(&macros);
	return n;
}

