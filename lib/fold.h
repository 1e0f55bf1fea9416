/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_FOLD_H
#define LIB_FOLD_H

#include <clang-c/Index.h>

/*
 * sparse's constant folding, where it differs from clang's: what
 * `__builtin_constant_p()` says, and so which branch a
 * `__builtin_choose_expr()` takes and which branches of a constant
 * condition sparse's inline expansion enters.
 *
 * sparse folds a variable into its value when its initializer is a
 * literal or an enumerator of the variable's own type (`int le = 1;`,
 * not `unsigned le = 1;`, whose initializer is converted), it is a local
 * or a static, not const-qualified (clang folds `const int le = 1;`,
 * sparse does not), and nothing assigned it, incremented it or took its
 * address before the place read (sparse marks those as it goes through
 * the file).  What it folds, operators on folded values fold too.
 */
enum fold {
	FOLD_UNKNOWN = -1,	/* not modelled here: ask clang */
	FOLD_NO = 0,		/* sparse does not fold it */
	FOLD_YES = 1,		/* sparse folds it, to *value */
};

/*
 * Does sparse fold expression `e` of `tu` (FOLD_YES, its value in
 * *value, floating values and strings as 1)?
 */
enum fold fold_sparse(CXTranslationUnit tu, CXCursor e, long long *value);

/*
 * The truth of a constant condition as sparse finds it: 1 or 0, or -1
 * when it is not constant; clang's evaluation where fold_sparse() does
 * not model the expression.
 */
int fold_truth(CXTranslationUnit tu, CXCursor cond);

#endif
