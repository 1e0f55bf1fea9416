/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef CHECKER_EVAL_H
#define CHECKER_EVAL_H

/*
 * The checker's evaluation, private to checker/: one translation unit is
 * evaluated as sparse evaluates it (statement.c), expression by
 * expression (evaluate.c, initializer.c), under sparse's restricted-type
 * rules (restrict.c), reporting where sparse would (position.c).  Types
 * are syms (symbol.h); all of them live as long as the translation unit.
 */
#include <clang-c/Index.h>

#include "checker/check.h"
#include "checker/report.h"
#include "checker/symbol.h"
#include "lib/cx.h"
#include "lib/cxmap.h"
#include "lib/fold.h"
#include "lib/strset.h"
#include "lib/vec.h"

/* sparse's type classes (classify_type()). */
enum {
	TYPE_NUM = 1,
	TYPE_BITFIELD = 2,
	TYPE_RESTRICT = 4,
	TYPE_FLOAT = 8,
	TYPE_PTR = 16,
	TYPE_COMPOUND = 32,
	TYPE_FOULED = 64,
	TYPE_FN = 128,
};

/* Operators, named as sparse's restricted_binop() sees them. */
enum op {
	OP_OTHER, OP_ASSIGN, OP_AND, OP_OR, OP_XOR, OP_EQ, OP_NE, OP_COND,
	OP_AND_ASSIGN, OP_OR_ASSIGN, OP_XOR_ASSIGN, OP_SHL, OP_SHR,
	OP_SHL_ASSIGN, OP_SHR_ASSIGN, OP_ARITH_ASSIGN, OP_COMPARE,
	OP_LAND, OP_LOR, OP_COMMA, OP_ARITH,
};

/* An evaluated expression: its sparse type and what the rules ask of it. */
struct expr {
	struct sym *ctype;	/* NULL: sparse gave up on it */
	CXCursor c;		/* parentheses and implicit casts stripped */
	struct sym *symbol;	/* the object named, for [assigned] marks */
	unsigned is_value:1;	/* sparse's EXPR_VALUE: a constant token */
	unsigned is_zero:1;	/* ... whose value is 0 */
};

struct expansion;

/* The state of one translation unit's evaluation. */
struct eval {
	CXTranslationUnit tu;
	struct symbols *syms;
	struct report *rep;
	const struct check_options *o;
	const struct bitwise_macros *macros;
	struct sym *ret;	/* current function's return type */
	CXCursor fn;		/* current function */
	VEC(CXCursor) inlining;	/* inline functions being expanded */
	unsigned inline_gen;
	/*
	 * Expansions of inline functions made once and played again
	 * (statement.c): the definition's (struct expansion *), all of
	 * them, the ones being made, and a count of the changes that can
	 * make the next expansion of a body differ from the last.
	 */
	struct cx_map expansions;
	VEC(struct expansion *) made;
	VEC(struct expansion *) making;
	unsigned long epoch;
	unsigned long inline_calls;	/* calls of inline definitions met */
	int callee;		/* evaluating the function called */
	VEC(CXCursor) uninlined; /* inline definitions whose address is taken */
	struct cx_map typeofs;	/* typeof(x) of casts, once evaluated */
	struct cx_map abandoned; /* expressions sparse gave up on */
	struct fold_memo fold;	/* sparse's folding of variables */
	/*
	 * Where the stack ran low and evaluation stopped: the unit is not
	 * wholly checked, an error.
	 */
	struct cx_deep deep;
};

/* All children of a cursor (the vector is the caller's to VEC_FREE). */
struct cursors {
	VEC(CXCursor) v;
};
void children_of(CXCursor c, struct cursors *out);

/* position.c */
int in_macro(CXSourceLocation loc);
struct report_pos rpos(struct cx_pos p);
CXSourceLocation begin_of(CXCursor c);
struct report_pos pos_at(CXSourceLocation loc);
struct report_pos pos_in_file(struct eval *e, struct cx_pos p, size_t off);
/* Where sparse reports the expression `c`. */
struct report_pos expr_pos(struct eval *e, CXCursor c);

/* restrict.c */
int classify(struct sym *type, struct sym **base);
int restricted_value(const struct expr *v);
int restricted_binop(enum op op);
struct sym *restricted_binop_type(enum op op, const struct expr *l,
				  const struct expr *r, int lclass, int rclass,
				  struct sym *ltype, struct sym *rtype);
/* "T degrades to integer" (at `at`, or at x); leaves the base type. */
void unrestrict_at(struct eval *e, struct report_pos at, int class,
		   struct sym **ctype);
