// SPDX-License-Identifier: GPL-2.0-only
/*
 * sparse's constant folding where clang's differs (fold.h).  Measured
 * against Debian's sparse 0.6.4 with __builtin_choose_expr(
 * __builtin_constant_p(X), ...) for each kind of X (tests/check/
 * constant-p): literals, enumerators, sizeof and strings are constant in
 * both; `const int v = 1` is constant to clang only; `int v = 1` and
 * `static int v = 1`, unwritten so far, to sparse only.  Floating
 * arithmetic, pointers and what else is not modelled go to clang.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "lib/cx.h"
#include "lib/fold.h"
#include "lib/xalloc.h"

/* Where a variable is written (assigned, incremented, its address taken). */
struct fold_writes {
	CXFile file;		/* of its declaration */
	unsigned first;		/* offset of the first write in that file */
	int any;		/* written at all */
	int elsewhere;		/* written in another file */
	int file_scanned;	/* a static whose file scope was walked */
};

/* deeper than this, an expression is left to clang */
#define MAX_DEPTH 200

struct folder {
	struct fold_memo *m;
	enum fold_when when;
	struct cx_pos use;	/* where the expression is read */
	unsigned depth;
};

static enum fold fold(struct folder *fo, CXCursor e, long long *v);

static int is_floating(CXType t)
{
	switch (clang_getCanonicalType(t).kind) {
	case CXType_Float: case CXType_Double: case CXType_LongDouble:
	case CXType_Float16: case CXType_Float128: case CXType_Half:
		return 1;
	default:
		return 0;
	}
}

/* 1 unsigned, 0 signed, -1 not an integer type. */
static int unsigned_type(CXType t)
{
	t = clang_getCanonicalType(t);
	switch (t.kind) {
	case CXType_Bool:
	case CXType_Char_U: case CXType_UChar: case CXType_UShort:
	case CXType_UInt: case CXType_ULong: case CXType_ULongLong:
		return 1;
	case CXType_Char_S: case CXType_SChar: case CXType_Short:
	case CXType_Int: case CXType_Long: case CXType_LongLong:
		return 0;
	case CXType_Enum:
		return unsigned_type(clang_getEnumDeclIntegerType(
			clang_getTypeDeclaration(t)));
	default:
		return -1;
	}
}

/* `v` as a value of integer type `t`: truncated, sign-extended if signed. */
static int convert(CXType t, long long *v)
{
	int u = unsigned_type(t);
	long long bits = clang_Type_getSizeOf(clang_getCanonicalType(t)) * 8;

	if (u < 0 || bits <= 0 || bits > 64)
		return 0;
	if (clang_getCanonicalType(t).kind == CXType_Bool) {
		*v = *v != 0;
		return 1;
	}
	if (bits < 64) {
		unsigned long long mask = (1ULL << bits) - 1;
		unsigned long long x = (unsigned long long)*v & mask;

		if (!u && (x >> (bits - 1)))
			x |= ~mask;
		*v = (long long)x;
	}
	return 1;
}

/* clang's value of a literal or of sizeof. */
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
		*v = 1;		/* a constant; its value is clang's to use */
		f = FOLD_YES;
		break;
	default:
		break;
	}
	clang_EvalResult_dispose(r);
	return f;
}

/* ---- where a variable is written ---- */

/*
 * The variable `e` names, parentheses aside (canonical), or a null
 * cursor.
 */
static CXCursor named_var(CXCursor e)
{
	while (clang_getCursorKind(e) == CXCursor_ParenExpr)
		e = cx_kids(e).last;
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	e = clang_getCursorReferenced(e);
	return clang_getCursorKind(e) == CXCursor_VarDecl ?
	       clang_getCanonicalCursor(e) : clang_getNullCursor();
}

/* The variable expression `c` writes: assigns, increments, takes `&` of. */
static CXCursor written_var(CXCursor c)
{
	struct cx_kids k;

	switch (clang_getCursorKind(c)) {
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		switch (clang_getCursorBinaryOperatorKind(c)) {
		case CXBinaryOperator_Assign: case CXBinaryOperator_MulAssign:
		case CXBinaryOperator_DivAssign: case CXBinaryOperator_RemAssign:
		case CXBinaryOperator_AddAssign: case CXBinaryOperator_SubAssign:
		case CXBinaryOperator_ShlAssign: case CXBinaryOperator_ShrAssign:
		case CXBinaryOperator_AndAssign: case CXBinaryOperator_XorAssign:
		case CXBinaryOperator_OrAssign:
			k = cx_kids(c);
			return k.nr ? named_var(k.v[0]) : clang_getNullCursor();
		default:
			return clang_getNullCursor();
		}
	case CXCursor_UnaryOperator:
		switch (clang_getCursorUnaryOperatorKind(c)) {
		case CXUnaryOperator_AddrOf:
		case CXUnaryOperator_PreInc: case CXUnaryOperator_PreDec:
		case CXUnaryOperator_PostInc: case CXUnaryOperator_PostDec:
			k = cx_kids(c);
			return k.nr ? named_var(k.last) : clang_getNullCursor();
		default:
			return clang_getNullCursor();
		}
	default:
		return clang_getNullCursor();
	}
}

