/*
 * The commands verify runs: one at a time with its output in a log, or
 * a patch's compile and sparse jobs, v->jobs at a time, with the
 * checker's parses between their starts; what sparse's log counts.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/run.h"
#include "lib/strbuf.h"
#include "lib/vec.h"
#include "lib/xalloc.h"
#include "verify/verify-internal.h"

/*
 * Run `argv` in `dir` with stdout and stderr to the file `log`.
 * Returns its exit status, or -1 after an error line.
 */
int run_logged(const char *dir, const char *const *argv,
	       const char *log)
{
	int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600), rc;

	if (fd < 0)
		return error("cannot create '%s': %s", log, strerror(errno));
	rc = run_command_in(dir, argv, fd, fd);
	close(fd);
	return rc;
}

void show_log(const char *log)
{
	struct strbuf sb = STRBUF_INIT;

	if (!strbuf_read_file_quiet(&sb, log) && sb.len) {
		fflush(stdout);
		progress_done();
		fwrite(sb.buf, 1, sb.len, stderr);
		if (sb.buf[sb.len - 1] != '\n')
			fputc('\n', stderr);
	}
	strbuf_release(&sb);
}

char *job_log(const struct verify *v, const struct job *j)
{
	return scratch_path(v, j->kind == JOB_COMPILE ? "obj/%zu.log" :
			    "obj/%zu.sparse", j->unit);
}

static int job_start(struct verify *v, struct job *j)
{
	const struct verify_unit *u = &v->units.v[j->unit];
	char *log = job_log(v, j), *obj = scratch_path(v, "obj/%zu.o", j->unit);
	VEC(const char *) av = { NULL, 0, 0 };
	size_t i;
	int fd;

	if (j->kind == JOB_COMPILE) {
		for (i = 0; i < u->argv.nr; i++)
			VEC_PUSH(av, u->argv.v[i]);
		VEC_PUSH(av, "-o");
		VEC_PUSH(av, obj);
		unlink(obj);
	} else {
		/* sparse defines __CHECKER__ itself, as kbuild's CHECK */
		VEC_PUSH(av, "sparse");
		for (i = 0; i < u->sparse.argv.nr; i++)
			VEC_PUSH(av, u->sparse.argv.v[i]);
		/* at its cap of 100, a count could not go up */
		VEC_PUSH(av, "-fmax-warnings=unlimited");
		VEC_PUSH(av, u->check.path);
	}
	VEC_PUSH(av, NULL);
	j->status = -1;
	fd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0) {
		error("cannot create '%s': %s", log, strerror(errno));
		j->pid = -1;
	} else {
		j->pid = run_start(u->dir, av.v, fd, fd);
		close(fd);
	}
	VEC_FREE(av);
	free(log);
	free(obj);
	return j->pid > 0 ? 0 : -1;
}

/* Collect the jobs that ended; with `block`, wait for one at least. */
static void jobs_reap(job_vec *jobs, size_t *running, int block)
{
	const struct timespec tick = { 0, 10 * 1000 * 1000 };
	size_t i;

	while (*running) {
		int reaped = 0;

		for (i = 0; i < jobs->nr; i++) {
			struct job *j = &jobs->v[i];
			int rc;

			if (j->pid <= 0)
				continue;
			rc = run_done(j->pid, j->kind == JOB_COMPILE ?
				      "the compiler" : "sparse", 0);
			if (rc == -2)
				continue;
			j->status = rc;
			j->pid = 0;
			(*running)--;
			reaped = 1;
		}
		if (reaped || !block)
			return;
		/* only our own children: never waitpid(-1) in a library */
		nanosleep(&tick, NULL);
	}
}

/*
 * Run `jobs`, at most v->jobs at a time, and between starts parse the
 * `nr` units `parse` (NULL: none) for the checker, ok[i] and why[i]
 * telling how each went.  -1 when a job could not start; every started
 * job has ended on return.
 */
int jobs_run(struct verify *v, job_vec *jobs, const size_t *parse,
	     size_t nr, int *ok, struct strbuf *why)
{
	size_t next = 0, running = 0, p = 0;
	int ret = 0;

	while (!ret && (next < jobs->nr || running || p < nr)) {
		while (!ret && running < v->jobs && next < jobs->nr) {
			if (job_start(v, &jobs->v[next++]))
				ret = -1;
			else
				running++;
		}
		if (ret)
			break;
		if (p < nr) {
			ok[p] = !verify_unit_check(v, &v->units.v[parse[p]], &why[p]);
			p++;
			jobs_reap(jobs, &running, 0);
		} else {
			jobs_reap(jobs, &running, 1);
		}
	}
	while (running)
		jobs_reap(jobs, &running, 1);
	return ret;
}

/* Is the sparse warning `l` ("FILE:LINE:COL: warning: ...") at a site? */
static int sparse_exposed(const struct verify *v, const struct job *j,
			  const char *l)
{
	const char *w = strstr(l, ": warning: "), *colon = w;
	char *file;
	unsigned long line;
	int ret, seen = 0;

	/* FILE:LINE:COL, FILE perhaps with colons of its own */
	while (colon && colon > l && seen < 2)
		seen += *--colon == ':';
	if (!colon || seen < 2 || colon == l)
		return 0;
	line = strtoul(colon + 1, NULL, 10);
	file = xstrndup(l, (size_t)(colon - l));
	ret = exposed_site(v, v->units.v[j->unit].dir, file, (unsigned)line);
	free(file);
	return ret;
}

int sparse_count(struct verify *v, const struct job *j,
		 struct verify_unit *u)
{
	char *log = job_log(v, j);
	struct strbuf sb = STRBUF_INIT;
	const char *line;
	int ret = -1;

	if (j->status < 0 || strbuf_read_file(&sb, log))
		goto out;
	u->sparse_now = u->sparse_errors = u->sparse_at_exposed = 0;
	for (line = sb.buf; *line; ) {
		size_t n = strcspn(line, "\n");
		char *l = xstrndup(line, n);
		int e = strstr(l, ": error: ") != NULL;

		if (e || strstr(l, ": warning: "))
			u->sparse_now++;
		u->sparse_errors += e;
		if (sparse_exposed(v, j, l))
			u->sparse_at_exposed++;
		free(l);
		line += n + (line[n] == '\n');
	}
	ret = 0;
out:
	strbuf_release(&sb);
	free(log);
	return ret;
}
