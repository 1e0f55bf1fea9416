// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian facts: fill the facts cache, one unit or many at a time, from
 * wherever the units are built (kbuild's CHECK under `make -j`), for the
 * infer, patch and annotate that read it later in one process.
 */
#include <string.h>

#include "builtin/builtin.h"
#include "infer/infer.h"
#include "lib/ccargs.h"
#include "lib/diag.h"
#include "lib/parse-options.h"

static const char *const facts_synopsis[] = {
	"endian facts -p BUILD_DIR [options] [FLAGS] FILE...",
	NULL
};

static const struct usage facts_usage = {
	facts_synopsis,
	"Analyse each FILE as its BUILD_DIR/compile_commands.json entry\n"
	"compiles it and store its facts in the cache, where `endian infer`,\n"
	"`patch` and `annotate -p BUILD_DIR` with the same --root and --helpers\n"
	"find them.  Prints nothing.  Made for kbuild's CHECK, so that make\n"
	"schedules the parses:\n"
	"\n"
	"   make C=2 CHECK=\"endian facts -p . --root $PWD/fs/ext4\" fs/ext4/\n"
	"\n"
	"Compiler flags on the command line (kbuild's) are ignored: the\n"
	"database's are the ones the later run keys its lookups on.\n",
	"Exit status: 0, or 2 when a file could not be analysed (one error\n"
	"line each) or there is no cache to fill.\n"
};

/* The words of `argv` that are no option nor an option's value. */
static void take_files(struct infer_options *o, int argc, const char **argv)
{
	int i;

	for (i = 0; i < argc; i++) {
		struct ccargs scratch = CCARGS_INIT;
		int j = i;

		if (!strcmp(argv[i], "--"))
			continue;
		if (argv[i][0] == '-') {
			/* past an option's value (-include FILE), if it has one */
			ccargs_filter_one(&scratch, argv, argc, &j);
			i = j;
		} else {
			strvec_push(&o->files, argv[i]);
		}
		ccargs_release(&scratch);
	}
}

int cmd_facts(int argc, const char **argv)
{
	struct infer_options o = INFER_OPTIONS_INIT;
	struct gather g = GATHER_INIT;
	int ret = 2;
	const struct option options[] = {
		OPT_STRING('p', NULL, &o.build_dir, "BUILD_DIR",
			   "where compile_commands.json is (required)"),
		OPT_UINT('j', NULL, &o.jobs, "N",
			 "parse N translation units at a time (default:\n"
			 "the processors)", 1, 1024),
		OPT_STRING(0, "helpers", &o.helpers_file, "FILE",
			   "more conversion helpers, as the later run's"),
		OPT_STRING_LIST(0, "root", &o.roots, "DIR",
			"the project's directories, as the later run's\n"
			"(repeat; default: the one holding all FILEs)"),
		OPT_BOOL(0, "no-pch", &o.no_pch,
			 "parse without precompiled include prefixes"),
		OPT_QUIET("no progress line"),
		OPT_VERBOSE('v', "say each unit's parse (or cache hit)"),
		OPT_END()
	};

	argc = parse_options(argc, argv, options, &facts_usage,
			     PARSE_OPT_KEEP_DASHDASH | PARSE_OPT_KEEP_UNKNOWN);
	if (argc == PARSE_OPT_HELP)
		return 0;
	if (argc < 0)
		goto out;
	take_files(&o, argc, argv);
	if (!o.build_dir || !o.files.nr) {
		error(!o.build_dir ? "-p BUILD_DIR is required" :
		      "no input files");
		usage_print(&facts_usage, options, stderr);
		goto out;
	}
	o.fill_cache = 1;
	if (!infer_gather(&o, &g) && !g.trouble)
		ret = 0;
	gather_release(&g);
out:
	infer_options_release(&o);
	return ret;
}