/* The record of `var`'s writes, made empty if there is none yet. */
static struct fold_writes *record_of(struct fold_memo *m, CXCursor var)
{
	void **slot = cx_map_slot(&m->writes, var);
	struct fold_writes *w = *slot;

	if (w)
		return w;
	w = xcalloc(1, sizeof(*w));
	w->file = cx_expansion_pos(clang_getCursorLocation(var)).file;
	VEC_PUSH(m->all, w);
	*slot = w;
	return w;
}

/* `var` is written at `at`. */
static void note_write(struct fold_memo *m, CXCursor var, CXCursor at)
{
	struct fold_writes *w = record_of(m, var);
	struct cx_pos p = cx_expansion_pos(clang_getCursorLocation(at));

	if (!p.file || !w->file || !clang_File_isEqual(p.file, w->file))
		w->elsewhere = 1;
	else if (!w->any || p.off < w->first)
		w->first = p.off;
	w->any = 1;
}

/* An asm statement may write every variable it names (its outputs). */
static enum CXChildVisitResult asm_visit(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	CXCursor var = named_var(c);

	(void)parent;
	if (!clang_Cursor_isNull(var))
		note_write(data, var, c);
	return CXChildVisit_Recurse;
}

static enum CXChildVisitResult scan_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct fold_memo *m = data;
	CXCursor var;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_GCCAsmStmt ||
	    clang_getCursorKind(c) == CXCursor_AsmStmt) {
		clang_visitChildren(c, asm_visit, m);
		return CXChildVisit_Continue;
	}
	var = written_var(c);
	if (!clang_Cursor_isNull(var))
		note_write(m, var, c);
	return CXChildVisit_Recurse;
}

/*
 * The declarations at file scope that can write a static: those of the
 * unit's main file and of `file`, where the static is declared.
 */
struct file_scan {
	struct fold_memo *m;
	CXFile file;
};

static enum CXChildVisitResult file_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct file_scan *fs = data;
	CXSourceLocation loc = clang_getCursorLocation(c);
	struct cx_pos p = cx_expansion_pos(loc);

	(void)parent;
	if (clang_Location_isFromMainFile(loc) ||
	    (p.file && fs->file && clang_File_isEqual(p.file, fs->file)))
		clang_visitChildren(c, scan_visit, fs->m);
	return CXChildVisit_Continue;
}

/*
 * Where `var` is written.  Each scope is walked once, for every variable
 * it writes: the function that holds a local (or a static declared in
 * it), else the unit's main file and the static's own file.
 */
static const struct fold_writes *writes_of(struct fold_memo *m, CXCursor var)
{
	CXCursor scope = clang_getCursorSemanticParent(var);
	struct fold_writes *w = record_of(m, var);
	struct file_scan fs;
	size_t i;

	m->asked++;
	if (clang_getCursorKind(scope) == CXCursor_FunctionDecl) {
		if (!cx_map_test_and_add(&m->scanned,
					 clang_getCanonicalCursor(scope)))
			clang_visitChildren(scope, scan_visit, m);
		return w;
	}
	if (w->file_scanned)
		return w;
	fs.m = m;
	fs.file = w->file;
	clang_visitChildren(clang_getTranslationUnitCursor(m->tu), file_visit,
			    &fs);
	/* the writes of every static of that file are known now */
	for (i = 0; i < m->all.nr; i++)
		if (m->all.v[i]->file && w->file &&
		    clang_File_isEqual(m->all.v[i]->file, w->file))
			m->all.v[i]->file_scanned = 1;
	w->file_scanned = 1;
	return w;
}

/* Has anything written `var` that sparse counts at this read? */
static int written(struct folder *fo, CXCursor var)
{
	const struct fold_writes *w = writes_of(fo->m, var);

	if (!w->any)
		return 0;
	if (fo->when == FOLD_EXPANDING || w->elsewhere || !w->file ||
	    !fo->use.file || !clang_File_isEqual(w->file, fo->use.file))
		return 1;
	return w->first < fo->use.off;
}

/*
 * While sparse evaluates, a variable's initializer is folded only if it
 * is a literal or an enumerator of the variable's own type, and a
 * const-qualified variable's not at all; once it expands, any
 * initializer that expands to a value is, const or not.
 */
