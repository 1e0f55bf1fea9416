// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>

#include "ccargs.h"
#include "path.h"
#include "xalloc.h"

void ccargs_push(struct ccargs *a, const char *arg)
{
	VEC_PUSH(a->argv, xstrdup(arg));
}

void ccargs_release(struct ccargs *a)
{
	size_t i;

	for (i = 0; i < a->argv.nr; i++)
		free(a->argv.v[i]);
	VEC_FREE(a->argv);
}

static int starts(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

/* Options whose value is the next argument when not joined. */
static const char *const with_value[] = {
	"-D", "-U", "-I", "-include", "-imacros", "-isystem", "-idirafter",
	"-iquote", "-isysroot", "-iprefix", "-iwithprefix", "-x", "-target",
	"-o", "-MF", "-MT", "-MQ", "--param", "-aux-info", "-Xclang",
	"-Xpreprocessor", "-Xassembler", "-Xlinker", "-gcc-base-dir",
	"-multiarch-dir", "-arch", NULL
};

static int takes_value(const char *opt)
{
	int i;

	for (i = 0; with_value[i]; i++)
		if (!strcmp(opt, with_value[i]))
			return 1;
	return 0;
}

/* Kept with their value: they shape preprocessing and types. */
static const char *const keep_value[] = {
	"-D", "-U", "-I", "-include", "-imacros", "-isystem", "-idirafter",
	"-iquote", "-isysroot", "-iprefix", "-iwithprefix", "-x", "-target",
	NULL
};

/* Kept exactly or by prefix (entries ending in '*'). */
static const char *const keep[] = {
	"-D*", "-U*", "-I*", "-std=*", "-ansi", "-nostdinc", "-nostdlibinc",
	"-undef", "-trigraphs", "-O*", "--target=*", "--sysroot=*",
	"-m16", "-m32", "-m64", "-mx32",
	"-funsigned-char", "-fsigned-char", "-fno-unsigned-char",
	"-fno-signed-char", "-fshort-wchar", "-fno-short-wchar",
	"-fshort-enums", "-fno-short-enums", "-ffreestanding", "-fhosted",
	"-fno-builtin*", "-fbuiltin", "-fms-extensions", "-fgnu89-inline",
	"-fno-gnu89-inline", "-fcommon", "-fno-common", "-fpack-struct*",
	"-fgnu-keywords", "-fno-gnu-keywords", "-fasm", "-fno-asm",
	"-fdollars-in-identifiers", "-fno-dollars-in-identifiers",
	NULL
};

static int is_kept(const char *arg)
{
	int i;

	for (i = 0; keep[i]; i++) {
		size_t n = strlen(keep[i]);

		if (keep[i][n - 1] == '*') {
			if (!strncmp(arg, keep[i], n - 1))
				return 1;
		} else if (!strcmp(arg, keep[i])) {
			return 1;
		}
	}
	return 0;
}

/*
 * __CHECKER__ turns the annotation macros into attributes clang rejects
 * (address_space(__user) and friends); they are read from the macro
 * definitions instead, so a build's -D__CHECKER__ is not passed on.
 */
static int is_checker_define(const char *name)
{
	return !strncmp(name, "__CHECKER__", 11) &&
	       (!name[11] || name[11] == '=');
}

/*
 * The same for a whole "-DNAME" option (is_checker_define(arg + 2) made
 * gcc -fsanitize builds warn that arg + 2 lies past the end).
 */
static int is_checker_option(const char *arg)
{
	return !strncmp(arg, "-D__CHECKER__", 13) &&
	       (!arg[13] || arg[13] == '=');
}

int ccargs_filter_one(struct ccargs *out, const char *const *argv, int argc,
		      int *i)
{
	const char *arg = argv[*i];
	int k;

	if (arg[0] != '-' || !arg[1])
		return 0;
	if (is_checker_option(arg))
		return 1;
	if (!strcmp(arg, "-D") && *i + 1 < argc &&
	    is_checker_define(argv[*i + 1])) {
		(*i)++;
		return 1;
	}
	if (takes_value(arg)) {
		const char *val = *i + 1 < argc ? argv[*i + 1] : NULL;

		if (val)
			(*i)++;
		for (k = 0; keep_value[k]; k++) {
			if (strcmp(arg, keep_value[k]) || !val)
				continue;
			ccargs_push(out, arg);
			ccargs_push(out, val);
			break;
		}
		return 1;
	}
	/* -Wp,-MMD,... and friends would make clang write dependency files. */
	if (starts(arg, "-Wp,") || starts(arg, "-M"))
		return 1;
	if (is_kept(arg))
		ccargs_push(out, arg);
	return 1;
}

void ccargs_finish(struct ccargs *out)
{
	ccargs_push(out, "-w");
	ccargs_push(out, "-ferror-limit=0");
	/*
	 * What gcc 12 builds with a warning, clang 16 and later refuse by
	 * default: the code the build compiles must parse.
	 */
	ccargs_push(out, "-Wno-error=implicit-function-declaration");
	ccargs_push(out, "-Wno-error=implicit-int");
	ccargs_push(out, "-Wno-error=int-conversion");
	ccargs_push(out, "-Wno-error=incompatible-function-pointer-types");
}

void ccargs_language(struct ccargs *out, const char *source)
{
	const char *dot = strrchr(path_last(source), '.');
	size_t i;

	for (i = 0; i < out->argv.nr; i++)
		if (starts(out->argv.v[i], "-x"))
			return;
	if (dot && (!strcmp(dot, ".c") || !strcmp(dot, ".h") ||
		    !strcmp(dot, ".i")))
		return;
	ccargs_push(out, "-x");
	ccargs_push(out, "c");
}

void ccargs_finish_checker(struct ccargs *out)
{
	ccargs_finish(out);
	ccargs_push(out, "-D__ENDIAN_CHECK__");
}
