#ifndef LIB_DIAG_H
#define LIB_DIAG_H

/*
 * Messages about the run itself, in git's style: lowercase, no final
 * period, the subject quoted as '%s'.  error() prints "error: ..." and
 * returns -1 so library code can `return error(...)`; only cmd_*() picks
 * an exit status.  die() is for main() and out-of-memory; BUG() is for
 * broken invariants and reports where it was hit.
 */
__attribute__((format(printf, 1, 2)))
int error(const char *fmt, ...);
__attribute__((format(printf, 1, 2)))
void note(const char *fmt, ...);
__attribute__((format(printf, 1, 2), noreturn))
void die(const char *fmt, ...);
__attribute__((format(printf, 3, 4), noreturn))
void bug_at(const char *file, int line, const char *fmt, ...);

#define BUG(...) bug_at(__FILE__, __LINE__, __VA_ARGS__)

/* Program name used as the prefix of die() and usage messages. */
extern const char *progname;

#endif
