// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian infer: parse every translation unit once (or take its facts from
 * the cache), merge the facts program-wide, solve, report.
 *
 * With -j N the translation units are shared among N forked workers; each
 * writes its facts in the text form to a scratch directory and the parent
 * merges them in command-line order, so the result does not depend on N.
 */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "infer/cache.h"
#include "infer/facts.h"
#include "infer/helpers.h"
#include "infer/infer.h"
#include "infer/overlay.h"
#include "infer/report.h"
#include "infer/solve.h"
#include "infer/walk.h"
#include "lib/ccargs.h"
#include "lib/cdb.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/file.h"
#include "lib/path.h"
#include "lib/pch.h"
#include "lib/run.h"
#include "lib/strbuf.h"
#include "lib/unit.h"
#include "lib/xalloc.h"

typedef VEC(struct unit) unit_vec;

struct run {
	const struct infer_options *o;
	struct helper_table *helpers;
	struct overlay_set *overlay;
	struct cache cache;
	int cache_on;
	char *overlay_registry;
	VEC(char *) roots;	/* absolute, heap */
	struct walk_options walk;
	CXIndex idx;
};

/* ---------------------------------------------------------------- options */

int infer_options_args(struct infer_options *o, int argc, const char **argv)
{
	int i, flags = 0;

	if (o->no_cache || o->no_pch)
		pch_disable();

	for (i = 0; i < argc; i++) {
		struct ccargs scratch = CCARGS_INIT;
		int j = i;

		if (!flags) {
			if (!strcmp(argv[i], "--"))
				flags = 1;
			else
				strvec_push(&o->files, argv[i]);
			continue;
		}
		/* what is not an option is one more file */
		if (!ccargs_filter_one(&scratch, argv, argc, &j))
			strvec_push(&o->files, argv[i]);
		else
			for (; i <= j; i++)
				strvec_push(&o->flags, argv[i]);
		i = j;
		ccargs_release(&scratch);
	}
	if (!o->files.nr && !o->build_dir && !o->fact_files.nr)
		return error("no input files");
	return 0;
}

void infer_options_release(struct infer_options *o)
{
	strvec_clear(&o->files);
	strvec_clear(&o->flags);
	strvec_clear(&o->roots);
	strvec_clear(&o->fact_files);
}

/* ---------------------------------------------------------------- roots */

/* The longest directory that holds every path in `v` (heap). */
static char *common_dir(char **v, size_t nr)
{
	char *dir = NULL;
	size_t i;

	for (i = 0; i < nr; i++) {
		char *p = realpath(v[i], NULL), *d;

		if (!p)
			continue;
		d = path_dir(p);
		free(p);
		if (!dir) {
			dir = d;
			continue;
		}
		path_common_dir(dir, d);
		free(d);
	}
	return dir;
}

/* ---------------------------------------------------------------- one unit */

/* With parse errors, the files the unit read go onto `reads`. */
static int parse_unit(struct run *r, struct unit *u, CXTranslationUnit *tu,
		      struct strvec *reads)
{
	struct CXUnsavedFile *files;
	unsigned nfiles;

	overlay_unsaved(r->overlay, &files, &nfiles);
	return unit_parse_reads(r->idx, u, "analyse", files, nfiles, tu,
				reads);
}

/* Wrappers are the project's: a system header's own aliases are not news. */
static void drop_outside_wrappers(struct run *r, struct facts *f)
{
	size_t i, n = 0;

	for (i = 0; i < f->wrappers.nr; i++)
		if (walk_in_roots(&r->walk,
				  f->files.v[f->wrappers.v[i].at.file]))
			f->wrappers.v[n++] = f->wrappers.v[i];
	f->wrappers.nr = n;
}

/*
 * The cache key of a unit: its source, its arguments, and everything else
 * that changes its facts (the helper table, the roots).
 */
static char *unit_key(struct run *r, struct unit *u)
{
	struct strbuf extra = STRBUF_INIT;
	char *src = abspath(unit_source(u));
	char digest[17], *key;
	size_t i;

	helpers_digest(r->helpers, digest);
	strbuf_addstr(&extra, digest);
	for (i = 0; i < r->roots.nr; i++) {
		strbuf_addch(&extra, '\n');
		strbuf_addstr(&extra, r->roots.v[i]);
	}
	key = cache_key(src, (const char *const *)u->cc.argv.v,
			(int)u->cc.argv.nr, extra.buf);
	free(src);
	strbuf_release(&extra);
	return key;
}

