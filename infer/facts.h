/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_FACTS_H
#define INFER_FACTS_H

#include <stdint.h>
#include <stdio.h>

#include "lib/digest.h"
#include "lib/strset.h"
#include "lib/vec.h"

/*
 * Byte-order facts: what one translation unit tells about the data its
 * declarations hold, as plain data that outlives libclang.
 *
 * A *slot* is one piece of storage whose type a rewrite could change: the
 * integer at the bottom of a struct field, a variable, a function's n-th
 * parameter or its return value, or a typedef.  `u32 *p` and `u32 a[4]`
 * have one slot each, the u32 they reach; an expression that names it
 * through k pointer or array levels carries (slot, k).  Slots are keyed by
 * clang's USR, so one field or parameter is one slot program-wide:
 *
 *	field, global, local, typedef	the declaration's USR
 *	parameter n (from 0)		FUNCTION-USR "#" n
 *	return value			FUNCTION-USR "#r"
 *
 * (parameters are keyed by position, not by their own USR, because a
 * prototype may name them differently from the definition).  A few slots
 * stand for something no rewrite changes, so that the solver can report
 * on it: "byte@" and the declaration's key for an 8-bit field or variable
 * a wider to-cpu conversion reads (a width mismatch), "const@FILE@L:C"
 * for a constant a to-cpu conversion is applied to, "choice@FILE@L:C"
 * for what a `?:` picks at run time, with "@" and the key of the slot
 * it reads when its branches read one slot in two ways.
 *
 * A choice slot is tied to each side of its `?:` by an FEDGE_CHOICE
 * edge whose `a` is the choice slot, and it has a plain seed whose how
 * starts "either order".  The solver follows those edges only when the
 * sides do not hold opposite orders (a wrapper's order comes from its
 * body, which may be in another unit); otherwise the choice holds
 * either order, and the seed, which it ignores in the other case, says
 * why.
 *
 * Constraints tie slots together (edges: "hold the same order") or seed
 * them (marks: little-endian, big-endian, host order, in-place storage).
 * Every constraint carries the site that produced it, so a conflict can be
 * explained as a chain of file:line steps.
 *
 * All strings are interned in facts->strings and referred to by pointer
 * (equal strings, equal pointers), except slot keys, which are unique to
 * their slot anyway and live in the slot index; sites name files by index
 * into facts->files.  Records pushed directly onto the vectors (decls,
 * structs, members, ...) must hold strings from facts_str()/facts_cstr()
 * and slots from facts_slot(); slots are never pushed directly.  A struct
 * facts owns everything it points to; facts_release() frees it.
 */

enum order {
	ORDER_NONE,
	ORDER_LE,
	ORDER_BE,
};

/* What a seed says about a slot. */
enum mark {
	MARK_LE = 1,	/* holds little-endian data */
	MARK_BE,	/* holds big-endian data */
	MARK_HOST,	/* used as a host-order number (arithmetic, ...) */
	MARK_PLAIN,	/* converted in place: must stay a plain integer */
	MARK_PINNED,	/* a function pointer's type fixes it: stays plain
			 * when byte-ordered data reaches it */
	/*
	 * Reaches code that stays plain and that no annotation follows: a
	 * helper that converts either way (HK_CONVERT), a parameter whose
	 * type the analysis does not model (a pointer to an array).  It
	 * says nothing of the order, so it has no vote; but once the data
	 * is annotated the checkers flag the site.
	 */
	MARK_OPAQUE,
};

/*
 * The index of a byte-order width among 16, 32 and 64 bits (the types'
 * tables of spellings and names), or -1.
 */
static inline int width_index(unsigned width)
{
	return width == 16 ? 0 : width == 32 ? 1 : width == 64 ? 2 : -1;
}

/* Does a seed of `m` keep its slot plain (kept plain, listed)? */
static inline int mark_keeps_plain(unsigned m)
{
	return m == MARK_PLAIN || m == MARK_PINNED;
}

