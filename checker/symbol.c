// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "checker/symbol.h"
#include "lib/cx.h"
#include "lib/cxmap.h"
#include "lib/lex.h"
#include "lib/vec.h"
#include "lib/xalloc.h"

#define BASETYPE(name, str, size, rk, sgn)				\
	struct sym name = { .type = SYM_BASETYPE, .ident = str,		\
			    .bit_size = size, .rank = rk, .is_signed = sgn, \
			    .array_size = -1 }

BASETYPE(bool_ctype, "bool", 1, -3, 0);
BASETYPE(char_ctype, "char", 8, -2, 1);
BASETYPE(schar_ctype, "signed char", 8, -2, 1);
BASETYPE(uchar_ctype, "unsigned char", 8, -2, 0);
BASETYPE(short_ctype, "short", 16, -1, 1);
BASETYPE(ushort_ctype, "unsigned short", 16, -1, 0);
BASETYPE(int_ctype, "int", 32, 0, 1);
BASETYPE(uint_ctype, "unsigned int", 32, 0, 0);
BASETYPE(long_ctype, "long", 64, 1, 1);
BASETYPE(ulong_ctype, "unsigned long", 64, 1, 0);
BASETYPE(llong_ctype, "long long", 64, 2, 1);
/* spelled with an explicit `signed`: the same type, printed so */
BASETYPE(sshort_ctype, "signed short", 16, -1, 1);
BASETYPE(sint_ctype, "signed int", 32, 0, 1);
BASETYPE(slong_ctype, "signed long", 64, 1, 1);
BASETYPE(sllong_ctype, "signed long long", 64, 2, 1);
BASETYPE(ullong_ctype, "unsigned long long", 64, 2, 0);
BASETYPE(int128_ctype, "__int128", 128, 3, 1);
BASETYPE(uint128_ctype, "unsigned __int128", 128, 3, 0);
struct sym void_ctype = { .type = SYM_BASETYPE, .ident = "void",
			  .is_void = 1, .array_size = -1 };
struct sym float_ctype = { .type = SYM_BASETYPE, .ident = "float",
			   .bit_size = 32, .is_float = 1, .rank = 0,
			   .array_size = -1 };
struct sym double_ctype = { .type = SYM_BASETYPE, .ident = "double",
			    .bit_size = 64, .is_float = 1, .rank = 1,
			    .array_size = -1 };
struct sym ldouble_ctype = { .type = SYM_BASETYPE, .ident = "long double",
			     .bit_size = 128, .is_float = 1, .rank = 2,
			     .array_size = -1 };
struct sym bad_ctype = { .type = SYM_BAD, .ident = "bad type",
			 .array_size = -1 };

struct restricted_decl {
	CXSourceLocation start;	/* of the typedef declaration */
	struct sym *type;
};

struct symbols {
	CXTranslationUnit tu;
	struct sym *(*typeof_expr)(void *ctx, CXCursor decl);
	void *typeof_ctx;
	struct sym *typeof_sym;	/* typeof(expr) in the declaration at hand */
	VEC(struct restricted_decl) restricted;	/* by typedef */
	VEC(struct restricted_decl) anonymous;	/* by declaration */
	const struct bitwise_macros *macros;
	struct arena arena;
	struct cx_map decls;	/* declaration -> node */
	struct cx_map types;	/* typedef/record/enum decl -> type */
	struct cx_map bitwise;	/* typedef decl -> &bool_ctype if bitwise */
	struct cx_map typedefs;	/* typedef decl -> struct typedef_sym */
};

/*
 * What a plain typedef stands for, once resolved: a chain of 10,000
 * typedefs each defined on the one before is otherwise walked again at
 * each use of each.  Kept only for the types every use shares (a base
 * type, a record, a restricted type), not for the pointers and arrays a
 * resolution makes anew, nor for a typedef of typeof(expr).
 */
struct typedef_sym {
	struct sym *b;
	unsigned long mods;
	const char *as;		/* the address space it gives its holder */
};

static struct sym **cmap_get(struct cx_map *m, CXCursor key)
{
	return (struct sym **)cx_map_slot(m, key);
}

struct symbols *symbols_new(CXTranslationUnit tu,
			    const struct bitwise_macros *macros)
{
	struct symbols *s = xcalloc(1, sizeof(*s));

	s->tu = tu;
	s->macros = macros;
	return s;
}

void symbols_free(struct symbols *s)
{
	if (!s)
		return;
	arena_release(&s->arena);
	VEC_FREE(s->restricted);
	VEC_FREE(s->anonymous);
	cx_map_release(&s->decls);
	cx_map_release(&s->types);
	cx_map_release(&s->bitwise);
	cx_map_release(&s->typedefs);
	free(s);
}

