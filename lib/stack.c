// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>

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

static void *stack_start(void *data)
{
	struct stack_call *c = data;
	char here;

	stack_floor = (uintptr_t)&here - stack_bytes + 64 * 1024;
	stack_thread = pthread_self();
	stack_on = 1;
	c->ret = c->fn(c->argc, c->argv);
	return NULL;
}

int stack_run(int (*fn)(int argc, const char **argv), int argc,
	      const char **argv)
{
	struct stack_call c = { fn, argc, argv, 0 };
	pthread_attr_t attr;
	sigset_t all;
	pthread_t t;
	int made, had;

	if (pthread_attr_init(&attr))
		return fn(argc, argv);
	/*
	 * libclang's parse then runs on the deep stack, not on a thread of
	 * its own with 8 MiB; set before the thread starts, which reads it
	 */
	had = getenv("LIBCLANG_NOTHREADS") != NULL;
	/* before the worker thread: it inherits the blocked stop signals */
	signals_start();
	setenv("LIBCLANG_NOTHREADS", "1", 0);
	stack_bytes = wanted_size();
	made = !pthread_attr_setstacksize(&attr, stack_bytes) &&
	       !pthread_create(&t, &attr, stack_start, &c);
	pthread_attr_destroy(&attr);
	if (!made) {
		if (!had)
			unsetenv("LIBCLANG_NOTHREADS");
		return fn(argc, argv);
	}
	/*
	 * Signals sent to the process go to the thread that does the work
	 * (it waits for SIGCHLD with sigtimedwait()), or to the one that
	 * waits for the stop signals (lib/signals.c)
	 */
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, NULL);
	pthread_join(t, NULL);
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
