// SPDX-License-Identifier: GPL-2.0-only
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "diag.h"
#include "path.h"
#include "strbuf.h"

const char *progname = "endian";
int verbosity;

static int progress_tty = -1;	/* unknown yet */
static int progress_shown;
static FILE *progress_out;	/* NULL: stderr */

void progress_use_fd(int fd)
{
	FILE *f = fdopen(fd, "w");

	if (!f) {
		close(fd);
		return;
	}
	setvbuf(f, NULL, _IONBF, 0);
	progress_out = f;
	progress_tty = isatty(fd);
}

void progress(size_t n, size_t total, const char *what)
{
	if (progress_tty < 0)
		progress_tty = isatty(STDERR_FILENO);
	if (!progress_tty || verbosity < 0)
		return;
	fprintf(progress_out ? progress_out : stderr, "\r[%zu/%zu] %s\033[K",
		n, total, what);
	progress_shown = 1;
}

void progress_path(size_t n, size_t total, const char *path)
{
	char *rel = path_from_cwd(path);

	progress(n, total, rel);
	free(rel);
}

void progress_done(void)
{
	if (!progress_shown)
		return;
	fputs("\r\033[K", progress_out ? progress_out : stderr);
	progress_shown = 0;
}

int stderr_capture(const char *path)
{
	int fd;

	fflush(stderr);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		return -1;
	if (dup2(fd, STDERR_FILENO) < 0) {
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

int stderr_replay(const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	int last = -1;

	if (!strbuf_read_file_quiet(&sb, path) && sb.len) {
		fflush(stdout);
		progress_done();
		fwrite(sb.buf, 1, sb.len, stderr);
		last = (unsigned char)sb.buf[sb.len - 1];
	}
	strbuf_release(&sb);
	return last;
}

static void vreport(const char *prefix, const char *fmt, va_list ap)
{
	fflush(stdout);
	progress_done();
	fputs(prefix, stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

int error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("error: ", fmt, ap);
	va_end(ap);
	return -1;
}

void verbose(const char *fmt, ...)
{
	va_list ap;

	if (verbosity <= 0)
		return;
	va_start(ap, fmt);
	vreport("endian: ", fmt, ap);
	va_end(ap);
}

void bug_fl(const char *file, int line, const char *fmt, ...)
{
	struct strbuf prefix = STRBUF_INIT;
	va_list ap;

	strbuf_addf(&prefix, "BUG: %s:%d: ", file, line);
	va_start(ap, fmt);
	vreport(prefix.buf, fmt, ap);
	va_end(ap);
	abort();
}

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("fatal: ", fmt, ap);
	va_end(ap);
	exit(2);
}