/*
 * The facts of one unit into `out`: from the cache, or by parsing (again,
 * when the first parse found headers that define helpers as macros).
 */
/*
 * The facts of one unit into `out`; -1 when it cannot be analysed, with
 * the files it read onto `reads` when it did not parse cleanly.
 */
static int analyse_unit(struct run *r, struct unit *u, struct facts *out,
			struct strvec *reads)
{
	CXTranslationUnit tu = NULL;
	struct helper_table *unit = NULL;
	struct walk_options wo = r->walk;
	char *key = NULL;
	int ret = -1, found;

	/* before the cache: a file that cannot be read is an error */
	if (path_readable_source(u->path, "analyse"))
		return -1;
	if (r->cache_on) {
		key = unit_key(r, u);
		if (cache_lookup(&r->cache, key, out) == 1) {
			char *rel = path_from_cwd(u->path);

			verbose("%s: facts from the cache", rel);
			free(rel);
			free(key);
			return 0;
		}
	}
	if (parse_unit(r, u, &tu, reads))
		goto out;
	found = overlay_discover(r->overlay, tu, NULL, NULL);
	if (found > 0) {
		cx_dispose_tu(tu);
		tu = NULL;
		if (r->overlay_registry)
			overlay_save(r->overlay, r->overlay_registry);
		if (parse_unit(r, u, &tu, reads))
			goto out;
	}
	/*
	 * The helpers found in this unit's files are its own: another
	 * unit's cannot change its facts, which the cache keys on its
	 * inputs alone.
	 */
	unit = helpers_layer(r->helpers);
	wo.helpers = unit;
	if (overlay_discover(r->overlay, tu, unit, out) < 0)
		goto out;
	drop_outside_wrappers(r, out);
	if (walk_tu(tu, &wo, out))
		goto out;
	/* also what a rewrite reads: the project's helper definitions */
	cache_record_inputs(out, tu);
	if (r->cache_on)
		cache_store(&r->cache, key, out);
	ret = 0;
out:
	if (tu)
		cx_dispose_tu(tu);
	helpers_free(unit);
	free(key);
	return ret;
}

/* ---------------------------------------------------------------- all units */

/*
 * The translation units to analyse, with their clang arguments: the
 * compiler flags after --, filtered for clang, follow the database's.
 */
static int collect_units(const struct infer_options *o, struct cdb *db,
			 unit_vec *units)
{
	struct ccargs flags = CCARGS_INIT;
	struct strvec all = STRVEC_INIT;
	const char *const *files = o->files.v;
	size_t i;
	int ret = 0, k;

	for (k = 0; k < (int)o->flags.nr; k++)
		ccargs_filter_one(&flags, o->flags.v, (int)o->flags.nr, &k);
	if (!o->files.nr && o->build_dir) {
		char **db_files = cdb_files(db);

		for (i = 0; db_files[i]; i++) {
			strvec_push(&all, db_files[i]);
			free(db_files[i]);
		}
		free(db_files);
		files = all.v;
	}
	for (; *files; files++) {
		struct unit u;

		if (unit_init(&u, *files, o->build_dir ? db : NULL, &flags, 0))
			ret = -1;
		else
			VEC_PUSH(*units, u);
	}
	strvec_clear(&all);
	ccargs_release(&flags);
	return ret;
}

/* The source of a unit, absolute, onto the list of units that failed. */
static void unit_failed(struct strvec *failed, const struct unit *u)
{
	char *path = abspath(unit_source(u));

	strvec_push(failed, path);
	free(path);
}

/* ---------------------------------------------------------------- workers */

/*
 * A worker's list of paths for the parent, each ended by a NUL (a path
 * may hold a newline).
 */
static int write_paths(const char *path, const struct strvec *v)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;
	int ret;

	for (i = 0; i < v->nr; i++)
		strbuf_add(&sb, v->v[i], strlen(v->v[i]) + 1);
	ret = file_create(path, sb.buf, sb.len, 0600, 0);
	strbuf_release(&sb);
	return ret;
}

static int read_paths(const char *path, struct strvec *v)
{
	struct strbuf sb = STRBUF_INIT;
	size_t off;

	if (strbuf_read_file(&sb, path)) {
		strbuf_release(&sb);
		return -1;
	}
	for (off = 0; off < sb.len; off += strlen(sb.buf + off) + 1)
		strvec_push(v, sb.buf + off);
	strbuf_release(&sb);
	return 0;
}

