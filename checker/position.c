// SPDX-License-Identifier: GPL-2.0-only
/*
 * Where sparse reports an expression: the token that makes its node (the
 * operator of a binary expression, the first token inside a cast's
 * parentheses, the '(' of a call, ...), and for anything that came from
 * a macro expansion, the outermost macro's name.
 */
#include <stdio.h>
#include <string.h>

#include "checker/eval.h"
#include "lib/lex.h"

int in_macro(CXSourceLocation loc)
{
	struct cx_pos a = cx_expansion_pos(loc), b = cx_spelling_pos(loc);

	return a.off != b.off || !clang_File_isEqual(a.file, b.file);
}

struct report_pos rpos(struct cx_pos p)
{
	struct report_pos r = { p.file, p.line, p.off };

	return r;
}

CXSourceLocation begin_of(CXCursor c)
{
	return clang_getRangeStart(clang_getCursorExtent(c));
}

/*
 * Every token sparse gets from a macro expansion carries the position of
 * the outermost macro's name; clang's expansion location is exactly that.
 */
struct report_pos pos_at(CXSourceLocation loc)
{
	return rpos(cx_expansion_pos(loc));
}

/* A position `off` bytes into the file of `p`, with the right line. */
struct report_pos pos_in_file(struct eval *e, struct cx_pos p,
				     size_t off)
{
	return rpos(cx_offset_pos(e->tu, p.file, (unsigned)off));
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

static int is_array_type(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
	       t.kind == CXType_VariableArray;
}

/*
 * Where sparse reports the address of `c`: the address of a member is
 * computed from its base (the pointer of p->f, the address of s in
 * s.f, recursively), and takes that position.
 */
static struct report_pos address_pos(struct eval *e, CXCursor c)
{
	struct cx_kids k;
	CXType t;

	c = cx_strip(c);
	if (clang_getCursorKind(c) != CXCursor_MemberRefExpr)
		return expr_pos(e, c);
	k = cx_kids(c);
	if (k.nr != 1)
		return expr_pos(e, c);
	t = clang_getCanonicalType(clang_getCursorType(k.v[0]));
	if (t.kind == CXType_Pointer)
		return expr_pos(e, k.v[0]);
	return address_pos(e, k.v[0]);
}

struct report_pos expr_pos(struct eval *e, CXCursor c)
{
	struct cx_kids k;

	c = cx_strip(c);
	switch (clang_getCursorKind(c)) {
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
	case CXCursor_ArraySubscriptExpr:
	case CXCursor_ConditionalOperator:
		/* the operator, '[' or '?' between the first two operands */
		k = cx_kids(c);
		if (k.nr >= 2)
			return op_pos(e, c, k.v[0], k.v[1]);
		break;
	case CXCursor_MemberRefExpr:
		k = cx_kids(c);
		/* an array member decays to an address computed from its base */
		if (k.nr >= 1 && is_array_type(clang_getCursorType(c)))
			return address_pos(e, c);
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
			k = cx_kids(c);
			if (k.nr != 1)
				break;
			return address_pos(e, k.v[0]);
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

