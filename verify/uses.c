// SPDX-License-Identifier: GPL-2.0-only
/*
 * What a unit's proof depends on, and whether a patch can change it.
 *
 * A patch that changes a header changes every unit that reads it, as
 * make sees it; but most of the header is not what those units compile.
 * A unit's object code and the warnings of both checkers come from its
 * code: the functions it defines (sparse and the checker look into an
 * inline function only where it is used, and gcc emits a static inline
 * one only then), its variables and their initializers, its static
 * assertions, and every declaration these name, and what those name in
 * turn: the records of the fields it reads, the typedefs of its types,
 * the prototypes of what it calls, all declarations of each.  A change
 * elsewhere in the file (a struct it never names, an inline function it
 * never calls) cannot reach its object or its warnings: retyping a field
 * keeps its width, so no layout moves.
 *
 * What this cannot see is treated as reaching every unit that reads the
 * file: a change to a preprocessor line (a macro body is expanded where
 * it is used, which a declaration's extent does not show), and a change
 * of the number of lines (`__LINE__` below it moves).  verify checks the
 * rule too: every unit a patch touches is compiled and checked before
 * the series, the ones a later patch did not reach once more after it,
 * and any difference there fails the series.
 *
 * The same walk hashes the unit's typed program: the code above as the
 * compiler makes it, with every type canonical (a typedef's name is
 * not code: `__le32` and `u32` are one `unsigned int`), without
 * parentheses, implicit conversions (the types around them decide
 * which) and casts to the type their operand already has
 * (`(__force u32)x`).  Two states of a unit with the same hash make the
 * same object code: an annotation patch leaves it, a fix changes it.
 * Where a sanitizer writes type names into the object (u->sugar), types
 * keep their spelling and casts stay.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib/cx.h"
#include "lib/cxmap.h"
#include "lib/hash.h"
#include "lib/path.h"
#include "lib/vec.h"
#include "lib/xalloc.h"
#include "verify/verify-internal.h"

/* A top-level declaration of the unit, where its text is. */
struct top {
	CXCursor k;
	const char *file;	/* interned in v->names; NULL: outside */
	unsigned first, last;	/* its lines, expansion locations */
	uint32_t next;		/* the next declaration of the same entity */
	int in;			/* the proof depends on it */
};

struct uses_ctx {
	struct verify *v;
	struct verify_unit *u;
	VEC(struct top) tops;
	/* the canonical cursor of each entity -> its first top, plus one */
	struct cx_map canon;
	VEC(uint32_t) work;
	/* the file of the last top: consecutive ones mostly share it */
	CXFile last_file;
	const char *last_rel;
};

#define NO_TOP UINT32_MAX

/* The name in v->names of `file` (relative to the root), or NULL. */
static const char *file_rel(struct uses_ctx *c, CXFile file)
{
	char *name, *abs;
	const char *rel;

	if (!file)
		return NULL;
	if (file == c->last_file)
		return c->last_rel;
	name = cx_file_name(file);
	abs = path_normalize(c->u->dir, name);
	rel = tree_rel(c->v, abs);
	c->last_file = file;
	c->last_rel = rel ? strset_intern(&c->v->names, rel, strlen(rel)) :
			    NULL;
	free(abs);
	free(name);
	return c->last_rel;
}

/*
 * Does the unit's code start at top-level cursor `k`: a function it
 * defines but for a static inline one, a variable, a static assertion,
 * or anything that is not a declaration (file-scope asm)?
 */
static int is_root(CXCursor k)
{
	switch (clang_getCursorKind(k)) {
	case CXCursor_FunctionDecl:
		if (!clang_isCursorDefinition(k))
			return 0;
		return !clang_Cursor_isFunctionInlined(k) ||
		       clang_Cursor_getStorageClass(k) != CX_SC_Static;
	case CXCursor_VarDecl:
		return clang_Cursor_getStorageClass(k) != CX_SC_Extern ||
		       !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(k));
	case CXCursor_StaticAssert:
		return 1;
	default:
		return !clang_isDeclaration(clang_getCursorKind(k)) &&
		       !clang_isPreprocessing(clang_getCursorKind(k));
	}
}

static void take(struct uses_ctx *c, uint32_t i)
{
	for (; i != NO_TOP; i = c->tops.v[i].next) {
		if (c->tops.v[i].in)
			continue;
		c->tops.v[i].in = 1;
		VEC_PUSH(c->work, i);
	}
}

