/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef CHECKER_SYMBOL_H
#define CHECKER_SYMBOL_H

#include <clang-c/Index.h>

#include "lib/arena.h"
#include "lib/bitwise.h"

/*
 * sparse's type model, rebuilt from libclang's.
 *
 * The checker must print types exactly as sparse does ("restricted __le32
 * [usertype] *[assigned] lp"), so types are chains of `struct sym` in the
 * shape sparse's symbols have: a SYM_NODE names an object and carries its
 * storage and access modifiers, derived types (pointer, array, function)
 * carry the qualifiers of what they point to, and a restricted type is a
 * SYM_RESTRICT node named for the bitwise typedef that made it.
 *
 * All syms live in the checker's per-translation-unit arena, except the
 * builtin base types, which are static.
 */
enum sym_type {
	SYM_BASETYPE,
	SYM_NODE,
	SYM_PTR,
	SYM_FN,
	SYM_ARRAY,
	SYM_STRUCT,
	SYM_UNION,
	SYM_ENUM,
	SYM_RESTRICT,
	SYM_FOULED,
	SYM_BITFIELD,
	SYM_BAD,
};

/* Modifier bits, in the order sparse prints them. */
enum {
	MOD_AUTO = 1 << 0,
	MOD_EXTERN = 1 << 1,
	MOD_REGISTER = 1 << 2,
	MOD_STATIC = 1 << 3,
	MOD_INLINE = 1 << 4,
	MOD_CONST = 1 << 5,
	MOD_RESTRICT = 1 << 6,
	MOD_VOLATILE = 1 << 7,
	MOD_ADDRESSABLE = 1 << 8,
	MOD_ASSIGNED = 1 << 9,
	MOD_ATOMIC = 1 << 10,
	MOD_EXPLICITLY_SIGNED = 1 << 11,
	MOD_NODEREF = 1 << 18,
	MOD_NORETURN = 1 << 12,
	MOD_SIGNED = 1 << 13,
	MOD_TLS = 1 << 14,
	MOD_TOPLEVEL = 1 << 15,
	MOD_UNSIGNED = 1 << 16,
	MOD_USERTYPE = 1 << 17,
};

#define MOD_STORAGE (MOD_AUTO | MOD_REGISTER | MOD_STATIC | MOD_EXTERN | \
		     MOD_INLINE | MOD_TOPLEVEL)
#define MOD_SPECIFIER (MOD_SIGNED | MOD_UNSIGNED | MOD_EXPLICITLY_SIGNED)
#define MOD_QUALIFIER (MOD_CONST | MOD_VOLATILE | MOD_RESTRICT)
#define MOD_ACCESS (MOD_ASSIGNED | MOD_ADDRESSABLE)
#define MOD_PTRINHERIT (MOD_QUALIFIER | MOD_ATOMIC | MOD_NODEREF | MOD_NORETURN)
#define MOD_IGNORE (MOD_STORAGE | MOD_ACCESS | MOD_USERTYPE | \
		    MOD_EXPLICITLY_SIGNED)

struct sym {
	enum sym_type type;
	struct sym *base;	/* what this derives from or names */
	unsigned long mods;
	const char *ident;	/* object, tag or bitwise typedef name */
	const char *as;		/* address space: of a node, or a pointer's target */
	int bit_size;		/* base types, restricted, bit-fields */
	int rank;		/* integer conversion rank of base types */
	unsigned is_signed:1, is_float:1, is_void:1, is_bool:1, variadic:1;
	unsigned forced:1;	/* a parameter declared __force */
	long long array_size;	/* -1: unknown */
	struct sym *fouled;	/* SYM_RESTRICT narrower than int: ~x */
	struct sym **args;	/* SYM_FN: parameter nodes */
	int nargs;
	CXCursor decl;		/* SYM_NODE of a declaration, else null */
	unsigned gen;		/* inline expansion that last reset its marks */
};

