// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian: finds, writes and proves byte-order annotations in C.
 *
 * One binary with git-style subcommands, each in builtin/<name>.c; each
 * cmd_*() returns the exit status (0 clean, 1 findings, 2 trouble) and
 * only main() exits.
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <string.h>

#include "builtin/builtin.h"
#include "lib/diag.h"
#include "lib/stack.h"
#include "lib/version.h"

struct command {
	const char *name;
	int (*fn)(int argc, const char **argv);
	const char *help;
};

static const struct command commands[] = {
	{ "check", cmd_check, "sparse's restricted-type checker (kbuild CHECK)" },
	{ "infer", cmd_infer, "infer the byte order of declarations; find conflicts" },
	{ "facts", cmd_facts, "fill the facts cache, one unit at a time (kbuild CHECK)" },
	{ "patch", cmd_patch, "write the inferred annotations as a unified diff" },
	{ "idioms", cmd_idioms, "find and rewrite byte-order idioms (semantic patches)" },
	{ "verify", cmd_verify, "prove a patch or series on a scratch copy of the tree" },
	{ "annotate", cmd_annotate, "infer, write the series and verify it: the main job" },
};

/*
 * The release, and the libclang it runs on (the parse and so the
 * results depend on it): what a bug report needs.
 */
static int version(void)
{
	CXString s = clang_getClangVersion();

	printf("endian %s\nlibclang: %s\n", endian_version(),
	       clang_getCString(s));
	clang_disposeString(s);
	return 0;
}

static int usage(FILE *f)
{
	size_t i;

	fprintf(f, "usage: %s <command> [<args>]\n\ncommands:\n", progname);
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(f, "   %-10s %s\n", commands[i].name, commands[i].help);
	fprintf(f, "   %-10s %s\n", "version",
		"print endian's release and libclang's (also --version)");
	fprintf(f, "\n'%s <command> --help' describes one command\n", progname);
	return f == stdout ? 0 : 2;
}

static int run(int argc, const char **argv)
{
	size_t i;

	if (argc < 2)
		return usage(stderr);
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
	    !strcmp(argv[1], "help"))
		return usage(stdout);
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version"))
		return version();
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(argv[1], commands[i].name))
			return commands[i].fn(argc - 1, argv + 1);
	error("'%s' is not an endian command", argv[1]);
	usage(stderr);
	return 2;
}

int main(int argc, const char **argv)
{
	return stack_run(run, argc, argv);
}
