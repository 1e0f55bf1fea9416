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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
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
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"

static const char usage_text[] =
"usage: endian infer [-p BUILD_DIR] [options] [FILE...] [-- FLAGS]\n"
"\n"
"Infer the byte order of every struct field, variable, parameter and\n"
"return value from conversion helpers (le32_to_cpu, htonl, le32toh ...)\n"
"and the flow of values between declarations; report the declarations\n"
"to annotate (__le32, __be16 ...) and the places where orders conflict.\n"
"With -p, files and their flags come from BUILD_DIR/compile_commands.json\n"
"(all its files if none is named); otherwise FLAGS after -- compile FILEs.\n"
"\n"
"   --format=text|tsv|json  report form (default: text)\n"
"   -j N                    parse N translation units at a time\n"
"   --helpers FILE          more conversion helpers (NAME KIND ORDER WIDTH)\n"
"   --min-confidence N      propose only declarations at N% or more\n"
"   --root DIR              propose only declarations under DIR (repeat;\n"
"                           default: the directory holding all the sources)\n"
"   --annotated             list the declarations already annotated instead\n"
"   --no-cache              parse everything again, store nothing\n"
"   --facts FILE            read facts (endian-facts text) instead of parsing\n"
"   --dump-facts            print the merged facts instead of a report\n"
"\n"
"Exit status: 0 nothing to propose, 1 proposals or conflicts, 2 trouble.\n";

struct infer_args {
	const char *build_dir;
	struct ccargs cc;
	VEC(const char *) files;
	VEC(const char *) roots;
	VEC(const char *) fact_files;
	const char *helpers_file;
	struct infer_report_options report;
	unsigned jobs;
	int no_cache, dump_facts;
	char **db_files;	/* from the database: heap, NULL-terminated */
};

/* One translation unit to analyse. */
struct unit {
	char *path;		/* as named by the user or the database */
	char *source;		/* the database's spelling, or NULL */
	struct ccargs cc;	/* clang arguments, finished */
};

typedef VEC(struct unit) unit_vec;

struct run {
	struct infer_args *a;
	struct helper_table *helpers;
	struct overlay_set *overlay;
	struct cache cache;
	int cache_on;
	char *overlay_registry;
	VEC(char *) roots;	/* absolute, heap */
	struct walk_options walk;
	CXIndex idx;
};

static int parse_uint(const char *opt, const char *s, unsigned *out)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (!*s || *end || errno || v > 100000)
		return error("%s: '%s' is not a number", opt, s);
	*out = (unsigned)v;
	return 0;
}

