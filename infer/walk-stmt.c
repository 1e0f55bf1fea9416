// SPDX-License-Identifier: GPL-2.0-only
/*
 * Initialisers, braced lists into arrays and records field by field, and
 * statements: declarations, return, switch and case, and the marker
 * statements of overlay.h.
 */
#include "infer/walk-internal.h"

/* ---------------------------------------------------------------- initialisers */

/* All children of `c`, in order (cx_child() is linear per call). */
typedef VEC(CXCursor) cursor_vec;

static enum CXChildVisitResult collect_child(CXCursor c, CXCursor parent,
					     CXClientData data)
{
	cursor_vec *v = data;

	(void)parent;
	VEC_PUSH(*v, c);
	return CXChildVisit_Continue;
}

static void children(CXCursor c, cursor_vec *out)
{
	out->nr = 0;
	clang_visitChildren(c, collect_child, out);
}

struct field_list {
	CXCursor v[256];
	unsigned nr;
};

static enum CXVisitorResult add_field(CXCursor c, CXClientData data)
{
	struct field_list *fl = data;

	if (fl->nr < 256)
		fl->v[fl->nr++] = c;
	return CXVisit_Continue;
}

static void flow_field(struct walker *w, CXCursor field, CXCursor value)
{
	flow_init(w, field_val(w, field), clang_getCursorType(field), value,
		  "initializer");
}

/*
 * Is `item`, an UnexposedExpr of an array's braced list, a designated
 * `[N] = value` (or GNU `[A ... B] = value`)?  A helper's marker, a
 * __builtin_choose_expr, is an UnexposedExpr with children too: the
 * text where it is spelled tells them apart.
 */
static int array_designator(CXCursor item)
{
	CXSourceLocation at = clang_getRangeStart(clang_getCursorExtent(item));
	CXFile file;
	unsigned off;
	size_t size;
	const char *text;

	clang_getSpellingLocation(at, &file, NULL, NULL, &off);
	if (!file)
		return 0;
	text = clang_getFileContents(clang_Cursor_getTranslationUnit(item),
				     file, &size);
	return text && off < size && text[off] == '[';
}

/*
 * Initialise `target` (a slot value, or none) of type `type` with `init`:
 * an expression or a braced list.
 */
void flow_init(struct walker *w, struct val target, CXType type,
	       CXCursor init, const char *why)
{
	CXType ct = clang_getCanonicalType(type);
	cursor_vec items = { NULL, 0, 0 };
	struct field_list fl;
	unsigned next = 0;
	size_t i;

	if (clang_getCursorKind(init) != CXCursor_InitListExpr) {
		struct val v = eval(w, init);

		unify(w, storing(w, target, init), v, site_of(w, init), why);
		return;
	}
	if (ct.kind == CXType_ConstantArray || ct.kind == CXType_IncompleteArray) {
		CXType el = clang_getArrayElementType(ct);
		struct val t = deref(target);

		children(init, &items);
		for (i = 0; i < items.nr; i++) {
			CXCursor item = items.v[i];
			struct cx_kids ik = cx_kids(item);

			if (clang_getCursorKind(item) == CXCursor_UnexposedExpr &&
			    ik.nr >= 2 && array_designator(item))
				item = ik.last;
			flow_init(w, t, el, item, why);
		}
		VEC_FREE(items);
		return;
	}
	if (ct.kind != CXType_Record) {
		walk_children_exprs(w, init);
		return;
	}
	fl.nr = 0;
	clang_Type_visitFields(ct, add_field, &fl);
	children(init, &items);
	for (i = 0; i < items.nr; i++) {
		CXCursor item = items.v[i];
		struct cx_kids ik = cx_kids(item);

		if (clang_getCursorKind(item) == CXCursor_UnexposedExpr &&
		    ik.nr >= 2 && clang_getCursorKind(ik.v[0]) ==
		    CXCursor_MemberRef) {
			CXCursor f = clang_getCursorReferenced(ik.v[0]);
			unsigned j;

			flow_field(w, f, ik.last);
			for (j = 0; j < fl.nr; j++)
				if (clang_equalCursors(fl.v[j], f))
					next = j + 1;
			continue;
		}
		if (next < fl.nr)
			flow_field(w, fl.v[next++], item);
		else
			eval(w, item);
	}
	VEC_FREE(items);
}

/* ---------------------------------------------------------------- statements */

static enum CXChildVisitResult stmt_child(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct walker *w = data;
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)parent;
	if (clang_isExpression(k))
		eval(w, c);
	else if (clang_isStatement(k) || clang_isDeclaration(k))
		walk_stmt(w, c);
	return CXChildVisit_Continue;
}

void walk_var_decl(struct walker *w, CXCursor var)
{
	struct val v = var_val(w, var);
	struct cx_kids k = cx_kids(var);
	CXCursor init = k.last;

	if (!k.nr)
		return;
	if (!clang_isExpression(clang_getCursorKind(init)))
		return;
	flow_init(w, v, clang_getCursorType(var), init, "initializer");
}

