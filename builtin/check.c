// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian check: sparse's restricted-type checker, on sparse's command
 * line, so that kbuild can run it as CHECK.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "builtin/builtin.h"
#include "checker/check.h"
#include "checker/options.h"
#include "lib/cdb.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/file.h"
#include "lib/findings.h"
#include "lib/path.h"
#include "lib/pch.h"
#include "lib/run.h"
#include "lib/strbuf.h"
#include "lib/version.h"
#include "lib/xalloc.h"
#include "lib/parse-options.h"

static const char *const check_synopsis[] = {
	"endian check [sparse and compiler flags] FILE...",
	"endian check -p BUILD_DIR [flags] [FILE...]",
	NULL
};

static const struct usage check_usage = {
	check_synopsis,
	"Check FILEs with sparse's restricted-type (bitwise) rules and print\n"
	"sparse's warnings.  Takes the command line kbuild gives sparse, so\n"
	"`make C=2 CHECK=\"endian check\"` works.  With -p, compiler flags come\n"
	"from BUILD_DIR/compile_commands.json (all its files if none is named).\n"
	"\n"
	"   -Wbitwise, -Wno-bitwise      restricted-type checks (default: on)\n"
	"   -Wbitwise-pointer            also casts between pointers to them\n"
	"   -Wsparse-all, -Wsparse-error as in sparse\n"
	"   -fmax-warnings=N|unlimited   stop after N warnings (default 100)\n"
	"   -fdiagnostic-prefix[=P]      'sparse: ' (or 'P: ') before 'warning:'\n"
	"   -ftabstop=N                  tab width for columns (default 8)\n"
	"   --no-pch                     no precompiled include prefixes\n"
	"   -j N                         check N files at a time (default: the\n"
	"                                processors; the output is the same)\n"
	"   --format=text|json|sarif     warnings as text on stderr (default),\n"
	"                                or a JSON array or SARIF 2.1.0 on stdout\n"
	"   --baseline FILE              only warnings FILE (an earlier SARIF or\n"
	"                                text output) does not have\n"
	"   --fail-on-new                exit 1 when there are any (new) warnings\n"
	"   -q, --quiet                  no progress line (on a terminal)\n"
	"   -v, --verbose                say each step on stderr: each file's\n"
	"                                parse, what it was parsed with\n"
	"   --arch=ARCH -m32 -m64 -mbig-endian -mlittle-endian\n"
	"   -D -U -I -include -isystem -std= ...  passed to the parser\n",
	"Exit status: 0 (also with warnings, as sparse), 1 when -Wsparse-error\n"
	"turned warnings into errors or --fail-on-new found warnings (with\n"
	"--baseline: new ones), 2 when a file could not be checked.\n"
};

/*
 * `check -j N`: each file in a child of its own, N at a time.  sparse's
 * budget (-fmax-warnings, the muting after an error) runs over all the
 * files in their order, so a child records its diagnostics instead of
 * printing them (report_options.record) and the parent delivers each
 * file's record, and what else it wrote to stderr, in the files' order:
 * the output is -j 1's.
 */
struct check_job {
	pid_t pid;
	int status;		/* -1 while it runs */
};

static char *job_path(const char *dir, size_t i, const char *ext)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s/%zu.%s", dir, i, ext);
	return strbuf_detach(&sb);
}

static void check_child(const char *dir, size_t i, const char *path,
			struct cdb *db, const struct ccargs *cc,
			struct check_options o)
{
	struct report_budget budget = { 0 };
	struct strbuf rec = STRBUF_INIT;
	char *err = job_path(dir, i, "err"), *log = job_path(dir, i, "log");
	unsigned warnings = 0;
	struct check_index idx;
	int ret;

	if (stderr_capture(err))
		_exit(3);
	o.report.budget = &budget;
	o.report.record = &rec;
	check_index_init(&idx);
	ret = check_file(&idx, path, db, cc, &o, &warnings);
	check_index_release(&idx);
	if (file_create(log, rec.buf, rec.len, 0600, 0))
		_exit(3);
	_exit(ret ? 1 : 0);
}