static enum CXChildVisitResult add_top(CXCursor k, CXCursor parent,
				       CXClientData data)
{
	struct uses_ctx *c = data;
	CXSourceRange r = clang_getCursorExtent(k);
	struct cx_pos a = cx_expansion_pos(clang_getRangeStart(r));
	struct cx_pos b = cx_expansion_pos(clang_getRangeEnd(r));
	struct top t = { k, NULL, a.line, b.line, NO_TOP, 0 };
	uint32_t id = (uint32_t)c->tops.nr;
	void **slot;

	(void)parent;
	if (clang_isPreprocessing(clang_getCursorKind(k)))
		return CXChildVisit_Continue;
	t.file = file_rel(c, a.file);
	if (b.file != a.file || b.line < a.line)
		t.last = UINT32_MAX;	/* to the end of the file */
	VEC_PUSH(c->tops, t);
	slot = cx_map_slot(&c->canon, clang_getCanonicalCursor(k));
	if (*slot) {
		/* chain it after the entity's first declaration */
		uint32_t first = (uint32_t)(uintptr_t)*slot - 1;

		c->tops.v[id].next = c->tops.v[first].next;
		c->tops.v[first].next = id;
	} else {
		*slot = (void *)(uintptr_t)(id + 1);
	}
	return CXChildVisit_Continue;
}

/*
 * The roots and every declaration of each: a header's prototype of a
 * function the unit defines is its too, though the unit may never call
 * it (retyped, the definition conflicts with it).  Once every top is
 * in: a root's later declarations are chained only then.
 */
static void add_roots(struct uses_ctx *c)
{
	size_t i;

	for (i = 0; i < c->tops.nr; i++) {
		CXCursor k = c->tops.v[i].k;
		void **first;

		if (!is_root(k))
			continue;
		first = cx_map_find(&c->canon, clang_getCanonicalCursor(k));
		take(c, first ? (uint32_t)(uintptr_t)*first - 1 : (uint32_t)i);
	}
}

/* Every declaration a cursor of the walk names joins the proof. */
static enum CXChildVisitResult add_refs(CXCursor k, CXCursor parent,
					CXClientData data)
{
	struct uses_ctx *c = data;
	CXCursor r = clang_getCursorReferenced(k), up;
	void **slot;

	(void)parent;
	if (clang_Cursor_isNull(r) || clang_equalCursors(r, k))
		return CXChildVisit_Recurse;
	/* the top-level declaration holding it: a field's record ... */
	for (up = clang_getCursorSemanticParent(r);
	     !clang_Cursor_isNull(up) && !clang_isInvalid(up.kind) &&
	     up.kind != CXCursor_TranslationUnit;
	     up = clang_getCursorSemanticParent(r))
		r = up;
	slot = cx_map_find(&c->canon, clang_getCanonicalCursor(r));
	if (slot)
		take(c, (uint32_t)(uintptr_t)*slot - 1);
	return CXChildVisit_Recurse;
}

/* Ascending by file (its interned name's address), then first line. */
static int cmp_lines(const void *a, const void *b)
{
	const struct lines *x = a, *y = b;

	if (x->file != y->file)
		return (uintptr_t)x->file < (uintptr_t)y->file ? -1 : 1;
	if (x->first != y->first)
		return x->first < y->first ? -1 : 1;
	return 0;
}

/* ------------------------------------------------------- the program */

static uint64_t hash_cxstring(uint64_t h, CXString s)
{
	const char *c = clang_getCString(s);

	h = hash_mix(h, c ? hash_str(c) : 0);
	clang_disposeString(s);
	return h;
}

/*
 * Where the next unnamed record's "(anonymous at FILE:L:C)" or
 * "(unnamed struct at FILE:L:C)" in `c` spells FILE, or NULL.
 */
static const char *unnamed_file(const char *c)
{
	const char *a = strstr(c, "(anonymous "), *u = strstr(c, "(unnamed ");
	const char *open = !a ? u : !u ? a : a < u ? a : u, *at;

	if (!open || !(at = strstr(open, " at ")) ||
	    memchr(open, ')', (size_t)(at - open)))
		return NULL;
	return at + 4;
}

/*
 * Hash a name clang spells, of a type or a declaration: an unnamed
 * record's ("union page::(anonymous at ./include/linux/mm_types.h:82:2)")
 * by the last part of its file's name, which clang spells as the unit
 * named the file or, read from a PCH, from the PCH's directory: the same
 * program either way.
 */
static uint64_t hash_name(uint64_t h, CXString s)
{
	const char *c = clang_getCString(s), *file, *end, *base;

	while (c && (file = unnamed_file(c))) {
		end = file + strcspn(file, ")");
		for (base = end; base > file && base[-1] != '/'; base--)
			;
		h = hash_mix(h, hash_bytes(c, (size_t)(file - c)));
		h = hash_mix(h, hash_bytes(base, (size_t)(end - base)));
		c = end;
	}
	h = hash_mix(h, c ? hash_str(c) : 0);
	clang_disposeString(s);
	return h;
}