enum decl_kind {
	DECL_FIELD,
	DECL_VAR,
	DECL_PARAM,
	DECL_RETURN,
	DECL_TYPEDEF,
	DECL_CAST,	/* a cast's type name: rewritten with its class, never reported */
};

/* fdecl.flags */
enum {
	FDECL_ANNOTATED = 1 << 0,  /* already __le32/__be16...: `order` says which */
	FDECL_MACRO_TYPE = 1 << 1, /* the type is spelled by a macro */
	FDECL_IN_MACRO = 1 << 2,   /* the declaration comes from a macro body */
	FDECL_OUTSIDE = 1 << 3,    /* outside the project roots or a system header */
	FDECL_SIGNED = 1 << 4,     /* signed integer type */
	FDECL_NOT_FIXED = 1 << 5,  /* int, long ...: not a fixed-width typedef */
	FDECL_DEFINITION = 1 << 6, /* param/return of a function definition */
	/*
	 * with ANNOTATED: a plain typedef whose name says its order
	 * (`typedef u16 le16;`), which the series makes bitwise; `type`
	 * is the type it is made on
	 */
	FDECL_NAMED = 1 << 7,
	/*
	 * with NAMED: its integer is not the uintN_t of its width
	 * (`unsigned long long` where uint64_t is `unsigned long`): the
	 * series makes it bitwise where it stands, not on a generated type
	 */
	FDECL_NOT_UINTN = 1 << 8,
};

/* fstruct.flags */
enum {
	FSTRUCT_PACKED = 1 << 0,
	FSTRUCT_FIXED = 1 << 1,	/* every field fixed-width (u8..u64, enums, arrays, structs) */
	FSTRUCT_UNION = 1 << 2,
	FSTRUCT_OUTSIDE = 1 << 3,
};

#define FACTS_NO_SLOT UINT32_MAX

struct fsite {
	uint32_t file;		/* index into facts->files */
	uint32_t line, col;
};

/*
 * A stretch of source text: an operand as written, which a fix may wrap
 * in a conversion.  It is plain text of one project file (a macro's
 * argument will do, a macro's body will not); end is one past its last
 * byte.  line 0: none.
 */
struct fspan {
	uint32_t file;		/* index into facts->files */
	uint32_t line, col, end_line, end_col;
	/*
	 * A seed's text is what reads the slot, or with `stored` the value
	 * stored into it (`x = 5`: the 5), which a fix converts from cpu.
	 */
	uint8_t stored;
};

struct fslot {
	const char *key;	/* USR-based, see above */
	uint8_t width;		/* bits of the bottom integer: 16, 32, 64;
				   8 for a byte's slot ("byte@") */
};

/* One place a slot is declared: where a rewrite would edit. */
struct fdecl {
	uint32_t slot;
	struct fsite at;	/* the declarator's name (return: the function name) */
	uint8_t kind;		/* enum decl_kind */
	uint8_t order;		/* with FDECL_ANNOTATED */
	uint16_t flags;
	const char *name;	/* declared name; "" for an unnamed parameter */
	const char *scope;	/* "struct NAME", "union NAME", function, "local:FUNC", "global" */
	/*
	 * The levels above the integer, as C spells the declaration's type
	 * with the name taken out, array sizes dropped and no spaces: the
	 * suffix that follows the integer type.  u32 x: "";  u32 *p: "*";
	 * u32 a[4]: "[]";  u32 *a[4]: "*[]";  u32 (*p)[4]: "(*)[]";
	 * u32 **pp: "**".  The report writes the new type as "__le32" + shape.
	 */
	const char *shape;
	const char *type;	/* the integer type as written: "u32", "unsigned int" */
	/*
	 * Where that type is spelled, in the declaration's file: the bytes a
	 * rewrite replaces ("u32" of `const u32 *p`, "unsigned int" of
	 * `unsigned int x`).  type_len 0: unknown (a macro spells it).
	 * Lines and columns rather than offsets, because the in-memory copies
	 * with helper markers (overlay.h) shift offsets but never lines.
	 */
	uint32_t type_line, type_col;
	uint32_t type_len;
	/*
	 * The bits of the integer type as declared, 0 when unknown (facts
	 * of formats before 6).  The slot's width is that of the first
	 * declaration that made the slot; a rewrite must not write it over
	 * a declaration of another width.
	 */
	uint8_t width;
};