static struct sym *alloc_sym(struct symbols *s, enum sym_type type)
{
	struct sym *t = arena_alloc(&s->arena, sizeof(*t));

	t->type = type;
	t->array_size = -1;
	t->decl = clang_getNullCursor();
	return t;
}

struct sym *sym_new_node(struct symbols *s, struct sym *base,
			 unsigned long mods)
{
	struct sym *n = alloc_sym(s, SYM_NODE);

	n->base = base;
	n->mods = mods;
	return n;
}

struct sym *sym_new_ptr(struct symbols *s, struct sym *base,
			unsigned long mods)
{
	struct sym *p = alloc_sym(s, SYM_PTR);

	p->base = base;
	p->mods = mods;
	p->bit_size = 64;
	return p;
}

struct arena *symbols_arena(struct symbols *s)
{
	return &s->arena;
}

struct sym *sym_base(struct sym *t)
{
	while (t && t->type == SYM_NODE)
		t = t->base;
	return t ? t : &bad_ctype;
}

struct sym *sym_fouled(struct symbols *s, struct sym *r)
{
	if (!r->fouled) {
		r->fouled = alloc_sym(s, SYM_FOULED);
		r->fouled->base = r;
		r->fouled->bit_size = r->bit_size;
	}
	return r->fouled;
}

static int is_integer_kind(enum CXTypeKind k)
{
	return (k >= CXType_Bool && k <= CXType_Int128) || k == CXType_Enum;
}

/*
 * The file text a declaration is written in: [*start, *end) runs from
 * the start of its extent to its name (`to_name`) or to the extent's
 * end.  NULL when that is not one stretch of one file.
 */
static const char *decl_text(struct symbols *s, CXCursor decl, int to_name,
			     size_t *start, size_t *end)
{
	CXSourceRange r = clang_getCursorExtent(decl);
	struct cx_pos a = cx_file_pos(clang_getRangeStart(r));
	struct cx_pos b = cx_file_pos(to_name ? clang_getCursorLocation(decl) :
				      clang_getRangeEnd(r));
	const char *text;
	size_t len;

	if (!a.file || !clang_File_isEqual(a.file, b.file) || b.off <= a.off)
		return NULL;
	text = cx_file_text(s->tu, a.file, &len);
	if (!text || b.off > len)
		return NULL;
	*start = a.off;
	*end = b.off;
	return text;
}

/*
 * Where the first declarator of the declaration text[start..end) ends:
 * the text of `a9999` in `int a0, ..., a9999` starts at the shared
 * `int`, so what its specifiers say is read from `int a0` alone (and a
 * later declarator's parameters, `int a, (*f)(signed)`, are not its
 * type).
 */