/*
 * What the workers share, in memory mapped into each: the next unit to
 * draw, the units begun (the progress line counts up whichever worker
 * draws it), and the unit each worker is on (NO_UNIT between units), so
 * that the parent can name the unit a worker died on.
 */
struct draw {
	size_t next;
	size_t begun;
	size_t on[];
};

#define NO_UNIT SIZE_MAX

/*
 * Draw units one at a time until none is left, writing each unit's
 * facts to DIR/i, or, when it cannot be analysed, the files it read to
 * DIR/i.reads; returns 2 if any unit could not be analysed.
 */
static int worker(struct run *r, struct unit *units, size_t nr,
		  struct draw *d, unsigned w, const char *dir)
{
	int trouble = 0, tty = dup(STDERR_FILENO);
	size_t i;

	/* the progress line stays on the terminal; the errors, per unit */
	if (tty >= 0)
		progress_use_fd(tty);
	while ((i = __atomic_fetch_add(&d->next, 1, __ATOMIC_RELAXED)) < nr) {
		struct facts f = FACTS_INIT;
		struct strbuf path = STRBUF_INIT;
		struct strvec reads = STRVEC_INIT;
		FILE *out;

		__atomic_store_n(&d->on[w], i, __ATOMIC_RELAXED);
		strbuf_addf(&path, "%s/%zu.err", dir, i);
		if (stderr_capture(path.buf))
			_exit(3);
		strbuf_reset(&path);
		progress_path(__atomic_add_fetch(&d->begun, 1,
						 __ATOMIC_RELAXED),
			      nr, units[i].path);
		if (analyse_unit(r, &units[i], &f, &reads)) {
			trouble = 1;
			strbuf_addf(&path, "%s/%zu.reads", dir, i);
			if (reads.nr && write_paths(path.buf, &reads))
				trouble = 1;
		} else {
			strbuf_addf(&path, "%s/%zu", dir, i);
			out = fopen(path.buf, "w");
			if (!out || facts_write(&f, out) || fclose(out)) {
				error("cannot write '%s': %s", path.buf,
				      strerror(errno));
				trouble = 1;
			}
		}
		fflush(stderr);
		__atomic_store_n(&d->on[w], NO_UNIT, __ATOMIC_RELAXED);
		strbuf_release(&path);
		strvec_clear(&reads);
		facts_release(&f);
	}
	return trouble ? 2 : 0;
}

/*
 * Which bitwise typedefs one unit sees, before its facts join the rest:
 * merged facts no longer say which units declared a name.
 */
static void count_typedefs(struct gather *g, const struct facts *f)
{
	size_t i, j;

	g->nr_units++;
	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];
		struct gather_typedef *t = NULL;

		if (d->kind != DECL_TYPEDEF || !(d->flags & FDECL_ANNOTATED))
			continue;
		for (j = 0; j < g->typedefs.nr && !t; j++)
			if (!strcmp(g->typedefs.v[j].name, d->name))
				t = &g->typedefs.v[j];
		if (!t) {
			struct gather_typedef n = { xstrdup(d->name), 0, 0 };

			VEC_PUSH(g->typedefs, n);
			t = &g->typedefs.v[g->typedefs.nr - 1];
		}
		/* a name declared twice in one unit counts once */
		if (t->last_unit != g->nr_units) {
			t->last_unit = g->nr_units;
			t->units++;
		}
	}
}

/* One unit's facts into the gathering. */
static void gather_absorb(struct gather *g, struct facts *f)
{
	count_typedefs(g, f);
	facts_absorb(&g->facts, f);
}

static int read_facts_file(struct gather *g, const char *path)
{
	struct facts f = FACTS_INIT;
	struct strbuf sb = STRBUF_INIT;
	FILE *in;
	int ret;

	/* bounded, and never a FIFO or a device: a --facts file is the user's */
	if (strbuf_read_file(&sb, path))
		return -1;
	in = fmemopen(sb.buf, sb.len, "r");
	if (!in) {
		strbuf_release(&sb);
		return error("cannot read '%s': %s", path, strerror(errno));
	}
	ret = facts_read(&f, in, path);
	fclose(in);
	strbuf_release(&sb);
	if (!ret)
		gather_absorb(g, &f);
	else
		facts_release(&f);
	return ret;
}