/*
 * Edge: a and b must hold the same order (the value flows between them).
 * For a flow (assignment, initialisation, argument, return) `a` is the
 * destination and `b` the source: solve.c tells a temporary reused for
 * two values by two edges that both assign to it.
 */
struct fedge {
	uint32_t a, b;
	struct fsite at;
	const char *why;	/* "assignment", "argument 2 of foo()", ... */
	struct fspan src;	/* the text of b's operand, if known */
	uint8_t flags;		/* FEDGE_* */
};

/* fedge.flags */
enum {
	/* from a choice slot (a) to one side of its ?: (see above) */
	FEDGE_CHOICE = 1 << 0,
	FEDGE_ALL = FEDGE_CHOICE,
};

struct fseed {
	uint32_t slot;
	uint8_t mark;		/* enum mark */
	uint8_t width;		/* of the helper or declaration that seeded it; 0: any */
	struct fsite at;
	/*
	 * "le32_to_cpu()", "declared __le32", "arithmetic '+'"; seeds from a
	 * declaration's own type start with "declared" and rank after helper
	 * calls as evidence.
	 */
	const char *how;
	struct fspan operand;	/* the text that reads the slot, if known */
	uint8_t flags;		/* FSEED_* */
};

/* fseed.flags */
enum {
	/*
	 * An order seed of a comparison with a constant (`le32_to_cpu(x) ==
	 * M`, `x != cpu_to_be32(M)`): the code tests the data for an order.
	 * Tests for both orders are how either-order formats are read.
	 */
	FSEED_PROBE = 1 << 0,
	/*
	 * The order seed of a to-cpu helper applied to a constant
	 * (`x & le32_to_cpu(M)`), on a slot of the constant's own: a number
	 * holds no order, so the call is the wrong way round when its
	 * result is used as data of that order (solve.c turns it).
	 */
	FSEED_CONST = 1 << 1,
	/*
	 * A host seed of an address: a pointer cast to an integer, or an
	 * integer cast to a pointer.  Host data all the same, but no sign
	 * that its struct is no format: firmware requests carry the
	 * driver's pointers as cookies (solve.c's struct hints).
	 */
	FSEED_ADDRESS = 1 << 2,
	/*
	 * A host seed of a non-zero constant whose bytes read the same in
	 * either order at the slot's width (`x == 0xffff` for a 16-bit x,
	 * `y = ~0U` for a 32-bit y): no sign of host order, for its value
	 * is the same in both; only the checker needs a conversion there
	 * (solve.c's symmetric constants).
	 */
	FSEED_SYMMETRIC = 1 << 3,
};

/* A struct or union definition: for the on-disk/wire format hint. */
struct fstruct {
	const char *key;	/* USR */
	const char *name;	/* "struct foo" */
	uint16_t flags;		/* FSTRUCT_* */
	uint32_t nr_fields;	/* all fields, including those without a slot */
	uint32_t first;		/* index into facts->members */
	uint32_t nr;		/* slots of its integer fields in facts->members */
	struct fsite at;
};

/*
 * A project function or macro found to be a conversion helper itself:
 * a wrapper, which passes its value through a helper (`helper` names
 * it), or one whose own code converts, a byte shuffle, a byte-order #if,
 * a byte assembly or a selector (`helper` is "").  kind, order and width
 * are those of a helper table entry (enum helper_kind, enum order,
 * bits); a selector's order is the caller's (`selector`).  `why` says
 * what gave it away.
 */
struct fwrapper {
	const char *name;
	const char *helper;
	const char *why;
	uint8_t is_macro;
	uint8_t kind, order, width, selector;
	struct fsite at;
};

/* A file the translation unit read: to tell whether a cached result is stale. */
struct finput {
	uint32_t file;
	int64_t size;		/* -1: unknown, the input counts as changed */
	struct digest digest;	/* of its bytes (lib/digest.h) */
};

