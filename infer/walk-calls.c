// SPDX-License-Identifier: GPL-2.0-only
/*
 * Calls: what a conversion helper, called or met as a marker (overlay.h),
 * makes of its arguments and its result, and how an ordinary call ties
 * its arguments and result to the callee's slots or, for a function
 * outside the project, seeds them from its declared types.
 */
#include <stdlib.h>
#include <string.h>

#include "infer/overlay.h"
#include "infer/walk-internal.h"
#include "lib/xalloc.h"

/* ---------------------------------------------------------------- helpers */

/*
 * The byte-ordered value helper `h` makes at `at`; with `plain` (the
 * why), a value of either order.
 */
static struct val order_val(const struct helper *h, struct fsite at,
			    const char *how, const char *plain)
{
	struct val v = none;

	v.kind = plain ? V_PLAIN : V_ORDER;
	v.order = h->order;
	v.width = h->width;
	v.at = at;
	v.how = plain ? plain : how;
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

/*
 * The order seed of to-cpu call `call` on a constant (FSEED_CONST), on
 * a slot of the constant's own: nothing is proposed for it, and it has
 * no other seed, but the solver can tell the call is the wrong way
 * round.  Its text is the call's, which a fix turns into its twin.
 */
static void const_seed(struct walker *w, CXCursor call, enum mark m,
		       unsigned width, struct fsite at, const char *how)
{
	struct fspan span = helper_call_span(w, call);
	uint32_t slot;

	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "const@%s@%u:%u", w->f->files.v[at.file],
		    at.line, at.col);
	slot = facts_slot(w->f, facts_cstr(w->f, w->sb.buf), width);
	span.stored = span.line != 0;
	facts_seed(w->f, slot, m, width, at, how, &span);
	w->f->seeds.v[w->f->seeds.nr - 1].flags |= FSEED_CONST;
}

/*
 * The value of helper `h` applied to `args` at `at`, the call `site`.
 * With `plain` (the why), the order is not known at the call: what
 * would hold it stays plain instead.
 */
