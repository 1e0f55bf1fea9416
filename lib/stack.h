/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_STACK_H
#define LIB_STACK_H

#include <stddef.h>

/*
 * A deep stack for the whole run.
 *
 * Valid C nests as deep as its author likes: a `return` of 5,000 terms
 * joined by `+`, an `else if` chain of 5,000 arms, 10,000 nested casts.
 * clang's parser, libclang's cursor visitor and endian's own walkers all
 * recurse over such trees, and 8 MiB (the main thread's usual limit, and
 * the thread libclang parses on by default) is not enough for them.
 *
 * stack_run() calls fn(argc, argv) on a thread whose stack is
 * STACK_SIZE bytes, or $ENDIAN_STACK_MB MiB (reserved with MAP_NORESERVE,
 * not used: pages are touched only as deep as the run goes), and returns
 * its result, with the caller's signal mask as it was; it asks libclang
 * to parse on the calling thread (LIBCLANG_NOTHREADS), so that the parse
 * has that stack too.  When the thread cannot be made (an address-space
 * limit), fn runs on the caller's stack, guarded by its RLIMIT_STACK.
 *
 * stack_left() is how many bytes are left below the current frame of
 * the thread fn runs on (SIZE_MAX elsewhere): recursive code checks it against
 * STACK_MARGIN and stops with an error line instead of overflowing.
 */
#define STACK_SIZE	((size_t)1 << 30)
#define STACK_MARGIN	((size_t)1 << 20)

/* The size of the deep stack (after stack_run()), for messages. */
size_t stack_size(void);

int stack_run(int (*fn)(int argc, const char **argv), int argc,
	      const char **argv);
size_t stack_left(void);

/* Is less than STACK_MARGIN left: too deep to go on? */
static inline int stack_low(void)
{
	return stack_left() < STACK_MARGIN;
}

#endif
