// SPDX-License-Identifier: GPL-2.0-only
/*
 * Statements and the order of a translation unit: sparse first reports
 * what it finds while parsing (enums, bit-fields), then evaluates each
 * definition where it is first declared, then expands inline functions
 * at their calls, evaluating their bodies afresh each time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checker/eval.h"
#include "lib/cx.h"
#include "lib/cxmap.h"
#include "lib/lex.h"
#include "lib/xalloc.h"

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

	if (!cx_too_deep(&e->deep, c))
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

/* The parts of a for loop; null where the loop has none. */
struct for_parts {
	CXCursor init, cond, inc, body;
};

/*
 * libclang lists a for loop's parts without saying which is which; the
 * body is last, and the ';'s of the header sort out the rest (or, when
 * the header comes from a macro, a loop with all three parts).
 */
static struct for_parts for_parts_of(struct eval *e, CXCursor c)
{
	struct for_parts p = { clang_getNullCursor(), clang_getNullCursor(),
			       clang_getNullCursor(), clang_getNullCursor() };
	struct cursors cs = { { NULL, 0, 0 } };
	CXSourceLocation loc = begin_of(c);
	size_t semi[2] = { 0, 0 }, i, n;

	children_of(c, &cs);
	if (!cs.v.nr)
		goto out;
	n = cs.v.nr - 1;
	p.body = cs.v.v[n];
	if (n == 3) {
		p.init = cs.v.v[0];
		p.cond = cs.v.v[1];
		p.inc = cs.v.v[2];
	} else if (n && !in_macro(loc)) {
		struct cx_pos f = cx_expansion_pos(loc);
		size_t len, off, end;
		const char *s = cx_file_text(e->tu, f.file, &len);
		int k = 0, depth = 0;

		if (!s)
			goto out;
		/* "for" then "(": the two ';' at depth 1 */
		for (off = f.off; off < len && s[off] != '('; off++)
			;
		end = lex_skip_parens(s, len, off);
		for (; off < end && k < 2; off++) {
			if (s[off] == '(')
				depth++;
			else if (s[off] == ')')
				depth--;
			else if (s[off] == ';' && depth == 1)
				semi[k++] = off;
		}
		for (i = 0; i < n && k == 2; i++) {
			size_t at = cx_expansion_pos(begin_of(cs.v.v[i])).off;

			if (at < semi[0])
				p.init = cs.v.v[i];
			else if (at < semi[1])
				p.cond = cs.v.v[i];
			else
				p.inc = cs.v.v[i];
		}
	}
out:
	VEC_FREE(cs.v);
	return p;
}

/*
 * sparse's order for loops: declarations of a for's first clause, the
 * conditions (a do-while's too), the first clause, the body, the step.
 */
static void evaluate_loop(struct eval *e, CXCursor c, struct switch_ctx *sw)
{
	struct for_parts p;
	struct cx_kids k;

	switch (clang_getCursorKind(c)) {
	case CXCursor_DoStmt:
		k = cx_kids(c);
		if (k.nr != 2)
			break;
		evaluate_stmt(e, k.v[1], sw);
		evaluate_stmt(e, k.v[0], sw);
		return;
	case CXCursor_ForStmt:
		p = for_parts_of(e, c);
		if (clang_Cursor_isNull(p.body))
			return;
		if (!clang_Cursor_isNull(p.init) &&
		    clang_getCursorKind(p.init) == CXCursor_DeclStmt)
			evaluate_stmt(e, p.init, sw);
		if (!clang_Cursor_isNull(p.cond))
			evaluate_stmt(e, p.cond, sw);
		if (!clang_Cursor_isNull(p.init) &&
		    clang_getCursorKind(p.init) != CXCursor_DeclStmt)
			evaluate_stmt(e, p.init, sw);
		evaluate_stmt(e, p.body, sw);
		if (!clang_Cursor_isNull(p.inc))
			evaluate_stmt(e, p.inc, sw);
		return;
	default:
		break;
	}
	walk_children(e, c, sw);
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
	case CXCursor_ForStmt:
	case CXCursor_DoStmt:
		evaluate_loop(e, c, sw);
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
	expansions_stale(e);
}

/*
 * sparse evaluates an inline body afresh at each call it expands, and a
 * kernel unit expands thousands (fs/btrfs/inode.c: 4,610).  An expansion
 * reports the same each time, unless the state it starts from changed
 * (e->epoch) or it meets a body already being expanded (a recursion
 * sparse cuts): so each is made once and its tape played at later calls.
 */
struct expansion {
	struct report_tape tape;
	unsigned long epoch;	/* ~0: made while things changed */
	struct cx_map met;	/* the bodies it expanded, itself too, */
	VEC(CXCursor) bodies;	/* ... as a set and a list */
};