static size_t first_declarator_end(const char *text, size_t start,
				   size_t end)
{
	int depth = 0;

	while (start < end) {
		struct lex_tok t;

		lex_next(text, end, &start, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		if (t.kind != LEX_PUNCT)
			continue;
		if (strchr("([{", text[t.off]))
			depth++;
		else if (strchr(")]}", text[t.off]) && depth)
			depth--;
		else if (text[t.off] == ',' && !depth)
			return t.off;
	}
	return end;
}

static int is_bitwise_typedef(struct symbols *s, CXCursor decl)
{
	struct sym **slot;
	const char *text;
	size_t start, end;
	CXType under;

	decl = clang_getCanonicalCursor(decl);
	slot = cmap_get(&s->bitwise, decl);
	if (*slot)
		return *slot == &bool_ctype;
	*slot = &void_ctype;
	under = clang_getCanonicalType(clang_getTypedefDeclUnderlyingType(decl));
	if (!is_integer_kind(under.kind))
		return 0;
	text = decl_text(s, decl, 0, &start, &end);
	if (text && bitwise_in_text(s->macros, text, start, end))
		*slot = &bool_ctype;
	return *slot == &bool_ctype;
}

static void decl_address_spaces(struct symbols *s, CXCursor decl,
				struct sym *t);

static struct sym *builtin(CXType t)
{
	switch (t.kind) {
	case CXType_Void:	return &void_ctype;
	case CXType_Bool:	return &bool_ctype;
	case CXType_Char_U:
	case CXType_Char_S:	return &char_ctype;
	case CXType_SChar:	return &schar_ctype;
	case CXType_UChar:	return &uchar_ctype;
	case CXType_Short:	return &short_ctype;
	case CXType_UShort:	return &ushort_ctype;
	case CXType_Int:	return &int_ctype;
	case CXType_UInt:	return &uint_ctype;
	case CXType_Long:	return &long_ctype;
	case CXType_ULong:	return &ulong_ctype;
	case CXType_LongLong:	return &llong_ctype;
	case CXType_ULongLong:	return &ullong_ctype;
	case CXType_Int128:	return &int128_ctype;
	case CXType_UInt128:	return &uint128_ctype;
	case CXType_Float:	return &float_ctype;
	case CXType_Double:	return &double_ctype;
	case CXType_LongDouble:	return &ldouble_ctype;
	case CXType_WChar:	return &int_ctype;
	case CXType_Char16:	return &ushort_ctype;
	case CXType_Char32:	return &uint_ctype;
	default:		return NULL;
	}
}

static unsigned long qualifiers(CXType t)
{
	unsigned long m = 0;

	if (clang_isConstQualifiedType(t))
		m |= MOD_CONST;
	if (clang_isVolatileQualifiedType(t))
		m |= MOD_VOLATILE;
	if (clang_isRestrictQualifiedType(t))
		m |= MOD_RESTRICT;
	return m;
}

/* The name of the first declarator of the declaration `decl` is in. */
static const char *first_declarator(struct symbols *s, CXCursor decl)
{
	struct cx_pos a = cx_file_pos(clang_getRangeStart(
					clang_getCursorExtent(decl)));
	struct cx_pos n = cx_file_pos(clang_getCursorLocation(decl));
	size_t len, off = a.off;
	const char *text = cx_file_text(s->tu, a.file, &len);
	struct lex_tok t, last = { LEX_EOF, 0, 0 };
	int depth = 0;

	if (text && clang_File_isEqual(a.file, n.file) && a.off < n.off) {
		while (off < len) {
			lex_next(text, len, &off, &t, 0);
			if (t.kind == LEX_EOF)
				break;
			if (lex_is(text, &t, "(") || lex_is(text, &t, "["))
				depth++;
			else if (lex_is(text, &t, ")") || lex_is(text, &t, "]"))
				depth--;
			else if (!depth && (lex_is(text, &t, ",") ||
					    lex_is(text, &t, ";")))
				break;
			if (t.kind == LEX_IDENT)
				last = t;
		}
		if (last.kind == LEX_IDENT && last.off < n.off)
			return arena_strndup(&s->arena, text + last.off,
					     last.len);
	}
	return cx_strdup(&s->arena, clang_getCursorSpelling(decl));
}

static struct sym *restricted_of(struct symbols *s, CXCursor decl)
{
	struct sym **slot;
	struct sym *r;
	unsigned long m = 0;
	CXSourceLocation start;
	size_t i;

	decl = clang_getCanonicalCursor(decl);
	slot = cmap_get(&s->types, decl);
	if (*slot)
		return *slot;
	/*
	 * `typedef __u32 __bitwise a_t, b_t;` makes one restricted type,
	 * named for its first declarator: declarators share a start.
	 */
	start = clang_getRangeStart(clang_getCursorExtent(decl));
	for (i = 0; i < s->restricted.nr; i++)
		if (clang_equalLocations(s->restricted.v[i].start, start))
			return *slot = s->restricted.v[i].type;
	r = alloc_sym(s, SYM_RESTRICT);
	*slot = r;
	r->ident = first_declarator(s, decl);
	{
		struct restricted_decl rd = { start, r };

		VEC_PUSH(s->restricted, rd);
	}
	r->base = sym_base(sym_of_type(s,
			clang_getTypedefDeclUnderlyingType(decl), &m));
	r->bit_size = r->base->bit_size;
	return r;
}

/* The type sparse gives an enumerator's value when it parses the enum. */
static struct sym *enum_value_type(struct symbols *s, CXCursor value)
{
	unsigned long m = 0;
	CXCursor ref;
	struct sym *t;

	value = cx_strip(value);
	switch (clang_getCursorKind(value)) {
	case CXCursor_CStyleCastExpr:
		t = sym_base(sym_of_type(s, clang_getCursorType(value), &m));
		if (t->type == SYM_RESTRICT)
			return t;
		break;
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(value);
		if (clang_getCursorKind(ref) == CXCursor_EnumConstantDecl)
			return sym_enumerator_type(s, ref);
		break;
	default:
		break;
	}
	return &int_ctype;
}

struct enum_scan {
	struct symbols *s;
	struct sym *ctype;	/* the last value's type */
	struct sym *base;
	struct enum_check *check;
	int mixed;
};

static int is_restricted(struct sym *t)
{
	return t && (t->type == SYM_RESTRICT || t->type == SYM_FOULED);
}

/* sparse's parse_enum_declaration(): the base type, value by value. */
static enum CXChildVisitResult enumerator_visit(CXCursor c, CXCursor parent,
						CXClientData data)
{
	struct enum_scan *es = data;
	struct enum_check *ck = es->check;
	CXCursor v;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_EnumConstantDecl)
		return CXChildVisit_Continue;
	v = cx_child(c, 0);
	if (!clang_Cursor_isNull(v))
		es->ctype = enum_value_type(es->s, v);
	else if (!es->ctype)
		es->ctype = &int_ctype;
	if (es->base == &bad_ctype)
		return CXChildVisit_Continue;
	if (!es->base) {
		es->base = es->ctype;
	} else if (es->ctype == es->base) {
		/* nothing */
	} else if (!is_restricted(es->base) && !is_restricted(es->ctype)) {
		es->base = &int_ctype;
	} else if (is_restricted(es->base) != is_restricted(es->ctype)) {
		if (!es->mixed++ && ck)
			ck->mixed = v;
	} else {
		if (ck) {
			ck->incompatible = v;
			ck->expected = es->base;
			ck->got = es->ctype;
		}
		es->base = &bad_ctype;
	}
	return CXChildVisit_Continue;
}