/*
 * A type as the compiler lays it out: canonical, and a record's size;
 * with `sugar`, as spelt too.
 */
static uint64_t hash_type(uint64_t h, CXType t, int sugar)
{
	CXType c = clang_getCanonicalType(t);

	if (sugar)
		h = hash_name(h, clang_getTypeSpelling(t));
	h = hash_mix(h, (uint64_t)c.kind);
	if (c.kind == CXType_Invalid)
		return h;
	h = hash_name(h, clang_getTypeSpelling(c));
	/* a record's layout is not in its name (a builtin's or array's is) */
	if (c.kind == CXType_Record)
		h = hash_mix(h, (uint64_t)clang_Type_getSizeOf(c));
	return h;
}

/* The tokens of `k`'s extent: what libclang shows of asm and attributes. */
static uint64_t hash_tokens(uint64_t h, CXCursor k)
{
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(k);
	CXToken *toks = NULL;
	unsigned n = 0, i;

	clang_tokenize(tu, clang_getCursorExtent(k), &toks, &n);
	for (i = 0; i < n; i++)
		h = hash_cxstring(h, clang_getTokenSpelling(tu, toks[i]));
	if (toks)
		clang_disposeTokens(tu, toks, n);
	return h;
}

/* A literal's value, not its spelling (0x10 is 16). */
static uint64_t hash_value(uint64_t h, CXCursor k)
{
	CXEvalResult r = clang_Cursor_Evaluate(k);

	if (!r)
		return hash_tokens(h, k);
	switch (clang_EvalResult_getKind(r)) {
	case CXEval_Int:
		h = hash_mix(h, clang_EvalResult_getAsUnsigned(r));
		break;
	case CXEval_Float: {
		double d = clang_EvalResult_getAsDouble(r);
		uint64_t bits;

		memcpy(&bits, &d, sizeof(bits));
		h = hash_mix(h, bits);
		break;
	}
	default:
		h = hash_tokens(h, k);
		break;
	}
	clang_EvalResult_dispose(r);
	return h;
}

/* Is `k` a cast to the type its operand already has? */
static int noop_cast(CXCursor k, CXCursor *operand)
{
	struct cx_kids kids = cx_kids(k);

	if (!kids.nr)
		return 0;
	*operand = kids.last;
	return clang_equalTypes(
		clang_getCanonicalType(clang_getCursorType(k)),
		clang_getCanonicalType(clang_getCursorType(kids.last)));
}

/* The hash of a program as it is made, and whether types keep sugar. */
struct program {
	uint64_t h;
	int sugar;
};

static enum CXChildVisitResult program_visit(CXCursor k, CXCursor parent,
					     CXClientData data);

/* Node `k` and what is below it, into p->h. */
static void program_node(struct program *p, CXCursor k)
{
	uint64_t *h = &p->h;
	enum CXCursorKind kind = clang_getCursorKind(k);
	CXCursor operand;

	switch (kind) {
	case CXCursor_ParenExpr:
	case CXCursor_UnexposedExpr:
		clang_visitChildren(k, program_visit, p);
		return;
	case CXCursor_CStyleCastExpr:
		if (!p->sugar && noop_cast(k, &operand)) {
			program_node(p, operand);
			return;
		}
		break;
	default:
		break;
	}
	*h = hash_mix(*h, (uint64_t)kind);
	*h = hash_type(*h, clang_getCursorType(k), p->sugar);
	switch (kind) {
	case CXCursor_TypeRef:
		return;		/* its name may be a typedef's: the type said it */
	case CXCursor_IntegerLiteral:
	case CXCursor_FloatingLiteral:
	case CXCursor_CharacterLiteral:
		*h = hash_value(*h, k);
		return;
	case CXCursor_GCCAsmStmt:
	case CXCursor_MSAsmStmt:
		*h = hash_tokens(*h, k);
		break;
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		*h = hash_mix(*h, clang_getCursorBinaryOperatorKind(k));
		break;
	case CXCursor_UnaryOperator:
		*h = hash_mix(*h, clang_getCursorUnaryOperatorKind(k));
		break;
	case CXCursor_MemberRefExpr:
	case CXCursor_MemberRef: {
		CXCursor f = clang_getCursorReferenced(k);

		/* where the field lies, for a layout no type shows */
		*h = hash_mix(*h, (uint64_t)clang_Cursor_getOffsetOfField(f));
		*h = hash_mix(*h, (uint64_t)clang_getFieldDeclBitWidth(f));
		break;
	}
	default:
		if (clang_isAttribute(kind)) {
			*h = hash_tokens(*h, k);
			return;
		}
		break;
	}
	/* a string literal's text is its value */
	*h = (kind == CXCursor_StringLiteral ? hash_cxstring : hash_name)(
		*h, clang_getCursorSpelling(k));
	if (clang_isDeclaration(kind))
		*h = hash_mix(*h, clang_Cursor_getStorageClass(k));
	clang_visitChildren(k, program_visit, p);
}

