// SPDX-License-Identifier: GPL-2.0-only
/*
 * The commands verify runs: one at a time with its output in a log, or
 * a patch's compile, sparse and parse jobs, v->jobs at a time; what
 * sparse's log counts.  A parse job is this process forked: the child
 * parses the unit and writes what verify keeps of it to obj/K.parse,
 * which the parent reads back, so the checker's parses run beside the
 * compilers and a parse that crashes libclang costs that unit alone.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/file.h"
#include "lib/path.h"
#include "lib/run.h"
#include "lib/strbuf.h"
#include "lib/strvec.h"
#include "lib/vec.h"
#include "lib/xalloc.h"
#include "verify/verify-internal.h"

pid_t run_logged_start(const char *dir, const char *const *argv,
		       const char *log)
{
	int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	pid_t pid;
	int err;

	if (fd < 0)
		return error("cannot create '%s': %s", log, strerror(errno));
	pid = run_start(dir, argv, fd, fd);
	err = errno;
	close(fd);
	errno = err;	/* EAGAIN: the caller's to wait or to say */
	return pid;
}

int run_logged(const char *dir, const char *const *argv,
	       const char *log)
{
	pid_t pid = run_logged_start(dir, argv, log);

	if (pid < 0 && errno == EAGAIN)
		return error("cannot run %s: %s", argv[0], strerror(errno));
	return pid < 0 ? -1 : run_done(pid, argv[0], 1);
}

void show_log(const char *log)
{
	int last = stderr_replay(log);

	if (last >= 0 && last != '\n')
		fputc('\n', stderr);
}

char *job_log(const struct verify *v, const struct job *j)
{
	static const char *const logs[] = {
		[JOB_COMPILE] = "obj/%zu.log",
		[JOB_SPARSE] = "obj/%zu.sparse",
		[JOB_PARSE] = "obj/%zu.parse",
		[JOB_DEPS] = "obj/%zu.deps",
		[JOB_DEPS_CHECK] = "obj/%zu.ck.deps",
	};

	return scratch_path(v, logs[j->kind], j->unit);
}

/* ------------------------------------------------------------ parse jobs */

/* One string of a parse file: its length, a blank, its bytes. */
static void put_str(struct strbuf *sb, const char *tag, const char *s)
{
	strbuf_addf(sb, "%s %zu %s\n", tag, strlen(s), s);
}

/*
 * The child's side: parse unit `k` and write the result to `path` as
 * lines "TAG VALUE": ok, counts, program, and why / site / inc / use
 * strings (`use` as "FILE\tFIRST\tLAST").  Its exit status: 0.
 */
static int parse_child(struct verify *v, size_t k, const char *path)
{
	struct verify_unit *u = &v->units.v[k];
	struct strbuf sb = STRBUF_INIT, why = STRBUF_INIT;
	size_t i;
	int ok, fd, ret;

	v->idx = clang_createIndex(0, 0);
	ok = !verify_unit_check(v, u, &why);
	clang_disposeIndex(v->idx);
	strbuf_addf(&sb, "ok %d\n", ok);
	if (!ok)
		put_str(&sb, "why", why.buf);
	strbuf_addf(&sb, "counts %u %u %u\nprogram %" PRIu64 "\n",
		    u->warnings, u->errors, u->at_exposed, u->program);
	/* after a failed parse, what the unit held: the parent keeps it */
	for (i = 0; i < u->sites.nr; i++)
		put_str(&sb, "site", u->sites.v[i]);
	for (i = 0; i < u->incs.nr; i++)
		put_str(&sb, "inc", u->incs.v[i]);
	for (i = 0; i < u->uses.nr; i++) {
		struct strbuf l = STRBUF_INIT;

		strbuf_addf(&l, "%s\t%u\t%u", u->uses.v[i].file,
			    u->uses.v[i].first, u->uses.v[i].last);
		put_str(&sb, "use", l.buf);
		strbuf_release(&l);
	}
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	ret = fd < 0 || write_in_full(fd, sb.buf, sb.len) < 0;
	if (fd >= 0 && close(fd))
		ret = 1;
	return ret;
}

