// SPDX-License-Identifier: GPL-2.0-only
#define _GNU_SOURCE	/* sched_getaffinity() */
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/path.h"
#include "lib/run.h"
#include "lib/strbuf.h"

int run_command(const char *const *argv, int out_fd)
{
	return run_command_in(NULL, argv, out_fd, 2);
}

int run_command_in(const char *dir, const char *const *argv, int out_fd,
		   int err_fd)
{
	pid_t pid = run_start(dir, argv, out_fd, err_fd);

	if (pid < 0 && errno == EAGAIN)
		return error("cannot run %s: %s", argv[0], strerror(errno));
	return pid < 0 ? -1 : run_done(pid, argv[0], 1);
}

/* -v: the command as a shell would take it, and where it runs. */
static void say_command(const char *dir, const char *const *argv)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; argv[i]; i++) {
		if (i)
			strbuf_addch(&sb, ' ');
		strbuf_add_shell_word(&sb, argv[i]);
	}
	if (dir) {
		char *rel = path_from_cwd(dir);

		verbose("run in '%s': %s", rel, sb.buf);
		free(rel);
	} else {
		verbose("run: %s", sb.buf);
	}
	strbuf_release(&sb);
}

pid_t run_start(const char *dir, const char *const *argv, int out_fd,
		int err_fd)
{
	pid_t pid;

	if (verbosity > 0)
		say_command(dir, argv);
	fflush(NULL);
	pid = fork();
	if (pid < 0 && errno == EAGAIN)
		return -1;	/* the caller's to wait or to say */
	if (pid < 0)
		return error("cannot run %s: %s", argv[0], strerror(errno));
	if (!pid) {
		int in = open("/dev/null", O_RDONLY);

		if (in >= 0 && in != 0) {
			dup2(in, 0);
			close(in);
		}
		if (out_fd != 1 && dup2(out_fd, 1) < 0)
			_exit(127);
		if (err_fd != 2 && dup2(err_fd, 2) < 0)
			_exit(127);
		if (dir && chdir(dir)) {
			error("cannot run %s in '%s': %s", argv[0], dir,
			      strerror(errno));
			_exit(127);
		}
		execvp(argv[0], (char *const *)argv);
		/* 127 as the shell says it: no such program */
		error("cannot run %s: %s", argv[0], strerror(errno));
		_exit(127);
	}
	return pid;
}

int run_done(pid_t pid, const char *name, int block)
{
	int status;
	pid_t got;

	while ((got = waitpid(pid, &status, block ? 0 : WNOHANG)) < 0)
		if (errno != EINTR)
			return error("cannot wait for %s: %s",
				     name ? name : "a child", strerror(errno));
	if (!got)
		return -2;
	if (WIFSIGNALED(status))
		return name ? error("%s died of signal %d", name,
				    WTERMSIG(status)) : -1;
	return WEXITSTATUS(status);
}

double run_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int run_found(const char *prog)
{
	const char *path = getenv("PATH");

	if (strchr(prog, '/'))
		return !access(prog, X_OK);
	while (path) {
		const char *colon = strchr(path, ':');
		size_t n = colon ? (size_t)(colon - path) : strlen(path);
		struct strbuf sb = STRBUF_INIT;
		int ok;

		strbuf_addf(&sb, "%.*s/%s", (int)n, n ? path : ".", prog);
		ok = !access(sb.buf, X_OK);
		strbuf_release(&sb);
		if (ok)
			return 1;
		path = colon ? colon + 1 : NULL;
	}
	return 0;
}

unsigned run_cpus(void)
{
	cpu_set_t set;
	long n;

	if (!sched_getaffinity(0, sizeof(set), &set) && CPU_COUNT(&set) > 0)
		return (unsigned)CPU_COUNT(&set);
	n = sysconf(_SC_NPROCESSORS_ONLN);
	return n > 0 ? (unsigned)n : 1;
}