/*
 * Start worker `w`: its pid, or -1 (with errno) when no process can be
 * made.  The child unblocks `chld` again, which this process blocks to
 * wait for it (the rest of its mask is lib/signals.c's).
 */
static pid_t start_worker(struct run *r, struct unit *units, size_t nr,
			  struct draw *d, unsigned w, const char *dir,
			  const sigset_t *chld)
{
	pid_t pid;

	fflush(NULL);
	pid = fork();
	if (!pid) {
		pthread_sigmask(SIG_UNBLOCK, chld, NULL);
		_exit(worker(r, units, nr, d, w, dir));
	}
	return pid;
}

/*
 * Reap the workers that ended, without blocking: a worker that died
 * leaves the unit it was on in `died` (the signal, or 256 + an exit
 * status the worker does not give) and is replaced while units are
 * left.  Returns how many still run.
 */
static unsigned reap_workers(struct run *r, struct unit *units, size_t nr,
			     struct draw *d, pid_t *pids, unsigned jobs,
			     const char *dir, const sigset_t *chld, int *died)
{
	unsigned w, running = 0;

	for (w = 0; w < jobs; w++) {
		int status;
		size_t on;
		pid_t got;

		if (pids[w] <= 0)
			continue;
		got = waitpid(pids[w], &status, WNOHANG);
		if (!got || (got < 0 && errno == EINTR)) {
			running++;
			continue;
		}
		pids[w] = 0;
		on = __atomic_load_n(&d->on[w], __ATOMIC_RELAXED);
		if (got > 0 && WIFEXITED(status) &&
		    (WEXITSTATUS(status) == 0 || WEXITSTATUS(status) == 2))
			continue;
		if (on != NO_UNIT)
			died[on] = got < 0 ? 256 + 127 :
				   WIFSIGNALED(status) ? WTERMSIG(status) :
				   256 + WEXITSTATUS(status);
		__atomic_store_n(&d->on[w], NO_UNIT, __ATOMIC_RELAXED);
		if (__atomic_load_n(&d->next, __ATOMIC_RELAXED) < nr) {
			pids[w] = start_worker(r, units, nr, d, w, dir, chld);
			running += pids[w] > 0;
		}
	}
	return running;
}

/*
 * Unit i's facts into the gathering, or -1 with it among the failed:
 * the worker said why, or it died on the unit (`died`), or no worker
 * began it: none made its stderr file (none was left to draw it, or one
 * died between drawing it and noting it).
 */
static int merge_unit(struct gather *g, struct unit *u, const char *dir,
		      size_t i, int died)
{
	struct strbuf path = STRBUF_INIT;
	int ret = 0, begun;

	/* what it said, where -j 1 says it */
	strbuf_addf(&path, "%s/%zu.err", dir, i);
	begun = !access(path.buf, F_OK);
	stderr_replay(path.buf);
	strbuf_reset(&path);
	strbuf_addf(&path, "%s/%zu", dir, i);
	if (!access(path.buf, F_OK)) {
		ret = read_facts_file(g, path.buf);
	} else {
		char *rel = path_from_cwd(u->path);

		ret = -1;
		if (died > 256)
			error("cannot analyse '%s': its worker exited with "
			      "status %d", rel, died - 256);
		else if (died)
			error("cannot analyse '%s': the analysis died of "
			      "signal %d (%s)", rel, died, strsignal(died));
		else if (!begun)
			error("cannot analyse '%s': no worker was left to "
			      "take it", rel);
		free(rel);
		strbuf_addstr(&path, ".reads");
		if (!access(path.buf, F_OK))
			read_paths(path.buf, &g->failed_reads);
		unit_failed(&g->failed, u);
	}
	strbuf_release(&path);
	return ret;
}

/*
 * Analyse the units in up to `jobs` forked workers and merge their facts
 * in the units' order, so the result does not depend on `jobs`.  Each
 * unit runs in a worker even with one job: a unit that crashes libclang
 * costs that unit alone, named.  -1 when no worker could be started, or
 * no scratch directory made (the caller analyses in this process), 1
 * when some unit could not be analysed, else 0.
 */
