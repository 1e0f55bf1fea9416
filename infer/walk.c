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

const struct val none = { .kind = V_NONE, .slot = FACTS_NO_SLOT,
			  .src_slot = FACTS_NO_SLOT };

static struct val eval(struct walker *w, CXCursor e);
static void walk_stmt(struct walker *w, CXCursor s);
static void flow_init(struct walker *w, struct val target, CXType type,
		      CXCursor init, const char *why);

/* ---------------------------------------------------------------- flows */

/*
 * The slot of a value that no declaration holds, keyed by where it was
 * made: a helper's result handed straight to another helper
 * (`be32_to_cpu(get_unaligned_be32(p))`) or to a host parameter
 * (`writel(cpu_to_le32(x), r)`).  Nothing is proposed for it, but its
 * two seeds are a conflict like any other.
 */
static uint32_t value_slot(struct walker *w, struct val v, unsigned width)
{
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "value@%s@%u:%u", w->f->files.v[v.at.file],
		    v.at.line, v.at.col);
	return facts_slot(w->f, facts_cstr(w->f, w->sb.buf), width);
}

static void seed(struct walker *w, struct val v, enum mark m, unsigned width,
		 struct fsite at, const char *how)
{
	enum mark own;
	uint32_t slot;

	if (v.kind == V_SLOT && v.levels == 0) {
		facts_seed(w->f, v.slot, m, width, at, how, &v.span);
		return;
	}
	if (!v.how || m == MARK_PLAIN)
		return;
	if (v.kind == V_HOST && m != MARK_HOST)
		own = MARK_HOST;
	else if (v.kind == V_ORDER && (m == MARK_HOST ||
		 m != (v.order == ORDER_LE ? MARK_LE : MARK_BE)))
		own = v.order == ORDER_LE ? MARK_LE : MARK_BE;
	else
		return;
	slot = value_slot(w, v, own == MARK_HOST ? width : v.width);
	facts_seed(w->f, slot, own, own == MARK_HOST ? 0 : v.width, v.at,
		   v.how, NULL);
	facts_seed(w->f, slot, m, width, at, how, NULL);
}

static void demand_host(struct walker *w, struct val v, struct fsite at,
			const char *how)
{
	seed(w, v, MARK_HOST, 0, at, how);
}

static struct val host_val(struct fsite at, const char *how)
{
	struct val v = none;

	v.kind = V_HOST;
	v.at = at;
	v.how = how;
	return v;
}

/*
 * `dst` is where the value of expression `src` goes: a host number it
 * meets is fixed by converting `src`, not by touching `dst`.
 */
static struct val storing(struct walker *w, struct val dst, CXCursor src)
{
	if (dst.kind == V_SLOT && dst.levels == 0) {
		dst.span = span_of(w, src);
		if (!dst.span.line)
			dst.span = helper_call_span(w, src);
		dst.span.stored = dst.span.line != 0;
	}
	return dst;
}

/* `v` is written in place (`x++`, `x += n`): no conversion can wrap it. */
static struct val modified(struct val v)
{
	memset(&v.span, 0, sizeof(v.span));
	return v;
}

/*
 * a and b must hold the same order.  Returns the value that stands for
 * both (the slot, if either is one).
 */
static struct val unify(struct walker *w, struct val a, struct val b,
			struct fsite at, const char *why)
{
	if (b.kind == V_SLOT && a.kind != V_SLOT) {
		struct val t = a;

		a = b;
		b = t;
	}
	if (a.kind != V_SLOT)
		return a.kind == V_NONE || a.kind == V_ZERO ? b : a;
	switch (b.kind) {
	case V_SLOT:
		if (a.levels == b.levels && a.slot != b.slot)
			facts_edge(w->f, a.slot, b.slot, at, why,
				   b.levels ? NULL : &b.span);
		break;
	case V_ORDER:
		if (a.levels == 0)
			seed(w, a, b.order == ORDER_LE ? MARK_LE : MARK_BE,
			     b.width, b.at, b.how);
		break;
	case V_HOST:
		demand_host(w, a, b.at, b.how);
		break;
	case V_CONST:
		demand_host(w, a, at, "a non-zero constant");
		break;
	default:
		break;
	}
	return a;
}

