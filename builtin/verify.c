/*
 * endian verify's command line: the options into struct verify_options,
 * verify_run() (verify/verify.h), its table to stdout and the exit
 * status.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtin/builtin.h"
#include "lib/diag.h"
#include "lib/xalloc.h"
#include "verify/verify.h"

static const char usage_text[] =
"usage: endian verify [-p BUILD_DIR] [options] PATCH|DIR [FILE...] [-- FLAGS]\n"
"\n"
"Apply a patch, or the series `endian patch -o DIR` wrote, to a scratch\n"
"copy of the current directory, and prove each patch in order: every\n"
"translation unit it touches compiles with its real command and gives\n"
"the same object code (debug sections aside); the built-in checker's\n"
"restricted-type warnings do not increase, nor sparse's warnings where\n"
"sparse is installed; spatch, where installed, makes the same files\n"
"from the .cocci beside the patch, but on the lines it lists as\n"
"Diff-only.  The tree itself is never written.\n"
"\n"
"With -p, the units and their compile commands come from\n"
"BUILD_DIR/compile_commands.json (all its files if none is named);\n"
"otherwise each FILE compiles as `$CC FLAGS -c FILE`.\n"
"\n"
"   -j N                    run N compilers (and sparse) at a time; the\n"
"                           checker's parses run beside them\n"
"   --keep                  keep the scratch directory (path on stderr)\n"
"\n"
"A table goes to stdout, one row per patch; why a check failed, to\n"
"stderr.  Exit status: 0 every check passed, 1 a check failed, 2 trouble\n"
"(bad input, a patch that does not apply, a unit that does not build).\n";

int cmd_verify(int argc, const char **argv)
{
	struct verify_options o = { NULL, NULL, NULL, 0, 1 };
	struct verify_result res = VERIFY_RESULT_INIT;
	const char **files = xcalloc((size_t)argc + 1, sizeof(*files));
	const char *input = NULL;
	size_t nf = 0;
	int i, ret = 2;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--")) {
			o.flags = argv + i + 1;
			break;
		} else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			fputs(usage_text, stdout);
			ret = 0;
			goto out;
		} else if (!strcmp(a, "-p")) {
			if (i + 1 >= argc) {
				error("option '-p' needs a value");
				goto out;
			}
			o.build_dir = argv[++i];
		} else if (!strncmp(a, "-j", 2)) {
			const char *n = a[2] ? a + 2 :
					i + 1 < argc ? argv[++i] : "";
			char *end;
			unsigned long j = strtoul(n, &end, 10);

			if (!*n || *end || !j || j > 1024) {
				error("-j: '%s' is not a number of jobs", n);
				goto out;
			}
			o.jobs = (unsigned)j;
		} else if (!strcmp(a, "--keep")) {
			o.keep = 1;
		} else if (a[0] == '-' && a[1]) {
			error("unknown option '%s' (compiler flags go "
			      "after --)", a);
			goto out;
		} else if (!input) {
			input = a;
		} else {
			files[nf++] = a;
		}
	}
	if (!input) {
		error("no patch or series to verify");
		fputs(usage_text, stderr);
		goto out;
	}
	o.files = files;
	if (verify_run(input, &o, &res)) {
		if (res.patches.nr)
			verify_print(&res, stdout);
		goto out;
	}
	verify_print(&res, stdout);
	ret = res.failed ? 1 : 0;
out:
	verify_result_release(&res);
	free(files);
	return ret;
}
