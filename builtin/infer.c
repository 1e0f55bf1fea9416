// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian infer: parse every translation unit once (or take its facts from
 * the cache), merge the facts program-wide, solve, report.
 */
#include <string.h>

#include "builtin/builtin.h"
#include "infer/infer.h"
#include "lib/diag.h"
#include "lib/parse-options.h"

static const char *const infer_synopsis[] = {
	"endian infer [-p BUILD_DIR] [options] [FILE...] [-- FLAGS]",
	NULL
};

static const struct usage infer_usage = {
	infer_synopsis,
	"Infer the byte order of every struct field, variable, parameter and\n"
	"return value from conversion helpers (le32_to_cpu, htonl, le32toh ...)\n"
	"and the flow of values between declarations; report the declarations\n"
	"to annotate (__le32, __be16 ...) and the places where orders conflict.\n"
	"With -p, files and their flags come from BUILD_DIR/compile_commands.json\n"
	"(all its files if none is named); otherwise FLAGS after -- compile FILEs.\n",
	"Exit status: 0 nothing to propose, 1 proposals, 3 probable bugs\n"
	"(conflicts, with or without proposals), 2 trouble; with --fail-on-bugs,\n"
	"1 probable bugs and 0 otherwise (2 trouble).\n"
};

static int parse_format(const struct option *opt, const char *arg)
{
	enum report_format *f = opt->value;

	if (!strcmp(arg, "text"))
		*f = REPORT_TEXT;
	else if (!strcmp(arg, "tsv"))
		*f = REPORT_TSV;
	else if (!strcmp(arg, "json"))
		*f = REPORT_JSON;
	else if (!strcmp(arg, "sarif"))
		*f = REPORT_SARIF;
	else
		return error("unknown format '%s' (text, tsv, json or sarif)",
			     arg);
	return 0;
}

int cmd_infer(int argc, const char **argv)
{
	struct infer_options o = INFER_OPTIONS_INIT;
	struct gather g = GATHER_INIT;
	struct infer_outcome res;
	int dump_facts = 0, fail_on_bugs = 0, ret = 2;
	const struct option options[] = {
		OPT_CALLBACK(0, "format", &o.report.format, "=text|tsv|json|sarif",
			     "report form (default: text)", parse_format),
		OPT_INFER_INPUTS(&o),
		OPT_BOOL(0, "annotated", &o.report.annotated,
			 "list the declarations already annotated instead"),
		OPT_BOOL(0, "dump-facts", &dump_facts,
			 "print the merged facts instead of a report"),
		OPT_BOOL(0, "fail-on-bugs", &fail_on_bugs,
			 "exit 1 for probable bugs only (for CI)"),
		OPT_QUIET("no progress line"),
		OPT_VERBOSE('v', "say each unit's parse (or cache hit)"),
		OPT_END()
	};

	argc = parse_options(argc, argv, options, &infer_usage,
			     PARSE_OPT_KEEP_DASHDASH);
	if (argc == PARSE_OPT_HELP)
		return 0;
	if (argc < 0)
		goto out;
	if (infer_options_args(&o, argc, argv)) {
		usage_print(&infer_usage, options, stderr);
		goto out;
	}
	if (!infer_gather(&o, &g) &&
	    !infer_report(&g, &o, dump_facts, &res) && !g.trouble) {
		if (fail_on_bugs)
			ret = res.bugs ? 1 : 0;
		else
			ret = res.bugs ? 3 : res.proposals ? 1 : 0;
	}
	gather_release(&g);
out:
	infer_options_release(&o);
	return ret;
}
