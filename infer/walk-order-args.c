// SPDX-License-Identifier: GPL-2.0-only
/*
 * Code told the byte order by a value: `utf16s_to_utf8s(name, len,
 * UTF16_LITTLE_ENDIAN, buf, n)`, and the function that chooses by it,
 * `switch (endian) { case UTF16_LITTLE_ENDIAN: *s = cpu_to_le16(c); ...
 * case UTF16_BIG_ENDIAN: *s = cpu_to_be16(c); }`.  The value is of an
 * enumeration that names both orders.  A call that passes one of them as
 * a constant reads or writes the data behind its pointer arguments in
 * that order, whatever their declared type (the kernel's utf16 helpers
 * take `wchar_t *`); one that passes anything else leaves that data in
 * either order.  Inside the chooser, each branch's conversion is one of
 * two the caller picks between, not a second order of the same data.
 */
#define _GNU_SOURCE	/* strcasestr() */
#include <string.h>

#include "infer/walk-internal.h"

/*
 * The order an enumerator's name spells: UTF16_LITTLE_ENDIAN,
 * REGMAP_ENDIAN_BIG.  Host and native ones name none.
 */
static enum order enumerator_order(const char *name)
{
	if (!strcasestr(name, "endian"))
		return ORDER_NONE;
	if (strcasestr(name, "little"))
		return ORDER_LE;
	if (strcasestr(name, "big"))
		return ORDER_BE;
	return ORDER_NONE;
}

static enum CXChildVisitResult enumerator(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	unsigned *seen = data;
	CXString s;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_EnumConstantDecl)
		return CXChildVisit_Continue;
	s = clang_getCursorSpelling(c);
	*seen |= 1u << enumerator_order(clang_getCString(s));
	clang_disposeString(s);
	return CXChildVisit_Continue;
}

int is_order_enum(struct walker *w, CXType t)
{
	CXCursor decl;
	void **slot;

	t = clang_getCanonicalType(t);
	if (t.kind != CXType_Enum)
		return 0;
	decl = clang_getTypeDeclaration(t);
	slot = cx_map_slot(&w->order_enums, decl);
	if (!*slot) {
		unsigned seen = 0;

		clang_visitChildren(decl, enumerator, &seen);
		*slot = (void *)(uintptr_t)(((seen & (1u << ORDER_LE)) &&
					     (seen & (1u << ORDER_BE))) ? 2 : 1);
	}
	return *slot == (void *)(uintptr_t)2;
}

/*
 * Argument `i` of a call to a function outside the tree, whose
 * parameter is a plain `ti`, reaches `at_bottom`.  Is the order of that
 * data told by another argument?  Then it is seeded with that order (a
 * constant that names one) or kept plain (anything else), and 1 is
 * returned; 0 when no argument of the call names an order.
 */
int told_order(struct walker *w, CXCursor call, int i, const char *fn,
	       const struct tinfo *ti, struct val at_bottom)
{
	int n = clang_Cursor_getNumArguments(call), j;
	struct fsite at;

	if (!ti->levels)
		return 0;
	for (j = 0; j < n; j++) {
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)j);
		CXCursor ref;
		enum order o = ORDER_NONE;

		if (j == i || !is_order_enum(w, clang_getCursorType(a)))
			continue;
		ref = clang_getCursorReferenced(cx_strip(a));
		if (clang_getCursorKind(ref) == CXCursor_EnumConstantDecl)
			o = enumerator_order(name_of(w, ref));
		at = site_of(w, clang_Cursor_getArgument(call, (unsigned)i));
		strbuf_reset(&w->sb);
		if (o != ORDER_NONE) {
			strbuf_addf(&w->sb, "argument %d of %s, %s as argument "
				    "%d says", i + 1, fn, o == ORDER_LE ?
				    "little-endian" : "big-endian", j + 1);
			seed(w, at_bottom, o == ORDER_LE ? MARK_LE : MARK_BE,
			     ti->width, at, facts_cstr(w->f, w->sb.buf));
		} else {
			strbuf_addf(&w->sb, "either order: %s picks it at run "
				    "time by its argument %d", fn, j + 1);
			seed(w, at_bottom, MARK_PLAIN, 0, at,
			     facts_cstr(w->f, w->sb.buf));
		}
		return 1;
	}
	return 0;
}

/*
 * Does condition `e` choose by an order: a switch's operand or a
 * comparison of one (`endian == UTF16_BIG_ENDIAN`)?
 */
int chooses_order(struct walker *w, CXCursor e)
{
	struct cx_kids k;
	size_t i;

	e = cx_strip(e);
	if (is_order_enum(w, clang_getCursorType(e)))
		return 1;
	if (clang_getCursorKind(e) != CXCursor_BinaryOperator)
		return 0;
	switch (clang_getCursorBinaryOperatorKind(e)) {
	case CXBinaryOperator_EQ:
	case CXBinaryOperator_NE:
	case CXBinaryOperator_LAnd:
	case CXBinaryOperator_LOr:
		break;
	default:
		return 0;
	}
	k = cx_kids(e);
	for (i = 0; i < k.nr; i++)
		if (chooses_order(w, k.v[i]))
			return 1;
	return 0;
}