/* The builtin base types (sparse's *_ctype). */
extern struct sym int_ctype, uint_ctype, long_ctype, ulong_ctype,
	llong_ctype, ullong_ctype, char_ctype, schar_ctype, uchar_ctype,
	short_ctype, ushort_ctype, bool_ctype, void_ctype, float_ctype,
	double_ctype, ldouble_ctype, int128_ctype, uint128_ctype, bad_ctype;

struct symbols;

/*
 * Per-translation-unit state of the type builder: owns the arena and
 * caches restricted types and declaration nodes, so a declaration maps
 * to one node (whose [assigned]/[addressable] marks accumulate) and a
 * bitwise typedef to one restricted type.
 */
struct symbols *symbols_new(CXTranslationUnit tu,
			    const struct bitwise_macros *macros);
void symbols_free(struct symbols *s);
/* The arena whose lifetime is the translation unit's. */
struct arena *symbols_arena(struct symbols *s);

/*
 * A declaration typed typeof(expr) gets the type the checker gives expr;
 * `fn` evaluates it (libclang only says "unexposed").
 */
void symbols_set_typeof(struct symbols *s,
			struct sym *(*fn)(void *ctx, CXCursor decl), void *ctx);

/* Is `t` spelled typeof(expr)?  libclang shows it only as unexposed. */
int sym_type_is_typeof(CXType t);
/* Is `t` typeof(expr), or a pointer or array chain down to one? */
int sym_type_mentions_typeof(CXType t);
/* sym_node_of_type(), where typeof(expr) in `t` has the type `of`. */
struct sym *sym_node_of_typeof_type(struct symbols *s, CXType t,
				    struct sym *of);

/* The node of a variable, parameter, field or function declaration. */
struct sym *sym_of_decl(struct symbols *s, CXCursor decl);
/*
 * The type `t` as sparse builds it; qualifiers and the [usertype] mark
 * of its outermost level are or-ed into *mods (they belong to whoever
 * holds the type: a node or a pointer).
 */
struct sym *sym_of_type(struct symbols *s, CXType t, unsigned long *mods);
/* sym_of_type() wrapped in an anonymous node (cast types, results). */
struct sym *sym_node_of_type(struct symbols *s, CXType t);
/* A new anonymous node over `base` with `mods`. */
struct sym *sym_new_node(struct symbols *s, struct sym *base,
			 unsigned long mods);
/* A new pointer to `base` whose target has modifiers `mods`. */
struct sym *sym_new_ptr(struct symbols *s, struct sym *base,
			unsigned long mods);
/* The fouled twin of a restricted type (`~x` of a __le16). */
struct sym *sym_fouled(struct symbols *s, struct sym *restricted);

/*
 * sparse's parse of an enum: its base type (a restricted type when all
 * values are forced to one), and in `out` (if non-NULL) where values of
 * restricted and plain types first mix, or where a second restricted
 * type appears (with the expected and actual types).
 */
struct enum_check {
	CXCursor mixed;
	CXCursor incompatible;
	struct sym *expected, *got;
};
struct sym *sym_enum_check(struct symbols *s, CXCursor enum_decl,
			   struct enum_check *out);
/* The type of an enumerator used in an expression. */
struct sym *sym_enumerator_type(struct symbols *s, CXCursor enumerator);

/* Strip nodes: the type an expression of type `t` has. */
struct sym *sym_base(struct sym *t);

/*
 * Apply the address-space macros (__user, __iomem...) spelled in
 * text[start..end), a declaration's specifiers and declarators or a
 * cast's type name, to the type `t` built for it: those before the first
 * '*' mark the innermost pointer's target, and so on outwards.
 */
void sym_apply_address_spaces(struct symbols *s, const char *text,
			      size_t start, size_t end, struct sym *t);

/* sparse's show_typename(): the type as warnings print it. */
const char *show_typename(struct symbols *s, struct sym *t);

#endif
