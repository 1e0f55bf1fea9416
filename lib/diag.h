#ifndef LIB_DIAG_H
#define LIB_DIAG_H

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

/* Program name used as the prefix of die() and usage messages. */
extern const char *progname;

#endif