struct sym *sym_enum_check(struct symbols *s, CXCursor decl,
			   struct enum_check *out)
{
	struct enum_scan es = { s, NULL, NULL, out, 0 };

	if (out) {
		out->mixed = out->incompatible = clang_getNullCursor();
		out->expected = out->got = NULL;
	}
	clang_visitChildren(decl, enumerator_visit, &es);
	return es.base;
}

struct sym *sym_enumerator_type(struct symbols *s, CXCursor enumerator)
{
	CXCursor decl = clang_getCursorSemanticParent(enumerator);
	unsigned long m = 0;
	struct sym *e = sym_base(sym_of_type(s, clang_getCursorType(decl), &m));
	long long v = clang_getEnumConstantDeclValue(enumerator);
	CXCursor value = cx_child(enumerator, 0);

	/*
	 * sparse casts each value to the enum's base type, except plain
	 * integers that fit in an int, which stay int.
	 */
	if (e->type != SYM_ENUM || !e->base)
		return &int_ctype;
	if (!is_restricted(e->base) && v >= INT32_MIN && v <= INT32_MAX)
		return &int_ctype;
	if (is_restricted(e->base) && !clang_Cursor_isNull(value) &&
	    !is_restricted(enum_value_type(s, value)) &&
	    v >= INT32_MIN && v <= INT32_MAX)
		return &int_ctype;
	return e->base;
}

static struct sym *record_of(struct symbols *s, CXCursor decl,
			     enum sym_type type)
{
	struct sym **slot;
	struct sym *r;

	decl = clang_getCanonicalCursor(decl);
	slot = cmap_get(&s->types, decl);
	if (*slot)
		return *slot;
	r = alloc_sym(s, type);
	*slot = r;
	if (!clang_Cursor_isAnonymous(decl) &&
	    !clang_Cursor_isAnonymousRecordDecl(decl)) {
		char *name = cx_strdup(&s->arena, clang_getCursorSpelling(decl));

		/* libclang names unnamed tags "(unnamed struct at ...)". */
		if (name[0] && !strchr(name, ' '))
			r->ident = name;
	}
	if (type == SYM_ENUM) {
		unsigned long m = 0;

		/* a restricted base stands; integer bases are clang's */
		r->base = sym_enum_check(s, decl, NULL);
		if (!is_restricted(r->base))
			r->base = sym_of_type(s, clang_getEnumDeclIntegerType(decl),
					      &m);
		r->bit_size = r->base->bit_size;
	}
	return r;
}

static struct sym *fn_of(struct symbols *s, CXType t)
{
	struct sym *f = alloc_sym(s, SYM_FN);
	unsigned long m = 0;
	int i, n;

	f->base = sym_of_type(s, clang_getResultType(t), &m);
	f->mods = m;
	if (t.kind == CXType_FunctionProto) {
		n = clang_getNumArgTypes(t);
		f->variadic = clang_isFunctionTypeVariadic(t) != 0;
		f->nargs = n > 0 ? n : 0;
		f->args = arena_alloc(&s->arena, (f->nargs + 1) * sizeof(*f->args));
		for (i = 0; i < f->nargs; i++)
			f->args[i] = sym_node_of_type(s, clang_getArgType(t, i));
	} else {
		f->variadic = 1;
	}
	return f;
}

