/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef CHECKER_OPTIONS_H
#define CHECKER_OPTIONS_H

#include "checker/check.h"
#include "lib/ccargs.h"

/*
 * The command line kbuild hands sparse, what parse_options() left of it:
 * sparse's own switches go to `check_options`, compiler flags through
 * ccargs' filter to `cc`, and the rest are files.  `files` points into
 * argv; `cc` owns its strings.
 */
struct check_args {
	struct ccargs cc;
	VEC(const char *) files;
	char *prefix_alloc;
};

/*
 * Fill `o` (whose report.budget must point to caller-owned storage) and
 * `out` from argv[0..argc-1].  Returns 0, or -1 after printing one error
 * line.
 */
int check_parse_args(struct check_options *o, int argc, const char **argv,
		     struct check_args *out);

#endif