void expansions_stale(struct eval *e)
{
	e->epoch++;
}

static void add_met(struct expansion *x, CXCursor def)
{
	if (!cx_map_test_and_add(&x->met, def))
		VEC_PUSH(x->bodies, def);
}

/* The expansions being made met all that `x` met, its own body too. */
static void met(struct eval *e, const struct expansion *x)
{
	size_t i, j;

	for (i = 0; i < e->making.nr; i++)
		for (j = 0; j < x->bodies.nr; j++)
			add_met(e->making.v[i], x->bodies.v[j]);
}

static void expansion_clear(struct expansion *x)
{
	cx_map_release(&x->met);
	VEC_FREE(x->bodies);
}

/* Would expanding `x` again meet a body being expanded? */
static int meets_stack(const struct eval *e, const struct expansion *x)
{
	size_t i;

	for (i = 0; i < e->inlining.nr; i++)
		if (cx_map_find(&x->met, e->inlining.v[i]))
			return 1;
	return 0;
}

/* Expand the inline function `call` calls, if it is one sparse inlines. */
static void expand_call(struct eval *e, CXCursor call)
{
	CXCursor def = clang_getCursorDefinition(clang_getCursorReferenced(call));
	struct expansion **slot, *x;
	unsigned long epoch;
	CXCursor body;

	if (clang_getCursorKind(def) != CXCursor_FunctionDecl ||
	    !is_inline_definition(def))
		return;
	e->inline_calls++;
	if (cursor_in(e->uninlined.v, e->uninlined.nr, def))
		return;
	if (cursor_in(e->inlining.v, e->inlining.nr, def)) {
		/* the expansions being made depend on where they are made */
		expansions_stale(e);
		return;
	}
	slot = (struct expansion **)cx_map_slot(&e->expansions, def);
	x = *slot;
	if (x && x->epoch == e->epoch && !meets_stack(e, x)) {
		/* as the locals' marks would be reset by a fresh copy */
		e->inline_gen++;
		report_tape_play(e->rep, &x->tape);
		met(e, x);
		return;
	}
	body = body_of(def);
	if (clang_Cursor_isNull(body))
		return;
	if (x) {
		expansion_clear(x);
	} else {
		x = *slot = xcalloc(1, sizeof(*x));
		x->met = (struct cx_map)CX_MAP_INIT;
		VEC_PUSH(e->made, x);
	}
	epoch = e->epoch;
	VEC_PUSH(e->making, x);
	report_tape_start(e->rep, &x->tape);
	VEC_PUSH(e->inlining, def);
	e->inline_gen++;
	evaluate_function(e, def, body);
	expand_inline_calls(e, body);
	e->inlining.nr--;
	report_tape_stop(e->rep, &x->tape);
	e->making.nr--;
	add_met(x, def);
	x->epoch = e->epoch == epoch ? epoch : ~0ul;
	met(e, x);
}

static enum CXChildVisitResult expand_visit(CXCursor c, CXCursor parent,
					    CXClientData data)
{
	(void)parent;
	expand_inline_calls(data, c);
	return CXChildVisit_Continue;
}

/*
 * sparse's expansion order: a call's arguments before the body it
 * inlines, and only the branch taken when a condition is constant
 * (?:, &&, ||, if), so dead code inlines nothing.
 */
