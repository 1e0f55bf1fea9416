#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "checker/check.h"
#include "checker/options.h"
#include "lib/cdb.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/path.h"
#include "lib/strbuf.h"

static const char usage_text[] =
"usage: endian check [sparse and compiler flags] FILE...\n"
"   or: endian check -p BUILD_DIR [flags] [FILE...]\n"
"\n"
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
"   --arch=ARCH -m32 -m64 -mbig-endian -mlittle-endian\n"
"   -D -U -I -include -isystem -std= ...  passed to the parser\n"
"\n"
"Exit status: 0 (also with warnings, as sparse), 1 when -Wsparse-error\n"
"turned warnings into errors, 2 when a file could not be checked.\n";

static int check_file(CXIndex idx, const char *path, struct cdb *db,
		      const struct ccargs *cmdline,
		      const struct check_options *o, unsigned *warnings)
{
	struct ccargs cc = CCARGS_INIT;
	struct strbuf first = STRBUF_INIT;
	CXTranslationUnit tu = NULL;
	char *source = NULL;
	unsigned errors, i;
	int ret = -1;

	if (path_readable_source(path, "check"))
		goto out;
	if (db && cdb_args(db, path, &cc, &source))
		goto out;
	for (i = 0; i < cmdline->argv.nr; i++)
		ccargs_push(&cc, cmdline->argv.v[i]);
	ccargs_finish_checker(&cc);
	if (cx_parse(idx, source ? source : path,
		     (const char *const *)cc.argv.v, (int)cc.argv.nr,
		     NULL, 0, &tu, &errors, &first))
		goto out;
	if (errors) {
		error("cannot check '%s': %s%s", path, first.buf,
		      errors > 1 ? " (and more errors)" : "");
		goto out;
	}
	*warnings += check_translation_unit(tu, path, o);
	ret = 0;
out:
	if (tu)
		cx_dispose_tu(tu);
	free(source);
	strbuf_release(&first);
	ccargs_release(&cc);
	return ret;
}

int cmd_check(int argc, const char **argv)
{
	struct report_budget budget = { 0 };
	struct check_options o = { .report = { .budget = &budget } };
	struct check_args a = { NULL, CCARGS_INIT, { NULL, 0, 0 }, NULL };
	struct cdb db = { NULL, NULL };
	char **all = NULL;
	unsigned warnings = 0;
	int i, trouble = 0, ret = 2;
	CXIndex idx = NULL;

	for (i = 1; i < argc; i++)
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(usage_text, stdout);
			return 0;
		}
	if (check_parse_args(&o, argc, argv, &a))
		goto out;
	if (a.build_dir && cdb_open(&db, a.build_dir))
		goto out;
	if (!a.files.nr && a.build_dir) {
		all = cdb_files(&db);
		for (i = 0; all[i]; i++)
			VEC_PUSH(a.files, all[i]);
	}
	if (!a.files.nr) {
		error("no input files");
		fputs(usage_text, stderr);
		goto out;
	}
	idx = clang_createIndex(0, 0);
	for (i = 0; i < (int)a.files.nr; i++)
		if (check_file(idx, a.files.v[i], a.build_dir ? &db : NULL,
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
