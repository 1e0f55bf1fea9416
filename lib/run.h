#ifndef LIB_RUN_H
#define LIB_RUN_H

/*
 * Running other programs (diff, spatch, the compiler) without a shell.
 *
 * run_command() runs argv[0] found on PATH with argv (NULL-terminated),
 * stdin from /dev/null and stdout to `out_fd` (stderr is inherited), and
 * returns its exit status, or -1 with an error line when it could not be
 * started or died of a signal.
 */
int run_command(const char *const *argv, int out_fd);

#endif
