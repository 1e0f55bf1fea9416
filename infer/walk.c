/*
 * From one translation unit to byte-order facts.
 *
 * Every expression evaluates to a `struct val`: the slot it reads
 * (through how many pointer or array levels), or what a helper made of it
 * (a little- or big-endian value, a host-order number), or a constant.
 * Where two values must hold the same order (assignment, initialiser,
 * argument and parameter, return, ?:, == and !=, & | ^, switch and case)
 * unify() turns the pair into an edge or a seed; where a value is used as
 * a number (arithmetic, relational operators, shifts, indexing, ++) the
 * slot it reads gets a host seed.  Constant 0 fits anything.
 *
 * The walk is context-insensitive inside the project: a parameter is one
 * slot for all callers.  Functions declared outside the project roots
 * are not: their parameters would join unrelated callers into one class,
 * so a call seeds each argument directly from the declared parameter type
 * (annotated: that order; plain integer: host).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer/overlay.h"
#include "infer/walk-internal.h"

/* ---------------------------------------------------------------- helpers */

/* The byte-ordered value helper `h` makes at `at`. */
static struct val order_val(const struct helper *h, struct fsite at,
			    const char *how)
{
	struct val v = none;

	v.kind = V_ORDER;
	v.order = h->order;
	v.width = h->width;
	v.at = at;
	v.how = how;
	return v;
}

/*
 * Does load or store helper `h` move the data of pointer `p` whole?  A
 * native-order accessor of fixed width applied to a byte buffer moves
 * part of it, which says nothing about the buffer's elements.
 */
static int moves_slot(struct walker *w, const struct helper *h,
		      struct val p)
{
	unsigned wd;

	if (p.kind != V_SLOT || p.levels != 1)
		return 0;
	wd = w->f->slots.v[p.slot].width;
	return wd && (!h->width || wd == h->width);
}

/* The value of helper `h` applied to `args` at `at`. */
static struct val apply_helper(struct walker *w, const struct helper *h,
			       struct val *args, unsigned nargs,
			       struct fsite at)
{
	const char *how, *result, *arg;
	struct val r = none, a0 = nargs > 0 ? args[0] : none;
	struct val a1 = nargs > 1 ? args[1] : none;
	enum mark m = h->order == ORDER_LE ? MARK_LE : MARK_BE;
	unsigned wd = h->width;

	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "%s()", h->name);
	how = facts_cstr(w->f, w->sb.buf);
	/* the host number a helper returns, told apart from its argument */
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "the host value %s() returns", h->name);
	result = facts_cstr(w->f, w->sb.buf);
	/* what a helper demands of its argument, told apart from its result */
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "argument of %s()", h->name);
	arg = facts_cstr(w->f, w->sb.buf);
	switch (h->kind) {
	case HK_TO_CPU:
		seed(w, a0, m, wd, at, how);
		r = host_val(at, result);
		break;
	case HK_FROM_CPU:
		demand_host(w, a0, at, arg);
		r = order_val(h, at, how);
		break;
	case HK_TO_CPU_P:
		seed(w, deref(a0), m, wd, at, how);
		r = host_val(at, result);
		break;
	case HK_FROM_CPU_P:
		demand_host(w, deref(a0), at, arg);
		r = order_val(h, at, how);
		break;
	case HK_ARRAY:
		if (nargs == 3 && h->order != ORDER_NONE) {
			/* (dst, src, len): a copy, converted on the way */
			int from_cpu = !strncmp(h->name, "cpu_to_", 7);

			seed(w, deref(from_cpu ? a0 : a1), m, wd, at, how);
			demand_host(w, deref(from_cpu ? a1 : a0), at, arg);
			demand_host(w, args[2], at, arg);
			break;
		}
		/* (buf, n): in place */
		seed(w, deref(a0), MARK_PLAIN, 0, at, how);
		demand_host(w, a1, at, arg);
		break;
	case HK_IN_PLACE:
	case HK_SWAB_S:
		seed(w, deref(a0), MARK_PLAIN, 0, at, how);
		break;
	case HK_ADD_CPU:
		seed(w, deref(a0), m, wd, at, how);
		demand_host(w, a1, at, arg);
		break;
	case HK_GET:
		if (a0.kind == V_SLOT && a0.levels == 1 &&
		    w->f->slots.v[a0.slot].width == wd)
			seed(w, deref(a0), m, wd, at, how);
		r = host_val(at, result);
		break;
	case HK_PUT:
	case HK_ENC: {
		struct val v = h->kind == HK_PUT ? a0 : a1;
		struct val p = h->kind == HK_PUT ? a1 : a0;

		demand_host(w, v, at, arg);
		if (p.kind == V_SLOT && p.levels == 1 &&
		    w->f->slots.v[p.slot].width == wd)
			seed(w, deref(p), m, wd, at, how);
		break;
	}
	case HK_LOAD:
		/* the bytes as they lie: the value of *p, in its own order */
		if (moves_slot(w, h, a0))
			r = deref(a0);
		break;
	case HK_STORE:
		if (moves_slot(w, h, a1))
			unify(w, deref(a1), a0, at, how);
		break;
	case HK_SWAB:
		demand_host(w, a0, at, arg);
		r = host_val(at, result);
		break;
	case HK_SWAB_P:
		demand_host(w, deref(a0), at, arg);
		r = host_val(at, result);
		break;
	default:
		break;
	}
	if (a0.kind == V_SLOT &&
	    (h->kind == HK_TO_CPU || h->kind == HK_FROM_CPU)) {
		r.src_slot = a0.slot;
		r.src_levels = a0.levels;
	}
	return r;
}