static void expand_inline_calls(struct eval *e, CXCursor c)
{
	struct cx_kids k;
	int truth;

	/* sparse does not expand what it failed to evaluate */
	if (clang_isExpression(clang_getCursorKind(c)) &&
	    cx_map_find(&e->abandoned, cx_strip(c)))
		return;
	k = cx_kids(c);

	switch (clang_getCursorKind(c)) {
	case CXCursor_CallExpr:
		clang_visitChildren(c, expand_visit, e);
		expand_call(e, c);
		return;
	case CXCursor_IfStmt:
		/* both branches, constant condition or not; none if the
		 * condition was abandoned */
		if (k.nr >= 1 && clang_isExpression(clang_getCursorKind(k.v[0])) &&
		    cx_map_find(&e->abandoned, cx_strip(k.v[0])))
			return;
		break;
	case CXCursor_DoStmt:
		if (k.nr != 2)
			break;
		expand_inline_calls(e, k.v[1]);
		expand_inline_calls(e, k.v[0]);
		return;
	case CXCursor_ForStmt: {
		struct for_parts p = for_parts_of(e, c);

		if (!clang_Cursor_isNull(p.cond))
			expand_inline_calls(e, p.cond);
		if (!clang_Cursor_isNull(p.init))
			expand_inline_calls(e, p.init);
		if (!clang_Cursor_isNull(p.body))
			expand_inline_calls(e, p.body);
		if (!clang_Cursor_isNull(p.inc))
			expand_inline_calls(e, p.inc);
		return;
	}
	case CXCursor_ConditionalOperator:
		if (k.nr != 3)
			break;
		expand_inline_calls(e, k.v[0]);
		truth = fold_truth(&e->fold, k.v[0], FOLD_EXPANDING);
		if (truth != 0)
			expand_inline_calls(e, k.v[1]);
		if (truth != 1 && k.nr == 3)
			expand_inline_calls(e, k.v[2]);
		return;
	case CXCursor_BinaryOperator:
		switch (clang_getCursorBinaryOperatorKind(c)) {
		case CXBinaryOperator_LAnd:
		case CXBinaryOperator_LOr:
			if (k.nr != 2)
				break;
			expand_inline_calls(e, k.v[0]);
			truth = fold_truth(&e->fold, k.v[0], FOLD_EXPANDING);
			if (truth == -1 || truth ==
			    (clang_getCursorBinaryOperatorKind(c) ==
			     CXBinaryOperator_LAnd))
				expand_inline_calls(e, k.v[1]);
			return;
		default:
			break;
		}
		break;
	default:
		break;
	}
	clang_visitChildren(c, expand_visit, e);
}

struct tu_walk {
	struct eval *e;
	struct prefix *pre;
	int expand;		/* second pass: inline expansion */
	struct cx_map done;	/* definitions walked in this pass */
	struct cx_map decls;	/* canonical decl -> its declarations so far */
	VEC(struct cursors *) all;	/* the lists, to free */
};

/*
 * Is a file-scope declaration in sparse's symbol list (evaluated and
 * checked against its earlier declarations)?  Definitions are; so are
 * static prototypes and variables not declared extern.
 */
static int listed(CXCursor c)
{
	enum CX_StorageClass sc = clang_Cursor_getStorageClass(c);

	if (clang_getCursorKind(c) == CXCursor_FunctionDecl)
		return is_inline_definition(c) ? 0 :
		       clang_isCursorDefinition(c) || sc == CX_SC_Static;
	return sc != CX_SC_Extern ||
	       !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(c));
}

/* sparse names a declaration where its declarator starts: `*name`. */
static struct report_pos declarator_pos(struct eval *e, CXCursor d)
{
	CXSourceLocation loc = clang_getCursorLocation(d);
	struct cx_pos p = cx_expansion_pos(loc);
	size_t len, off = p.off, star = p.off;
	const char *s = cx_file_text(e->tu, p.file, &len);

	if (in_macro(loc) || !s || off > len)
		return rpos(p);
	while (off > 0 && (s[off - 1] == ' ' || s[off - 1] == '\t' ||
			   s[off - 1] == '*'))
		if (s[--off] == '*')
			star = off;
	return star == p.off ? rpos(p) : pos_in_file(e, p, star);
}

/*
 * sparse's check_duplicates(): a declaration whose type differs from an
 * earlier one's.  clang accepts only redeclarations of one canonical
 * type, so what differs is restricted types or address spaces.
 */
static void check_redeclaration(struct tu_walk *w, CXCursor c)
{
	struct eval *e = w->e;
	struct cursors **slot = (struct cursors **)cx_map_slot(&w->decls,
					clang_getCanonicalCursor(c));
	struct sym *t;
	size_t i;

	if (!*slot) {
		*slot = xcalloc(1, sizeof(**slot));
		VEC_PUSH(w->all, *slot);
		prefix_seed(w->pre, c, *slot);
	}
	/* most declarations are the first of their entity: nothing to do */
	t = (*slot)->v.nr && listed(c) ? sym_of_decl(e->syms, c) : NULL;
	for (i = (*slot)->v.nr; t && i-- > 0;) {
		CXCursor prev = (*slot)->v.v[i];
		struct sym *p = sym_of_decl(e->syms, prev);
		const char *diff;
		struct report_pos at, pat;

		if (!type_differs(t, p, &diff))
			continue;
		at = declarator_pos(e, c);
		pat = declarator_pos(e, prev);
		report_eval_error(e->rep, at,
			"symbol '%s' redeclared with different type (%s):",
			t->ident, diff);
		report_info(e->rep, at, "   %s", show_typename(e->syms, t));
		report_info(e->rep, pat, "note: previously declared as:");
		report_info(e->rep, pat, "   %s", show_typename(e->syms, p));
		break;
	}
	prefix_declared(w->pre, c);
	VEC_PUSH((*slot)->v, c);
}