/* `do { (void)("__bo:NAME", x); BODY; } while (0)`: the marker statement. */
static int marker_stmt(struct walker *w, CXCursor s)
{
	CXCursor args[8];
	unsigned n;
	const struct helper *h;
	struct cx_kids k;

	if (clang_getCursorKind(s) != CXCursor_CStyleCastExpr)
		return 0;
	k = cx_kids(s);
	if (!k.nr)
		return 0;
	h = marker_chain(w, k.last, args, &n);
	if (!h)
		return 0;
	marker_val(w, h, s, args, n);
	return body_holds_data(h) ? 2 : 1;
}

/*
 * A case label's statement, past the labels stacked on it (`case 1:
 * case 2: s;`); *hit tells whether one of them is `value`.
 */
static CXCursor case_body(CXCursor c, long long value, int *hit)
{
	long long v;

	while (clang_getCursorKind(c) == CXCursor_CaseStmt) {
		struct cx_kids k = cx_kids(c);

		if (k.nr < 2)
			break;
		*hit |= const_int(k.v[0], &v) && v == value;
		c = k.last;
	}
	return c;
}

/*
 * A switch on a constant (`switch (sizeof(t))` in a macro that picks
 * le16_to_cpu(), le32_to_cpu() or le64_to_cpu() by a field's size): only
 * the statements of the case it takes run, so only they say anything
 * about the data.  Returns 0 when the body is not a plain list of cases.
 */
static int constant_switch(struct walker *w, CXCursor body, long long value)
{
	cursor_vec v = { NULL, 0, 0 };
	int live = 0, any = 0, hit;
	size_t i;

	if (clang_getCursorKind(body) != CXCursor_CompoundStmt)
		return 0;
	children(body, &v);
	for (i = 0; i < v.nr; i++)
		if (clang_getCursorKind(v.v[i]) == CXCursor_CaseStmt) {
			hit = 0;
			case_body(v.v[i], value, &hit);
			any |= hit;
		}
	for (i = 0; i < v.nr; i++) {
		CXCursor c = v.v[i];

		switch (clang_getCursorKind(c)) {
		case CXCursor_CaseStmt:
			hit = 0;
			c = case_body(c, value, &hit);
			live |= hit;
			break;
		case CXCursor_DefaultStmt:
			live |= !any;
			c = cx_kids(c).last;
			break;
		case CXCursor_BreakStmt:
			live = 0;
			continue;
		default:
			break;
		}
		if (live && !clang_Cursor_isNull(c))
			walk_stmt(w, c);
	}
	VEC_FREE(v);
	return 1;
}

void walk_stmt(struct walker *w, CXCursor s)
{
	enum CXCursorKind kind = clang_getCursorKind(s);
	struct cx_kids k;
	size_t first;

	if (cx_too_deep(&w->deep, s))
		return;
	switch (kind) {
	case CXCursor_VarDecl:
		walk_var_decl(w, s);
		return;
	case CXCursor_DeclStmt:
		clang_visitChildren(s, stmt_child, w);
		return;
	case CXCursor_ReturnStmt:
		k = cx_kids(s);
		if (k.nr && w->fn && w->fn->ret_key) {
			struct tinfo ti;
			struct val r;

			if (!type_info(w, clang_getCursorResultType(
				w->fn->cursor), &ti))
				return;
			r = slot_val(facts_slot(w->f, w->fn->ret_key, ti.width),
				     ti.levels);
			flow_init(w, r, clang_getCursorResultType(w->fn->cursor),
				  k.v[0], "return");
		} else if (k.nr) {
			eval(w, k.v[0]);
		}
		return;
	case CXCursor_CompoundStmt: {
		CXCursor first = cx_child(s, 0);
		int m = clang_Cursor_isNull(first) ? 0 : marker_stmt(w, first);

		if (m == 2) {	/* an unaligned store: its body too */
			cursor_vec body = { NULL, 0, 0 };
			size_t i;

			children(s, &body);
			for (i = 1; i < body.nr; i++)
				stmt_child(body.v[i], s, w);
			VEC_FREE(body);
		}
		if (m)
			return;
		clang_visitChildren(s, stmt_child, w);
		return;
	}
	case CXCursor_SwitchStmt: {
		struct val *outer = w->switch_val, v;
		long long value;

		k = cx_kids(s);
		if (k.nr < 2)
			return;
		if (const_int(k.v[0], &value) &&
		    constant_switch(w, k.last, value))
			return;
		first = w->f->seeds.nr;
		v = eval(w, k.v[0]);
		w->switch_val = &v;
		walk_stmt(w, k.last);
		w->switch_val = outer;
		if (chooses_order(w, k.v[0]))
			mark_probes(w, first);
		return;
	}
	case CXCursor_IfStmt:
		first = w->f->seeds.nr;
		clang_visitChildren(s, stmt_child, w);
		k = cx_kids(s);
		if (k.nr && chooses_order(w, k.v[0]))
			mark_probes(w, first);
		return;
	case CXCursor_CaseStmt:
		k = cx_kids(s);
		if (k.nr >= 2) {
			struct val c = eval(w, k.v[0]);

			if (w->switch_val)
				unify(w, *w->switch_val, c, site_of(w, k.v[0]),
				      "switch case");
			walk_stmt(w, k.last);
		}
		return;
	default:
		if (clang_isExpression(kind))
			eval(w, s);
		else
			clang_visitChildren(s, stmt_child, w);
		return;
	}
}