/*
 * If `e` (stripped) is a marker's comma chain "__bo:NAME", a, b, ...,
 * store the arguments' cursors and return the helper; else NULL.
 */
const struct helper *marker_chain(struct walker *w, CXCursor e,
				  CXCursor *args, unsigned *nargs)
{
	CXCursor chain[8];
	unsigned n = 0, i;
	const struct helper *h;
	const char *name;
	char *lit;
	size_t len;

	e = cx_strip(e);
	while (clang_getCursorKind(e) == CXCursor_BinaryOperator &&
	       clang_getCursorBinaryOperatorKind(e) == CXBinaryOperator_Comma &&
	       n < 8) {
		struct cx_kids k = cx_kids(e);

		if (k.nr != 2)
			return NULL;
		chain[n++] = k.v[1];
		e = cx_strip(k.v[0]);
	}
	if (clang_getCursorKind(e) != CXCursor_StringLiteral)
		return NULL;
	lit = cx_strdup(NULL, clang_getCursorSpelling(e));
	name = overlay_tag_name(lit, &len);
	h = name ? helper_find(w->o->helpers, name, len) : NULL;
	free(lit);
	if (!h)
		return NULL;
	for (i = 0; i < n; i++)
		args[i] = chain[n - 1 - i];
	*nargs = n;
	return h;
}

/*
 * The helper as the user wrote it: a marker carries the name of the macro
 * that holds it (`__le32_to_cpu` for the kernel's `le32_to_cpu` alias), so
 * read the identifier at the call site and prefer it when the table knows
 * it too.
 */
static const struct helper *user_helper(struct walker *w,
					const struct helper *h, CXCursor site)
{
	struct cx_pos p = cx_file_pos(clang_getCursorLocation(site));
	const struct helper *u;
	const char *text;
	size_t len, n = p.file ? ident_at(w, p, &text, &len) : 0;

	u = n ? helper_find(w->o->helpers, text + p.off, n) : NULL;
	return u && u->kind == h->kind && u->order == h->order &&
	       u->width == h->width ? u : h;
}

struct val marker_val(struct walker *w, const struct helper *h,
		      CXCursor site, CXCursor *args, unsigned n)
{
	struct val v[8];
	unsigned i;

	for (i = 0; i < n; i++)
		v[i] = eval(w, args[i]);
	return apply_helper(w, user_helper(w, h, site), v, n,
			    site_of(w, site));
}