static void top_turn(struct tu_walk *w, CXCursor c)
{
	CXCursor body;

	switch (clang_getCursorKind(c)) {
	case CXCursor_VarDecl:
		if (w->expand) {
			expand_inline_calls(w->e, c);
			break;
		}
		report_next_symbol(w->e->rep);
		evaluate_decl(w->e, c);
		check_redeclaration(w, c);
		break;
	case CXCursor_FunctionDecl:
		if (is_inline_definition(c))
			break;
		/*
		 * sparse evaluates a static function where it is first
		 * declared: a prototype brings the definition's turn forward.
		 * Inline expansion goes by definitions.
		 */
		if (w->expand) {
			body = body_of(c);
			if (!clang_Cursor_isNull(body) &&
			    !cx_map_test_and_add(&w->done, c))
				expand_inline_calls(w->e, body);
			break;
		}
		if (clang_Cursor_getStorageClass(c) == CX_SC_Static ||
		    clang_isCursorDefinition(c)) {
			CXCursor def = clang_getCursorDefinition(c);

			prefix_evaluates(w->pre, c, def);
			body = clang_Cursor_isNull(def) ||
			       prefix_done(w->pre, def) ?
			       clang_getNullCursor() : body_of(def);
			if (!clang_Cursor_isNull(body) &&
			    !cx_map_test_and_add(&w->done, def))
				evaluate_function(w->e, def, body);
		}
		check_redeclaration(w, c);
		break;
	default:
		break;
	}
}

static enum CXChildVisitResult top_visit(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	struct tu_walk *w = data;

	(void)parent;
	prefix_turn_start(w->pre, w->e, c);
	top_turn(w, c);
	prefix_turn_end(w->pre, w->e);
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

/* A top-level declaration's turn in the parse: itself, then within. */
static enum CXChildVisitResult parse_top(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	struct tu_walk *w = data;

	prefix_turn_start(w->pre, w->e, c);
	if (parse_visit(c, parent, w->e) == CXChildVisit_Recurse)
		clang_visitChildren(c, parse_visit, w->e);
	prefix_turn_end(w->pre, w->e);
	return CXChildVisit_Continue;
}

int check_translation_unit(CXTranslationUnit tu, const char *name,
			   const struct check_options *o, unsigned *warnings)
{
	struct bitwise_macros macros = BITWISE_MACROS_INIT;
	struct eval e = { 0 };
	struct prefix pre;
	struct tu_walk w = { &e, &pre, 0, CX_MAP_INIT, CX_MAP_INIT,
			     { NULL, 0, 0 } };
	CXCursor root = clang_getTranslationUnitCursor(tu);
	unsigned n = 0;
	int changed, whole;
	size_t i;

	changed = bitwise_macros_collect(&macros, tu);
	e.tu = tu;
	e.fold = (struct fold_memo)FOLD_MEMO_INIT(tu);
	e.o = o;
	e.macros = &macros;
	e.syms = symbols_new(tu, &macros);
	symbols_set_typeof(e.syms, typeof_type, &e);
	e.rep = report_new(&o->report, tu, name);
	e.fn = clang_getNullCursor();
	whole = prefix_begin(&pre, &e, name, changed);
	if (whole)
		goto out;
	clang_visitChildren(root, parse_top, &w);
	clang_visitChildren(root, top_visit, &w);
	for (i = 0; i < e.uninlined.nr; i++)
		evaluate_function(&e, e.uninlined.v[i], body_of(e.uninlined.v[i]));
	w.expand = 1;
	cx_map_release(&w.done);
	clang_visitChildren(root, top_visit, &w);
out:
	prefix_end(&pre, o);
	cx_map_release(&w.done);
	cx_map_release(&w.decls);
	for (i = 0; i < w.all.nr; i++) {
		VEC_FREE(w.all.v[i]->v);
		free(w.all.v[i]);
	}
	VEC_FREE(w.all);
	n = report_count(e.rep);
	if (e.deep.hit && !whole)
		cx_deep_error(&e.deep, "check", name, "the checker's");
	for (i = 0; i < e.made.nr; i++) {
		expansion_clear(e.made.v[i]);
		free(e.made.v[i]);
	}
	VEC_FREE(e.made);
	VEC_FREE(e.making);
	cx_map_release(&e.expansions);
	VEC_FREE(e.inlining);
	VEC_FREE(e.uninlined);
	cx_map_release(&e.typeofs);
	cx_map_release(&e.abandoned);
	fold_memo_release(&e.fold);
	report_free(e.rep);
	symbols_free(e.syms);
	bitwise_macros_release(&macros);
	*warnings += n;
	return whole ? 1 : e.deep.hit ? -1 : 0;
}