static enum fold fold_init(struct folder *fo, CXCursor var, CXCursor init,
			   long long *v)
{
	enum CXCursorKind kind;
	enum fold f;

	if (fo->when == FOLD_EXPANDING) {
		f = fold(fo, init, v);
		return f == FOLD_UNKNOWN ? clang_value(init, v) : f;
	}
	if (clang_isConstQualifiedType(clang_getCursorType(var)))
		return FOLD_NO;
	while (clang_getCursorKind(init) == CXCursor_ParenExpr)
		init = cx_kids(init).last;
	kind = clang_getCursorKind(init);
	/* of the variable's own type: a conversion is not folded yet */
	if (!clang_equalTypes(clang_getCanonicalType(clang_getCursorType(init)),
			      clang_getCanonicalType(clang_getCursorType(var))))
		return FOLD_NO;
	if (kind == CXCursor_DeclRefExpr &&
	    clang_getCursorKind(clang_getCursorReferenced(init)) ==
	    CXCursor_EnumConstantDecl) {
		*v = clang_getEnumConstantDeclValue(
			clang_getCursorReferenced(init));
		return FOLD_YES;
	}
	if (kind == CXCursor_IntegerLiteral ||
	    kind == CXCursor_CharacterLiteral ||
	    kind == CXCursor_FloatingLiteral)
		return clang_value(init, v);
	return FOLD_NO;
}

/* A variable sparse folds into its value (fold.h), and the value. */
static enum fold fold_var(struct folder *fo, CXCursor var, long long *v)
{
	CXCursor init = clang_Cursor_getVarDeclInitializer(var);
	enum CX_StorageClass sc = clang_Cursor_getStorageClass(var);
	int local = sc == CX_SC_None && clang_getCursorKind(
		clang_getCursorSemanticParent(var)) == CXCursor_FunctionDecl;
	enum fold f;

	if (clang_isVolatileQualifiedType(clang_getCursorType(var)) ||
	    clang_Cursor_isNull(init))
		return FOLD_NO;
	/* a local, or a static: not a global another unit may write */
	if (sc != CX_SC_Static && sc != CX_SC_Register && !local)
		return FOLD_NO;
	f = fold_init(fo, var, init, v);
	if (f != FOLD_YES)
		return f == FOLD_UNKNOWN ? FOLD_NO : f;
	return written(fo, clang_getCanonicalCursor(var)) ? FOLD_NO :
							     FOLD_YES;
}

/* ---- operators ---- */

static enum fold fold_unary(struct folder *fo, CXCursor e, long long *v)
{
	enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(e);
	CXCursor x = cx_kids(e).last;
	enum fold f;

	switch (op) {
	case CXUnaryOperator_Plus:
	case CXUnaryOperator_Minus:
	case CXUnaryOperator_Not:
	case CXUnaryOperator_LNot:
		break;
	case CXUnaryOperator_AddrOf:
	case CXUnaryOperator_PostInc:
	case CXUnaryOperator_PostDec:
	case CXUnaryOperator_PreInc:
	case CXUnaryOperator_PreDec:
		return FOLD_NO;
	default:
		return FOLD_UNKNOWN;
	}
	if (is_floating(clang_getCursorType(x)))
		return FOLD_UNKNOWN;
	f = fold(fo, x, v);
	if (f != FOLD_YES)
		return f;
	if (op == CXUnaryOperator_Minus)
		*v = (long long)(0ULL - (unsigned long long)*v);
	else if (op == CXUnaryOperator_Not)
		*v = ~*v;
	else if (op == CXUnaryOperator_LNot)
		*v = !*v;
	return convert(clang_getCursorType(e), v) ? FOLD_YES : FOLD_UNKNOWN;
}

/* l OP r in the operands' type `t`; 0: no value (a division by 0). */
static int binary_value(enum CXBinaryOperatorKind op, CXType t,
			long long l, long long r, long long *v)
{
	unsigned long long ul = (unsigned long long)l;
	unsigned long long ur = (unsigned long long)r;
	int u = unsigned_type(t) == 1;

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
		if (r < 0 || r >= 64 || (!u && l < 0))
			return 0;
		*v = (long long)(op == CXBinaryOperator_Shl ? ul << r :
							       ul >> r);
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

static enum fold fold_binary(struct folder *fo, CXCursor e, long long *v)
{
	enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
	struct cx_kids k = cx_kids(e);
	long long l = 0, r = 0;
	enum fold fl, fr;

	if (k.nr != 2)
		return FOLD_UNKNOWN;
	if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign)
		return FOLD_NO;
	if (op != CXBinaryOperator_Comma &&
	    (is_floating(clang_getCursorType(k.v[0])) ||
	     is_floating(clang_getCursorType(k.v[1]))))
		return FOLD_UNKNOWN;
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
	if (!binary_value(op, clang_getCursorType(k.v[0]), l, r, v))
		return FOLD_UNKNOWN;
	return convert(clang_getCursorType(e), v) ? FOLD_YES : FOLD_UNKNOWN;
}