/*
 * The address spaces and noderef a typedef writes before its name:
 * those of the pointers it spells mark their targets in `b` (`typedef
 * u32 __iomem *iop;`); those of the object (`typedef le32 __iomem
 * io_le32;`, `typedef lp __iomem io_lp;`) are returned, with noderef
 * in *mods: sparse gives them to every object or pointer target of the
 * type, as if each use had spelled them.
 */
static const char *typedef_space(struct symbols *s, CXCursor d,
				 struct sym *b, unsigned long *mods)
{
	struct sym holder = { .type = SYM_NODE, .base = b };

	decl_address_spaces(s, d, &holder);
	*mods |= holder.mods & MOD_NODEREF;
	return holder.as;
}

/*
 * sym_of_type(), and in *as the address space a typedef gives whoever
 * holds the type (left as it is when none does).
 */
static struct sym *type_of(struct symbols *s, CXType t, unsigned long *mods,
			   const char **as)
{
	struct sym *b;
	unsigned long m;
	const char *uas = NULL;

	/* qualifiers sit on the sugar that cx_unwrap() removes */
	*mods |= qualifiers(t);
	t = cx_unwrap(t);
	*mods |= qualifiers(t);
	b = builtin(t);
	if (b)
		return b;
	switch (t.kind) {
	case CXType_Typedef: {
		CXCursor d = clang_getTypeDeclaration(t);
		struct typedef_sym **known;
		CXType under;

		*mods |= MOD_USERTYPE;
		known = (struct typedef_sym **)cx_map_slot(&s->typedefs, d);
		if (*known) {
			*mods |= (*known)->mods;
			if ((*known)->as)
				*as = (*known)->as;
			return (*known)->b;
		}
		/* libclang desugars the whole chain for this: once a typedef */
		under = clang_getTypedefDeclUnderlyingType(d);
		m = 0;
		if (is_bitwise_typedef(s, d)) {
			b = restricted_of(s, d);
			uas = typedef_space(s, d, b, &m);
		} else {
			const char *own;

			b = type_of(s, under, &m, &uas);
			own = b->type == SYM_FN ? NULL :
			      typedef_space(s, d, b, &m);
			if (own)
				uas = own;
		}
		*mods |= m;
		if (uas)
			*as = uas;
		if (b->type != SYM_PTR && b->type != SYM_ARRAY &&
		    b->type != SYM_FN && !sym_type_mentions_typeof(under)) {
			*known = arena_alloc(&s->arena, sizeof(**known));
			(*known)->b = b;
			(*known)->mods = m;
			(*known)->as = uas;
		}
		return b;
	}
	case CXType_Pointer:
	case CXType_BlockPointer: {
		struct sym *p;

		m = 0;
		b = type_of(s, clang_getPointeeType(t), &m, &uas);
		p = sym_new_ptr(s, b, m);
		p->as = uas;
		return p;
	}
	case CXType_ConstantArray:
	case CXType_IncompleteArray:
	case CXType_VariableArray:
	case CXType_DependentSizedArray: {
		struct sym *a = alloc_sym(s, SYM_ARRAY);

		m = 0;
		a->base = type_of(s, clang_getArrayElementType(t), &m, as);
		a->mods = m;
		a->array_size = t.kind == CXType_ConstantArray ?
				clang_getArraySize(t) : 0;
		return a;
	}
	case CXType_Record: {
		CXCursor d = clang_getTypeDeclaration(t);

		return record_of(s, d, clang_getCursorKind(d) == CXCursor_UnionDecl ?
				 SYM_UNION : SYM_STRUCT);
	}
	case CXType_Enum:
		return record_of(s, clang_getTypeDeclaration(t), SYM_ENUM);
	case CXType_FunctionProto:
	case CXType_FunctionNoProto:
		return fn_of(s, t);
	case CXType_Attributed:
		return type_of(s, clang_Type_getModifiedType(t), mods, as);
	case CXType_Atomic:
		*mods |= MOD_ATOMIC;
		return type_of(s, clang_Type_getValueType(t), mods, as);
	case CXType_Unexposed: {
		/* typeof(expr) and the like: clang's resolved type */
		CXType canon = clang_getCanonicalType(t);

		/*
		 * In the declaration being built, typeof(expr) is the type
		 * the checker gives expr, minus the modifiers of its node.
		 */
		if (s->typeof_sym && sym_type_is_typeof(t))
			return sym_base(s->typeof_sym);

		if (canon.kind == CXType_Unexposed || canon.kind == CXType_Invalid)
			return &bad_ctype;
		return type_of(s, canon, mods, as);
	}
	default:
		return &bad_ctype;
	}
}