static struct val deref(struct val v)
{
	if (v.kind != V_SLOT || v.levels <= 0)
		return none;
	v.levels--;
	return v;
}

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
static const struct helper *marker_chain(struct walker *w, CXCursor e,
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

static struct val marker_val(struct walker *w, const struct helper *h,
			     CXCursor site, CXCursor *args, unsigned n)
{
	struct val v[8];
	unsigned i;

	for (i = 0; i < n; i++)
		v[i] = eval(w, args[i]);
	return apply_helper(w, user_helper(w, h, site), v, n,
			    site_of(w, site));
}

/* ---------------------------------------------------------------- calls */

static int is_builtin_name(const char *name)
{
	return !strncmp(name, "__builtin_", 10);
}

static struct val call_val(struct walker *w, CXCursor call)
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

/* ---------------------------------------------------------------- expressions */

static int is_zero_literal(CXCursor e)
{
	CXEvalResult r = clang_Cursor_Evaluate(e);
	int zero = 0;

	if (r) {
		if (clang_EvalResult_getKind(r) == CXEval_Int)
			zero = clang_EvalResult_getAsLongLong(r) == 0;
		clang_EvalResult_dispose(r);
	}
	return zero;
}

static struct val const_val(CXCursor e)
{
	struct val v = none;

	v.kind = is_zero_literal(e) ? V_ZERO : V_CONST;
	return v;
}

static int is_pointer_type(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
	       t.kind == CXType_IncompleteArray;
}

static const char *op_how(struct walker *w, const char *what, CXCursor op)
{
	CXString s = clang_getBinaryOperatorKindSpelling(
		clang_getCursorBinaryOperatorKind(op));
	const char *r;

	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "%s '%s'", what, clang_getCString(s));
	clang_disposeString(s);
	r = facts_cstr(w->f, w->sb.buf);
	return r;
}

/* `x = le32_to_cpu(x)`: converted in place. */
static int in_place(struct walker *w, struct val lhs, struct val rhs,
		    struct fsite at)
{
	if (lhs.kind != V_SLOT || rhs.src_slot != lhs.slot ||
	    rhs.src_levels != lhs.levels ||
	    (rhs.kind != V_HOST && rhs.kind != V_ORDER) || !rhs.how)
		return 0;
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "converted in place by %s", rhs.how);
	seed(w, lhs, MARK_PLAIN, 0, at, facts_cstr(w->f, w->sb.buf));
	return 1;
}

static struct val binary_val(struct walker *w, CXCursor e)
{
	enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
	struct cx_kids k = cx_kids(e);
	struct fsite at = site_of(w, e);
	struct val a, b;