/* Fork a child for parse job `j`: its pid, or -1 after an error line. */
static pid_t parse_start(struct verify *v, const struct job *j)
{
	char *path = job_log(v, j);
	pid_t pid;

	unlink(path);
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0 && errno != EAGAIN) {
		error("cannot fork to parse '%s': %s", v->units.v[j->unit].rel,
		      strerror(errno));
	} else if (!pid) {
		/* what the parse says goes to the file, not to stderr */
		int null = open("/dev/null", O_WRONLY);

		if (null >= 0)
			dup2(null, 2);
		_exit(parse_child(v, j->unit, path));
	}
	free(path);
	return pid;
}

/*
 * The next string of a parse file at *p ("TAG LEN BYTES\n", TAG
 * already read and skipped) into `out`: 0, or -1 when it is cut short.
 */
static int get_str(const char **p, const char *end, struct strbuf *out)
{
	char *e;
	unsigned long long n = strtoull(*p, &e, 10);

	if (e == *p || *e != ' ' || n > (unsigned long long)(end - e - 1))
		return -1;
	strbuf_reset(out);
	strbuf_add(out, e + 1, (size_t)n);
	*p = e + 1 + n;
	if (*p < end && **p == '\n')
		(*p)++;
	return 0;
}

/*
 * The parent's side: unit `k` as its parse job `j` left it.  Returns
 * 1 when it parsed, 0 with why in `why` when not.
 */
static int parse_read(struct verify *v, const struct job *j,
		      struct strbuf *why)
{
	struct verify_unit *u = &v->units.v[j->unit];
	char *path = job_log(v, j);
	struct strbuf sb = STRBUF_INIT, str = STRBUF_INIT;
	const char *p, *end;
	int ok = -1;

	if (j->status || strbuf_read_file_quiet(&sb, path)) {
		strbuf_addstr(why, j->status < 0 ? "the parse ended abnormally "
			      "(libclang crashed?)" : "the parse left no result");
		goto out;
	}
	strset_release(&u->sites);
	strset_release(&u->incs);
	VEC_FREE(u->uses);
	for (p = sb.buf, end = sb.buf + sb.len; p < end; ) {
		size_t n = strcspn(p, " \n");
		const char *tag = p;

		p += n + (p + n < end);
		if (n == 2 && !strncmp(tag, "ok", 2)) {
			ok = *p == '1';
			p += strcspn(p, "\n") + 1;
		} else if (n == 6 && !strncmp(tag, "counts", 6)) {
			if (sscanf(p, "%u %u %u", &u->warnings, &u->errors,
				   &u->at_exposed) != 3)
				break;
			p += strcspn(p, "\n") + 1;
		} else if (n == 7 && !strncmp(tag, "program", 7)) {
			u->program = strtoull(p, NULL, 10);
			p += strcspn(p, "\n") + 1;
		} else if (get_str(&p, end, &str)) {
			break;
		} else if (n == 3 && !strncmp(tag, "why", 3)) {
			strbuf_addstr(why, str.buf);
		} else if (n == 4 && !strncmp(tag, "site", 4)) {
			strset_add(&u->sites, str.buf, str.len);
		} else if (n == 3 && !strncmp(tag, "inc", 3)) {
			strset_add(&u->incs, str.buf, str.len);
		} else if (n == 3 && !strncmp(tag, "use", 3)) {
			struct lines l;
			char *t = strchr(str.buf, '\t');

			if (!t)
				break;
			l.file = strset_intern(&v->names, str.buf,
					       (size_t)(t - str.buf));
			if (sscanf(t + 1, "%u\t%u", &l.first, &l.last) != 2)
				break;
			VEC_PUSH(u->uses, l);
		}
	}
	if (p < end || ok < 0) {
		strbuf_reset(why);
		strbuf_addstr(why, "the parse left a result verify cannot "
			      "read");
		ok = 0;
	}
	uses_sort(u);
	if (ok && !u->parsed) {
		strset_add_all(&u->first_sites, &u->sites);
		u->parsed = 1;
	}
out:
	strbuf_release(&sb);
	strbuf_release(&str);
	free(path);
	return ok > 0;
}

/*
 * Start the compiler, sparse or a dependency list (in the root) for job
 * `j`: its pid, or -1 after an error.
 */
