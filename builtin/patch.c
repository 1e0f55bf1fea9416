// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian patch: the proposals of `endian infer` as a unified diff, a
 * series for `git am`, or written into the files.
 */
#include <stdio.h>
#include <string.h>

#include "builtin/builtin.h"
#include "infer/infer.h"
#include "infer/solve.h"
#include "lib/diag.h"
#include "lib/inplace.h"
#include "lib/parse-options.h"
#include "rewrite/cocci.h"
#include "rewrite/edits.h"
#include "rewrite/patch.h"
#include "rewrite/series.h"

static const char *const patch_synopsis[] = {
	"endian patch [-p BUILD_DIR] [options] [FILE...] [-- FLAGS]",
	NULL
};

static const struct usage patch_usage = {
	patch_synopsis,
	"Write the byte-order annotations `endian infer` proposes: only the\n"
	"declarations' integer type tokens change (u32 -> __le32), so the\n"
	"compiler sees the same program.  By default a unified diff on stdout,\n"
	"for `patch -p1` from the current directory.\n",
	"Declarations that cannot be rewritten by changing their type token\n"
	"(a type from a macro, a declaration inside a macro, int or long holding\n"
	"byte-ordered data, one of several declarators) are listed on stderr\n"
	"with the reason.\n"
	"\n"
	"Exit status: 0 nothing to change, 1 a diff or a list was printed (or\n"
	"files were edited), 2 trouble.\n"
};

int cmd_patch(int argc, const char **argv)
{
	struct infer_options o = INFER_OPTIONS_INIT;
	struct gather g = GATHER_INIT;
	struct edit_set set;
	struct solution s;
	struct series_options so = SERIES_OPTIONS_INIT;
	const char *series_dir = NULL, *types = NULL, *cocci_path = NULL;
	int in_place = 0, ret = 2, trouble = 0, have_solution = 0;
	const struct option options[] = {
		OPT_STRING('o', NULL, &series_dir, "DIR",
			   "write a patch series instead: a cover letter\n"
			   "and one mail per closed set of declarations\n"
			   "(one on-disk struct and what changes with it,\n"
			   "then the rest per file), for `git am`, each\n"
			   "with a .cocci beside it (and series.cocci);\n"
			   "then one patch per conflict the majority\n"
			   "settled, adding the conversions it lacks"),
		OPT_STRING(0, "cocci", &cocci_path, "FILE",
			   "also write the edits as a semantic patch"),
		OPT_BOOL(0, "in-place", &in_place,
			 "edit the files instead, all as one change:\n"
			 "every file new or none, whatever kills the run"),
		OPT_STRING(0, "types", &types, "le32=NAME,...",
			   "the names of the new types (default: the\n"
			   "tree's own bitwise typedefs, __le32 first;\n"
			   "le32_t and friends from a generated\n"
			   "endian-types.h where it has none); a NAME\n"
			   "the tree lacks is defined there"),
		OPT_SERIES(&so),
		OPT_INFER_INPUTS(&o),
		OPT_QUIET("no progress line"),
		OPT_VERBOSE(0, "say each unit's parse (or cache hit) and each\n"
			    "program run"),
		OPT_END()
	};

	memset(&set, 0, sizeof(set));
	argc = parse_options(argc, argv, options, &patch_usage,
			     PARSE_OPT_KEEP_DASHDASH);
	if (argc == PARSE_OPT_HELP)
		ret = 0;
	if (argc < 0)
		goto out;
	if (in_place && series_dir) {
		error("-o and --in-place do not go together");
		goto out;
	}
	if (infer_options_args(&o, argc, argv)) {
		usage_print(&patch_usage, options, stderr);
		goto out;
	}
	o.below_cwd = !in_place;
	/* before the analysis reads a tree an interrupted change left mixed */
	if (inplace_recover(".", in_place) < 0)
		goto out;
	if (infer_gather(&o, &g))
		goto out;
	if (patch_plan(&g, &o.report, types, series_dir != NULL, &s, &set,
		       &trouble))
		goto out;
	have_solution = 1;
	if (cocci_path && cocci_write(&g.facts, &s, &set, -1, cocci_path) < 0)
		trouble = 1;
	if (series_dir) {
		int n = series_write(&g.facts, &s, &set, series_dir, &so);

		if (n < 0)
			trouble = 1;
		else if (n)
			printf("%s: %d patch%s and a cover letter\n",
			       series_dir, n, n == 1 ? "" : "es");
	} else if (patch_write(&set, in_place)) {
		trouble = 1;
	}
	ret = trouble || g.trouble ? 2 :
	      set.files.nr || set.skipped.nr ? 1 : 0;
out:
	if (have_solution)
		solution_release(&s);
	edit_set_release(&set);
	gather_release(&g);
	infer_options_release(&o);
	return ret;
}