struct sym *sym_of_type(struct symbols *s, CXType t, unsigned long *mods)
{
	const char *as = NULL;

	return type_of(s, t, mods, &as);
}

struct sym *sym_node_of_typeof_type(struct symbols *s, CXType t,
				    struct sym *of)
{
	struct sym *n;

	s->typeof_sym = of;
	n = sym_node_of_type(s, t);
	s->typeof_sym = NULL;
	return n;
}

struct sym *sym_node_of_type(struct symbols *s, CXType t)
{
	unsigned long m = 0;
	const char *as = NULL;
	struct sym *b = type_of(s, t, &m, &as);
	struct sym *n = sym_new_node(s, b, m);

	n->as = as;
	return n;
}

static unsigned long storage_mods(CXCursor decl)
{
	enum CX_StorageClass sc = clang_Cursor_getStorageClass(decl);
	enum CXCursorKind kind = clang_getCursorKind(decl);
	CXCursor parent = clang_getCursorLexicalParent(decl);
	int toplevel = clang_getCursorKind(parent) == CXCursor_TranslationUnit;
	unsigned long m = 0;

	if (kind == CXCursor_FunctionDecl) {
		m = MOD_TOPLEVEL;
		if (sc == CX_SC_Static)
			m |= MOD_STATIC;
		else
			m |= MOD_EXTERN | MOD_ADDRESSABLE;
		if (clang_Cursor_isFunctionInlined(decl))
			m |= MOD_INLINE;
		return m;
	}
	if (kind != CXCursor_VarDecl)
		return 0;
	if (sc == CX_SC_Static)
		m |= MOD_STATIC;
	else if (sc == CX_SC_Extern)
		m |= MOD_EXTERN;
	else if (sc == CX_SC_Register)
		m |= MOD_REGISTER;
	if (toplevel) {
		m |= MOD_TOPLEVEL;
		if (!(m & MOD_STATIC))
			m |= MOD_ADDRESSABLE;
		/* sparse drops `extern` from a declaration with an initializer */
		if ((m & MOD_EXTERN) && !clang_Cursor_isNull(
		    clang_Cursor_getVarDeclInitializer(decl)))
			m &= ~MOD_EXTERN;
	}
	return m;
}

int sym_type_is_typeof(CXType t)
{
	CXString sp;
	const char *c;
	int r;

	t = cx_unwrap(t);
	if (t.kind != CXType_Unexposed)
		return 0;
	sp = clang_getTypeSpelling(t);
	c = clang_getCString(sp);
	while (c && (!strncmp(c, "const ", 6) || !strncmp(c, "volatile ", 9)))
		c += c[0] == 'c' ? 6 : 9;
	r = c && (!strncmp(c, "typeof", 6) || !strncmp(c, "__typeof", 8));
	clang_disposeString(sp);
	return r;
}

/* Is `t` typeof(expr), or a pointer or array chain down to one? */
int sym_type_mentions_typeof(CXType t)
{
	for (;;) {
		t = cx_unwrap(t);
		if (t.kind == CXType_Pointer)
			t = clang_getPointeeType(t);
		else if (t.kind == CXType_ConstantArray ||
			 t.kind == CXType_IncompleteArray)
			t = clang_getArrayElementType(t);
		else
			return sym_type_is_typeof(t);
	}
}

void symbols_set_typeof(struct symbols *s,
			struct sym *(*fn)(void *ctx, CXCursor decl), void *ctx)
{
	s->typeof_expr = fn;
	s->typeof_ctx = ctx;
}

/*
 * `static unsigned int __bitwise tag;` restricts an integer without a
 * typedef: the declaration makes an anonymous restricted type of its
 * own, shared by its declarators.
 */
static struct sym *anonymous_restricted(struct symbols *s, CXCursor decl,
					struct sym *b)
{
	CXSourceLocation start = clang_getRangeStart(clang_getCursorExtent(decl));
	struct restricted_decl rd;
	const char *text;
	size_t from, to, i;