/* Deliver file i's stderr and record: 0, or -1 when it could not be checked. */
static int check_deliver(const char *dir, size_t i, const char *path,
			 const struct check_job *job,
			 const struct check_options *o, unsigned *warnings)
{
	struct strbuf sb = STRBUF_INIT;
	char *err = job_path(dir, i, "err"), *log = job_path(dir, i, "log");
	int ret = 0;

	stderr_replay(err);
	if (WIFSIGNALED(job->status)) {
		int sig = WTERMSIG(job->status);

		ret = error("cannot check '%s': the checker died of signal %d "
			    "(%s)", path, sig, strsignal(sig));
	} else if (!WIFEXITED(job->status) || WEXITSTATUS(job->status) > 1 ||
		   strbuf_read_file_quiet(&sb, log)) {
		ret = error("cannot check '%s': its checker failed", path);
	} else {
		*warnings += report_replay(&o->report, path, sb.buf, sb.len);
		if (WEXITSTATUS(job->status))
			ret = -1;
	}
	strbuf_release(&sb);
	free(err);
	free(log);
	return ret;
}

/* The line for file i, of several (kbuild's CHECK runs one at a time). */
static void check_progress(size_t i, size_t nr, const char *const *files)
{
	if (i < nr && nr > 1)
		progress_path(i + 1, nr, files[i]);
}

/*
 * Check `files` in children, `jobs` at a time.  Even with one job: a file
 * that crashes libclang or the checker costs that file alone, named.
 */
static int check_parallel(const struct check_index *idx,
			  const char *const *files, size_t nr,
			  unsigned jobs, struct cdb *db,
			  const struct ccargs *cc,
			  const struct check_options *o, unsigned *warnings)
{
	struct check_job *job = xcalloc(nr, sizeof(*job));
	char *dir = scratch_dir_create("check");
	size_t next = 0, done = 0, running = 0, i;
	int trouble = 0;

	if (!dir) {
		free(job);
		return -1;
	}
	for (i = 0; i < nr; i++)
		job[i].status = -1;
	check_progress(0, nr, files);
	while (done < nr) {
		int status;
		pid_t pid;

		/* deliver every file whose turn has come */
		while (done < next && job[done].status != -1) {
			if (check_deliver(dir, done, files[done], &job[done],
					  o, warnings))
				trouble = 1;
			check_progress(++done, nr, files);
		}
		while (running < jobs && next < nr) {
			fflush(NULL);
			job[next].pid = fork();
			if (job[next].pid < 0) {
				/*
				 * With none running, no wait frees one: under
				 * a process limit, the file is checked here,
				 * every earlier one delivered already.
				 */
				if (!running) {
					job[next].pid = 0;
					trouble |= check_file(idx, files[next],
							      db, cc, o,
							      warnings) != 0;
					done = ++next;
					check_progress(done, nr, files);
				}
				break;
			}
			if (!job[next].pid)
				check_child(dir, next, files[next], db, cc, *o);
			next++;
			running++;
		}
		if (done == nr || !running)
			continue;
		pid = waitpid(-1, &status, 0);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			trouble |= error("cannot wait for a checker: %s",
					 strerror(errno));
			break;
		}
		for (i = 0; i < next; i++)
			if (job[i].pid == pid && job[i].status == -1) {
				job[i].status = status;
				running--;
			}
	}
	remove_tree(dir);
	free(dir);
	free(job);
	return trouble ? -1 : 0;
}

enum check_format { FORMAT_TEXT, FORMAT_JSON, FORMAT_SARIF };

/*
 * The findings collected instead of printed: those the baseline lacks,
 * in `format`.  -1 after an error line (a baseline that cannot be read).
 */
static int check_output(struct findings *f, enum check_format format,
			const char *baseline, const struct check_options *o)
{
	findings_locate(f, o->report.tabstop);
	if (baseline && findings_baseline(f, baseline))
		return -1;
	fflush(stdout);
	switch (format) {
	case FORMAT_TEXT:
		findings_print_text(stderr, f, o->report.prefix);
		break;
	case FORMAT_JSON:
		findings_print_json(stdout, f);
		break;
	case FORMAT_SARIF:
		findings_print_sarif(stdout, f, "endian", endian_version());
		break;
	}
	return 0;
}

