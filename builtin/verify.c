// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian verify's command line: the options into struct verify_options,
 * verify_run() (verify/verify.h), its table to stdout and the exit
 * status.
 */
#include <stdio.h>
#include <string.h>

#include "builtin/builtin.h"
#include "lib/diag.h"
#include "lib/parse-options.h"
#include "verify/verify.h"

static const char *const verify_synopsis[] = {
	"endian verify [-p BUILD_DIR] [options] PATCH|DIR [FILE...] [-- FLAGS]",
	NULL
};

static const struct usage verify_usage = {
	verify_synopsis,
	"Apply a patch, or the series `endian patch -o DIR` wrote, to a scratch\n"
	"copy of the current directory, and prove each patch in order: every\n"
	"translation unit whose code uses a line it changes compiles with its\n"
	"real command and gives the same object code (debug sections aside;\n"
	"the same typed program proves it without a compile); the built-in\n"
	"checker's restricted-type warnings do not increase; spatch, where\n"
	"installed, makes the same files from the .cocci beside the patch,\n"
	"but on the lines it lists as Diff-only.  Every unit a patch touches\n"
	"is compiled and checked before and after the series, by sparse too\n"
	"where it is installed.  The tree itself is never written.\n"
	"\n"
	"With -p, the units and their compile commands come from\n"
	"BUILD_DIR/compile_commands.json (all its files if none is named);\n"
	"otherwise each FILE compiles as `$CC FLAGS -c FILE`.  Compiles run\n"
	"through $CC_LAUNCHER (distcc, icecc) when it is set.\n",
	"A table goes to stdout, one row per patch; why a check failed, to\n"
	"stderr.  Exit status: 0 every check passed, 1 a check failed, 2 trouble\n"
	"(bad input, a patch that does not apply, a unit that does not build).\n"
};

int cmd_verify(int argc, const char **argv)
{
	struct verify_options o = { .jobs = 0 };	/* 0: the processors */
	struct verify_result res = VERIFY_RESULT_INIT;
	int i, ret = 2;
	const struct option options[] = {
		/* -p is told of in the usage's text */
		OPT_STRING('p', NULL, &o.build_dir, "BUILD_DIR", NULL),
		OPT_UINT('j', NULL, &o.jobs, "N",
			 "run N jobs at a time (default: the processors):\n"
			 "compiles, sparse and the checker's parses\n"
			 "(these two: at most the processors)",
			 1, 1024),
		OPT_BOOL(0, "keep", &o.keep,
			 "keep the scratch directory (path on stderr)"),
		OPT_BOOL(0, "sparse-each", &o.sparse_each,
			 "run sparse after each patch, not only before and\n"
			 "after the series"),
		OPT_QUIET("no progress line; the failed patches' rows alone"),
		OPT_VERBOSE('v', "say each stage and each command run"),
		OPT_END()
	};

	argc = parse_options(argc, argv, options, &verify_usage,
			     PARSE_OPT_KEEP_DASHDASH);
	if (argc == PARSE_OPT_HELP)
		return 0;
	if (argc < 0)
		return 2;
	/* PATCH|DIR, the units, then -- and the compiler flags verbatim */
	for (i = 0; i < argc && strcmp(argv[i], "--"); i++)
		;
	if (i < argc) {
		argv[i] = NULL;
		o.flags = argv + i + 1;
	}
	if (!i) {
		error("no patch or series to verify");
		usage_print(&verify_usage, options, stderr);
		return 2;
	}
	o.files = argv + 1;
	if (verify_run(argv[0], &o, &res)) {
		if (res.patches.nr)
			verify_print(&res, stdout);
		goto out;
	}
	verify_print(&res, stdout);
	ret = res.failed || res.series_failed || res.rechecked_failed ? 1 : 0;
out:
	verify_result_release(&res);
	return ret;
}