static struct val apply_helper(struct walker *w, const struct helper *h,
			       struct val *args, unsigned nargs,
			       CXCursor site, struct fsite at,
			       const char *plain)
{
	const char *how, *result, *arg;
	struct val r = none, a0 = nargs > 0 ? args[0] : none;
	struct val a1 = nargs > 1 ? args[1] : none;
	enum mark m = plain ? MARK_PLAIN :
		      h->order == ORDER_LE ? MARK_LE : MARK_BE;
	unsigned wd = h->width;

	if (plain) {
		how = plain;
	} else {
		strbuf_reset(&w->sb);
		strbuf_addf(&w->sb, "%s()", h->name);
		how = facts_cstr(w->f, w->sb.buf);
	}
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
		if (a0.kind == V_CONST && !plain)
			const_seed(w, site, m, wd, at, how);
		else
			seed(w, a0, m, wd, at, how);
		r = host_val(at, result);
		break;
	case HK_FROM_CPU:
		demand_host(w, a0, at, arg);
		r = order_val(h, at, how, plain);
		break;
	case HK_TO_CPU_P:
		seed(w, deref(a0), m, wd, at, how);
		r = host_val(at, result);
		break;
	case HK_FROM_CPU_P:
		demand_host(w, deref(a0), at, arg);
		r = order_val(h, at, how, plain);
		break;
	case HK_TO_CPU_ARRAY:
	case HK_FROM_CPU_ARRAY:
		if (nargs == 3) {
			/* (dst, src, len): a copy, converted on the way */
			int from_cpu = h->kind == HK_FROM_CPU_ARRAY;

			seed(w, deref(from_cpu ? a0 : a1), m, wd, at, how);
			demand_host(w, deref(from_cpu ? a1 : a0), at, arg);
			demand_host(w, args[2], at, arg);
			break;
		}
		/* fall through - (buf, n): in place */
	case HK_SWAB_ARRAY:
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
	case HK_FETCH:
		if (moves_slot(w, h, a1))
			unify(w, a0, deref(a1), at, how);
		break;
	case HK_SWAB:
		demand_host(w, a0, at, arg);
		r = host_val(at, result);
		break;
	case HK_SWAB_P:
		demand_host(w, deref(a0), at, arg);
		r = host_val(at, result);
		break;
	case HK_CONVERT:
		/*
		 * Which way it converts is known only when a number goes in:
		 * from cpu then.  Data going in may be of the order or a
		 * host number, so it and the result are left alone, which
		 * can hide an annotation but never make a wrong one.
		 */
		if (a0.kind == V_HOST || a0.kind == V_CONST) {
			r = order_val(h, at, how, plain);
		} else {
			/* the checkers flag the call once a0 is annotated */
			if (a0.kind == V_SLOT && a0.levels == 0)
				facts_seed(w->f, a0.slot, MARK_OPAQUE, 0, at,
					   how, &a0.span);
			r = none;
			r.how = how;
		}
		break;
	default:
		break;
	}
	if (a0.kind == V_SLOT &&
	    (h->kind == HK_TO_CPU || h->kind == HK_FROM_CPU ||
	     h->kind == HK_CONVERT || h->kind == HK_SWAB)) {
		/*
		 * `le32_to_cpu((__u32)x)` converts x; `x = swab32(x)`, like
		 * `x = le32_to_cpu(x)`, leaves x holding both orders.
		 */
		r.src_slot = a0.cast_of != FACTS_NO_SLOT ? a0.cast_of : a0.slot;
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
const struct helper *user_helper(struct walker *w,
				 const struct helper *h, CXCursor site)
{
	struct cx_pos p = cx_file_pos(clang_getCursorLocation(site));
	const struct helper *u;
	const char *text;
	size_t len, n = p.file ? ident_at(w, p, &text, &len) : 0;

	u = n ? helper_find(w->o->helpers, text + p.off, n) : NULL;
	if (!u || u->order != h->order || u->width != h->width ||
	    u->selector != h->selector)
		return h;
	/*
	 * The name the user wrote, when it does what the marker's helper
	 * does, or is its twin the other way (the same bits: a project's
	 * cpu_to_le16 written as le16_to_cpu), is what the call means.
	 */
	if (u->kind == h->kind ||
	    (u->kind == HK_TO_CPU && h->kind == HK_FROM_CPU) ||
	    (u->kind == HK_FROM_CPU && h->kind == HK_TO_CPU))
		return u;
	return h;
}

/*
 * A byte read by a to-cpu conversion of known order and of 16 bits or
 * more (`le32_to_cpu(ino->i_advise)`): its value v[0] becomes the byte's
 * own slot (narrow_val()), which the conversion's seed makes a width
 * mismatch.  Not where the order is picked at run time: a byte the
 * data's order does not reach stays out of the report.
 */
static void narrow(struct walker *w, const struct helper *h,
		   struct val *v, unsigned k, CXCursor *args, unsigned n,
		   int sel)
{
	unsigned i = sel == 0 ? 1 : 0;

	if (h->kind == HK_TO_CPU && h->width > 8 && k && i < n &&
	    v[0].kind == V_NONE)
		v[0] = narrow_val(w, args[i]);
}

/*
 * Is a selector's argument `e` a constant, and *c its value?  The typed
 * selector asks sparse's __builtin_constant_p() (rewrite/typing.c), and
 * sparse folds what clang does not (`int le = 1;`) and the other way
 * round (`const int le = 1;`): ask sparse's rules first (lib/fold.h).
 */
static int sparse_constant(struct walker *w, CXCursor e, long long *c)
{
	/* sparse evaluates an inline body where it expands it */
	enum fold_when when = w->fn &&
			      clang_Cursor_isFunctionInlined(w->fn->cursor) ?
			      FOLD_EXPANDING : FOLD_EVALUATING;

	switch (fold_sparse(&w->fold, e, when, c)) {
	case FOLD_YES:
		return 1;
	case FOLD_NO:
		return 0;
	default:
		return const_int(e, c);
	}
}

/*
 * Helper `h` called at `at` with the arguments `args`.  A selector's
 * argument that picks the order is not the kind's: a constant there
 * makes the call one of the conversion it picks; anything else leaves
 * the data in either order, to stay plain.  So does a constant passed
 * to a `function` selector: its parameter or result has one type for
 * both orders, and the checkers would flag the annotated data there.
 */
static struct val call_helper(struct walker *w, const struct helper *h,
			      CXCursor *args, unsigned n, CXCursor site,
			      struct fsite at, int function)
{
	struct helper one;
	struct val v[8];
	long long c;
	unsigned i, k = 0;
	int sel = h->selector ? h->sel_arg : -1, picked;

	for (i = 0; i < n && i < 8; i++)
		if ((int)i == sel)
			eval(w, args[i]);
		else
			v[k++] = eval(w, args[i]);
	if (!h->selector) {
		narrow(w, h, v, k, args, n, sel);
		return apply_helper(w, h, v, k, site, at, NULL);
	}
	picked = h->sel_direct && sel >= 0 && (unsigned)sel < n &&
		 sparse_constant(w, args[sel], &c);
	if (picked && !function) {
		one = *h;
		one.selector = 0;
		if (!c)
			one.order = h->order == ORDER_LE ? ORDER_BE : ORDER_LE;
		narrow(w, &one, v, k, args, n, sel);
		return apply_helper(w, &one, v, k, site, at, NULL);
	}
	strbuf_reset(&w->sb);
	if (picked)
		strbuf_addf(&w->sb, "either order: %s() is a function, one "
			    "type for the orders it picks", h->name);
	else if (sel >= 0)
		strbuf_addf(&w->sb, "either order: %s() picks it at run time "
			    "by its argument %d", h->name, sel + 1);
	else
		strbuf_addf(&w->sb, "either order: %s() picks it at run time",
			    h->name);
	return apply_helper(w, h, v, k, site, at,
			    facts_cstr(w->f, w->sb.buf));
}

struct val marker_val(struct walker *w, const struct helper *h,
		      CXCursor site, CXCursor *args, unsigned n)
{
	return call_helper(w, user_helper(w, h, site), args, n, site,
			   site_of(w, site), 0);
}

/*
 * A helper's body is skipped: it is the helper's own business how it
 * converts.  Unaligned accessors are the exception: a userspace one
 * (`le32_to_cpu(((struct __una_u32 *)(p))->x)`) reads its data through a
 * struct of its own, whose field must carry the order as well.
 */
int body_holds_data(const struct helper *h)
{
	/* one found reads its bytes as bytes, which hold no order */
	return !h->found &&
	       (h->kind == HK_GET || h->kind == HK_PUT || h->kind == HK_ENC);
}

/* ---------------------------------------------------------------- calls */

static int is_builtin_name(const char *name)
{
	return !strncmp(name, "__builtin_", 10);
}

/*
 * `fn` used as a value at `e`: stored, passed or compared, not called.
 * Its type must stay that of the pointers that hold it, so its
 * parameters and result are kept plain when byte-ordered data reaches
 * them: e2fsprogs picks
 * `__u16 (*translate)(__u16)` from disk_to_host16 and do_nothing16 as
 * need_swab says, and a __le16 parameter would not match that pointer.
 */
void function_used_as_value(struct walker *w, CXCursor fn, CXCursor e)
{
	static const char how[] = "address taken";
	struct fsite at = site_of(w, e);
	const char *usr;
	struct tinfo ti;
	int i, n;

	if (!decl_in_roots(w, fn) || is_builtin_name(name_of(w, fn)))
		return;
	declare_function(w, fn);
	usr = usr_of(w, fn);
	/* a declared byte order is the pointers' too: nothing to keep */
	if (type_info(w, clang_getCursorResultType(fn), &ti) &&
	    ti.annotated == ORDER_NONE)
		seed(w, slot_val(facts_slot(w->f, indexed_key(w, usr, "r"),
					    ti.width), 0),
		     MARK_PINNED, 0, at, how);
	n = clang_Cursor_getNumArguments(fn);
	for (i = 0; i < n; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, (unsigned)i);

		if (type_info(w, clang_getCursorType(p), &ti) &&
		    ti.annotated == ORDER_NONE)
			seed(w, slot_val(facts_slot(w->f,
				param_key(w, usr, (unsigned)i), ti.width), 0),
			     MARK_PINNED, 0, at, how);
	}
}

