// SPDX-License-Identifier: GPL-2.0-only
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

#include "infer/walk-internal.h"
#include "lib/cx.h"
#include "lib/path.h"

/* ---------------------------------------------------------------- top level */

/* `e` without parentheses, implicit conversions and casts; *cast set if any */
static CXCursor strip_casts(CXCursor e, int *cast)
{
	unsigned n = 0;

	e = cx_strip(e);
	/* bounded: a cast of a cast a hundred deep is nobody's wrapper */
	while (clang_getCursorKind(e) == CXCursor_CStyleCastExpr && n++ < 16) {
		*cast = 1;
		e = cx_strip(cx_kids(e).last);
	}
	return e;
}

/*
 * A project function whose body only returns a helper applied to one of
 * its parameters (`return le32_to_cpu(v);`), under casts or not (`return
 * (u32)le32toh((uint32_t)v);`), is a wrapper: listed in the report.  Its
 * parameter and return value are slots like any other, so its callers'
 * data meets through them, and a cast between the same widths ties its
 * operand to it (walk-flows.c).
 */
static void find_wrapper(struct walker *w, CXCursor fn, CXCursor body)
{
	struct cx_kids k = cx_kids(body), r;
	CXCursor e, args[8];
	const struct helper *h = NULL, *u;
	unsigned n = 0;
	int cast = 0;
	struct fwrapper wr;

	if (k.nr != 1 || clang_getCursorKind(k.v[0]) != CXCursor_ReturnStmt)
		return;
	r = cx_kids(k.v[0]);
	if (r.nr != 1)
		return;
	e = strip_casts(r.v[0], &cast);
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
	if (!h || !n || h->selector ||
	    clang_getCursorKind(clang_getCursorReferenced(
		    strip_casts(args[0], &cast))) != CXCursor_ParmDecl)
		return;
	u = user_helper(w, h, e);
	memset(&wr, 0, sizeof(wr));
	wr.name = name_of(w, fn);
	wr.helper = facts_cstr(w->f, u->name);
	wr.kind = u->kind;
	wr.order = u->order;
	wr.width = u->width;
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "passes its parameter to %s()%s", u->name,
		    cast ? " through casts" : "");
	wr.why = facts_cstr(w->f, w->sb.buf);
	wr.at = site_of(w, fn);
	VEC_PUSH(w->f->wrappers, wr);
}

static void walk_function(struct walker *w, CXCursor fn)
{
	struct func f, *outer = w->fn;
	struct tinfo ti;
	struct cx_kids k = cx_kids(fn);
	const struct helper *h;

	declare_function(w, fn);
	f.cursor = fn;
	f.name = name_of(w, fn);
	f.ret_key = type_info(w, clang_getCursorResultType(fn), &ti) ?
		    indexed_key(w, usr_of(w, fn), "r") : NULL;
	w->fn = &f;
	h = helper_find(w->o->helpers, f.name, strlen(f.name));
	/* a helper found in the project: its body is its own business */
	if (k.nr && clang_getCursorKind(k.last) == CXCursor_CompoundStmt &&
	    !(h && h->found)) {
		/* a table's helper is no news either */
		if (!h)
			find_wrapper(w, fn, k.last);
		walk_stmt(w, k.last);
	}
	w->fn = outer;
}

/*
 * Is `t` the integer uintN_t of `width` is, as glibc defines it on LP64
 * (uint64_t is `unsigned long`)?  A type made on the generated le64_t
 * must stay the type it was for the compiler: `unsigned long long *`
 * and `unsigned long *` do not mix.
 */
static int is_uintn(CXType t, unsigned width)
{
	enum CXTypeKind k = clang_getCanonicalType(t).kind;

	return (width == 16 && k == CXType_UShort) ||
	       (width == 32 && k == CXType_UInt) ||
	       (width == 64 && k == CXType_ULong);
}