/*
 * An implicit conversion of `e`'s only child (libclang shows it as an
 * unexposed expression that starts where its operand does), or a cast.
 */
static enum fold fold_cast(struct folder *fo, CXCursor e, long long *v)
{
	struct cx_kids k = cx_kids(e);
	CXType t = clang_getCursorType(e);
	enum fold f;

	if (!k.nr || !clang_isExpression(clang_getCursorKind(k.last)))
		return FOLD_UNKNOWN;
	if (clang_getCursorKind(e) == CXCursor_UnexposedExpr &&
	    (k.nr != 1 || !clang_equalLocations(
		    clang_getRangeStart(clang_getCursorExtent(e)),
		    clang_getRangeStart(clang_getCursorExtent(k.last)))))
		return FOLD_UNKNOWN;
	f = fold(fo, k.last, v);
	if (f != FOLD_YES)
		return f;
	/* an lvalue read or a value of its own type */
	if (clang_equalTypes(clang_getCanonicalType(t), clang_getCanonicalType(
				     clang_getCursorType(k.last))))
		return f;
	if (is_floating(t) || is_floating(clang_getCursorType(k.last)))
		return FOLD_UNKNOWN;
	return convert(t, v) ? FOLD_YES : FOLD_UNKNOWN;
}

/* A call: __builtin_constant_p(x) folds to whether x folds. */
static enum fold fold_call(struct folder *fo, CXCursor e, long long *v)
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

static enum fold fold_conditional(struct folder *fo, CXCursor e,
				  long long *v)
{
	struct cx_kids k = cx_kids(e);
	enum fold f;

	if (k.nr != 3)
		return FOLD_UNKNOWN;
	f = fold(fo, k.v[0], v);
	if (f != FOLD_YES)
		return f;
	return fold(fo, *v ? k.v[1] : k.v[2], v);
}

static enum fold fold_ref(struct folder *fo, CXCursor e, long long *v)
{
	CXCursor ref = clang_getCursorReferenced(e);

	switch (clang_getCursorKind(ref)) {
	case CXCursor_EnumConstantDecl:
		*v = clang_getEnumConstantDeclValue(ref);
		return FOLD_YES;
	case CXCursor_VarDecl:
		return fold_var(fo, ref, v);
	case CXCursor_ParmDecl:
	case CXCursor_FunctionDecl:
		return FOLD_NO;
	default:
		return FOLD_UNKNOWN;
	}
}

static enum fold fold_kind(struct folder *fo, CXCursor e, long long *v)
{
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
	case CXCursor_UnexposedExpr:
	case CXCursor_CStyleCastExpr:
		return fold_cast(fo, e, v);
	case CXCursor_UnaryOperator:
		return fold_unary(fo, e, v);
	case CXCursor_BinaryOperator:
		return fold_binary(fo, e, v);
	case CXCursor_ConditionalOperator:
		return fold_conditional(fo, e, v);
	case CXCursor_DeclRefExpr:
		return fold_ref(fo, e, v);
	case CXCursor_CallExpr:
		return fold_call(fo, e, v);
	case CXCursor_ArraySubscriptExpr:
		/* an element of an array variable: sparse reads memory */
		return clang_getCursorKind(cx_strip(cx_kids(e).v[0])) ==
		       CXCursor_DeclRefExpr ? FOLD_NO : FOLD_UNKNOWN;
	default:
		return FOLD_UNKNOWN;
	}
}

static enum fold fold(struct folder *fo, CXCursor e, long long *v)
{
	enum fold f;

	if (fo->depth >= MAX_DEPTH)
		return FOLD_UNKNOWN;
	fo->depth++;
	f = fold_kind(fo, e, v);
	fo->depth--;
	return f;
}

enum fold fold_sparse(struct fold_memo *m, CXCursor e, enum fold_when when,
		      long long *value)
{
	struct folder fo;

	fo.m = m;
	fo.when = when;
	fo.use = cx_expansion_pos(clang_getCursorLocation(e));
	fo.depth = 0;
	return fold(&fo, e, value);
}

int fold_truth(struct fold_memo *m, CXCursor cond, enum fold_when when)
{
	long long v = 0;
	CXEvalResult r;
	int truth = -1;

	/* expansion takes only an integer for a constant condition */
	if (when == FOLD_EXPANDING && is_floating(clang_getCursorType(cond)))
		return -1;
	switch (fold_sparse(m, cond, when, &v)) {
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

void fold_memo_release(struct fold_memo *m)
{
	size_t i;

	for (i = 0; i < m->all.nr; i++)
		free(m->all.v[i]);
	VEC_FREE(m->all);
	cx_map_release(&m->writes);
	cx_map_release(&m->scanned);
}