static pid_t command_start(struct verify *v, const struct job *j)
{
	const struct verify_unit *u = &v->units.v[j->unit];
	char *log = job_log(v, j), *obj = scratch_path(v, "obj/%zu.o", j->unit);
	char *dir = NULL, *deps = NULL;
	struct strvec dav = STRVEC_INIT;
	VEC(const char *) av = { NULL, 0, 0 };
	const char *const *argv = NULL;
	pid_t pid;
	size_t i;

	if (j->kind == JOB_DEPS || j->kind == JOB_DEPS_CHECK) {
		if (j->kind == JOB_DEPS_CHECK)
			dir = unit_root_dir(v, u);
		deps = deps_file(v, j);
		deps_command(v, j, deps, &dav);
		argv = dav.v;
	} else if (j->kind == JOB_COMPILE) {
		for (i = 0; i < v->nlauncher; i++)
			VEC_PUSH(av, v->launcher[i]);
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
	if (!argv) {
		VEC_PUSH(av, NULL);
		argv = av.v;
	}
	pid = run_logged_start(dir ? dir : u->dir, argv, log);
	VEC_FREE(av);
	strvec_clear(&dav);
	free(dir);
	free(deps);
	free(log);
	free(obj);
	return pid;
}

/*
 * Start job `j`: 0; 1 when no process can be made now and `can_wait`
 * (jobs of ours are running: one of them ending frees one); else -1
 * after an error line.
 */
static int job_start(struct verify *v, struct job *j, int can_wait)
{
	j->status = -1;
	j->pid = j->kind == JOB_PARSE ? parse_start(v, j) :
					command_start(v, j);
	if (j->pid > 0)
		return 0;
	if (errno != EAGAIN)
		return -1;
	j->pid = -1;
	if (can_wait)
		return 1;
	return error("cannot start a process for '%s': %s",
		     v->units.v[j->unit].rel, strerror(errno));
}

/* What runs job kind `k`, for run_done(); NULL: this process, forked. */
static const char *job_name(enum job_kind k)
{
	switch (k) {
	case JOB_COMPILE:
	case JOB_DEPS:
		return "the compiler";
	case JOB_SPARSE:
		return "sparse";
	case JOB_DEPS_CHECK:
		return "clang";
	case JOB_PARSE:
		break;
	}
	return NULL;
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
			/* a parse that crashed libclang failed: not trouble */
			rc = run_done(j->pid, job_name(j->kind), 0);
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

/* How many of the running `jobs` run here: all but the compiles. */
static size_t running_here(const job_vec *jobs)
{
	size_t i, n = 0;

	for (i = 0; i < jobs->nr; i++)
		n += jobs->v[i].pid > 0 && jobs->v[i].kind != JOB_COMPILE;
	return n;
}

void parses_init(struct parses *p, size_t max)
{
	p->nr = 0;
	p->unit = xcalloc(max + 1, sizeof(*p->unit));
	p->ok = xcalloc(max + 1, sizeof(*p->ok));
	p->why = xcalloc(max + 1, sizeof(*p->why));
}

void parses_add(struct parses *p, size_t k)
{
	strbuf_init(&p->why[p->nr]);
	p->unit[p->nr++] = k;
}

void parses_release(struct parses *p)
{
	size_t i;

	for (i = 0; i < p->nr; i++)
		strbuf_release(&p->why[i]);
	free(p->why);
	free(p->ok);
	free(p->unit);
}

/* "[n/N] STAGE: compile UNIT" on a terminal, as job `j` starts. */
static void job_progress(const struct verify *v, size_t n, size_t total,
			 const struct job *j)
{
	static const char *const verbs[] = {
		[JOB_COMPILE] = "compile",
		[JOB_SPARSE] = "sparse",
		[JOB_PARSE] = "parse",
		[JOB_DEPS] = "list what the compiler reads of",
		[JOB_DEPS_CHECK] = "list what clang reads of",
	};
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s: %s %s", v->stage, verbs[j->kind],
		    v->units.v[j->unit].rel);
	progress(n, total, sb.buf);
	strbuf_release(&sb);
}

int jobs_run(struct verify *v, job_vec *jobs, struct parses *parses)
{
	size_t nr = parses ? parses->nr : 0;
	size_t next = 0, running = 0, first = jobs->nr, total, i;
	/*
	 * A launcher may send compiles elsewhere (-j 18 for a farm), but
	 * parses and sparse run here: no more of them than processors.
	 */
	size_t cpus = run_cpus();
	size_t here = cpus < v->jobs ? cpus : v->jobs;
	/* fewer under a process limit: as many as could be made */
	size_t limit = v->jobs;
	int ret = 0;

	/* the parses first: what they find decides the most */
	for (i = 0; i < nr; i++) {
		struct job j = { parses->unit[i], JOB_PARSE, 0, -1 };

		VEC_PUSH(*jobs, j);
	}
	total = jobs->nr;
	if (total)
		verbose("verify: %s: %zu job%s", v->stage, total,
			total == 1 ? "" : "s");
	while (!ret && (next < total || running)) {
		while (!ret && running < limit && next < total) {
			size_t at = next < nr ? first + next : next - nr;
			int rc;

			if (jobs->v[at].kind != JOB_COMPILE &&
			    running_here(jobs) >= here)
				break;
			job_progress(v, next + 1, total, &jobs->v[at]);
			rc = job_start(v, &jobs->v[at], running > 0);
			if (rc > 0) {
				limit = running;
				verbose("verify: no more processes to be had: "
					"%zu jobs at a time", limit);
				break;
			}
			next++;
			if (rc)
				ret = -1;
			else
				running++;
		}
		jobs_reap(jobs, &running, 1);
	}
	while (running)
		jobs_reap(jobs, &running, 1);
	for (i = 0; !ret && i < nr; i++)
		parses->ok[i] = parse_read(v, &jobs->v[first + i],
					   &parses->why[i]);
	jobs->nr = first;
	return ret;
}

/*
 * The sparse warning `l` ("FILE:LINE:COL: warning: ...") of unit u as a
 * site, "FILE:LINE: warning: ..." with FILE relative to the root (or as
 * sparse names it, when outside), into `site`: 0 when `l` is none.
 * *line is its line, *rel its file relative to the root (NULL: outside).
 */
static int sparse_site(const struct verify *v, const struct verify_unit *u,
		       const char *l, struct strbuf *site, unsigned *line,
		       const char **rel, char **abs)
{
	const char *w = strstr(l, ": warning: "), *colon = w;
	char *file;
	int seen = 0;

	/* FILE:LINE:COL, FILE perhaps with colons of its own */
	while (colon && colon > l && seen < 2)
		seen += *--colon == ':';
	if (!colon || seen < 2 || colon == l)
		return 0;
	*line = (unsigned)strtoul(colon + 1, NULL, 10);
	file = xstrndup(l, (size_t)(colon - l));
	*abs = path_normalize(u->dir, file);
	*rel = tree_rel(v, *abs);
	free(file);
	strbuf_reset(site);
	strbuf_addf(site, "%s:%u%s", *rel ? *rel : *abs, *line, w);
	return 1;
}

int sparse_count(struct verify *v, const struct job *j,
		 struct verify_unit *u)
{
	char *log = job_log(v, j);
	struct strbuf sb = STRBUF_INIT, site = STRBUF_INIT;
	const char *line;
	int ret = -1;

	if (j->status < 0 || strbuf_read_file(&sb, log))
		goto out;
	u->sparse_now = u->sparse_errors = u->sparse_at_exposed = 0;
	u->sparse_missing = 0;
	strset_release(&u->sparse_sites);
	for (line = sb.buf; *line; ) {
		size_t n = strcspn(line, "\n");
		char *l = xstrndup(line, n), *abs = NULL;
		int e = strstr(l, ": error: ") != NULL;
		const char *rel;
		unsigned at;

		if (e || strstr(l, ": warning: "))
			u->sparse_now++;
		if (e && v->partial && strstr(l, ": error: unable to open "))
			u->sparse_missing = 1;
		u->sparse_errors += e;
		if (sparse_site(v, u, l, &site, &at, &rel, &abs)) {
			strset_add(&u->sparse_sites, site.buf, site.len);
			u->sparse_at_exposed += exposed_at(v, rel, at);
		}
		free(abs);
		free(l);
		line += n + (line[n] == '\n');
	}
	ret = 0;
out:
	strbuf_release(&site);
	strbuf_release(&sb);
	free(log);
	return ret;
}
