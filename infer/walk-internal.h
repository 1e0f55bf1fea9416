/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_WALK_INTERNAL_H
#define INFER_WALK_INTERNAL_H

/*
 * The walk's own interface, private to infer/walk*.c (walk.h is the
 * public one; walk.c tells how a walk turns values into facts).  Each
 * file has one job and keeps everything else static:
 *
 *	walk.c		the top level: walk_tu(), walk_in_roots(), and the
 *			functions, records and typedefs at file scope
 *	walk-slots.c	files and sites, declared types, and the slot of
 *			each declaration
 *	walk-flows.c	values: seeds, unification, and the value of
 *			each expression
 *	walk-calls.c	what helpers, markers and ordinary calls seed
 *	walk-stmt.c	initialisers and statements
 *
 * Nothing here outlives walk_tu(): the walker lives on its stack, and
 * every string a walk keeps is interned in the facts.
 */
#include <stdint.h>

#include <clang-c/Index.h>

#include "infer/facts.h"
#include "infer/walk.h"
#include "lib/bitwise.h"
#include "lib/cx.h"
#include "lib/cxmap.h"
#include "lib/fold.h"
#include "lib/hashmap.h"
#include "lib/strbuf.h"
#include "lib/vec.h"

enum vkind {
	V_NONE,
	V_SLOT,		/* reads `slot` through `levels` pointer/array levels */
	V_ZERO,		/* constant 0: fits any order */
	V_CONST,	/* another constant: a host number */
	V_HOST,		/* a host-order number (arithmetic, helper result) */
	V_ORDER,	/* a byte-ordered value made by a helper */
	V_PLAIN,	/* either order, which only run time knows */
};

struct val {
	enum vkind kind;
	int levels;
	uint32_t slot;
	enum order order;
	unsigned width;
	const char *how;	/* V_ORDER, V_HOST, V_PLAIN: what made it */
	struct fsite at;
	/* a helper's value argument, to see `x = le32_to_cpu(x)` */
	uint32_t src_slot;
	int src_levels;
	/* a cast's slot: the slot it casts, of its width (`(__u32)crc`) */
	uint32_t cast_of;
	/* V_SLOT at level 0: the text that reads it, for a fix to wrap */
	struct fspan span;
	/*
	 * V_CONST: the widths (bit width_index()) at which its bytes read
	 * the same in either order: 0xffff, ~0U, 0x01010101
	 */
	uint8_t symmetric;
};

/* No value: what every value starts from (walk-flows.c). */
extern const struct val none;

/*
 * Where a chain of typedefs from one typedef ends (the first type that is
 * no typedef) and the order of its first bitwise typedef (walk-slots.c).
 */
struct typedef_chain {
	CXType end;
	enum order order;
};

/* What a declared type says: the integer at its bottom and the levels above. */
struct tinfo {
	int levels;
	unsigned width;		/* 0: not a 16/32/64-bit integer at the bottom */
	int is_signed;
	int fixed;		/* named by a typedef */
	enum order annotated;
	const char *annotated_name;
	uint16_t flags;		/* more fdecl flags for add_decl() */
	char shape[16];
	char base[64];		/* the integer type as written */
	/*
	 * type_info() said 0 for a pointer to an array: a type the slots
	 * do not model, which data reaches all the same.
	 */
	int unmodelled;
};

struct func {
	CXCursor cursor;
	const char *name;
	const char *ret_key;	/* NULL: the return value is no slot */
};

/* A file a walk met, and what the facts know it as. */
struct walk_file {
	CXFile file;
	uint32_t id;		/* facts_file() */
	int in_roots;		/* walk_in_roots() */
};

/* An enumerator defined as a conversion (`X = cpu_to_le32(0x10)`). */
struct enum_order {
	enum order order;
	unsigned width;
	const char *how;	/* interned in the facts */
};

/*
 * One walk's state, shared by its files.  walk_tu() holds it and releases
 * the maps, `files` and `sb`; the facts are the caller's.  `fn` and
 * `switch_val` point into the frames of walk_function() and walk_stmt()
 * while those run.  `sb` is scratch for a string about to be interned:
 * whoever uses it resets it first, so it holds nothing across a call.
 */
struct walker {
	CXTranslationUnit tu;
	struct fold_memo fold;	/* sparse's folding of variables */
	const struct walk_options *o;
	struct facts *f;
	struct bitwise_macros bw;
	/* TypedefDecl -> (order + 1), and whether a plain one is named */
	struct cx_map typedef_order;
	struct cx_map typedef_chain;	/* TypedefDecl -> chains index + 1 */
	VEC(struct typedef_chain) chains;
	struct cx_map declared;		/* decls already recorded */
	struct cx_map parm_slot;	/* ParmDecl -> slot + 1 */
	/* EnumConstantDecl -> index into enums + 2, or 1: no order */
	struct cx_map enum_order;
	VEC(struct enum_order) enums;
	struct cx_map order_enums;	/* EnumDecl -> 2 names both orders, 1 not */
	struct cx_map number_enums;	/* EnumDecl -> 2 numbers only, 1 not */
	VEC(struct walk_file) files;	/* the files met, each once */
	struct hashmap file_map;	/* indexes `files` by CXFile */
	struct func *fn;		/* the function being walked */
	struct val *switch_val;		/* the innermost switch's operand */
	CXCursor operator;		/* the binary operator evaluated last */
	struct fsite operator_at;	/* and its site */
	struct strbuf sb;
	struct cx_deep deep;		/* where the stack ran low */
};

/* walk-slots.c */
struct fsite site_of(struct walker *w, CXCursor c);
/* The length of the identifier at `p` (0: none), with its file's text. */
size_t ident_at(struct walker *w, struct cx_pos p, const char **text,
		size_t *len);
