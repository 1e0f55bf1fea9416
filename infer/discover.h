#ifndef INFER_DISCOVER_H
#define INFER_DISCOVER_H

#include <stddef.h>
#include <stdint.h>

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
 *
 *	discover-cond.c	#if/#ifdef groups on the host's byte order
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

#endif
