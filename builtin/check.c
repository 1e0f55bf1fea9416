/*
 * endian check: sparse's restricted-type checker, on sparse's command
 * line, so that kbuild can run it as CHECK.
 */
#include <stdio.h>
#include <stdlib.h>

#include "builtin/builtin.h"
#include "checker/check.h"
#include "checker/options.h"
#include "lib/cdb.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/pch.h"
#include "lib/parse-options.h"

static const char *const check_synopsis[] = {
	"endian check [sparse and compiler flags] FILE...",
	"endian check -p BUILD_DIR [flags] [FILE...]",
	NULL
};

static const struct usage check_usage = {
	check_synopsis,
	"Check FILEs with sparse's restricted-type (bitwise) rules and print\n"
	"sparse's warnings.  Takes the command line kbuild gives sparse, so\n"
	"`make C=2 CHECK=\"endian check\"` works.  With -p, compiler flags come\n"
	"from BUILD_DIR/compile_commands.json (all its files if none is named).\n"
	"\n"
	"   -Wbitwise, -Wno-bitwise      restricted-type checks (default: on)\n"
	"   -Wbitwise-pointer            also casts between pointers to them\n"
	"   -Wsparse-all, -Wsparse-error as in sparse\n"
	"   -fmax-warnings=N|unlimited   stop after N warnings (default 100)\n"
	"   -fdiagnostic-prefix[=P]      'sparse: ' (or 'P: ') before 'warning:'\n"
	"   -ftabstop=N                  tab width for columns (default 8)\n"
	"   --no-pch                     no precompiled include prefixes\n"
	"   --arch=ARCH -m32 -m64 -mbig-endian -mlittle-endian\n"
	"   -D -U -I -include -isystem -std= ...  passed to the parser\n",
	"Exit status: 0 (also with warnings, as sparse), 1 when -Wsparse-error\n"
	"turned warnings into errors, 2 when a file could not be checked.\n"
};

int cmd_check(int argc, const char **argv)
{
	struct report_budget budget = { 0 };
	struct check_options o = { .report = { .budget = &budget } };
	struct check_args a = { CCARGS_INIT, { NULL, 0, 0 }, NULL };
	struct cdb db = { NULL, NULL };
	const char *build_dir = NULL;
	char **all = NULL;
	int no_pch = 0;
	unsigned warnings = 0;
	int i, trouble = 0, ret = 2;
	CXIndex idx = NULL;
	const struct option options[] = {
		/* sparse's and gcc's options are check_parse_args()' */
		OPT_STRING('p', NULL, &build_dir, "BUILD_DIR", NULL),
		OPT_BOOL(0, "no-pch", &no_pch, NULL),
		OPT_END()
	};

	argc = parse_options(argc, argv, options, &check_usage,
			     PARSE_OPT_KEEP_UNKNOWN);
	if (argc == PARSE_OPT_HELP)
		return 0;
	if (argc < 0 || check_parse_args(&o, argc, argv, &a))
		goto out;
	if (no_pch)
		pch_disable();
	if (build_dir && cdb_open(&db, build_dir))
		goto out;
	if (!a.files.nr && build_dir) {
		all = cdb_files(&db);
		for (i = 0; all[i]; i++)
			VEC_PUSH(a.files, all[i]);
	}
	if (!a.files.nr) {
		error("no input files");
		usage_print(&check_usage, options, stderr);
		goto out;
	}
	idx = clang_createIndex(0, 0);
	for (i = 0; i < (int)a.files.nr; i++)
		if (check_file(idx, a.files.v[i], build_dir ? &db : NULL,
			       &a.cc, &o, &warnings))
			trouble = 1;
	if (trouble)
		ret = 2;
	else
		ret = o.report.sparse_error && warnings ? 1 : 0;
out:
	if (idx)
		clang_disposeIndex(idx);
	if (all) {
		for (i = 0; all[i]; i++)
			free(all[i]);
		free(all);
	}
	cdb_close(&db);
	ccargs_release(&a.cc);
	VEC_FREE(a.files);
	free(a.prefix_alloc);
	return ret;
}
