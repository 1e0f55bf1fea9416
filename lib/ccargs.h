/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_CCARGS_H
#define LIB_CCARGS_H

#include "vec.h"

/*
 * Compiler command lines as libclang should see them.  Build systems
 * hand us gcc's command line (kbuild, compile_commands.json); flags that
 * change what the preprocessor or the type system sees are kept, the
 * rest (code generation, warnings, dependency files, gcc-only options
 * that make clang report errors) are dropped.  `-w` is always appended:
 * clang's own warnings are not ours to print.
 *
 * An argv owns its strings; ccargs_release() frees them.
 */
struct ccargs {
	VEC(char *) argv;
};

#define CCARGS_INIT { { NULL, 0, 0 } }

void ccargs_push(struct ccargs *a, const char *arg);
void ccargs_release(struct ccargs *a);

/*
 * Append the clang-relevant part of the option `argv[*i]` (and its value,
 * advancing *i past it) to `out`.  Returns 1 if the option was consumed
 * (kept or dropped), 0 if argv[*i] is not an option (an input file).
 */
int ccargs_filter_one(struct ccargs *out, const char *const *argv, int argc,
		      int *i);

/* Finish a clang command line: appends the flags we always want. */
void ccargs_finish(struct ccargs *out);

/*
 * Make `source` C to clang when its name does not say so (no suffix, or
 * one clang takes for another language or for a linker input, as
 * kbuild's checker probe's mktemp file): `-x c`, unless the command has
 * an -x of its own.
 */
void ccargs_language(struct ccargs *out, const char *source);
/*
 * The same for the checker: also defines __ENDIAN_CHECK__, under which
 * the types header `endian patch` generates gives glibc's conversions
 * their byte-order types, as it does for sparse under __CHECKER__
 * (which clang must never see, lib/ccargs.c).
 */
void ccargs_finish_checker(struct ccargs *out);

#endif