static enum CXChildVisitResult program_visit(CXCursor k, CXCursor parent,
					     CXClientData data)
{
	(void)parent;
	program_node(data, k);
	return CXChildVisit_Continue;
}

/*
 * The hash of the code the unit compiles: the tops it uses that hold
 * code (functions with bodies, variables, static assertions ...), in
 * the order of the unit.
 */
static uint64_t program_hash(const struct uses_ctx *c)
{
	struct program p = { 0, c->u->sugar };
	size_t i;

	for (i = 0; i < c->tops.nr; i++) {
		CXCursor k = c->tops.v[i].k;
		enum CXCursorKind kind = clang_getCursorKind(k);

		if (!c->tops.v[i].in)
			continue;
		if (kind == CXCursor_FunctionDecl ?
		    !clang_isCursorDefinition(k) :
		    kind != CXCursor_VarDecl && clang_isDeclaration(kind))
			continue;
		program_node(&p, k);
	}
	return p.h;
}

/*
 * Sort u->uses by file (its interned name's address: the order of one
 * process) and first line, overlapping or adjacent ranges of one file
 * as one.
 */
void uses_sort(struct verify_unit *u)
{
	size_t i, n;

	if (u->uses.nr > 1)
		qsort(u->uses.v, u->uses.nr, sizeof(*u->uses.v), cmp_lines);
	for (i = n = 0; i < u->uses.nr; i++) {
		struct lines *l = &u->uses.v[i];

		if (n && u->uses.v[n - 1].file == l->file &&
		    (u->uses.v[n - 1].last == UINT32_MAX ||
		     l->first <= u->uses.v[n - 1].last + 1)) {
			if (l->last > u->uses.v[n - 1].last)
				u->uses.v[n - 1].last = l->last;
			continue;
		}
		u->uses.v[n++] = *l;
	}
	u->uses.nr = n;
}

void unit_uses(struct verify *v, struct verify_unit *u, CXTranslationUnit tu)
{
	struct uses_ctx c;
	size_t i;

	memset(&c, 0, sizeof(c));
	c.v = v;
	c.u = u;
	clang_visitChildren(clang_getTranslationUnitCursor(tu), add_top, &c);
	add_roots(&c);
	while (c.work.nr) {
		uint32_t t = c.work.v[--c.work.nr];

		clang_visitChildren(c.tops.v[t].k, add_refs, &c);
	}
	u->program = program_hash(&c);
	VEC_FREE(u->uses);
	for (i = 0; i < c.tops.nr; i++) {
		const struct top *t = &c.tops.v[i];
		struct lines l = { t->file, t->first, t->last };

		if (t->in && t->file)
			VEC_PUSH(u->uses, l);
	}
	uses_sort(u);
	VEC_FREE(c.tops);
	VEC_FREE(c.work);
	cx_map_release(&c.canon);
}

/* Does `u` depend on a line in [first, last] of `file` (interned)? */
static int uses_lines(const struct verify_unit *u, const char *file,
		      unsigned first, unsigned last)
{
	size_t lo = 0, hi = u->uses.nr;

	/* the first range of `file` ending at `first` or later */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct lines *l = &u->uses.v[mid];

		if ((uintptr_t)l->file < (uintptr_t)file ||
		    (l->file == file && l->last < first))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < u->uses.nr && u->uses.v[lo].file == file &&
	       u->uses.v[lo].first <= last;
}

int affects(const struct verify *v, const struct verify_unit *u,
	    const struct pinfo *p)
{
	size_t i, j;

	for (i = 0; i < p->files.nr; i++) {
		const struct pfile *f = &p->files.v[i];
		const char *file;

		if (!strset_has(&u->incs, f->rel, strlen(f->rel)))
			continue;
		if (f->wide)
			return 1;
		file = strset_lookup(&v->names, f->rel, strlen(f->rel));
		for (j = 0; file && j < f->spans.nr; j++)
			if (uses_lines(u, file, f->spans.v[j].first,
				       f->spans.v[j].last))
				return 1;
	}
	return 0;
}
