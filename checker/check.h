/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef CHECKER_CHECK_H
#define CHECKER_CHECK_H

#include <clang-c/Index.h>

#include "checker/report.h"
#include "lib/bitwise.h"

/* What the sparse-style command line asked of the checker. */
struct check_options {
	int bitwise;		/* -Wbitwise (default on); -Wno-bitwise */
	int bitwise_pointer;	/* -Wbitwise-pointer, -Wsparse-all */
	struct report_options report;
};

struct cdb;
struct ccargs;

/*
 * The indexes the checker parses with: `whole`, and `local`, which
 * leaves a PCH's declarations out of the walk where the PCH's note says
 * they do nothing (checker/prefix.c).  Made by check_index_init(),
 * disposed of by check_index_release().
 */
struct check_index {
	CXIndex whole, local;
};
void check_index_init(struct check_index *idx);
void check_index_release(struct check_index *idx);

/*
 * Parse and check the file `path` with the command line `cmdline` (after
 * the database's, when `db` is given), adding the warnings printed to
 * *warnings.  Returns -1 after one error line when the file cannot be
 * read or does not parse.
 */
int check_file(const struct check_index *idx, const char *path,
	       struct cdb *db, const struct ccargs *cmdline,
	       const struct check_options *o, unsigned *warnings);

/*
 * Check one parsed translation unit: evaluate every definition the way
 * sparse does and print its restricted-type warnings.  Adds the number
 * of warnings printed to *warnings (with o->report.quiet: counted, not
 * printed; the errors are counted in o->report.budget).  Returns -1,
 * after an error line naming the place, when the code nests too deeply
 * for the stack (lib/stack.h): the unit was not wholly checked.  Only
 * for a unit parsed local (cx_tu_local()): 1, before reporting
 * anything, when it must be parsed whole and checked again.
 */
int check_translation_unit(CXTranslationUnit tu, const char *name,
			   const struct check_options *o, unsigned *warnings);

#endif
