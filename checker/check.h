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

/* `endian check`: sparse's restricted-type checker; see README.md. */
int cmd_check(int argc, const char **argv);

/*
 * Check one parsed translation unit: evaluate every definition the way
 * sparse does and print its restricted-type warnings.  Returns the number
 * of warnings printed (with o->report.quiet: counted, not printed; the
 * errors are counted in o->report.budget).
 */
unsigned check_translation_unit(CXTranslationUnit tu, const char *name,
				const struct check_options *o);

#endif