void unrestrict(struct eval *e, const struct expr *x, int class,
		struct sym **ctype);
struct sym *integer_promotion(struct sym *t);
struct sym *usual_conversions(struct eval *e, enum op op,
			      const struct expr *l, const struct expr *r,
			      int lclass, int rclass, struct sym *ltype,
			      struct sym *rtype);
struct sym *unqualify(struct eval *e, struct sym *t);
/*
 * Do the pointer types t and s differ in a way restricted types or
 * address spaces make?  Stores sparse's words for it in *diff: for
 * targets in different spaces, "different address spaces" unless they
 * are of different kinds, restricted types or records (restrict.c's
 * ptr_difference()); for the arms of ?: (`spaces_first`), always.
 */
int pointer_difference(struct sym *t, struct sym *s, int spaces_first,
		       const char **diff);
/* The same for two declarations' types (functions, objects). */
int type_differs(struct sym *t, struct sym *s, const char **diff);
/* x's type as a value: arrays and functions decay to pointers. */
struct sym *degenerate(struct eval *e, struct expr *x);
/* Checks `r` against `target`, warns "incorrect type in <where>";
 * returns 1 when compatible. */
int compatible_assignment_types(struct eval *e, struct report_pos at,
				struct sym *target, struct expr *r,
				const char *where);

/* evaluate.c */
struct expr evaluate_expr(struct eval *e, CXCursor c);
struct expr evaluate_conditional(struct eval *e, CXCursor c);
int cast_is_forced(struct eval *e, CXCursor c);
/* symbols_set_typeof() callback: the type of a declaration's typeof. */
struct sym *typeof_type(void *ctx, CXCursor decl);

/* initializer.c */
void handle_initializer(struct eval *e, struct sym *target, CXCursor init);

/* prefix.c: the declarations of a unit's PCH, walked or not */
enum prefix_mode {
	PREFIX_PLAIN,	/* no PCH, or nothing to watch: walk as it comes */
	PREFIX_WATCH,	/* parsed whole: watch their turns and note them */
	PREFIX_LOCAL,	/* left out of the walk, which stands for them */
};
struct prefix {
	enum prefix_mode mode;
	CXTranslationUnit tu;
	struct strset twice;	/* USRs the walk cannot stand in for */
	struct strset once;	/* WATCH: USRs declared in the PCH */
	const char *name;	/* the unit's, for pch_trace() */
	char *whole;		/* LOCAL: why to parse it whole, heap */
	int again;		/* the parse read a file of the PCH again */
	int busy;		/* WATCH: a turn of theirs did something */
	int unsure;		/* WATCH: one evaluated the unit's code */
	/* WATCH: whether the turn is theirs, and what it started from */
	int in_pch;
	unsigned long calls, epoch, inline_calls, asked;
	size_t uninlined;
	int deep;
};
/* The note's line that lets a unit be parsed local, for options `o`. */
const char *prefix_line(const struct check_options *o);
/*
 * Before the walk: 1 when a local unit must be parsed whole (nothing
 * reported yet), else 0.  prefix_end() after the walk, either way.
 */
int prefix_begin(struct prefix *p, struct eval *e, const char *name,
		 int macros_changed);
void prefix_end(struct prefix *p, const struct check_options *o);
/* Is `c` declared in a file of the PCH? */
int prefix_in_pch(const struct prefix *p, CXCursor c);
/* Around the turn of each top-level declaration `c`, in every pass. */
void prefix_turn_start(struct prefix *p, struct eval *e, CXCursor c);
void prefix_turn_end(struct prefix *p, struct eval *e);
/* In the turn: `c` goes onto its entity's list of declarations. */
void prefix_declared(struct prefix *p, CXCursor c);
/* In the turn: `c` has the definition `def` (maybe null) evaluated. */
void prefix_evaluates(struct prefix *p, CXCursor c, CXCursor def);
/* The PCH's declaration a new list of `c`'s entity starts with. */
void prefix_seed(const struct prefix *p, CXCursor c, struct cursors *list);
/* LOCAL: was `def` evaluated in the PCH's turn? */
int prefix_done(const struct prefix *p, CXCursor def);

/* statement.c */
struct switch_ctx;
void evaluate_stmt(struct eval *e, CXCursor c, struct switch_ctx *sw);
void evaluate_statement(struct eval *e, CXCursor c);
/* An inline function whose address is taken is no longer inlined. */
void address_taken(struct eval *e, CXCursor fn);
/*
 * Something that can change what an inline body's next expansion
 * reports happened: a mark set on a symbol outside it, diagnostics from
 * work done only once (typeof), an expansion cut short.
 */
void expansions_stale(struct eval *e);

#endif