	if (k.nr != 2)
		return none;
	a = eval(w, k.v[0]);
	b = eval(w, k.v[1]);
	switch (op) {
	case CXBinaryOperator_Add:
	case CXBinaryOperator_Sub:
		if (is_pointer_type(clang_getCursorType(k.v[0]))) {
			if (!is_pointer_type(clang_getCursorType(k.v[1]))) {
				demand_host(w, b, at, "pointer arithmetic");
				return a;
			}
			/* p - q: both point to the same data */
			unify(w, a, b, at, "pointer difference");
			return none;
		}
		if (is_pointer_type(clang_getCursorType(k.v[1]))) {
			demand_host(w, a, at, "pointer arithmetic");
			return b;
		}
		/* fall through */
	case CXBinaryOperator_Mul:
	case CXBinaryOperator_Div:
	case CXBinaryOperator_Rem:
	case CXBinaryOperator_Shl:
	case CXBinaryOperator_Shr: {
		const char *how = op_how(w, op == CXBinaryOperator_Shl ||
					 op == CXBinaryOperator_Shr ?
					 "shift" : "arithmetic", e);

		demand_host(w, a, at, how);
		demand_host(w, b, at, how);
		return host_val(at, how);
	}
	case CXBinaryOperator_LT:
	case CXBinaryOperator_GT:
	case CXBinaryOperator_LE:
	case CXBinaryOperator_GE: {
		const char *how = op_how(w, "relational", e);

		if (a.levels == 0 && b.levels == 0) {
			demand_host(w, a, at, how);
			demand_host(w, b, at, how);
		} else {
			/* pointers compared: they point to the same data */
			unify(w, a, b, at, op_how(w, "pointer comparison", e));
		}
		return none;
	}
	case CXBinaryOperator_EQ:
	case CXBinaryOperator_NE:
		unify(w, a, b, at, op_how(w, "comparison", e));
		return none;
	case CXBinaryOperator_And:
	case CXBinaryOperator_Or:
	case CXBinaryOperator_Xor: {
		struct val r = unify(w, a, b, at, op_how(w, "bit operation", e));

		/*
		 * `x & MASK` uses x as a number already: a fix where the
		 * result goes is the one that wraps x.  With two operands
		 * of data, or data of an order, no one text is to wrap.
		 */
		if (!(a.kind == V_SLOT && (b.kind == V_CONST ||
					   b.kind == V_HOST)) &&
		    !(b.kind == V_SLOT && (a.kind == V_CONST ||
					   a.kind == V_HOST)))
			memset(&r.span, 0, sizeof(r.span));
		return r;
	}
	case CXBinaryOperator_Assign:
		if (!in_place(w, a, b, at))
			unify(w, storing(w, a, k.v[1]), b, at, "assignment");
		return a;
	case CXBinaryOperator_AndAssign:
	case CXBinaryOperator_OrAssign:
	case CXBinaryOperator_XorAssign:
		return unify(w, storing(w, a, k.v[1]), b, at,
			     op_how(w, "bit operation", e));
	case CXBinaryOperator_Comma:
		return b;
	case CXBinaryOperator_LAnd:
	case CXBinaryOperator_LOr:
		return none;
	default: {
		/* *= /= %= += -= <<= >>= */
		const char *how = op_how(w, "arithmetic", e);

		if (a.levels == 0)
			demand_host(w, modified(a), at, how);
		demand_host(w, b, at, how);
		return a.levels ? a : host_val(at, how);
	}
	}
}

static struct val unary_val(struct walker *w, CXCursor e)
{
	enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(e);
	struct fsite at = site_of(w, e);
	struct val v = eval(w, cx_child(e, 0));

	switch (op) {
	case CXUnaryOperator_AddrOf:
		if (v.kind == V_SLOT)
			v.levels++;
		else
			v = none;
		return v;
	case CXUnaryOperator_Deref:
		return deref(v);
	case CXUnaryOperator_Not:
	case CXUnaryOperator_Extension:
		return v;
	case CXUnaryOperator_LNot:
		return none;
	case CXUnaryOperator_PostInc: case CXUnaryOperator_PostDec:
	case CXUnaryOperator_PreInc: case CXUnaryOperator_PreDec:
		if (v.levels == 0)
			demand_host(w, modified(v), at,
				    "increment or decrement");
		return v.levels ? v : host_val(at, "increment or decrement");
	case CXUnaryOperator_Minus:
	case CXUnaryOperator_Plus:
		demand_host(w, v, at, "unary '-' or '+'");
		return host_val(at, "unary '-' or '+'");
	default:
		return none;
	}
}

/*
 * A cast to an integer type names a type the rewrite may have to change
 * too (`(u32 *)bh->b_data` feeding a __le32 pointer), so the cast is a
 * slot of its own, keyed by where it is written, tied to its operand
 * when that is the same data.
 */
static struct val cast_val(struct walker *w, CXCursor e)
{
	struct cx_kids k = cx_kids(e);
	CXType to = clang_getCursorType(e);
	struct fsite at = site_of(w, e);
	struct val v, cv;
	struct tinfo ti;
	uint32_t slot;