/*
 * A helper's body is skipped: it is the helper's own business how it
 * converts.  Unaligned accessors are the exception: a userspace one
 * (`le32_to_cpu(((struct __una_u32 *)(p))->x)`) reads its data through a
 * struct of its own, whose field must carry the order as well.
 */
int body_holds_data(const struct helper *h)
{
	return h->kind == HK_GET || h->kind == HK_PUT || h->kind == HK_ENC;
}

/* ---------------------------------------------------------------- calls */

static int is_builtin_name(const char *name)
{
	return !strncmp(name, "__builtin_", 10);
}

struct val call_val(struct walker *w, CXCursor call)
{
	CXCursor callee = clang_getCursorReferenced(call);
	int n = clang_Cursor_getNumArguments(call), i;
	struct fsite at = site_of(w, call);
	const struct helper *h = NULL;
	const char *name = NULL, *usr = NULL, *fn_usr = NULL;
	struct val args[8], r = none;
	CXType fnt;
	struct tinfo ti;
	int inside = 0;

	if (n < 0)
		n = 0;
	if (clang_getCursorKind(callee) == CXCursor_FunctionDecl) {
		name = name_of(w, callee);
		h = helper_find(w->o->helpers, name, strlen(name));
		if (h) {
			for (i = 0; i < n && i < 8; i++)
				args[i] = eval(w, clang_Cursor_getArgument(
					call, (unsigned)i));
			return apply_helper(w, user_helper(w, h, call), args,
					    (unsigned)(n < 8 ? n : 8), at);
		}
		if (!strcmp(name, "__builtin_expect") && n >= 1) {
			r = eval(w, clang_Cursor_getArgument(call, 0));
			for (i = 1; i < n; i++)
				eval(w, clang_Cursor_getArgument(call,
								 (unsigned)i));
			return r;
		}
		inside = !is_builtin_name(name) && decl_in_roots(w, callee);
		if (inside) {
			declare_function(w, callee);
			fn_usr = usr_of(w, callee);
		}
		fnt = clang_getCursorType(callee);
	} else {
		/* through a pointer: the callee expression's type */
		CXCursor c = cx_strip(cx_child(call, 0));
		CXCursor ref = clang_getCursorReferenced(c);
		enum CXCursorKind rk = clang_getCursorKind(ref);

		fnt = clang_getCursorType(c);
		if (cx_unwrap(fnt).kind == CXType_Pointer)
			fnt = clang_getPointeeType(cx_unwrap(fnt));
		if ((rk == CXCursor_FieldDecl || rk == CXCursor_VarDecl) &&
		    decl_in_roots(w, ref)) {
			usr = usr_of(w, ref);
			fn_usr = usr;
			inside = 1;
		}
		eval(w, c);
	}
	fnt = cx_unwrap(fnt);
	if (name) {
		strbuf_reset(&w->sb);
		strbuf_addf(&w->sb, "%s()", name);
		name = facts_cstr(w->f, w->sb.buf);
	} else {
		name = "a function pointer";
	}
	for (i = 0; i < n; i++) {
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)i);
		struct val a = eval(w, arg);
		int np = clang_getNumArgTypes(fnt);

		if (i >= np ||
		    !type_info(w, clang_getArgType(fnt, (unsigned)i), &ti))
			continue;
		if (inside) {
			struct val p = slot_val(facts_slot(
				w->f, param_key(w, fn_usr, (unsigned)i),
				ti.width), ti.levels);

			strbuf_reset(&w->sb);
			strbuf_addf(&w->sb, "argument %d of %s", i + 1, name);
			unify(w, storing(w, p, arg), a, site_of(w, arg),
			      facts_cstr(w->f, w->sb.buf));
		} else if (a.kind != V_SLOT || a.levels == ti.levels) {
			/* the data the argument reaches has the declared type */
			struct val at_bottom = a;

			at_bottom.levels = 0;
			strbuf_reset(&w->sb);
			strbuf_addf(&w->sb, "argument %d of %s is %s%s", i + 1,
				    name, ti.base, ti.shape);
			if (ti.annotated != ORDER_NONE)
				seed(w, at_bottom, ti.annotated == ORDER_LE ?
				     MARK_LE : MARK_BE, ti.width,
				     site_of(w, arg), facts_cstr(w->f, w->sb.buf));
			else
				demand_host(w, at_bottom, site_of(w, arg),
					    facts_cstr(w->f, w->sb.buf));
		}
	}
	if (!type_info(w, clang_getResultType(fnt), &ti))
		return none;
	if (inside)
		return slot_val(facts_slot(w->f, indexed_key(w, fn_usr, "r"),
					   ti.width), ti.levels);
	if (ti.levels)
		return none;
	strbuf_reset(&w->sb);
	if (ti.annotated != ORDER_NONE) {
		strbuf_addf(&w->sb, "%s returns %s", name, ti.annotated_name);
		r.kind = V_ORDER;
		r.order = ti.annotated;
		r.width = ti.width;
		r.at = at;
		r.how = facts_cstr(w->f, w->sb.buf);
		return r;
	}
	strbuf_addf(&w->sb, "result of %s", name);
	return host_val(at, facts_cstr(w->f, w->sb.buf));
}

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

			/* [N] = value */
			if (clang_getCursorKind(item) == CXCursor_UnexposedExpr &&
			    ik.nr >= 2)
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