/*
 * Is `name` a copy of bytes: the C library's memcpy() or memmove(), a
 * builtin of them, or the kernel's copies from and to user memory?
 */
static int is_copy(const char *name)
{
	static const char *const names[] = {
		"memcpy", "memmove", "__builtin_memcpy", "__builtin_memmove",
		"__builtin___memcpy_chk", "__builtin___memmove_chk",
		"copy_from_user", "copy_to_user", "__copy_from_user",
		"__copy_to_user", "raw_copy_from_user", "raw_copy_to_user",
		NULL
	};
	size_t i;

	for (i = 0; names[i]; i++)
		if (!strcmp(name, names[i]))
			return 1;
	return 0;
}

/*
 * Is `name` the kernel's fill of 16-, 32- or 64-bit words, memset32(p,
 * v, n): `p[i] = v` for each word?  Its plain parameters say nothing of
 * the order of the words (a table filled with cpu_to_le32(x) holds
 * little-endian words).
 */
static int is_fill(const char *name)
{
	return !strcmp(name, "memset16") || !strcmp(name, "memset32") ||
	       !strcmp(name, "memset64");
}

/* The record a pointer argument points to, before its conversion to void *. */
static CXType pointee_record(CXCursor arg)
{
	return record_pointee(clang_getCursorType(cx_strip(arg)));
}