/*
 * A bitwise typedef (`typedef __u32 __bitwise __le32;`, libfdt's fdt32_t)
 * is an annotated declaration of kind typedef: the rewrite spells the new
 * types with the names the tree already has.
 */
static void declare_bitwise_typedef(struct walker *w, CXCursor td)
{
	int named = 0;
	enum order o = typedef_order_named(w, td, &named);
	struct tinfo ti;
	uint32_t slot;

	if (o == ORDER_NONE ||
	    !type_info(w, clang_getTypedefDeclUnderlyingType(td), &ti) ||
	    ti.levels || cx_map_test_and_add(&w->declared, td))
		return;
	ti.annotated = o;
	ti.annotated_name = name_of(w, td);
	/*
	 * A plain one named for its order keeps as its type the token the
	 * series replaces (`u16` of `typedef u16 le16;`) to make it bitwise.
	 */
	if (named)
		ti.flags = FDECL_NAMED |
			   (is_uintn(clang_getTypedefDeclUnderlyingType(td),
				     ti.width) ? 0 : FDECL_NOT_UINTN);
	else
		snprintf(ti.base, sizeof(ti.base), "%s", name_of(w, td));
	slot = facts_slot(w->f, usr_of(w, td), ti.width);
	add_decl(w, td, slot, DECL_TYPEDEF, name_of(w, td), "global", &ti,
		 !decl_in_roots(w, td), 1);
}

/*
 * A project's plain integer typedef (`typedef u64 foo_ptr_t;`) is a
 * declaration too: when every use of it holds one order, the solver
 * proposes the typedef instead of each use (solve.h).
 */
static void declare_plain_typedef(struct walker *w, CXCursor td)
{
	struct tinfo ti;
	uint32_t slot;

	if (typedef_order(w, td) != ORDER_NONE || !decl_in_roots(w, td) ||
	    !type_info(w, clang_getTypedefDeclUnderlyingType(td), &ti) ||
	    ti.levels || ti.annotated != ORDER_NONE ||
	    cx_map_test_and_add(&w->declared, td))
		return;
	slot = facts_slot(w->f, usr_of(w, td), ti.width);
	add_decl(w, td, slot, DECL_TYPEDEF, name_of(w, td), "global", &ti,
		 0, 1);
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
		declare_plain_typedef(w, c);
		break;
	}
	default:
		break;
	}
	return CXChildVisit_Continue;
}

int walk_in_roots(const struct walk_options *o, const char *path)
{
	return path_under(path, o->roots, o->nr_roots);
}

int walk_tu(CXTranslationUnit tu, const struct walk_options *o,
	    struct facts *out)
{
	struct walker w;
	int ret = 0;

	memset(&w, 0, sizeof(w));
	w.tu = tu;
	w.fold = (struct fold_memo)FOLD_MEMO_INIT(tu);
	w.o = o;
	w.f = out;
	w.bw = (struct bitwise_macros)BITWISE_MACROS_INIT;
	strbuf_init(&w.sb);
	bitwise_macros_collect(&w.bw, tu);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), top_level, &w);
	if (w.deep.hit) {
		CXString unit = clang_getTranslationUnitSpelling(tu);

		ret = cx_deep_error(&w.deep, "analyse", clang_getCString(unit),
				    "the analysis'");
		clang_disposeString(unit);
	}
	bitwise_macros_release(&w.bw);
	fold_memo_release(&w.fold);
	cx_map_release(&w.typedef_order);
	cx_map_release(&w.typedef_chain);
	VEC_FREE(w.chains);
	cx_map_release(&w.declared);
	cx_map_release(&w.parm_slot);
	cx_map_release(&w.enum_order);
	cx_map_release(&w.order_enums);
	cx_map_release(&w.number_enums);
	VEC_FREE(w.enums);
	VEC_FREE(w.files);
	hashmap_release(&w.file_map);
	strbuf_release(&w.sb);
	return ret;
}

