/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_SIGNALS_H
#define LIB_SIGNALS_H

/*
 * Interruption.  SIGHUP, SIGINT and SIGTERM end a command as they would
 * end any program, with nothing of the run left behind: no scratch
 * directory (a hard-link farm of the tree, a worker's facts) and no
 * child still running.
 *
 * signals_start() blocks the three in the calling thread, which threads
 * made after it inherit, and starts a thread that waits for them
 * (sigwait(), so the cleaning up runs as ordinary code, not in a signal
 * handler): it removes the scratch directories this process made
 * (scratch_dir_create() keeps the list, lib/file.h) and ends the process
 * with the same signal, so that the shell sees what it sent.  Every
 * child forked after it gets the signal mask the process started with
 * and SIGTERM when the thread that forked it dies (PR_SET_PDEATHSIG,
 * which an exec keeps): a worker or a compiler stops with the command.
 * Call it before the thread that does the work is made (a second call
 * does nothing); -1 when the thread cannot be made (the signals then act
 * as they always did).
 */
int signals_start(void);

#endif