int cmd_check(int argc, const char **argv)
{
	struct report_budget budget = { 0 };
	struct check_options o = { .report = { .budget = &budget } };
	struct check_args a = { CCARGS_INIT, { NULL, 0, 0 }, NULL };
	struct cdb db = { NULL, NULL };
	const char *build_dir = NULL;
	char **all = NULL;
	int no_pch = 0, fail_on_new = 0;
	const char *format_name = NULL, *baseline = NULL;
	enum check_format format = FORMAT_TEXT;
	struct findings found = FINDINGS_INIT;
	unsigned jobs = 0;	/* the processors */
	unsigned warnings = 0;
	int i, trouble = 0, ret = 2;
	struct check_index idx = { NULL, NULL };
	const struct option options[] = {
		/* sparse's and gcc's options are check_parse_args()' */
		OPT_STRING('p', NULL, &build_dir, "BUILD_DIR", NULL),
		OPT_BOOL(0, "no-pch", &no_pch, NULL),
		OPT_UINT('j', NULL, &jobs, "N", NULL, 1, 1024),
		OPT_STRING(0, "format", &format_name, "FORMAT", NULL),
		OPT_STRING(0, "baseline", &baseline, "FILE", NULL),
		OPT_BOOL(0, "fail-on-new", &fail_on_new, NULL),
		OPT_QUIET(NULL),
		OPT_VERBOSE('v', NULL),
		OPT_END()
	};

	argc = parse_options(argc, argv, options, &check_usage,
			     PARSE_OPT_KEEP_UNKNOWN);
	if (argc == PARSE_OPT_HELP)
		return 0;
	if (argc < 0 || check_parse_args(&o, argc, argv, &a))
		goto out;
	if (format_name && !strcmp(format_name, "json")) {
		format = FORMAT_JSON;
	} else if (format_name && !strcmp(format_name, "sarif")) {
		format = FORMAT_SARIF;
	} else if (format_name && strcmp(format_name, "text")) {
		error("unknown --format '%s' (text, json or sarif)",
		      format_name);
		goto out;
	}
	if (format != FORMAT_TEXT || baseline)
		o.report.collect = &found;
	if (no_pch)
		pch_disable();
	if (build_dir && cdb_open(&db, build_dir))
		goto out;
	if (!a.files.nr && build_dir) {
		/* named as the user would: relative to here when below it */
		all = cdb_files(&db);
		for (i = 0; all[i]; i++) {
			char *rel = path_from_cwd(all[i]);

			free(all[i]);
			all[i] = rel;
			VEC_PUSH(a.files, all[i]);
		}
	}
	/* -p is no drop-in for sparse: every path, one convention */
	o.report.from_cwd = build_dir != NULL;
	if (!a.files.nr) {
		error("no input files");
		usage_print(&check_usage, options, stderr);
		goto out;
	}
	if (!jobs)
		jobs = run_cpus();
	if (jobs > a.files.nr)
		jobs = (unsigned)a.files.nr;
	check_index_init(&idx);
	trouble = check_parallel(&idx, a.files.v, a.files.nr, jobs,
				 build_dir ? &db : NULL, &a.cc, &o,
				 &warnings) != 0;
	progress_done();
	if (o.report.collect) {
		if (check_output(&found, format, baseline, &o))
			trouble = 1;
		warnings = (unsigned)findings_new(&found);
	}
	if (trouble)
		ret = 2;
	else
		ret = (o.report.sparse_error || fail_on_new) && warnings ? 1 : 0;
out:
	if (idx.whole)
		check_index_release(&idx);
	if (all) {
		for (i = 0; all[i]; i++)
			free(all[i]);
		free(all);
	}
	findings_release(&found);
	cdb_close(&db);
	ccargs_release(&a.cc);
	VEC_FREE(a.files);
	free(a.prefix_alloc);
	return ret;
}