	if (!k.nr)
		return none;
	v = eval(w, k.last);
	if (clang_getCanonicalType(to).kind == CXType_Void)
		return none;
	if (!type_info(w, to, &ti))
		return v.kind == V_SLOT && v.levels ? none : v;
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "cast@%s@%u:%u", w->f->files.v[at.file], at.line,
		    at.col);
	slot = facts_slot(w->f, facts_cstr(w->f, w->sb.buf), ti.width);
	if (!cx_map_test_and_add(&w->declared, e))
		add_decl(w, e, slot, DECL_CAST, "",
			 w->fn ? w->fn->name : "global", &ti,
			 !decl_in_roots(w, e), 0);
	cv = slot_val(slot, ti.levels);
	/*
	 * A __force cast is where the code itself says the order changes
	 * (`(__force __u16)*p` inside le16_to_cpup()): the cast holds what
	 * its type says, not what its operand holds.
	 */
	if (clang_getCursorKind(e) == CXCursor_CStyleCastExpr &&
	    bitwise_cast_is_forced(&w->bw, w->tu, e))
		return cv;
	if (v.kind == V_SLOT) {
		if (ti.levels == v.levels &&
		    ti.width == w->f->slots.v[v.slot].width) {
			facts_edge(w->f, slot, v.slot, at, "cast",
				   v.levels ? NULL : &v.span);
		} else if (ti.levels == 0 && v.levels == 0) {
			demand_host(w, v, at, "cast to another width");
			demand_host(w, cv, at, "cast to another width");
		}
		return cv;
	}
	if (v.kind == V_ORDER && (ti.levels || ti.width != v.width))
		return cv;
	unify(w, cv, v, at, "cast");
	return cv;
}

/* Is `e` an UnexposedExpr for __builtin_choose_expr with a marker? */
/*
 * A helper's body is skipped: it is the helper's own business how it
 * converts.  Unaligned accessors are the exception: a userspace one
 * (`le32_to_cpu(((struct __una_u32 *)(p))->x)`) reads its data through a
 * struct of its own, whose field must carry the order as well.
 */
static int body_holds_data(const struct helper *h)
{
	return h->kind == HK_GET || h->kind == HK_PUT || h->kind == HK_ENC;
}

/* Is `e` an UnexposedExpr for __builtin_choose_expr with a marker? */
static int marker_expr(struct walker *w, CXCursor e, struct val *out)
{
	struct cx_kids k = cx_kids(e);
	CXCursor args[8];
	unsigned n;
	const struct helper *h;

	if (k.nr != 3)
		return 0;
	h = marker_chain(w, k.v[2], args, &n);
	if (!h)
		return 0;
	*out = marker_val(w, h, e, args, n);
	if (body_holds_data(h))
		eval(w, k.v[1]);
	return 1;
}

static void walk_children_exprs(struct walker *w, CXCursor e);

static struct val conditional(struct walker *w, CXCursor e, struct cx_kids *k)
{
	struct val a, b;

	eval(w, k->v[0]);
	a = eval(w, k->v[k->nr - 2]);
	b = eval(w, k->last);
	return unify(w, a, b, site_of(w, e), "?:");
}

static struct val eval_expr(struct walker *w, CXCursor e)
{
	enum CXCursorKind kind = clang_getCursorKind(e);
	struct cx_kids k;
	struct val v;
	CXCursor ref;

