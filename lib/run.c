#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/run.h"

int run_command(const char *const *argv, int out_fd)
{
	int status;
	pid_t pid;

	fflush(NULL);
	pid = fork();
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
		execvp(argv[0], (char *const *)argv);
		/* 127 as the shell says it: no such program */
		error("cannot run %s: %s", argv[0], strerror(errno));
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return error("cannot wait for %s: %s", argv[0],
				     strerror(errno));
	if (WIFSIGNALED(status))
		return error("%s died of signal %d", argv[0], WTERMSIG(status));
	return WEXITSTATUS(status);
}