static int analyse_parallel(struct run *r, struct unit *units, size_t nr,
			    unsigned jobs, struct gather *g)
{
	size_t size = sizeof(struct draw) + jobs * sizeof(size_t), i;
	struct draw *d = mmap(NULL, size, PROT_READ | PROT_WRITE,
			      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pid_t *pids = xcalloc(jobs, sizeof(*pids));
	int *died = xcalloc(nr, sizeof(*died));
	sigset_t chld, mask;
	unsigned w, running = 0;
	char *dir = NULL;
	int trouble = 0;

	if (d == MAP_FAILED) {
		free(pids);
		free(died);
		return -1;
	}
	dir = scratch_dir_create("infer");
	if (!dir) {
		trouble = -1;
		goto out;
	}
	d->next = d->begun = 0;
	for (w = 0; w < jobs; w++)
		d->on[w] = NO_UNIT;
	/* SIGCHLD wakes the wait below */
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	pthread_sigmask(SIG_BLOCK, &chld, &mask);
	/*
	 * The workers draw the line on the terminal; this process draws
	 * its first state, so that it knows to clear it at the end.
	 */
	progress_path(1, nr, units[0].path);
	for (w = 0; w < jobs; w++) {
		pids[w] = start_worker(r, units, nr, d, w, dir, &chld);
		if (pids[w] < 0)
			break;	/* a process limit: those that started do all */
		running++;
	}
	if (!running) {
		pthread_sigmask(SIG_SETMASK, &mask, NULL);
		remove_tree(dir);
		progress_done();
		trouble = -1;
		goto out;
	}
	while (reap_workers(r, units, nr, d, pids, jobs, dir, &chld, died)) {
		struct timespec t = { 1, 0 };

		sigtimedwait(&chld, NULL, &t);
	}
	pthread_sigmask(SIG_SETMASK, &mask, NULL);
	for (i = 0; i < nr; i++)
		if (merge_unit(g, &units[i], dir, i, died[i]))
			trouble = 1;
	progress_done();
	remove_tree(dir);
out:
	free(dir);
	free(died);
	free(pids);
	munmap(d, size);
	return trouble;
}

static int analyse_here(struct run *r, struct unit *units, size_t nr,
			struct gather *g)
{
	int trouble = 0;
	size_t i;

	for (i = 0; i < nr; i++) {
		struct facts f = FACTS_INIT;

		progress_path(i + 1, nr, units[i].path);
		if (analyse_unit(r, &units[i], &f, &g->failed_reads)) {
			trouble = 1;
			unit_failed(&g->failed, &units[i]);
			facts_release(&f);
		} else {
			gather_absorb(g, &f);
		}
	}
	progress_done();
	return trouble ? -1 : 0;
}

static int analyse_all(struct run *r, struct unit *units, size_t nr,
		       struct gather *g)
{
	unsigned jobs = r->o->jobs ? r->o->jobs : run_cpus();
	int ret;

	if (!nr)
		return 0;
	if (jobs > nr)
		jobs = (unsigned)nr;
	ret = analyse_parallel(r, units, nr, jobs, g);
	if (ret >= 0)
		return ret ? -1 : 0;
	/* no process to be had: in this one, without the isolation */
	return analyse_here(r, units, nr, g);
}

/* ---------------------------------------------------------------- command */

/*
 * Does every root lie at or below the current directory, where the
 * paths of a diff start?  -1 with an error line naming the first that
 * does not.
 */
static int roots_below_cwd(const struct run *r)
{
	char *cwd = realpath(".", NULL);
	const char *here = cwd;
	int ret = 0;
	size_t i;

	if (!cwd)
		return error("cannot find the current directory: %s",
			     strerror(errno));
	for (i = 0; i < r->roots.nr && !ret; i++)
		if (!path_under(r->roots.v[i], &here, 1))
			ret = error("the project lies in '%s', not below the "
				    "current directory: run endian from there, "
				    "where the patch's paths start",
				    r->roots.v[i]);
	free(cwd);
	return ret;
}

static int setup_run(struct run *r, const struct infer_options *a,
		     struct unit *units, size_t nr)
{
	size_t i;

	r->o = a;
	r->helpers = helpers_new();
	if (a->helpers_file && helpers_load(r->helpers, a->helpers_file))
		return -1;
	for (i = 0; i < a->roots.nr; i++) {
		char *p = realpath(a->roots.v[i], NULL);

		if (!p)
			return error("cannot use root '%s': %s", a->roots.v[i],
				     strerror(errno));
		VEC_PUSH(r->roots, p);
	}
	if (!a->roots.nr) {
		char **paths = xmalloc((nr + 1) * sizeof(*paths));
		char *dir;

		for (i = 0; i < nr; i++)
			paths[i] = units[i].source && units[i].source[0] == '/' ?
				   units[i].source : units[i].path;
		dir = common_dir(paths, nr);
		free(paths);
		if (dir)
			VEC_PUSH(r->roots, dir);
	}
	r->walk.helpers = r->helpers;
	r->walk.roots = (const char *const *)r->roots.v;
	r->walk.nr_roots = r->roots.nr;
	/* the overlay asks the roots which files are the project's */
	r->overlay = overlay_new(r->helpers, &r->walk);
	r->cache_on = !a->no_cache && !cache_open(&r->cache);
	if (a->fill_cache && !r->cache_on)
		return error("no facts cache to store into");
	if (r->cache_on) {
		r->overlay_registry = cache_overlay_path(&r->cache);
		overlay_load(r->overlay, r->overlay_registry);
	}
	r->idx = clang_createIndex(0, 0);
	return 0;
}

static void release_run(struct run *r)
{
	size_t i;

	if (r->idx)
		clang_disposeIndex(r->idx);
	for (i = 0; i < r->roots.nr; i++)
		free(r->roots.v[i]);
	VEC_FREE(r->roots);
	if (r->overlay)
		overlay_free(r->overlay);
	if (r->helpers)
		helpers_free(r->helpers);
	if (r->cache_on)
		cache_close(&r->cache);
	free(r->overlay_registry);
}

int infer_report(const struct gather *g, const struct infer_options *o,
		 int dump_facts, struct infer_outcome *out)
{
	const struct facts *f = &g->facts;
	struct solve_options so = { 0 };
	struct solution s;
	int ret;

	memset(out, 0, sizeof(*out));
	if (dump_facts)
		return facts_write(f, stdout);
	if (solve(f, &so, &s))
		return -1;
	ret = report_write(f, &s, &o->report, stdout);
	/* the text report is for people; the conflicts, for tools too */
	if (!ret && o->report.format == REPORT_TEXT && !o->report.annotated)
		ret = report_write_diagnostics(f, &s, &o->report, stderr);
	out->proposals = report_count_proposals(f, &s, &o->report);
	out->bugs = solution_bugs(&s);
	solution_release(&s);
	return ret;
}

int infer_gather(const struct infer_options *o, struct gather *g)
{
	struct run r;
	struct cdb db = { NULL, NULL };
	unit_vec units = { NULL, 0, 0 };
	int ret = -1;
	size_t i;

	memset(&r, 0, sizeof(r));
	if (o->build_dir && cdb_open(&db, o->build_dir))
		goto out;
	if (collect_units(o, &db, &units))
		g->trouble = 1;
	if (setup_run(&r, o, units.v, units.nr) ||
	    (o->below_cwd && roots_below_cwd(&r)))
		goto out;
	for (i = 0; i < o->fact_files.nr; i++)
		if (read_facts_file(g, o->fact_files.v[i]))
			g->trouble = 1;
	if (analyse_all(&r, units.v, units.nr, g))
		g->trouble = 1;
	g->helpers = r.helpers;
	r.helpers = NULL;
	for (i = 0; i < r.roots.nr; i++)
		strvec_push(&g->roots, r.roots.v[i]);
	ret = 0;
out:
	release_run(&r);
	for (i = 0; i < units.nr; i++)
		unit_release(&units.v[i]);
	VEC_FREE(units);
	cdb_close(&db);
	return ret;
}

int gather_seen_by_all(const struct gather *g, const char *name)
{
	size_t i;

	for (i = 0; i < g->typedefs.nr; i++)
		if (!strcmp(g->typedefs.v[i].name, name))
			return g->typedefs.v[i].units == g->nr_units;
	return 0;
}

void gather_release(struct gather *g)
{
	size_t i;

	for (i = 0; i < g->typedefs.nr; i++)
		free(g->typedefs.v[i].name);
	VEC_FREE(g->typedefs);
	strvec_clear(&g->roots);
	facts_release(&g->facts);
	helpers_free(g->helpers);
	g->helpers = NULL;
	strvec_clear(&g->failed);
	strvec_clear(&g->failed_reads);
}