/*
 * `copy_from_user(&data, (struct input __user *)arg, sizeof(data))`:
 * the bytes of one record copied into a record of another type; see
 * join_records().  Returns whether both are records.
 */
static int record_copy_flow(struct walker *w, CXCursor call, int known,
			    long long len, const char *name)
{
	CXType to = pointee_record(clang_Cursor_getArgument(call, 0));
	CXType from = pointee_record(clang_Cursor_getArgument(call, 1));

	if (to.kind == CXType_Invalid || from.kind == CXType_Invalid)
		return 0;
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "copied by %s", name);
	join_records(w, to, from, known ? len * 8 : -1, site_of(w, call),
		     facts_cstr(w->f, w->sb.buf));
	return 1;
}

/*
 * `memcpy(&s->crc, &v, 4)`: the bytes of one integer of a width into
 * another of that width, whole ones (`len` a multiple of it when it is
 * a constant), are a copy like `s->crc = v`.  Records: see
 * record_copy_flow().
 */
static void copy_flow(struct walker *w, CXCursor call, struct val *a,
		      int n, const char *name)
{
	unsigned wd;
	long long len;
	int known;

	if (n < 3)
		return;
	known = const_int(clang_Cursor_getArgument(call, 2), &len);
	if (known && len <= 0)
		return;
	if (record_copy_flow(w, call, known, len, name))
		return;
	if (a[0].kind != V_SLOT || a[1].kind != V_SLOT ||
	    a[0].levels != 1 || a[1].levels != 1)
		return;
	wd = w->f->slots.v[a[0].slot].width;
	if (!wd || wd != w->f->slots.v[a[1].slot].width ||
	    (known && len % (wd / 8)))
		return;
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "copied by %s", name);
	unify(w, deref(a[0]), deref(a[1]), site_of(w, call),
	      facts_cstr(w->f, w->sb.buf));
}

struct val call_val(struct walker *w, CXCursor call)
{
	CXCursor callee = clang_getCursorReferenced(call);
	int n = clang_Cursor_getNumArguments(call), i;
	struct fsite at = site_of(w, call);
	const struct helper *h = NULL;
	const char *name = NULL, *how, *usr = NULL, *fn_usr = NULL;
	struct val r = none, copy[3];
	CXCursor cargs[8];
	CXType fnt;
	struct tinfo ti;
	int inside = 0, copy_call = 0, fill_call = 0;

	if (n < 0)
		n = 0;
	if (clang_getCursorKind(callee) == CXCursor_FunctionDecl) {
		name = name_of(w, callee);
		copy_call = is_copy(name);
		fill_call = is_fill(name);
		h = helper_find(w->o->helpers, name, strlen(name));
		if (h) {
			for (i = 0; i < n && i < 8; i++)
				cargs[i] = clang_Cursor_getArgument(
					call, (unsigned)i);
			return call_helper(w, user_helper(w, h, call), cargs,
					   (unsigned)(n < 8 ? n : 8), call, at,
					   1);
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

		if (i < 3)
			copy[i] = a;
		if (i >= np || (fill_call && !inside && i < 2))
			continue;
		if (!type_info(w, clang_getArgType(fnt, (unsigned)i), &ti)) {
			if (ti.unmodelled && a.kind == V_SLOT && a.levels) {
				strbuf_reset(&w->sb);
				strbuf_addf(&w->sb, "argument %d of %s, a "
					    "pointer to an array", i + 1,
					    name);
				facts_seed(w->f, a.slot, MARK_OPAQUE, 0,
					   site_of(w, arg),
					   facts_cstr(w->f, w->sb.buf), NULL);
			}
			continue;
		}
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
			how = facts_cstr(w->f, w->sb.buf);
			if (ti.annotated != ORDER_NONE)
				seed(w, at_bottom, ti.annotated == ORDER_LE ?
				     MARK_LE : MARK_BE, ti.width,
				     site_of(w, arg), how);
			else if (!told_order(w, call, i, name, &ti, at_bottom))
				demand_host(w, at_bottom, site_of(w, arg), how);
		}
	}
	if (copy_call && !inside)
		copy_flow(w, call, copy, n, name);
	if (fill_call && !inside && n >= 2) {
		strbuf_reset(&w->sb);
		strbuf_addf(&w->sb, "filled by %s", name);
		unify(w, deref(copy[0]), copy[1], site_of(w, call),
		      facts_cstr(w->f, w->sb.buf));
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
