// SPDX-License-Identifier: GPL-2.0-only
/*
 * sparse's constant folding where clang's differs (fold.h).  Measured
 * against Debian's sparse 0.6.4 with __builtin_choose_expr(
 * __builtin_constant_p(X), ...) for each kind of X (tests/check/
 * constant-p): literals, enumerators, sizeof and strings are constant in
 * both; `const int v = 1` is constant to clang only; `int v = 1` and
 * `static int v = 1`, unwritten so far, to sparse only.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "lib/cx.h"
#include "lib/fold.h"
#include "lib/lex.h"

struct folder {
	CXTranslationUnit tu;
	struct cx_pos use;	/* where the expression is read */
};

static enum fold fold(const struct folder *fo, CXCursor e, long long *v);

/* `v` as a value of type `t`: truncated, and sign-extended if signed. */
static int convert(CXType t, long long *v)
{
	long long bits;
	int is_signed;

	t = clang_getCanonicalType(t);
	switch (t.kind) {
	case CXType_Bool:
		*v = *v != 0;
		return 1;
	case CXType_Char_U: case CXType_UChar: case CXType_UShort:
	case CXType_UInt: case CXType_ULong: case CXType_ULongLong:
		is_signed = 0;
		break;
	case CXType_Char_S: case CXType_SChar: case CXType_Short:
	case CXType_Int: case CXType_Long: case CXType_LongLong:
	case CXType_Enum:
		is_signed = 1;
		break;
	default:
		return 0;
	}
	bits = clang_Type_getSizeOf(t) * 8;
	if (bits <= 0 || bits > 64)
		return 0;
	if (bits < 64) {
		unsigned long long mask = (1ULL << bits) - 1;
		unsigned long long u = (unsigned long long)*v & mask;

		if (is_signed && (u >> (bits - 1)))
			u |= ~mask;
		*v = (long long)u;
	}
	return 1;
}

static int is_unsigned(CXCursor e)
{
	long long v = -1;

	return convert(clang_getCursorType(e), &v) && v > 0;
}

/* clang's value of a literal or of sizeof: Int, else 1 if it has one. */
static enum fold clang_value(CXCursor e, long long *v)
{
	CXEvalResult r = clang_Cursor_Evaluate(e);
	enum fold f = FOLD_UNKNOWN;

	if (!r)
		return f;
	switch (clang_EvalResult_getKind(r)) {
	case CXEval_Int:
		*v = clang_EvalResult_getAsLongLong(r);
		f = FOLD_YES;
		break;
	case CXEval_Float:
		*v = clang_EvalResult_getAsDouble(r) != 0;
		f = FOLD_YES;
		break;
	default:
		break;
	}
	clang_EvalResult_dispose(r);
	return f;
}

/*
 * Did the text between the declaration of `var`, named `name`, and the
 * place read assign it, increment it or take its address?  Any such
 * use counts, shadowed names too, and a declaration in another file than
 * the read (a static in a header) is taken as written.
 */
static int written_before(const struct folder *fo, CXCursor var,
			  const char *name)
{
	CXSourceRange r = clang_getCursorExtent(var);
	struct cx_pos d = cx_expansion_pos(clang_getRangeEnd(r));
	size_t len, off, nlen = strlen(name);
	const char *s;
	struct lex_tok prev2 = { LEX_EOF, 0, 0 }, prev = prev2, t;

	if (!d.file || !fo->use.file || !clang_File_isEqual(d.file,
							     fo->use.file) ||
	    d.off > fo->use.off)
		return 1;
	s = cx_file_text(fo->tu, d.file, &len);
	if (!s || fo->use.off > len)
		return 1;
	for (off = d.off;;) {
		lex_next(s, fo->use.off, &off, &t, 0);
		if (t.kind == LEX_EOF)
			return 0;
		if (t.kind == LEX_IDENT && t.len == nlen &&
		    !memcmp(s + t.off, name, nlen)) {
			struct lex_tok n;
			size_t o = off;

			lex_next(s, len, &o, &n, 0);
			if (n.kind == LEX_PUNCT && n.len >= 1 &&
			    ((s[n.off + n.len - 1] == '=' &&
			      !lex_is(s, &n, "==") && !lex_is(s, &n, "!=") &&
			      !lex_is(s, &n, "<=") && !lex_is(s, &n, ">=")) ||
			     lex_is(s, &n, "++") || lex_is(s, &n, "--")))
				return 1;
			if (lex_is(s, &prev, "++") || lex_is(s, &prev, "--"))
				return 1;
			/* unary &: no operand before it */
			if (lex_is(s, &prev, "&") &&
			    !(prev2.kind == LEX_IDENT ||
			      prev2.kind == LEX_NUMBER ||
			      lex_is(s, &prev2, ")") || lex_is(s, &prev2, "]")))
				return 1;
		}
		prev2 = prev;
		prev = t;
	}
}