struct facts {
	struct strset strings;		/* owns every string below but slot keys */
	VEC(const char *) files;	/* paths as clang names them */
	VEC(struct fslot) slots;
	VEC(struct fdecl) decls;
	VEC(struct fedge) edges;
	VEC(struct fseed) seeds;
	VEC(struct fstruct) structs;
	VEC(uint32_t) members;		/* slot ids, per fstruct.first/nr */
	VEC(struct fwrapper) wrappers;
	VEC(struct finput) inputs;
	void *slot_index;		/* key -> slot id (facts.c) */
	void *file_index;		/* path -> file id (facts.c) */
};

#define FACTS_INIT { .strings = STRSET_INIT }

/* Intern s[0..len) (or a C string) in f; the result lives as long as f. */
const char *facts_str(struct facts *f, const char *s, size_t len);
const char *facts_cstr(struct facts *f, const char *s);

/* Are `a` and `b` one place: file, line and column? */
int facts_same_site(struct fsite a, struct fsite b);

/*
 * Is `how` (fseed.how) a helper call's own seed, "le32_to_cpu()", rather
 * than a declaration's or an operation's ("declared __le32", "argument
 * of cpu_to_le32()")?
 */
int facts_how_is_call(const char *how);

/* The id of file `path` (added when new). */
uint32_t facts_file(struct facts *f, const char *path);

/*
 * The id of the slot keyed `key`, added with `width` when new.  A slot
 * first seen with width 0 takes the width of a later sighting.
 */
uint32_t facts_slot(struct facts *f, const char *key, unsigned width);
/* The id of slot `key`, or FACTS_NO_SLOT. */
uint32_t facts_find_slot(const struct facts *f, const char *key);

/*
 * Append an edge or a seed; `why` and `how` are interned (any string will
 * do), `span` (NULL: none) is the text of the edge's source operand or
 * of the seeded read.  An edge from a slot to itself says nothing and is
 * dropped.
 */
void facts_edge(struct facts *f, uint32_t a, uint32_t b, struct fsite at,
		const char *why, const struct fspan *span);
/* Is `e` an edge from a choice slot to one side of its `?:` (above)? */
static inline int facts_choice_edge(const struct fedge *e)
{
	return e->flags & FEDGE_CHOICE;
}
void facts_seed(struct facts *f, uint32_t slot, enum mark mark,
		unsigned width, struct fsite at, const char *how,
		const struct fspan *span);

/*
 * Append everything in `src` to `dst`, mapping files and slots by name;
 * records that `dst` already has are not repeated, so a header's facts
 * seen through many translation units count once.  Records are the same
 * when they agree on: decls (slot, site, kind); edges (a, b, site, why);
 * seeds (slot, mark, site, how, operand's start); structs (key: the
 * first definition wins, with its members); wrappers (name, site);
 * inputs (file: the first wins).  The sets that find them are kept in `dst` between merges
 * and catch up with records pushed directly, so merging n translation
 * units costs O(total), not O(n * total); records pushed directly onto
 * `dst` that repeat one another are dropped then too.  `src` is left
 * unchanged.
 */
void facts_merge(struct facts *dst, const struct facts *src);
/*
 * facts_merge(), then facts_release(src); when `dst` is still empty it
 * takes src's storage instead of copying it (half the time and memory
 * for the first file of a run).  `src` is left empty either way.
 */
void facts_absorb(struct facts *dst, struct facts *src);

/*
 * Text form, one record per line, tab-separated (see facts.c): used for
 * the per-translation-unit cache, for -j workers, and for bench inputs.
 * facts_write() returns -1 with an error line when the stream fails.
 * facts_read() appends the file's records to `f` (files and slots mapped
 * by name, nothing deduplicated: read into an empty facts and
 * facts_merge() to combine several); it returns -1 with one error line
 * naming `name` and the line on a malformed or truncated file, leaving
 * `f` holding part of it (release it).
 */
int facts_write(const struct facts *f, FILE *out);
int facts_read(struct facts *f, FILE *in, const char *name);

void facts_release(struct facts *f);

#endif