	if (b->type != SYM_BASETYPE || b->is_float || b->is_void)
		return b;
	text = decl_text(s, decl, 1, &from, &to);
	if (!text || !bitwise_in_text(s->macros, text, from,
				      first_declarator_end(text, from, to)))
		return b;
	for (i = 0; i < s->anonymous.nr; i++)
		if (clang_equalLocations(s->anonymous.v[i].start, start))
			return s->anonymous.v[i].type;
	rd.start = start;
	rd.type = alloc_sym(s, SYM_RESTRICT);
	rd.type->base = b;
	rd.type->bit_size = b->bit_size;
	VEC_PUSH(s->anonymous, rd);
	return rd.type;
}

/*
 * The next token of text[*off..end) that bears on address spaces: a `*`
 * (1), or an address-space or noderef macro (2, with *as and *noderef);
 * 0 at the end.  Tokens inside braces do not count: a struct defined in
 * place keeps its members' spaces to them.
 */
static int next_space_token(const struct symbols *s, const char *text,
			    size_t end, size_t *off, int *depth,
			    const char **as, int *noderef)
{
	struct lex_tok tok;

	for (;;) {
		lex_next(text, end, off, &tok, 0);
		if (tok.kind == LEX_EOF)
			return 0;
		*depth += lex_is(text, &tok, "{") - lex_is(text, &tok, "}");
		if (*depth)
			continue;
		if (lex_is(text, &tok, "*"))
			return 1;
		if (tok.kind != LEX_IDENT)
			continue;
		*as = address_space_of(s->macros, text, tok.off, tok.len,
				       noderef);
		if (*as || *noderef)
			return 2;
	}
}

void sym_apply_address_spaces(struct symbols *s, const char *text,
			      size_t start, size_t end, struct sym *t)
{
	struct sym *ptrs[8];
	int nptr = 0, nstar = 0, spaces = 0, level = 0, depth = 0, k, noderef;
	size_t off = start;
	const char *as;
	struct sym *p;

	while ((k = next_space_token(s, text, end, &off, &depth, &as,
				     &noderef)))
		if (k == 1)
			nstar++;
		else
			spaces = 1;
	if (!spaces)
		return;
	for (p = t; p && nptr < 8; p = p->base)
		if (p->type == SYM_PTR)
			ptrs[nptr++] = p;
		else if (p->type != SYM_NODE && p->type != SYM_ARRAY)
			break;
	/*
	 * Pointers a typedef hides (`lp __iomem v` of `typedef le32 *lp`)
	 * are the innermost, and no `*` here is theirs: the space before
	 * the first `*` belongs to the innermost pointer spelled here, or to
	 * the object when none is.
	 */
	if (nstar < nptr)
		nptr = nstar;
	off = start;
	depth = 0;
	while ((k = next_space_token(s, text, end, &off, &depth, &as,
				     &noderef))) {
		if (k == 1) {
			level++;
			continue;
		}
		if (level < nptr)
			p = ptrs[nptr - 1 - level];
		else if (t->type == SYM_NODE)
			p = t;
		else
			continue;
		if (as)
			p->as = as;
		if (noderef)
			p->mods |= MOD_NODEREF;
	}
}

/* The address spaces in a declaration's text before its name. */
static void decl_address_spaces(struct symbols *s, CXCursor decl,
				struct sym *t)
{
	size_t start, end;
	const char *text;

	if (!s->macros->nr_as && !s->macros->noderef.nr)
		return;
	text = decl_text(s, decl, 1, &start, &end);
	if (text)
		sym_apply_address_spaces(s, text, start, end, t);
}

/* `signed int x` prints as "signed int", plain `int x` as "int". */
static struct sym *explicitly_signed(struct symbols *s, CXCursor decl,
				     struct sym *b)
{
	static struct sym *const plain[] = {
		&short_ctype, &int_ctype, &long_ctype, &llong_ctype };
	static struct sym *const spelled[] = {
		&sshort_ctype, &sint_ctype, &slong_ctype, &sllong_ctype };
	size_t i, start, end;
	const char *text;

	for (i = 0; i < 4 && plain[i] != b; i++)
		;
	if (i == 4 || !(text = decl_text(s, decl, 1, &start, &end)))
		return b;
	end = first_declarator_end(text, start, end);
	while (start < end) {
		struct lex_tok t;

		lex_next(text, end, &start, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		if (lex_is(text, &t, "signed"))
			return spelled[i];
	}
	return b;
}

struct first_typeref {
	unsigned before;	/* the function name's offset */
	CXCursor found;
};

static enum CXChildVisitResult typeref_visit(CXCursor c, CXCursor parent,
					     CXClientData data)
{
	struct first_typeref *f = data;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_TypeRef &&
	    cx_file_pos(clang_getCursorLocation(c)).off < f->before)
		f->found = c;
	return CXChildVisit_Break;
}