/* A variable sparse folds into its value (fold.h), and the value. */
static enum fold fold_var(const struct folder *fo, CXCursor var,
			  long long *v)
{
	CXType t = clang_getCursorType(var);
	struct cx_kids k = cx_kids(var);
	CXCursor init;
	enum CXCursorKind kind;
	enum CX_StorageClass sc = clang_Cursor_getStorageClass(var);
	char *name;
	int written;

	if (clang_isConstQualifiedType(t) || clang_isVolatileQualifiedType(t) ||
	    !k.nr)
		return FOLD_NO;
	/* a local, or a static: not a global another unit may write */
	if (sc != CX_SC_Static &&
	    (sc != CX_SC_None || clang_getCursorKind(clang_getCursorSemanticParent(
			var)) != CXCursor_FunctionDecl))
		return FOLD_NO;
	init = k.last;
	while (clang_getCursorKind(init) == CXCursor_ParenExpr)
		init = cx_kids(init).last;
	kind = clang_getCursorKind(init);
	/* of the variable's own type: a conversion is not folded yet */
	if (!clang_equalTypes(clang_getCanonicalType(clang_getCursorType(init)),
			      clang_getCanonicalType(t)))
		return FOLD_NO;
	if (kind == CXCursor_DeclRefExpr &&
	    clang_getCursorKind(clang_getCursorReferenced(init)) ==
	    CXCursor_EnumConstantDecl) {
		*v = clang_getEnumConstantDeclValue(
			clang_getCursorReferenced(init));
	} else if (kind == CXCursor_IntegerLiteral ||
		   kind == CXCursor_CharacterLiteral ||
		   kind == CXCursor_FloatingLiteral) {
		if (clang_value(init, v) != FOLD_YES)
			return FOLD_UNKNOWN;
	} else {
		return FOLD_NO;
	}
	name = cx_strdup(NULL, clang_getCursorSpelling(var));
	written = written_before(fo, var, name);
	free(name);
	return written ? FOLD_NO : FOLD_YES;
}

static enum fold fold_unary(const struct folder *fo, CXCursor e,
			    long long *v)
{
	enum fold f;

	switch (clang_getCursorUnaryOperatorKind(e)) {
	case CXUnaryOperator_Plus:
	case CXUnaryOperator_Minus:
	case CXUnaryOperator_Not:
	case CXUnaryOperator_LNot:
		break;
	case CXUnaryOperator_AddrOf:
	case CXUnaryOperator_Deref:
	case CXUnaryOperator_PostInc:
	case CXUnaryOperator_PostDec:
	case CXUnaryOperator_PreInc:
	case CXUnaryOperator_PreDec:
		return FOLD_NO;
	default:
		return FOLD_UNKNOWN;
	}
	f = fold(fo, cx_kids(e).last, v);
	if (f != FOLD_YES)
		return f;
	switch (clang_getCursorUnaryOperatorKind(e)) {
	case CXUnaryOperator_Minus:
		*v = (long long)(0ULL - (unsigned long long)*v);
		break;
	case CXUnaryOperator_Not:
		*v = ~*v;
		break;
	case CXUnaryOperator_LNot:
		*v = !*v;
		break;
	default:
		break;
	}
	return convert(clang_getCursorType(e), v) ? FOLD_YES : FOLD_UNKNOWN;
}

/* l OP r, in the type of the operands; 0: no value (a division by 0). */
static int binary_value(enum CXBinaryOperatorKind op, CXCursor lhs,
			long long l, long long r, long long *v)
{
	unsigned long long ul = (unsigned long long)l;
	unsigned long long ur = (unsigned long long)r;
	int u = is_unsigned(lhs);

	switch (op) {
	case CXBinaryOperator_Add: *v = (long long)(ul + ur); return 1;
	case CXBinaryOperator_Sub: *v = (long long)(ul - ur); return 1;
	case CXBinaryOperator_Mul: *v = (long long)(ul * ur); return 1;
	case CXBinaryOperator_And: *v = l & r; return 1;
	case CXBinaryOperator_Or: *v = l | r; return 1;
	case CXBinaryOperator_Xor: *v = l ^ r; return 1;
	case CXBinaryOperator_Div:
	case CXBinaryOperator_Rem:
		if (!r || (!u && l == LLONG_MIN && r == -1))
			return 0;
		if (op == CXBinaryOperator_Div)
			*v = u ? (long long)(ul / ur) : l / r;
		else
			*v = u ? (long long)(ul % ur) : l % r;
		return 1;
	case CXBinaryOperator_Shl:
	case CXBinaryOperator_Shr:
		if (r < 0 || r >= 64)
			return 0;
		if (op == CXBinaryOperator_Shl)
			*v = (long long)(ul << r);
		else
			*v = u ? (long long)(ul >> r) : l >> r;
		return 1;
	case CXBinaryOperator_LT: *v = u ? ul < ur : l < r; return 1;
	case CXBinaryOperator_GT: *v = u ? ul > ur : l > r; return 1;
	case CXBinaryOperator_LE: *v = u ? ul <= ur : l <= r; return 1;
	case CXBinaryOperator_GE: *v = u ? ul >= ur : l >= r; return 1;
	case CXBinaryOperator_EQ: *v = l == r; return 1;
	case CXBinaryOperator_NE: *v = l != r; return 1;
	default:
		return 0;
	}
}