static int parse_args(int argc, const char **argv, struct infer_args *a)
{
	int i, flags = 0;

	for (i = 1; i < argc; i++) {
		const char *arg = argv[i];
		const char *val = NULL;

		if (flags) {
			int j = i;

			/* what is not an option is one more file */
			if (!ccargs_filter_one(&a->cc, argv, argc, &j))
				VEC_PUSH(a->files, arg);
			i = j;
			continue;
		}
		if (!strcmp(arg, "--")) {
			flags = 1;
		} else if (!strcmp(arg, "-p") || !strcmp(arg, "-j") ||
			   !strcmp(arg, "--helpers") || !strcmp(arg, "--root") ||
			   !strcmp(arg, "--facts") ||
			   !strcmp(arg, "--min-confidence")) {
			if (i + 1 >= argc)
				return error("option '%s' needs a value", arg);
			val = argv[++i];
			if (!strcmp(arg, "-p"))
				a->build_dir = val;
			else if (!strcmp(arg, "-j")) {
				if (parse_uint(arg, val, &a->jobs))
					return -1;
			} else if (!strcmp(arg, "--helpers"))
				a->helpers_file = val;
			else if (!strcmp(arg, "--root"))
				VEC_PUSH(a->roots, val);
			else if (!strcmp(arg, "--facts"))
				VEC_PUSH(a->fact_files, val);
			else if (parse_uint(arg, val, &a->report.min_confidence))
				return -1;
		} else if (!strncmp(arg, "-j", 2) && arg[2]) {
			if (parse_uint("-j", arg + 2, &a->jobs))
				return -1;
		} else if (!strncmp(arg, "--format=", 9)) {
			val = arg + 9;
			if (!strcmp(val, "text"))
				a->report.format = REPORT_TEXT;
			else if (!strcmp(val, "tsv"))
				a->report.format = REPORT_TSV;
			else if (!strcmp(val, "json"))
				a->report.format = REPORT_JSON;
			else
				return error("unknown format '%s' (text, tsv or json)",
					     val);
		} else if (!strncmp(arg, "--min-confidence=", 17)) {
			if (parse_uint("--min-confidence", arg + 17,
				       &a->report.min_confidence))
				return -1;
		} else if (!strncmp(arg, "--root=", 7)) {
			VEC_PUSH(a->roots, arg + 7);
		} else if (!strncmp(arg, "--helpers=", 10)) {
			a->helpers_file = arg + 10;
		} else if (!strcmp(arg, "--annotated")) {
			a->report.annotated = 1;
		} else if (!strcmp(arg, "--no-cache")) {
			a->no_cache = 1;
		} else if (!strcmp(arg, "--dump-facts")) {
			a->dump_facts = 1;
		} else if (arg[0] == '-' && arg[1]) {
			return error("unknown option '%s' (compiler flags go after --)",
				     arg);
		} else {
			VEC_PUSH(a->files, arg);
		}
	}
	if (!a->jobs)
		a->jobs = 1;
	return 0;
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


static int parse_unit(struct run *r, struct unit *u, CXTranslationUnit *tu)
{
	struct strbuf first = STRBUF_INIT;
	struct CXUnsavedFile *files;
	unsigned nfiles, errors;
	int ret;

	overlay_unsaved(r->overlay, &files, &nfiles);
	ret = cx_parse(r->idx, u->source ? u->source : u->path,
		       (const char *const *)u->cc.argv.v, (int)u->cc.argv.nr,
		       files, nfiles, tu, &errors, &first);
	if (!ret && errors) {
		error("cannot analyse '%s': %s%s", u->path, first.buf,
		      errors > 1 ? " (and more errors)" : "");
		cx_dispose_tu(*tu);
		*tu = NULL;
		ret = -1;
	}
	strbuf_release(&first);
	return ret;
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
	char *src = abspath(u->source ? u->source : u->path);
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
static int analyse_unit(struct run *r, struct unit *u, struct facts *out)
{
	CXTranslationUnit tu = NULL;
	char *key = NULL;
	int ret = -1, found;

	if (path_readable_source(u->path, "analyse"))
		return -1;
	if (r->cache_on) {
		key = unit_key(r, u);
		if (cache_lookup(&r->cache, key, out) == 1) {
			free(key);
			return 0;
		}
	}
	if (parse_unit(r, u, &tu))
		goto out;
	found = overlay_discover(r->overlay, tu, out);
	if (found > 0) {
		cx_dispose_tu(tu);
		tu = NULL;
		if (r->overlay_registry)
			overlay_save(r->overlay, r->overlay_registry);
		/* `out` keeps the wrappers the first scan found */
		if (parse_unit(r, u, &tu))
			goto out;
		overlay_discover(r->overlay, tu, out);
	}
	drop_outside_wrappers(r, out);
	if (walk_tu(tu, &r->walk, out))
		goto out;
	if (r->cache_on) {
		cache_record_inputs(out, tu);
		cache_store(&r->cache, key, out);
	}
	ret = 0;
out:
	if (tu)
		cx_dispose_tu(tu);
	free(key);
	return ret;
}

/* ---------------------------------------------------------------- all units */

static void unit_release(struct unit *u)
{
	free(u->path);
	free(u->source);
	ccargs_release(&u->cc);
}

/* The translation units to analyse, with their clang arguments. */
static int collect_units(struct infer_args *a, struct cdb *db,
			 unit_vec *units)
{
	char **all = NULL;
	size_t i;
	int ret = 0;

	if (!a->files.nr && a->build_dir) {
		all = cdb_files(db);
		for (i = 0; all[i]; i++)
			VEC_PUSH(a->files, all[i]);
	}
	for (i = 0; i < a->files.nr; i++) {
		struct unit u = { xstrdup(a->files.v[i]), NULL, CCARGS_INIT };
		size_t j;

		if (a->build_dir && cdb_args(db, u.path, &u.cc, &u.source)) {
			unit_release(&u);
			ret = -1;
			continue;
		}
		for (j = 0; j < a->cc.argv.nr; j++)
			ccargs_push(&u.cc, a->cc.argv.v[j]);
		ccargs_finish(&u.cc);
		VEC_PUSH(*units, u);
	}
	a->db_files = all;
	return ret;
}

/* The source of a unit as an absolute path (heap), for the failed list. */
static char *unit_path(const struct unit *u)
{
	return abspath(u->source ? u->source : u->path);
}

/* ---------------------------------------------------------------- workers */

/*
 * Analyse units[i] for every i with i % jobs == worker, writing each
 * unit's facts to DIR/i; returns 2 if any unit could not be analysed.
 */
/* "[n/N] file" on a terminal, the file as the user would name it */
static void unit_progress(const struct unit *units, size_t i, size_t nr)
{
	char *rel = path_from_cwd(units[i].path);

	progress(i + 1, nr, rel);
	free(rel);
}

static int worker(struct run *r, struct unit *units, size_t nr,
		  unsigned jobs, unsigned w, const char *dir)
{
	int trouble = 0;
	size_t i;

	for (i = w; i < nr; i += jobs) {
		struct facts f = FACTS_INIT;
		struct strbuf path = STRBUF_INIT;
		FILE *out;

		unit_progress(units, i, nr);
		if (analyse_unit(r, &units[i], &f)) {
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
		strbuf_release(&path);
		facts_release(&f);
	}
	return trouble ? 2 : 0;
}

static int read_facts_file(struct facts *all, const char *path)
{
	struct facts f = FACTS_INIT;
	FILE *in = fopen(path, "r");
	int ret;

	if (!in)
		return error("cannot open '%s': %s", path, strerror(errno));
	ret = facts_read(&f, in, path);
	fclose(in);
	if (!ret)
		facts_absorb(all, &f);
	else
		facts_release(&f);
	return ret;
}

static void remove_dir(const char *dir, size_t nr)
{
	struct strbuf path = STRBUF_INIT;
	size_t i;

	for (i = 0; i < nr; i++) {
		strbuf_release(&path);
		strbuf_addf(&path, "%s/%zu", dir, i);
		unlink(path.buf);
	}
	strbuf_release(&path);
	rmdir(dir);
}

/* Run the units in `jobs` forked workers and merge their facts in order. */
static int analyse_parallel(struct run *r, struct unit *units, size_t nr,
			    struct facts *all, string_vec *failed)
{
	char dir[] = "/tmp/endian-infer.XXXXXX";
	unsigned w, jobs = r->a->jobs;
	int trouble = 0;
	size_t i;

	if (!mkdtemp(dir))
		return error("cannot create a scratch directory: %s",
			     strerror(errno));
	/* the workers draw the line; this process clears it at the end */
	unit_progress(units, 0, nr);
	fflush(NULL);
	for (w = 0; w < jobs; w++) {
		pid_t pid = fork();

		if (pid < 0) {
			error("cannot start a worker: %s", strerror(errno));
			trouble = 1;
			break;
		}
		if (!pid)
			_exit(worker(r, units, nr, jobs, w, dir));
	}
	for (;;) {
		int status;
		pid_t pid = wait(&status);

		if (pid < 0)
			break;
		if (!WIFEXITED(status) || WEXITSTATUS(status))
			trouble = 1;
		if (WIFSIGNALED(status))
			error("a worker died of signal %d", WTERMSIG(status));
	}
	for (i = 0; i < nr; i++) {
		struct strbuf path = STRBUF_INIT;

		strbuf_addf(&path, "%s/%zu", dir, i);
		if (access(path.buf, F_OK))
			VEC_PUSH(*failed, unit_path(&units[i]));
		else if (read_facts_file(all, path.buf))
			trouble = 1;
		strbuf_release(&path);
	}
	progress_done();
	remove_dir(dir, nr);
	return trouble ? -1 : 0;
}

static int analyse_all(struct run *r, struct unit *units, size_t nr,
		       struct facts *all, string_vec *failed)
{
	int trouble = 0;
	size_t i;

	if (r->a->jobs > 1 && nr > 1)
		return analyse_parallel(r, units, nr, all, failed);
	for (i = 0; i < nr; i++) {
		struct facts f = FACTS_INIT;

		unit_progress(units, i, nr);
		if (analyse_unit(r, &units[i], &f)) {
			trouble = 1;
			VEC_PUSH(*failed, unit_path(&units[i]));
			facts_release(&f);
		} else {
			facts_absorb(all, &f);
		}
	}
	progress_done();
	return trouble ? -1 : 0;
}

/* ---------------------------------------------------------------- command */

static int setup_run(struct run *r, struct infer_args *a, struct unit *units,
		     size_t nr)
{
	size_t i;

	r->a = a;
	r->helpers = helpers_new();
	if (a->helpers_file && helpers_load(r->helpers, a->helpers_file))
		return -1;
	r->overlay = overlay_new(r->helpers);
	r->cache_on = !a->no_cache && !cache_open(&r->cache);
	if (r->cache_on) {
		r->overlay_registry = cache_overlay_path(&r->cache);
		overlay_load(r->overlay, r->overlay_registry);
	}
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

static int report_all(struct gather *g)
{
	const struct facts *f = &g->facts;
	struct solve_options so = { 0 };
	struct solution s;
	int ret;

	if (g->dump_facts)
		return facts_write(f, stdout) ? 2 : 0;
	if (solve(f, &so, &s))
		return 2;
	ret = report_write(f, &s, &g->report, stdout) ? 2 :
	      (report_count_proposals(f, &s, &g->report) ||
	       s.nr_conflicts) ? 1 : 0;
	solution_release(&s);
	return ret;
}

/* g->build_dir, files and flags from the parsed arguments. */
static void keep_inputs(int argc, const char **argv,
			const struct infer_args *a, struct gather *g)
{
	size_t i, n = 0;
	int k, flags = 0;

	g->build_dir = a->build_dir;
	g->jobs = a->jobs;
	g->files = xcalloc(a->files.nr + 1, sizeof(*g->files));
	for (i = 0; i < a->files.nr; i++)
		g->files[i] = a->files.v[i];
	g->flags = xcalloc((size_t)argc + 1, sizeof(*g->flags));
	for (k = 1; k < argc; k++) {
		if (!flags) {
			flags = !strcmp(argv[k], "--");
			continue;
		}
		for (i = 0; i < a->files.nr; i++)
			if (a->files.v[i] == argv[k])
				break;
		if (i == a->files.nr)
			g->flags[n++] = argv[k];
	}
}

int infer_gather(int argc, const char **argv, const char *usage,
		 struct gather *g)
{
	struct infer_args a;
	struct run r;
	struct cdb db = { NULL, NULL };
	unit_vec units = { NULL, 0, 0 };
	int ret = -1;
	size_t i;

	memset(&a, 0, sizeof(a));
	memset(&r, 0, sizeof(r));
	if (parse_args(argc, argv, &a))
		goto out;
	keep_inputs(argc, argv, &a, g);
	if (a.build_dir && cdb_open(&db, a.build_dir))
		goto out;
	if (!a.files.nr && !a.build_dir && !a.fact_files.nr) {
		error("no input files");
		fputs(usage, stderr);
		goto out;
	}
	if (collect_units(&a, &db, &units))
		g->trouble = 1;
	if (setup_run(&r, &a, units.v, units.nr))
		goto out;
	for (i = 0; i < a.fact_files.nr; i++)
		if (read_facts_file(&g->facts, a.fact_files.v[i]))
			g->trouble = 1;
	if (analyse_all(&r, units.v, units.nr, &g->facts, &g->failed))
		g->trouble = 1;
	g->report = a.report;
	g->dump_facts = a.dump_facts;
	ret = 0;
out:
	release_run(&r);
	for (i = 0; i < units.nr; i++)
		unit_release(&units.v[i]);
	VEC_FREE(units);
	if (a.db_files) {
		for (i = 0; a.db_files[i]; i++)
			free(a.db_files[i]);
		free(a.db_files);
	}
	cdb_close(&db);
	ccargs_release(&a.cc);
	VEC_FREE(a.files);
	VEC_FREE(a.roots);
	VEC_FREE(a.fact_files);
	return ret;
}

void gather_release(struct gather *g)
{
	size_t i;

	facts_release(&g->facts);
	for (i = 0; i < g->failed.nr; i++)
		free(g->failed.v[i]);
	VEC_FREE(g->failed);
	free(g->files);
	free(g->flags);
}

int cmd_infer(int argc, const char **argv)
{
	struct gather g = { .facts = FACTS_INIT };
	int i, ret = 2;

	for (i = 1; i < argc && strcmp(argv[i], "--"); i++)
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(usage_text, stdout);
			return 0;
		}
	if (!infer_gather(argc, argv, usage_text, &g)) {
		ret = report_all(&g);
		if (g.trouble)
			ret = 2;
	}
	gather_release(&g);
	return ret;
}
