/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_RUN_H
#define LIB_RUN_H

#include <sys/types.h>

/*
 * Running other programs (diff, spatch, the compiler) without a shell.
 *
 * run_command() runs argv[0] found on PATH with argv (NULL-terminated),
 * stdin from /dev/null and stdout to `out_fd` (stderr is inherited), and
 * returns its exit status, or -1 with an error line when it could not be
 * started or died of a signal.
 */
int run_command(const char *const *argv, int out_fd);

/*
 * The processors this process may run on (its CPU affinity, as nproc
 * counts them), at least 1: the default of every -j.
 */
unsigned run_cpus(void);

/*
 * The same in directory `dir` (NULL: the current one), with stderr to
 * `err_fd` (2: inherited): endian verify runs compile commands where
 * they were recorded and keeps the output of the commands it judges.
 */
int run_command_in(const char *dir, const char *const *argv, int out_fd,
		   int err_fd);

/*
 * run_start() starts what run_command_in() runs and returns at once: the
 * child's pid, or -1 after an error line; or -1 without one and errno
 * EAGAIN when no process can be made now (a process limit): a caller
 * with children of its own running may wait for one and try again, any
 * other says so.  run_done() collects it (`name`
 * for messages): what run_command_in() would return, or -2 while it
 * still runs and `block` is 0; with `name` NULL, a child that died of a
 * signal gives -1 without a line (the caller says what that means).
 * Every started child must be collected.
 */
pid_t run_start(const char *dir, const char *const *argv, int out_fd,
		int err_fd);
int run_done(pid_t pid, const char *name, int block);

/* Wall-clock seconds from an arbitrary start (monotonic): stage times. */
double run_now(void);

/* Is `prog` (a name looked up on PATH, or a path) an executable? */
int run_found(const char *prog);

#endif