static enum fold fold_binary(const struct folder *fo, CXCursor e,
			     long long *v)
{
	enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
	struct cx_kids k = cx_kids(e);
	long long l = 0, r = 0;
	enum fold fl, fr;

	if (k.nr != 2)
		return FOLD_UNKNOWN;
	if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign)
		return FOLD_NO;
	fl = fold(fo, k.v[0], &l);
	/* sparse short-circuits && and || on a folded left side */
	if ((op == CXBinaryOperator_LAnd || op == CXBinaryOperator_LOr) &&
	    fl == FOLD_YES && !l == (op == CXBinaryOperator_LAnd)) {
		*v = op == CXBinaryOperator_LOr;
		return FOLD_YES;
	}
	fr = fold(fo, k.v[1], &r);
	if (fl == FOLD_UNKNOWN || fr == FOLD_UNKNOWN)
		return FOLD_UNKNOWN;
	if (op == CXBinaryOperator_Comma) {
		*v = r;
		return fl == FOLD_YES ? fr : FOLD_NO;
	}
	if (fl == FOLD_NO || fr == FOLD_NO)
		return FOLD_NO;
	if (op == CXBinaryOperator_LAnd || op == CXBinaryOperator_LOr) {
		*v = r != 0;
		return FOLD_YES;
	}
	if (!binary_value(op, k.v[0], l, r, v))
		return FOLD_UNKNOWN;
	return convert(clang_getCursorType(e), v) ? FOLD_YES : FOLD_UNKNOWN;
}

/* A call: __builtin_constant_p(x) folds to whether x folds. */
static enum fold fold_call(const struct folder *fo, CXCursor e, long long *v)
{
	CXString s = clang_getCursorSpelling(e);
	int is_cp = !strcmp(clang_getCString(s), "__builtin_constant_p");
	long long ignored;
	enum fold f;

	clang_disposeString(s);
	if (!is_cp || clang_Cursor_getNumArguments(e) != 1)
		return FOLD_UNKNOWN;
	f = fold(fo, clang_Cursor_getArgument(e, 0), &ignored);
	if (f == FOLD_UNKNOWN)
		return f;
	*v = f == FOLD_YES;
	return FOLD_YES;
}

static enum fold fold(const struct folder *fo, CXCursor e, long long *v)
{
	struct cx_kids k;
	CXCursor ref;
	enum fold f;

	switch (clang_getCursorKind(e)) {
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_FloatingLiteral:
	case CXCursor_UnaryExpr:	/* sizeof, alignof */
		return clang_value(e, v);
	case CXCursor_StringLiteral:
		*v = 1;
		return FOLD_YES;
	case CXCursor_ParenExpr:
		return fold(fo, cx_kids(e).last, v);
	case CXCursor_UnexposedExpr:	/* an implicit conversion */
	case CXCursor_CStyleCastExpr:
		k = cx_kids(e);
		if (!k.nr || (clang_getCursorKind(e) == CXCursor_UnexposedExpr &&
			      k.nr != 1))
			return FOLD_UNKNOWN;
		f = fold(fo, k.last, v);
		if (f == FOLD_YES && !convert(clang_getCursorType(e), v))
			return clang_getCanonicalType(clang_getCursorType(
				e)).kind == CXType_Pointer ? FOLD_UNKNOWN :
				FOLD_YES;
		return f;
	case CXCursor_UnaryOperator:
		return fold_unary(fo, e, v);
	case CXCursor_BinaryOperator:
		return fold_binary(fo, e, v);
	case CXCursor_ConditionalOperator:
		k = cx_kids(e);
		if (k.nr != 3)
			return FOLD_UNKNOWN;
		f = fold(fo, k.v[0], v);
		if (f != FOLD_YES)
			return f;
		return fold(fo, *v ? k.v[1] : k.v[2], v);
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(e);
		switch (clang_getCursorKind(ref)) {
		case CXCursor_EnumConstantDecl:
			*v = clang_getEnumConstantDeclValue(ref);
			return FOLD_YES;
		case CXCursor_VarDecl:
			return fold_var(fo, ref, v);
		default:
			return FOLD_NO;
		}
	case CXCursor_ArraySubscriptExpr:
		return FOLD_NO;
	case CXCursor_CallExpr:
		return fold_call(fo, e, v);
	default:
		return FOLD_UNKNOWN;
	}
}

enum fold fold_sparse(CXTranslationUnit tu, CXCursor e, long long *value)
{
	struct folder fo;

	fo.tu = tu;
	fo.use = cx_expansion_pos(clang_getCursorLocation(e));
	return fold(&fo, e, value);
}

int fold_truth(CXTranslationUnit tu, CXCursor cond)
{
	long long v = 0;
	CXEvalResult r;
	int truth = -1;

	switch (fold_sparse(tu, cond, &v)) {
	case FOLD_YES:
		return v != 0;
	case FOLD_NO:
		return -1;
	default:
		break;
	}
	r = clang_Cursor_Evaluate(cond);
	if (r && clang_EvalResult_getKind(r) == CXEval_Int)
		truth = clang_EvalResult_getAsLongLong(r) != 0;
	if (r)
		clang_EvalResult_dispose(r);
	return truth;
}