/*
 * The text a fix can wrap (line 0: none): the expression `e` as
 * written, or one call of a helper macro as the user wrote it.
 */
struct fspan span_of(struct walker *w, CXCursor e);
struct fspan helper_call_span(struct walker *w, CXCursor e);
/* Is the declaration `c` in a project file (not a system header)? */
int decl_in_roots(struct walker *w, CXCursor c);
/*
 * The order a typedef gives its data: a bitwise typedef's, or a plain
 * project typedef's whose name is an order and a width (`typedef u16
 * le16;`: *named, may be NULL, says so); ORDER_NONE for any other.
 */
enum order typedef_order_named(struct walker *w, CXCursor td, int *named);
enum order typedef_order(struct walker *w, CXCursor td);
/* Fills `ti`; 1 when a 16-, 32- or 64-bit integer lies at the bottom. */
int type_info(struct walker *w, CXType t, struct tinfo *ti);
/* Keys and names, interned in the facts. */
const char *usr_of(struct walker *w, CXCursor c);
const char *name_of(struct walker *w, CXCursor c);
const char *indexed_key(struct walker *w, const char *usr,
			const char *suffix);
const char *param_key(struct walker *w, const char *fn_usr, unsigned i);
/* Record the declaration `c` of `slot`, and a seed if it is annotated. */
void add_decl(struct walker *w, CXCursor c, uint32_t slot,
	      enum decl_kind kind, const char *name, const char *scope,
	      const struct tinfo *ti, int outside, int definition);
struct val slot_val(uint32_t slot, int levels);
/*
 * Record a struct or union, or a function's parameters and return
 * value, once each.
 */
void declare_record(struct walker *w, CXCursor rec);
void declare_function(struct walker *w, CXCursor fn);
/* The value a field, variable or parameter names, declaring it first. */
struct val field_val(struct walker *w, CXCursor field);
struct val var_val(struct walker *w, CXCursor var);
struct val parm_val(struct walker *w, CXCursor parm);
/* The 8-bit field or variable `e` reads, as a slot of width 8 (or none). */
struct val narrow_val(struct walker *w, CXCursor e);

/* walk-flows.c */
/* Is `e` an integer constant expression?  Its value in *v. */
int const_int(CXCursor e, long long *v);
/*
 * Seed what `v` reads with `m`; a helper's value that disagrees gets a
 * slot of its own.
 */
void seed(struct walker *w, struct val v, enum mark m, unsigned width,
	  struct fsite at, const char *how);
void demand_host(struct walker *w, struct val v, struct fsite at,
		 const char *how);
/* A host number made at `at` by `how`. */
struct val host_val(struct fsite at, const char *how);
/* `dst` receives `src`: keep the text that a fix can wrap. */
struct val storing(struct walker *w, struct val dst, CXCursor src);
/* a and b hold the same order; returns the value for both. */
struct val unify(struct walker *w, struct val a, struct val b,
		 struct fsite at, const char *why);
struct val deref(struct val v);
/*
 * The value of expression `e`; walk_children_exprs() evaluates
 * what is inside one that has no value of its own.
 */
struct val eval(struct walker *w, CXCursor e);
void walk_children_exprs(struct walker *w, CXCursor e);
/* The order seeds made since seed `first` test or choose an order. */
void mark_probes(struct walker *w, size_t first);

/* walk-calls.c */
/* Does a helper's body read the data too (unaligned accessors)? */
int body_holds_data(const struct helper *h);
/* The helper of a marker's comma chain (NULL: none), and its arguments. */
const struct helper *marker_chain(struct walker *w, CXCursor e,
				  CXCursor *args, unsigned *nargs);
/* The helper as the user wrote it at `site`. */
const struct helper *user_helper(struct walker *w,
				 const struct helper *h, CXCursor site);
/* The value of a marker, its arguments evaluated. */
struct val marker_val(struct walker *w, const struct helper *h,
		      CXCursor site, CXCursor *args, unsigned n);
/* `fn` used as a value at `e`, not called: its type is kept. */
void function_used_as_value(struct walker *w, CXCursor fn, CXCursor e);
/* The value of a call, helper or not, after seeding its arguments. */
struct val call_val(struct walker *w, CXCursor call);

/* walk-order-args.c */
/* Is `t` an enumeration that names both byte orders (utf16_endian)? */
int is_order_enum(struct walker *w, CXType t);
/*
 * The data argument `i` of a call to function `fn` outside the tree
 * reaches (`at_bottom`, a plain `ti` with pointer levels) takes the order
 * another argument names: seeded, or kept plain when that argument is no
 * constant.  0: no argument names an order, nothing done.
 */
int told_order(struct walker *w, CXCursor call, int i, const char *fn,
	       const struct tinfo *ti, struct val at_bottom);
/* Does condition `e` test or switch on a value of such an enumeration? */
int chooses_order(struct walker *w, CXCursor e);

/* walk-records.c */
/* The record type `t` points to (CXType_Invalid: none). */
CXType record_pointee(CXType t);
/*
 * The bytes of record type `from` seen as record type `to` (a copy of
 * `bits` bits, -1 for all, or a pointer cast at `at`): each integer of
 * one lying over an integer of the same width in the other holds the
 * same order.
 */
void join_records(struct walker *w, CXType to, CXType from, long long bits,
		  struct fsite at, const char *why);

/* walk-stmt.c */
/* Initialise `target` of `type` with `init`, braced or not. */
void flow_init(struct walker *w, struct val target, CXType type,
	       CXCursor init, const char *why);
/* Walk a variable's declaration and initialiser; walk a statement. */
void walk_var_decl(struct walker *w, CXCursor var);
void walk_stmt(struct walker *w, CXCursor s);

#endif
