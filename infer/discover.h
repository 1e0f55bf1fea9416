/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_DISCOVER_H
#define INFER_DISCOVER_H

#include <stddef.h>
#include <stdint.h>

#include <clang-c/Index.h>

#include "infer/facts.h"
#include "infer/helpers.h"
#include "lib/lex.h"
#include "lib/vec.h"

/*
 * Discovery: the project's own conversion helpers, found by what their
 * code does rather than by their names, so that they seed what a table
 * entry of their kind would (infer/walk-calls.c) and are listed in the
 * report with what gave them away.
 *
 *	discover-parse.c, discover-expr.c
 *			the shape of one body: a byte shuffle, the value
 *			itself, a byte assembly or byte stores, a choice
 *			between two conversions; its tokens parsed to a
 *			tree, evaluated byte by byte
 *	discover-cond.c	#if/#ifdef groups on the host's byte order
 *	discover-text.c	the helpers one file's text defines: macros
 *			anywhere, functions in byte-order branches, and the
 *			same name defined on both sides of such a branch
 *	discover.c	what one unit's files define, into the unit's table
 *	discover-func.c	the unit's own function definitions (libclang)
 *
 * Bodies are read as text, because a macro is text and so is the branch
 * of a byte-order #if that clang skipped (the host is little-endian, so
 * clang sees one side only).  Discovery of a file depends on its text
 * and the helper table alone; of a unit, on the files it reads: both are
 * in a unit's cache key.  Every walk over an expression is bounded by
 * DISCOVER_MAX_NODES and DISCOVER_MAX_DEPTH: a body that exceeds them is
 * no helper.
 */
#define DISCOVER_MAX_TOKENS 512
#define DISCOVER_MAX_NODES 512
#define DISCOVER_MAX_DEPTH 256
#define DISCOVER_MAX_PARAMS 4

/* A parameter, as far as its declaration tells (a macro's tells nothing). */
struct dparam {
	const char *name;
	size_t len;
	int pointer;		/* 1 a pointer, 0 a value, -1 unknown */
	unsigned vbytes;	/* a value's width in bytes, 0: unknown */
	unsigned ebytes;	/* a pointer's element size, 0: unknown */
};

/* Who a body calls: the table's helpers and those found already. */
typedef const struct helper *discover_lookup_fn(void *data, const char *name,
						size_t len);

enum shape_kind {
	SHAPE_NONE,
	SHAPE_IDENTITY,	/* returns value parameter `vparam` itself */
	SHAPE_SWAB,	/* returns the `bytes` low bytes of `vparam` reversed */
	SHAPE_LOAD,	/* returns `bytes` bytes read through `pparam` */
	SHAPE_STORE,	/* stores `bytes` bytes of `vparam` through `pparam` */
	SHAPE_SELECT,	/* returns (or does) callee[0] or callee[1] of its
			   parameters, as a condition says */
	SHAPE_CALL,	/* returns callee[0](vparam), under casts or not */
};

#define SHAPE_NAME_MAX 64

struct shape {
	enum shape_kind kind;
	int vparam, pparam;
	unsigned bytes;		/* 0: not known (a macro's value itself) */
	unsigned reversed:1;	/* LOAD, STORE: last byte first (big-endian) */
	unsigned native:1;	/* LOAD, STORE: one word in host order */
	unsigned shifts:1;	/* SWAB: by shifts and masks, not a helper */
	/* SELECT: callee[0] when the condition holds, else callee[1] */
	int sel_param;		/* what the condition reads, -1: no parameter */
	unsigned sel_direct:1;	/* the condition is sel_param itself */
	unsigned ndata;		/* the callees' arguments: these parameters */
	int data[DISCOVER_MAX_PARAMS];
	char callee[2][SHAPE_NAME_MAX];
};

/*
 * The shape of a body: tokens t[0..n) of `s`, a function's body with its
 * braces (`block`) or a macro's replacement list; `ret_bytes` the width
 * of a function's return type (0: not known or void).  Returns 1 with
 * *out filled, 0 when the body is none of the shapes above.
 */
int discover_shape(const char *s, const struct lex_tok *t, size_t n,
		   int block, const struct dparam *p, unsigned np,
		   unsigned ret_bytes, discover_lookup_fn *lookup,
		   void *data, struct shape *out);

/*
 * The width in bytes of a type spelled by tokens t[0..n) (`unsigned
 * int`, `uint32_t`, `__le16`, `u8`), or of what it points to when it has
 * a `*` (*pointer set); 0 when the spelling does not say.
 */
unsigned discover_type_bytes(const char *s, const struct lex_tok *t,
			     size_t n, int *pointer);

/*
 * Which way a value conversion goes, by the conventional parts of its
 * name: HK_TO_CPU (le32_to_cpu, le32toh, get, load, read, dec ...),
 * HK_FROM_CPU (cpu_to_le32, htole32, put, store, write, enc ...), or
 * HK_CONVERT when it says neither or both.
 */
enum helper_kind discover_direction(const char *name, size_t len);

/* ---- discover-cond.c ---- */

enum bo_side {
	BO_NONE,
	BO_BIG,		/* the branch compiled on a big-endian host */
	BO_LITTLE,
};

#define BO_MAX_DEPTH 32
#define BO_TEXT_MAX 96

