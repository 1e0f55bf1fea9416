// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>

#include "lib/signals.h"
#include "lib/stack.h"

struct stack_call {
	int (*fn)(int argc, const char **argv);
	int argc;
	const char **argv;
	int ret;
};

/*
 * The lowest address the deep thread may use, and the thread: a child
 * forked from it is that thread too (fork copies only the caller).
 */
static uintptr_t stack_floor;
static pthread_t stack_thread;
static int stack_on;
static size_t stack_bytes = STACK_SIZE;

/* $ENDIAN_STACK_MB, from 16 MiB up; STACK_SIZE when unset or unusable */
static size_t wanted_size(void)
{
	const char *mb = getenv("ENDIAN_STACK_MB");
	unsigned long long n;
	char *end;

	if (!mb || !*mb)
		return STACK_SIZE;
	errno = 0;
	n = strtoull(mb, &end, 10);
	if (errno || *end || n < 16 || n > ((size_t)-1 >> 21))
		return STACK_SIZE;
	return (size_t)n << 20;
}

size_t stack_size(void)
{
	return stack_bytes;
}

/* Below the lowest frame the guard lets a walk use: room for clang's own. */
#define FLOOR_MARGIN (64 * 1024)

static void *stack_start(void *data)
{
	struct stack_call *c = data;
	char here;

	stack_floor = (uintptr_t)&here - stack_bytes + FLOOR_MARGIN;
	stack_thread = pthread_self();
	stack_on = 1;
	c->ret = c->fn(c->argc, c->argv);
	return NULL;
}

/*
 * No deep thread to be had: fn runs on the calling thread, and the guard
 * takes that stack's limit (RLIMIT_STACK, 8 MiB when unlimited) from
 * here, less what lies above this frame (the margin).
 */
static int run_here(int (*fn)(int argc, const char **argv), int argc,
		    const char **argv)
{
	struct rlimit rl;
	size_t lim = (size_t)8 << 20;
	char here;

	if (!getrlimit(RLIMIT_STACK, &rl) && rl.rlim_cur != RLIM_INFINITY &&
	    rl.rlim_cur > 4 * FLOOR_MARGIN)
		lim = (size_t)rl.rlim_cur;
	stack_bytes = lim;
	stack_floor = (uintptr_t)&here - lim + 4 * FLOOR_MARGIN;
	stack_thread = pthread_self();
	stack_on = 1;
	return fn(argc, argv);
}

int stack_run(int (*fn)(int argc, const char **argv), int argc,
	      const char **argv)
{
	struct stack_call c = { fn, argc, argv, 0 };
	pthread_attr_t attr;
	sigset_t all, mask;
	pthread_t t;
	void *stack = MAP_FAILED;
	int made = 0, had;

	/*
	 * libclang's parse then runs on the deep stack, not on a thread of
	 * its own with 8 MiB; set before the thread starts, which reads it
	 */
	had = getenv("LIBCLANG_NOTHREADS") != NULL;
	/* before the worker thread: it inherits the blocked stop signals */
	signals_start();
	setenv("LIBCLANG_NOTHREADS", "1", 0);
	stack_bytes = wanted_size();
	/*
	 * reserved, not committed: a 1 GiB pthread stack counts against
	 * the kernel's overcommit heuristic and may be refused on a busy
	 * machine, where MAP_NORESERVE address space is not
	 */
	stack = mmap(NULL, stack_bytes, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK,
		     -1, 0);
	if (stack != MAP_FAILED && !pthread_attr_init(&attr)) {
		/* the lowest page is a guard: an overflow faults there */
		mprotect(stack, 4096, PROT_NONE);
		made = !pthread_attr_setstack(&attr, stack, stack_bytes) &&
		       !pthread_create(&t, &attr, stack_start, &c);
		pthread_attr_destroy(&attr);
	}
	if (!made) {
		if (stack != MAP_FAILED)
			munmap(stack, stack_bytes);
		if (!had)
			unsetenv("LIBCLANG_NOTHREADS");
		return run_here(fn, argc, argv);
	}
	/*
	 * Signals sent to the process go to the thread that does the work
	 * (it waits for SIGCHLD with sigtimedwait()), or to the one that
	 * waits for the stop signals (lib/signals.c)
	 */
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &mask);
	pthread_join(t, NULL);
	/*
	 * and back: a caller that runs again (a fuzz target, once per input)
	 * would give its next thread a mask with SIGSEGV blocked, and a
	 * crash that libclang's recovery would have caught kills the process
	 */
	pthread_sigmask(SIG_SETMASK, &mask, NULL);
	munmap(stack, stack_bytes);
	stack_on = 0;
	return c.ret;
}

size_t stack_left(void)
{
	char here;

	if (!stack_on || !pthread_equal(pthread_self(), stack_thread))
		return SIZE_MAX;
	return (uintptr_t)&here > stack_floor ?
	       (size_t)((uintptr_t)&here - stack_floor) : 0;
}