static void walk_var_decl(struct walker *w, CXCursor var)
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

void walk_stmt(struct walker *w, CXCursor s)
{
	enum CXCursorKind kind = clang_getCursorKind(s);
	struct cx_kids k;

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

		k = cx_kids(s);
		if (k.nr < 2)
			return;
		v = eval(w, k.v[0]);
		w->switch_val = &v;
		walk_stmt(w, k.last);
		w->switch_val = outer;
		return;
	}
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

/* ---------------------------------------------------------------- top level */

/*
 * A project function whose body only returns a helper applied to one of
 * its parameters (`return le32_to_cpu(v);`) is a wrapper: listed in the
 * report.  Its parameter and return value are slots like any other, so
 * its callers' data meets through them.
 */
static void find_wrapper(struct walker *w, CXCursor fn, CXCursor body)
{
	struct cx_kids k = cx_kids(body), r;
	CXCursor e, args[8];
	const struct helper *h = NULL;
	unsigned n = 0;
	struct fwrapper wr;

	if (k.nr != 1 || clang_getCursorKind(k.v[0]) != CXCursor_ReturnStmt)
		return;
	r = cx_kids(k.v[0]);
	if (r.nr != 1)
		return;
	e = cx_strip(r.v[0]);
	while (clang_getCursorKind(e) == CXCursor_CStyleCastExpr)
		e = cx_strip(cx_kids(e).last);
	if (clang_getCursorKind(e) == CXCursor_UnexposedExpr &&
	    cx_kids(e).nr == 3) {
		h = marker_chain(w, cx_kids(e).v[2], args, &n);
	} else if (clang_getCursorKind(e) == CXCursor_CallExpr) {
		CXCursor callee = clang_getCursorReferenced(e);
		const char *name = name_of(w, callee);

		h = helper_find(w->o->helpers, name, strlen(name));
		n = (unsigned)clang_Cursor_getNumArguments(e);
		if (n >= 1)
			args[0] = clang_Cursor_getArgument(e, 0);
	}
	if (!h || !n || clang_getCursorKind(clang_getCursorReferenced(
		cx_strip(args[0]))) != CXCursor_ParmDecl)
		return;
	memset(&wr, 0, sizeof(wr));
	wr.name = name_of(w, fn);
	wr.helper = facts_cstr(w->f, user_helper(w, h, e)->name);
	wr.at = site_of(w, fn);
	VEC_PUSH(w->f->wrappers, wr);
}