/*
 * Conditional groups while reading a file's lines: feed every directive
 * line to bo_directive(); bo_side() is the side of the innermost branch
 * that is a byte-order one, and bo_branch() spells that branch's
 * directive ("#if __BYTE_ORDER == __BIG_ENDIAN", "#else of #ifdef
 * WORDS_BIGENDIAN").  Groups nested deeper than BO_MAX_DEPTH are
 * followed but never classified.
 */
struct bo_group {
	enum bo_side cur;
	unsigned seen;		/* sides of the group's earlier branches */
	int unknown;		/* an earlier branch was not a byte-order one */
	char text[BO_TEXT_MAX + 16];	/* the current branch's directive */
	char first[BO_TEXT_MAX];	/* the #if that opened the group */
};

struct bo_tracker {
	struct bo_group g[BO_MAX_DEPTH];
	unsigned depth;		/* may exceed BO_MAX_DEPTH */
};

void bo_init(struct bo_tracker *t);
/*
 * The logical line s[off..eol) starts with a directive: follow it if it
 * is #if, #ifdef, #ifndef, #elif, #else or #endif.  Returns 1 if it was.
 */
int bo_directive(struct bo_tracker *t, const char *s, size_t off,
		 size_t eol);
enum bo_side bo_side(const struct bo_tracker *t);
const char *bo_branch(const struct bo_tracker *t);

/* ---- discover-text.c ---- */

/* A definition met in a file's text. */
struct def_info {
	const char *name;
	size_t name_len;
	uint32_t line, col;	/* of the name, as clang counts */
	int is_macro;
	const struct dparam *params;
	unsigned nparams;
	unsigned ret_bytes;
	const struct lex_tok *body;
	size_t nbody;
	int block;		/* a function's { body } */
	enum bo_side side;
	const char *branch;	/* bo_branch() when side is not BO_NONE */
};

/*
 * A helper a file defines, as the file's text alone tells: `h` is the
 * entry it would make (h.name unused); `pending` ones need the unit's
 * other files: a selector's conversions, or the callee of a byte-order
 * branch, which must be a swab (`need`).
 */
struct file_find {
	char *name;		/* heap */
	struct helper h;
	unsigned is_macro:1;
	unsigned pending:1;
	uint32_t line, col;
	struct shape shape;	/* SELECT: the conversions; CALL: need */
	char *why;		/* heap */
};

typedef VEC(struct file_find) find_vec;

struct strbuf;

/*
 * What a definition of `nparams` parameters and shape `sh` is on its
 * own: 1 an entry in *h (h->name untouched), 2 a selector that the
 * unit's helpers must settle (discover_settle()), 0 none; *why says
 * what gave it away.
 */
int discover_single(const struct shape *sh, unsigned nparams,
		    struct helper *h, struct strbuf *why);

struct text_defs;

/* Collects the definitions of one file; `base` is the table. */
struct text_defs *text_defs_new(const char *s, size_t len,
				const struct helper_table *base);
void text_defs_add(struct text_defs *td, const struct def_info *d);
/*
 * The text s[start..end) lies in a byte-order branch (side, branch):
 * look for function definitions in it (directive lines excluded).
 */
void text_defs_scan_functions(struct text_defs *td, size_t start,
			      size_t end, enum bo_side side,
			      const char *branch);
/* Append what the file defines to `out`, and free `td`. */
void text_defs_finish(struct text_defs *td, find_vec *out);
void file_find_release(struct file_find *f);

/* ---- discover.c ---- */

/* A name as a unit knows it: its helpers, or a wrapper macro of one. */
typedef const struct helper *discover_known_fn(void *data, const char *name);

/*
 * Complete `h` for a pending shape: a selector's two conversions must be
 * one kind and width of the two orders, and a byte-order branch's callee
 * (SHAPE_CALL) a swab.  0 when they are not.
 */
int discover_settle(const struct shape *sh, struct helper *h,
		    discover_known_fn *known, void *data);

struct walk_options;

/*
 * Into `unit` (a layer over the table), the helpers of unit `tu`, each
 * listed in out->wrappers: first those of `finds` (the finds of its
 * files, file_ids[i] the facts id of finds[i]'s file) that need nothing
 * else, then its functions (discover_functions(), `o` for the roots),
 * then the finds that need those; `resolve` tells which helper a name
 * reaches through the unit's wrapper macros (NULL: none).  0, or -1
 * with an error line.
 */
int discover_add(struct helper_table *unit, const struct file_find *finds,
		 const uint32_t *file_ids, size_t n,
		 discover_known_fn *resolve, void *data, CXTranslationUnit tu,
		 const struct walk_options *o, struct facts *out);

/* A found helper's listing record. */
void discover_list(struct facts *out, const struct helper *h, int is_macro,
		   const char *why, struct fsite at);

/* ---- discover-func.c ---- */

/*
 * The functions `tu` defines in the project (o's roots) that are
 * helpers by their own code: byte shuffles, byte assembly, byte stores,
 * selectors; into `unit` (o->helpers is the same table) and listed in
 * out->wrappers.  0, or -1 with an error line.
 */
int discover_functions(CXTranslationUnit tu, const struct walk_options *o,
		       struct helper_table *unit, struct facts *out);

#endif
