/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_FOLD_H
#define LIB_FOLD_H

#include <clang-c/Index.h>

#include "cxmap.h"
#include "vec.h"

/*
 * sparse's constant folding, where it differs from clang's: what
 * `__builtin_constant_p()` says, and so which operand a
 * `__builtin_choose_expr()` takes and which branches of a constant
 * condition sparse's inline expansion enters.
 *
 * sparse folds a variable into its value when its initializer is a
 * literal or an enumerator of the variable's own type (`int le = 1;`,
 * not `unsigned le = 1;`, whose initializer is converted), it is a local
 * or a static, not const-qualified (clang folds `const int le = 1;`,
 * sparse does not), and nothing assigned it, incremented it or took its
 * address: sparse marks those as it evaluates the file, so while it
 * evaluates (a __builtin_choose_expr), only those before the read count;
 * once it expands (inline expansion), all of them.  What it folds,
 * operators on folded integers fold too.
 */
enum fold {
	FOLD_UNKNOWN = -1,	/* not modelled here: ask clang */
	FOLD_NO = 0,		/* sparse does not fold it */
	FOLD_YES = 1,		/* sparse folds it, to *value */
};

enum fold_when {
	FOLD_EVALUATING,	/* the writes before the read count */
	FOLD_EXPANDING,		/* every write counts */
};

/*
 * Where the variables asked about are written, each scope walked once
 * per unit.  Owns what `writes` maps to; fold_memo_release() frees it.
 */
struct fold_memo {
	CXTranslationUnit tu;
	struct cx_map writes;	/* VarDecl -> struct fold_writes * */
	VEC(struct fold_writes *) all;
	struct cx_map scanned;	/* functions walked for writes */
	/*
	 * Questions about writes so far: each scan records the writes of
	 * every variable it meets, for the questions after it.
	 */
	unsigned long asked;
};

#define FOLD_MEMO_INIT(tu) { (tu), CX_MAP_INIT, { NULL, 0, 0 }, \
			     CX_MAP_INIT, 0 }

void fold_memo_release(struct fold_memo *m);

/*
 * Does sparse fold expression `e` (FOLD_YES, its value in *value;
 * floating values and strings as 1)?
 */
enum fold fold_sparse(struct fold_memo *m, CXCursor e, enum fold_when when,
		      long long *value);

/*
 * The truth of a constant condition as sparse finds it: 1 or 0, or -1
 * when it is not constant; clang's evaluation where fold_sparse() does
 * not model the expression.
 */
int fold_truth(struct fold_memo *m, CXCursor cond, enum fold_when when);

#endif
