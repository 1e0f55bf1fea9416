/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_DIAG_H
#define LIB_DIAG_H

#include <stddef.h>

/*
 * Messages about the run itself, in git's style: lowercase, no final
 * period, the subject quoted as '%s'.  error() prints "error: ..." and
 * returns -1 so library code can `return error(...)`; only cmd_*() picks
 * an exit status.  die() is for main() and out-of-memory.
 */
__attribute__((format(printf, 1, 2)))
int error(const char *fmt, ...);
__attribute__((format(printf, 1, 2), noreturn))
void die(const char *fmt, ...);

/*
 * How much a run says about itself, set by -q (-1) and -v (1): quiet
 * drops the progress line and the rows of verify's table that passed;
 * verbose() lines ("endian: ...", on stderr) say what is done and why,
 * one step a line: the parse of each unit, what it was parsed with or
 * taken from, each program run, verify's stages.  Warnings, errors and
 * results are the same at every level.
 */
extern int verbosity;
__attribute__((format(printf, 1, 2)))
void verbose(const char *fmt, ...);

/*
 * A broken invariant: a bug in endian, never the user's input.  Prints
 * "BUG: file:line: message" and aborts, so a core or a sanitizer shows
 * where it came from.
 */
#define BUG(...) bug_fl(__FILE__, __LINE__, __VA_ARGS__)
__attribute__((format(printf, 3, 4), noreturn))
void bug_fl(const char *file, int line, const char *fmt, ...);

/*
 * A progress line, "[n/N] what", redrawn in place on stderr when stderr
 * is a terminal (and nothing otherwise).  error() and die() clear it
 * before they print; progress_done() clears it at the end.
 */
void progress(size_t n, size_t total, const char *what);
/* The same for a file, named as the user would name it (path.h). */
void progress_path(size_t n, size_t total, const char *path);
void progress_done(void);
/*
 * Draw the progress line on `fd` from now on (a worker whose stderr is
 * captured per unit keeps drawing on the terminal): a dup of the
 * original stderr, which progress then owns.
 */
void progress_use_fd(int fd);

/*
 * What a -j child says on stderr, delivered in the parent's order:
 * stderr_capture() sends this process's stderr to file `path` (made or
 * emptied, 0600) from now on, -1 when it cannot; stderr_replay() copies
 * such a file (or a command's log) to stderr, the progress line cleared
 * and stdout flushed first, as error() does, and returns the last byte
 * it copied, or -1 when the file is missing or empty.
 */
int stderr_capture(const char *path);
int stderr_replay(const char *path);

/* Program name used as the prefix of die() and usage messages. */
extern const char *progname;

#endif
