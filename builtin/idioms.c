// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian idioms: the semantic patches of semantic-patches/ and the
 * ifdef_swab rewriter, run over files and directories.
 */
#include <stdio.h>

#include "builtin/builtin.h"
#include "idioms/idioms.h"
#include "lib/diag.h"
#include "lib/parse-options.h"
#include "lib/strvec.h"

static const char *const idioms_synopsis[] = {
	"endian idioms [options] FILE|DIR...",
	"endian idioms --list",
	NULL
};

static const struct usage idioms_usage = {
	idioms_synopsis,
	"Find the byte-order idioms of semantic-patches/ in C files and rewrite\n"
	"them: by default a unified diff on stdout, for `patch -p1` from the\n"
	"current directory.  A DIR stands for the .c and .h files below it.\n",
	"The rules run in the order --list shows, each on the result of the one\n"
	"before.  spatch (coccinelle) runs them: $SPATCH, else spatch on PATH.\n"
	"The rules are read from $ENDIAN_COCCI_DIR, else from semantic-patches/\n"
	"beside the endian binary, else (installed) ../share/endian/semantic-\n"
	"patches from it.  ifdef_swab's edit is endian's own: spatch cannot\n"
	"match preprocessor directives.\n"
	"\n"
	"Exit status: 0 nothing found, 1 a diff or report was printed (or files\n"
	"were edited), 2 trouble.\n"
};

static int parse_mode(const struct option *opt, const char *arg)
{
	return idioms_mode_parse(arg, opt->value);
}

int cmd_idioms(int argc, const char **argv)
{
	struct strvec rules = STRVEC_INIT;
	struct idioms_options o = { NULL, IDIOMS_PATCH, 0, 1 };
	int list = 0, ret = 2;
	const struct option options[] = {
		OPT_STRING_LIST(0, "rule", &rules, "NAME",
				"run this rule only (repeatable; see --list)"),
		OPT_CALLBACK(0, "mode", &o.mode, "MODE",
			     "patch (default), report (file:line:col:\n"
			     "messages, sorted), context (the matched\n"
			     "lines, starred as in a diff) or org (Emacs\n"
			     "org-mode TODO lines, as the kernel's rules)",
			     parse_mode),
		OPT_BOOL(0, "in-place", &o.in_place,
			 "with patch: edit the files, all as one change"),
		OPT_UINT('j', NULL, &o.jobs, "N", "let spatch run N jobs",
			 1, 1024),
		OPT_BOOL(0, "list", &list, "list the rules and what they do"),
		OPT_QUIET("no progress line"),
		OPT_VERBOSE('v', "say each spatch run"),
		OPT_END()
	};

	argc = parse_options(argc, argv, options, &idioms_usage, 0);
	if (argc == PARSE_OPT_HELP)
		ret = 0;
	if (argc == PARSE_OPT_ERROR)
		goto usage;
	if (argc < 0)
		goto out;
	if (o.in_place && o.mode != IDIOMS_PATCH) {
		error("--in-place is for patch mode");
		goto usage;
	}
	if (list) {
		ret = idioms_list(stdout) ? 2 : 0;
		goto out;
	}
	if (!argc) {
		error("no file or directory to read");
		goto usage;
	}
	o.rules = rules.v;
	ret = idioms_run(&o, argv);
	if (ret < 0)
		ret = 2;
	goto out;
usage:
	usage_print(&idioms_usage, options, stderr);
out:
	strvec_clear(&rules);
	return ret;
}