/*
 * clang gives a redeclared function the type merged from its earlier
 * declarations, so `__le16 f(void)` after `u16 f(void);` would read as
 * returning u16.  sparse goes by what each declaration says: take the
 * typedef written before the name when it names another restricted type.
 */
static void written_return_type(struct symbols *s, CXCursor fn,
				struct sym *f)
{
	struct first_typeref tr = { 0, clang_getNullCursor() };
	struct sym **inner = &f->base, *w;
	unsigned long m = 0;
	CXCursor d;

	if (clang_equalCursors(clang_getCanonicalCursor(fn), fn))
		return;
	tr.before = cx_file_pos(clang_getCursorLocation(fn)).off;
	clang_visitChildren(fn, typeref_visit, &tr);
	if (clang_Cursor_isNull(tr.found))
		return;
	d = clang_getCursorReferenced(tr.found);
	if (clang_getCursorKind(d) != CXCursor_TypedefDecl)
		return;
	while ((*inner)->type == SYM_PTR)
		inner = &(*inner)->base;
	w = sym_of_type(s, clang_getCursorType(d), &m);
	if (w != *inner && (w->type == SYM_RESTRICT ||
			    (*inner)->type == SYM_RESTRICT))
		*inner = w;
}

/*
 * Is the parameter `parm` declared __force (not checked as an argument)?
 * A leading `__force` expands to nothing and is not part of the extent:
 * take in the text back to the '(' or ','.
 */
static int forced_parameter(struct symbols *s, CXCursor parm)
{
	size_t start, end;
	const char *text = decl_text(s, parm, 0, &start, &end);

	if (!text)
		return 0;
	while (start > 0 && !strchr("(,;)", text[start - 1]))
		start--;
	return force_in_text(s->macros, text, start, end);
}

/* Each declaration's own parameters, for the same reason. */
static void written_parameters(struct symbols *s, CXCursor fn, struct sym *f)
{
	int i, n = clang_Cursor_getNumArguments(fn);

	if (n != f->nargs)
		return;
	for (i = 0; i < n; i++)
		f->args[i] = sym_of_decl(s, clang_Cursor_getArgument(fn, i));
}

struct sym *sym_of_decl(struct symbols *s, CXCursor decl)
{
	struct sym **slot = cmap_get(&s->decls, decl);
	struct sym *n, *b;
	unsigned long m;

	if (*slot)
		return *slot;
	n = alloc_sym(s, SYM_NODE);
	*slot = n;
	n->decl = decl;
	n->ident = cx_strdup(&s->arena, clang_getCursorSpelling(decl));
	m = storage_mods(decl);
	/* typeof(expr), alone or under pointers, is the type of expr */
	s->typeof_sym = NULL;
	if (s->typeof_expr && sym_type_mentions_typeof(clang_getCursorType(decl)))
		s->typeof_sym = s->typeof_expr(s->typeof_ctx, decl);
	b = type_of(s, clang_getCursorType(decl), &m, &n->as);
	s->typeof_sym = NULL;
	if (clang_getCursorKind(decl) == CXCursor_FieldDecl &&
	    clang_Cursor_isBitField(decl)) {
		struct sym *bf = alloc_sym(s, SYM_BITFIELD);

		bf->base = b;
		bf->bit_size = clang_getFieldDeclBitWidth(decl);
		bf->mods = m & ~MOD_STORAGE;
		m &= MOD_STORAGE;
		b = bf;
	}
	b = explicitly_signed(s, decl, b);
	/* a parameter declared as an array is a pointer, as in sparse */
	if (clang_getCursorKind(decl) == CXCursor_ParmDecl &&
	    b->type == SYM_ARRAY)
		b = sym_new_ptr(s, b->base, b->mods);
	n->base = anonymous_restricted(s, decl, b);
	n->mods = m;
	if (clang_getCursorKind(decl) == CXCursor_ParmDecl)
		n->forced = forced_parameter(s, decl);
	/* a function's specifiers belong to its return type */
	if (clang_getCursorKind(decl) != CXCursor_FunctionDecl) {
		decl_address_spaces(s, decl, n);
	} else if (b->type == SYM_FN && b->base) {
		written_return_type(s, decl, b);
		written_parameters(s, decl, b);
		decl_address_spaces(s, decl, b->base);
		/* a function shows its integer return type's signedness */
		if (b->base->type == SYM_BASETYPE && !b->base->is_void &&
		    !b->base->is_float)
			n->mods |= b->base->is_signed ? MOD_SIGNED : MOD_UNSIGNED;
	}
	return n;
}
