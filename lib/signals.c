// SPDX-License-Identifier: GPL-2.0-only
#include <pthread.h>
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "lib/file.h"
#include "lib/signals.h"

static sigset_t stop_set;	/* what ends a run: HUP, INT, TERM */
static sigset_t start_mask;	/* the mask the process started with */
static pid_t forker;		/* the process that is forking */

static void *wait_for_stop(void *unused)
{
	sigset_t one;
	int sig;

	(void)unused;
	while (sigwait(&stop_set, &sig))
		;
	scratch_remove_all();
	/* die of it: the default action, unblocked in this thread only */
	signal(sig, SIG_DFL);
	sigemptyset(&one);
	sigaddset(&one, sig);
	pthread_sigmask(SIG_UNBLOCK, &one, NULL);
	raise(sig);
	_exit(128 + sig);
}

static void before_fork(void)
{
	forker = getpid();
}

static void in_child(void)
{
	pthread_sigmask(SIG_SETMASK, &start_mask, NULL);
	prctl(PR_SET_PDEATHSIG, SIGTERM);
	/* the parent died before prctl(): nobody would send it */
	if (getppid() != forker)
		raise(SIGTERM);
}

int signals_start(void)
{
	static int started;
	pthread_attr_t attr;
	pthread_t t;
	int made;

	if (started)
		return 0;
	sigemptyset(&stop_set);
	sigaddset(&stop_set, SIGHUP);
	sigaddset(&stop_set, SIGINT);
	sigaddset(&stop_set, SIGTERM);
	if (pthread_sigmask(SIG_BLOCK, &stop_set, &start_mask))
		return -1;
	if (pthread_attr_init(&attr))
		goto undo;
	/* it only removes files: a small stack does */
	pthread_attr_setstacksize(&attr, 256 * 1024);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	made = !pthread_create(&t, &attr, wait_for_stop, NULL);
	pthread_attr_destroy(&attr);
	if (!made)
		goto undo;
	pthread_atfork(before_fork, NULL, in_child);
	started = 1;
	return 0;
undo:
	pthread_sigmask(SIG_SETMASK, &start_mask, NULL);
	return -1;
}
