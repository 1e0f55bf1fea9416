/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef VERIFY_VERIFY_H
#define VERIFY_VERIFY_H

#include <stdio.h>

#include "lib/vec.h"

struct helper_table;

/*
 * endian verify: prove a patch, or a series written by `endian patch -o`,
 * on a scratch copy of the tree (the current directory), one patch at a
 * time in series order.  For each patch, every translation unit whose
 * source or included files it touches must
 *
 *  - compile with its real compile command,
 *  - give the same object code, debug sections aside, as before the patch
 *    (for the first patch touching a unit: the unpatched build),
 *  - have no more restricted-type warnings or errors from the built-in
 *    checker, but on the lines the messages of the patches so far name
 *    under SERIES_EXPOSED_HEADING or SERIES_OUTSIDE_HEADING
 *    (rewrite/series.h): the probable bugs an annotation means to bring
 *    out,
 *
 * and spatch, where installed, must turn the files as they were before
 * the patch into the patch's result with the patch's .cocci, except on
 * the lines its `// Diff-only:` header lists.  Sparse, where installed,
 * checks each unit before and after the series, which must add no
 * warning but at those lines; with `sparse_each`, after each patch too
 * (a process per unit and patch, where the checker's count comes from
 * the parse verify makes anyway), as it does after a patch that makes
 * the tree's first bitwise types.
 *
 * The user's tree is never written: the scratch tree is a copy that
 * shares no inode with it (its symbolic links are replaced by copies
 * before a patch writes them), and the compile commands lose the
 * options that write anything but the object, which goes to the scratch
 * directory.
 */

/* What to verify against, as `endian infer` takes it. */
struct verify_options {
	const char *build_dir;	/* -p: BUILD_DIR/compile_commands.json */
	/*
	 * The translation units (NULL-terminated; NULL or empty: every
	 * file of the database) and, after --, the compiler flags; without
	 * build_dir each unit compiles as `$CC FLAGS -c FILE`.  Borrowed.
	 */
	const char *const *files;
	const char *const *flags;
	int keep;		/* keep the scratch directory, say where */
	int sparse_each;	/* sparse after each patch, not the series */
	unsigned jobs;		/* compilers (and sparse) at a time; 0: the processors */
	/*
	 * which names are conversions that swap bytes here (a fix's);
	 * NULL: the built-in table.  Borrowed.
	 */
	const struct helper_table *helpers;
};

enum verify_spatch {
	VERIFY_SPATCH_NONE,		/* no .cocci beside the patch */
	VERIFY_SPATCH_SKIPPED,		/* spatch is not installed */
	VERIFY_SPATCH_REPRODUCED,	/* the same files */
	VERIFY_SPATCH_DIFF_ONLY,	/* the same but on Diff-only lines */
	VERIFY_SPATCH_FAILED,
};

/* One patch, checked.  `name` is owned by the result. */
struct verify_patch {
	char *name;		/* the patch's file name, no directory */
	unsigned reading;	/* translation units that read its files */
	/*
	 * of those, the units whose proof it can change (it changes lines
	 * their code uses, or lines no declaration shows), checked after it
	 */
	unsigned units;
	/*
	 * of those, compiled after it, and with the same object code; a
	 * unit whose typed program is the one it was last compiled from
	 * counts in both without a compile: `same_program` of them
	 */
	unsigned compiled, identical, same_program;
	/*
	 * of the others, those whose code a fix changes on purpose: the
	 * patch adds or drops conversions that swap bytes on this machine
	 * (be32_to_cpu() on a little-endian one)
	 */
	unsigned converted;
	unsigned checker_before, checker_after;	/* warnings and errors */
	unsigned sparse_before, sparse_after;	/* when `sparse` is set */
	/*
	 * of its units, those where sparse reported errors of its own after
	 * it: sparse checks less past one, so its counts there are partial
	 */
	unsigned sparse_errors;
	int sparse;		/* sparse ran */
	enum verify_spatch spatch;
	int failed;		/* a check failed (its reason is on stderr) */
	/*
	 * The patch creates a header of bitwise types, the tree's first
	 * (`endian patch` makes one for trees without any): the warnings
	 * after it are the baseline, not an increase.
	 */
	int baseline;
};

/*
 * A run's results: one entry per patch verified, in order, and totals.
 * Owned by the struct; verify_result_release() frees it.
 */
struct verify_result {
	VEC(struct verify_patch) patches;
	unsigned failed;	/* patches with a failed check */
	unsigned units;		/* distinct units the patches touch */
	/* the patches' units, compiled and identical counts, summed */
	unsigned touched, compiled, identical, same_program, converted;
	/* the distinct units, before the first patch and after the last */
	unsigned checker_before, checker_after;
	unsigned sparse_before, sparse_after;
	unsigned sparse_errors;	/* units with sparse's own errors, at the end */
	int sparse;		/* sparse ran */
	/*
	 * The units no patch was checked on after it changed a file they
	 * read, compiled and checked after the last patch; of those, the
	 * ones with the same object code as before
	 */
	unsigned rechecked, rechecked_identical;
	/* one of them differs in some way from what it was */
	int rechecked_failed;
	/*
	 * after a baseline patch, some unit ends the series with more
	 * warnings than it had before it (not at named sites)
	 */
	int series_failed;
	/* patches per spatch outcome */
	unsigned spatch[VERIFY_SPATCH_FAILED + 1];
	/*
	 * The checker's warnings, "FILE:LINE: message", that a unit had
	 * before the first patch and still has after the last, sorted,
	 * each once (heap)
	 */
	VEC(char *) already;
};

#define VERIFY_RESULT_INIT \
	{ { NULL, 0, 0 }, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, \
	  { 0 }, \
	  { NULL, 0, 0 } }

/*
 * Verify `input`, a patch file or a series directory (its NNNN-*.patch
 * but the cover letter), from the tree's root, the current directory.
 * A .cocci of the same stem beside a patch is its semantic patch.  Why a
 * check failed goes to stderr as it is found, one line each.
 *
 * `res` (VERIFY_RESULT_INIT) gets the rows and totals; `o` and its
 * strings are only read, during the call.  The scratch directory is
 * gone on return unless o->keep; every child process has been waited
 * for.  Returns 0 when every check could run (res->failed tells whether
 * they passed), or -1 with an error line for trouble: bad input, a patch
 * that does not apply, a unit that does not build before the patches;
 * `res` then holds the patches verified before it.
 */
int verify_run(const char *input, const struct verify_options *o,
	       struct verify_result *res);

/*
 * The table of `res`, one row per patch (per failed patch with -q) and a
 * total line, to `out`.
 */
void verify_print(const struct verify_result *res, FILE *out);

void verify_result_release(struct verify_result *res);

#endif