static void walk_function(struct walker *w, CXCursor fn)
{
	struct func f, *outer = w->fn;
	struct tinfo ti;
	struct cx_kids k = cx_kids(fn);

	declare_function(w, fn);
	f.cursor = fn;
	f.name = name_of(w, fn);
	f.ret_key = type_info(w, clang_getCursorResultType(fn), &ti) ?
		    indexed_key(w, usr_of(w, fn), "r") : NULL;
	w->fn = &f;
	if (k.nr && clang_getCursorKind(k.last) == CXCursor_CompoundStmt) {
		find_wrapper(w, fn, k.last);
		walk_stmt(w, k.last);
	}
	w->fn = outer;
}

/*
 * A bitwise typedef (`typedef __u32 __bitwise __le32;`, libfdt's fdt32_t)
 * is an annotated declaration of kind typedef: the rewrite spells the new
 * types with the names the tree already has.
 */
static void declare_bitwise_typedef(struct walker *w, CXCursor td)
{
	enum order o = typedef_order(w, td);
	struct tinfo ti;
	uint32_t slot;

	if (o == ORDER_NONE ||
	    !type_info(w, clang_getTypedefDeclUnderlyingType(td), &ti) ||
	    ti.levels || cx_map_test_and_add(&w->declared, td))
		return;
	ti.annotated = o;
	snprintf(ti.base, sizeof(ti.base), "%s", name_of(w, td));
	slot = facts_slot(w->f, usr_of(w, td), ti.width);
	add_decl(w, td, slot, DECL_TYPEDEF, name_of(w, td), "global", &ti,
		 !decl_in_roots(w, td), 1);
}

static enum CXChildVisitResult top_level(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	struct walker *w = data;

	(void)parent;
	switch (clang_getCursorKind(c)) {
	case CXCursor_FunctionDecl:
		if (!decl_in_roots(w, c))
			break;
		if (clang_isCursorDefinition(c))
			walk_function(w, c);
		else
			declare_function(w, c);
		break;
	case CXCursor_VarDecl:
		if (decl_in_roots(w, c))
			walk_var_decl(w, c);
		break;
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
		if (clang_isCursorDefinition(c) && decl_in_roots(w, c))
			declare_record(w, c);
		break;
	case CXCursor_TypedefDecl: {
		CXCursor d = clang_getTypeDeclaration(
			clang_getTypedefDeclUnderlyingType(c));
		enum CXCursorKind k = clang_getCursorKind(d);

		if ((k == CXCursor_StructDecl || k == CXCursor_UnionDecl) &&
		    clang_isCursorDefinition(d) && decl_in_roots(w, d))
			declare_record(w, d);
		declare_bitwise_typedef(w, c);
		break;
	}
	default:
		break;
	}
	return CXChildVisit_Continue;
}

int walk_in_roots(const struct walk_options *o, const char *path)
{
	size_t i;

	for (i = 0; i < o->nr_roots; i++) {
		size_t n = strlen(o->roots[i]);

		while (n > 1 && o->roots[i][n - 1] == '/')
			n--;
		if (!strncmp(path, o->roots[i], n) &&
		    (path[n] == '/' || path[n] == '\0' || n == 1))
			return 1;
	}
	return 0;
}

int walk_tu(CXTranslationUnit tu, const struct walk_options *o,
	    struct facts *out)
{
	struct walker w;

	memset(&w, 0, sizeof(w));
	w.tu = tu;
	w.o = o;
	w.f = out;
	w.bw = (struct bitwise_macros)BITWISE_MACROS_INIT;
	strbuf_init(&w.sb);
	bitwise_macros_collect(&w.bw, tu);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), top_level, &w);
	bitwise_macros_release(&w.bw);
	cx_map_release(&w.typedef_order);
	cx_map_release(&w.declared);
	cx_map_release(&w.parm_slot);
	free(w.files);
	strbuf_release(&w.sb);
	return 0;
}