	switch (kind) {
	case CXCursor_ParenExpr:
		return eval(w, cx_child(e, 0));
	case CXCursor_UnexposedExpr:
		k = cx_kids(e);
		if (k.nr == 1)
			return eval(w, k.v[0]);
		if (marker_expr(w, e, &v))
			return v;
		if (k.nr == 3 && clang_getCursorKind(k.v[0]) ==
		    CXCursor_IntegerLiteral)
			/* __builtin_choose_expr: the branch it takes */
			return eval(w, is_zero_literal(k.v[0]) ? k.v[2] :
				    k.v[1]);
		if (k.nr == 4)	/* a ?: b */
			return conditional(w, e, &k);
		walk_children_exprs(w, e);
		return none;
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(e);
		switch (clang_getCursorKind(ref)) {
		case CXCursor_VarDecl:
			return var_val(w, ref);
		case CXCursor_ParmDecl:
			return parm_val(w, ref);
		case CXCursor_EnumConstantDecl:
			return const_val(e);
		default:
			return none;
		}
	case CXCursor_MemberRefExpr:
		k = cx_kids(e);
		if (k.nr)
			eval(w, k.v[0]);
		ref = clang_getCursorReferenced(e);
		if (clang_getCursorKind(ref) != CXCursor_FieldDecl)
			return none;
		return field_val(w, ref);
	case CXCursor_ArraySubscriptExpr:
		k = cx_kids(e);
		if (k.nr != 2)
			return none;
		v = eval(w, k.v[0]);
		demand_host(w, eval(w, k.v[1]), site_of(w, k.v[1]),
			    "array index");
		return deref(v);
	case CXCursor_UnaryOperator:
		return unary_val(w, e);
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		return binary_val(w, e);
	case CXCursor_ConditionalOperator:
		k = cx_kids(e);
		if (k.nr != 3)
			return none;
		return conditional(w, e, &k);
	case CXCursor_CStyleCastExpr:
		return cast_val(w, e);
	case CXCursor_CallExpr:
		return call_val(w, e);
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
		return const_val(e);
	case CXCursor_UnaryExpr:	/* sizeof, alignof */
		v = none;
		v.kind = V_CONST;
		return v;
	case CXCursor_StmtExpr:
		k = cx_kids(e);
		if (k.nr == 1 && clang_getCursorKind(k.v[0]) ==
		    CXCursor_CompoundStmt) {
			struct cx_kids b = cx_kids(k.v[0]);
			CXCursor last = b.last;

			walk_stmt(w, k.v[0]);
			if (b.nr && clang_isExpression(clang_getCursorKind(last)))
				return eval(w, last);
		}
		return none;
	case CXCursor_CompoundLiteralExpr:
		k = cx_kids(e);
		if (k.nr)
			flow_init(w, none, clang_getCursorType(e), k.last,
				  "initializer");
		return none;
	case CXCursor_StringLiteral:
	case CXCursor_FloatingLiteral:
		return none;
	default:
		walk_children_exprs(w, e);
		return none;
	}
}

/*
 * The value of `e`, with the text that reads it when a fix could wrap
 * that text in a conversion and mean the same: a name, a member, an
 * element, a dereference, a cast or a call, through parentheses and
 * implicit conversions; never the result of an operator, which changes
 * the value (`x & MASK`) or mixes operands.
 */
static struct val eval(struct walker *w, CXCursor e)
{
	enum CXCursorKind kind = clang_getCursorKind(e);
	struct val v = eval_expr(w, e);

	switch (kind) {
	case CXCursor_ParenExpr:
		return v;
	case CXCursor_BinaryOperator:
		/* binary_val() says which keep their operand's text */
		switch (clang_getCursorBinaryOperatorKind(e)) {
		case CXBinaryOperator_And:
		case CXBinaryOperator_Or:
		case CXBinaryOperator_Xor:
			return v;
		default:
			break;
		}
		break;
	case CXCursor_UnexposedExpr:
		if (!v.span.line || cx_kids(e).nr != 4)
			return v;
		break;		/* a ?: b */
	case CXCursor_UnaryOperator:
		if (clang_getCursorUnaryOperatorKind(e) !=
		    CXUnaryOperator_Deref)
			break;
		/* fall through */
	case CXCursor_DeclRefExpr:
	case CXCursor_MemberRefExpr:
	case CXCursor_ArraySubscriptExpr:
	case CXCursor_CStyleCastExpr:
	case CXCursor_CallExpr:
		if (v.kind == V_SLOT && v.levels == 0) {
			v.span = span_of(w, e);
			return v;
		}
		break;
	default:
		break;
	}
	memset(&v.span, 0, sizeof(v.span));
	return v;
}

static enum CXChildVisitResult child_expr(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	(void)parent;
	if (clang_isExpression(clang_getCursorKind(c)))
		eval(data, c);
	else if (clang_isStatement(clang_getCursorKind(c)))
		walk_stmt(data, c);
	return CXChildVisit_Continue;
}

static void walk_children_exprs(struct walker *w, CXCursor e)
{
	clang_visitChildren(e, child_expr, w);
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
static void flow_init(struct walker *w, struct val target, CXType type,
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

static void walk_stmt(struct walker *w, CXCursor s)
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

