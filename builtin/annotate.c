// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian annotate: the main job.  Infer, write the series, verify every
 * patch of it, and sum it all up: what was annotated, which helpers and
 * wrappers carried the evidence, the conflicts (probable bugs), the
 * warnings before and after, and the verification.
 *
 * Each stage is the library of its own command (infer_gather() and
 * solve(), edits_plan() and series_write(), verify_run()), so annotate
 * says nothing those commands would not say, and the three can be run
 * one by one to look closer.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "builtin/builtin.h"
#include "infer/infer.h"
#include "infer/report.h"
#include "infer/solve.h"
#include "lib/diag.h"
#include "lib/file.h"
#include "lib/parse-options.h"
#include "lib/run.h"
#include "lib/sort.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/xalloc.h"
#include "rewrite/edits.h"
#include "rewrite/patch.h"
#include "rewrite/series.h"
#include "verify/verify.h"

static const char *const annotate_synopsis[] = {
	"endian annotate [-p BUILD_DIR] [options] [FILE...] -o DIR [-- FLAGS]",
	NULL
};

static const struct usage annotate_usage = {
	annotate_synopsis,
	"Infer the byte order of the declarations, write the annotations as a\n"
	"patch series in DIR (as `endian patch -o DIR`), and verify each patch on\n"
	"a scratch copy of the tree (as `endian verify DIR`): it compiles to the\n"
	"same object code, adds no restricted-type warning, and its .cocci\n"
	"reproduces it.  Then a summary: declarations annotated by kind, the\n"
	"helpers and project wrappers that gave the evidence, the conflicts\n"
	"(probable bugs) with their evidence, warnings before and after, and the\n"
	"verification.  Run it from the top of the tree.\n",
	"Exit status: 0 everything written was verified (or nothing was to be\n"
	"written), 1 a check failed, 2 trouble.\n"
};

/*
 * A series next to stale patches would be verified with them: DIR must be
 * new or empty.
 */
static int check_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int empty = 1;

	if (!d)
		return errno == ENOENT ? 0 :
		       error("cannot use '%s': %s", dir, strerror(errno));
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			empty = 0;
	closedir(d);
	return empty ? 0 : error("'%s' is not empty: name a new directory "
				 "for the series", dir);
}

static const char *plural(unsigned n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

/* What the series changes, by kind of declaration. */
static void summary_annotated(const struct edit_set *set, FILE *out)
{
	size_t n[DECL_CAST + 1] = { 0 }, total = 0, files = 0, twins = 0, i, j;
	struct strbuf kinds = STRBUF_INIT;

	for (i = 0; i < set->files.nr; i++) {
		size_t before = total;

		for (j = 0; j < set->files.v[i].edits.nr; j++) {
			const struct edit *e = &set->files.v[i].edits.v[j];
			const struct fdecl *d = e->decl;

			twins += e->twin;
			if (d && d->kind <= DECL_CAST && !e->twin) {
				n[d->kind]++;
				total++;
			}
		}
		files += total > before;
	}
	edit_kinds_text(&kinds, n);
	fprintf(out, "annotated:     %zu declaration%s", total,
		plural((unsigned)total, "", "s"));
	if (total)
		fprintf(out, " (%s)", kinds.buf);
	fprintf(out, " in %zu file%s", files,
		plural((unsigned)files, "", "s"));
	if (twins)
		fprintf(out, ", and %zu twin%s in #if branches this build "
			"leaves out", twins, plural((unsigned)twins, "", "s"));
	putc('\n', out);
	strbuf_release(&kinds);
	if (set->skipped.nr)
		fprintf(out, "not rewritten: %zu (listed on stderr with the "
			"reason)\n", set->skipped.nr);
}

/* "-> the helper it wraps", or "(its kind)" for one found by its code. */
static void wrapper_what(const struct facts *f, const char *name, FILE *out)
{
	size_t i;

	for (i = 0; i < f->wrappers.nr; i++) {
		const struct fwrapper *w = &f->wrappers.v[i];

		if (strcmp(w->name, name))
			continue;
		if (*w->helper)
			fprintf(out, " -> %s", w->helper);
		else
			fprintf(out, " (%s)", helper_kind_name(w->kind));
		return;
	}
}

/*
 * The helpers whose calls seeded an order ("le32_to_cpu()"), by name, and
 * the project's wrappers of them.
 */
static void summary_helpers(const struct facts *f, FILE *out)
{
	struct strset seen = STRSET_INIT;
	VEC(const char *) names = { NULL, 0, 0 };
	size_t i, shown;

	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];

		if ((sd->mark != MARK_LE && sd->mark != MARK_BE) ||
		    !facts_how_is_call(sd->how))
			continue;
		if (strset_add(&seen, sd->how, strlen(sd->how)))
			VEC_PUSH(names, sd->how);
	}
	qsort(names.v, names.nr, sizeof(*names.v), cmp_str);
	fprintf(out, "helpers:       %zu used", names.nr);
	shown = names.nr < 8 ? names.nr : 8;
	for (i = 0; i < shown; i++)
		fprintf(out, "%s%s", i ? ", " : ": ", names.v[i]);
	if (shown < names.nr)
		fprintf(out, ", and %zu more", names.nr - shown);
	putc('\n', out);
	/*
	 * By name, each once (a name defined in two files, a vendored copy,
	 * is one wrapper): the facts come in the order the units were
	 * analysed.
	 */
	names.nr = 0;
	strset_release(&seen);
	for (i = 0; i < f->wrappers.nr; i++)
		if (strset_add(&seen, f->wrappers.v[i].name,
			       strlen(f->wrappers.v[i].name)))
			VEC_PUSH(names, f->wrappers.v[i].name);
	qsort(names.v, names.nr, sizeof(*names.v), cmp_str);
	fprintf(out, "wrappers:      %zu found", names.nr);
	for (i = 0; i < names.nr && i < 8; i++) {
		fprintf(out, "%s%s", i ? ", " : ": ", names.v[i]);
		wrapper_what(f, names.v[i], out);
	}
	if (names.nr > 8)
		fprintf(out, ", and %zu more", names.nr - 8);
	putc('\n', out);
	VEC_FREE(names);
	strset_release(&seen);
}

static void plain_heading(size_t n, FILE *out)
{
	fprintf(out, "kept plain:    %zu declaration%s no annotation can type "
		"(converted in place, read in either order, or typed by a "
		"function pointer), with the sites that keep %s plain\n", n,
		n == 1 ? "" : "s", n == 1 ? "it" : "them");
}

static void outside_heading(size_t n, FILE *out)
{
	fprintf(out, "outside:       %zu declaration%s outside the project "
		"hold%s byte-ordered data, plain there or typed with another "
		"name than the series': the checkers warn where the tree "
		"converts %s and where %s the tree's data\n", n,
		n == 1 ? "" : "s", n == 1 ? "s" : "", n == 1 ? "it" : "them",
		n == 1 ? "it meets" : "they meet");
}

static void summary_conflicts(const struct facts *f, const struct solution *s,
			      const struct infer_report_options *o,
			      const struct edit_set *set, FILE *out)
{
	size_t i, j, settled = 0, turned = 0, fixed = 0, sites = 0, either;
	size_t symmetric = 0;

	for (i = 0; i < s->nr_conflicts; i++)
		if (s->conflicts[i].kind == CONFLICT_WRONG_DIRECTION)
			turned++;
		else if (s->conflicts[i].kind == CONFLICT_SYMMETRIC_CONSTANT)
			symmetric++;
		else
			settled += s->conflicts[i].resolved;
	/* a site is fixed when each of its operands is */
	for (i = 0; i < set->fixes.nr; i = j) {
		const struct fix_site *fs = &set->fixes.v[i];
		int all = 1;

		for (j = i; j < set->fixes.nr && set->fixes.v[j].c == fs->c &&
		     facts_same_site(set->fixes.v[j].cut->at, fs->cut->at);
		     j++)
			all &= set->fixes.v[j].change != NULL;
		sites++;
		fixed += all;
	}
	fprintf(out, "conflicts:     %zu (probable bugs",
		s->nr_conflicts - symmetric);
	if (settled)
		fprintf(out, "; %zu settled by the majority, the sites to fix "
			"listed", settled);
	if (turned)
		fprintf(out, "; %zu conversion%s the other way round, the "
			"same bits as the twin to write", turned,
			turned == 1 ? "" : "s");
	fputs(")\n", out);
	if (symmetric)
		fprintf(out, "no bug:        %zu field%s compared with or "
			"given a constant that reads the same in either order "
			"(0xffff): converted for the checkers, listed below\n",
			symmetric, plural((unsigned)symmetric, "", "s"));
	report_write_conflicts(f, s, o, out);
	either = report_count_either(f, s, o);
	if (either)
		fprintf(out, "either order:  %zu declaration%s the code reads "
			"in either order, tested or picked at run time "
			"(deliberate, no bug): kept plain, listed below\n",
			either, plural((unsigned)either, "", "s"));
	if (sites)
		fprintf(out, "fixed:         %zu of the %zu site%s to fix, in "
			"the series' last patches\n", fixed, sites,
			plural((unsigned)sites, "", "s"));
	report_write_plain(f, s, o, 0, plain_heading, out);
	report_write_plain(f, s, o, 1, outside_heading, out);
}

/*
 * Verify's own totals: a patch counts as verified only when verify
 * checked it and every check held; when verify stopped (`finished` 0),
 * the lines say how far it got.
 */
static void summary_verify(const struct verify_result *res, int patches,
			   int finished, FILE *out)
{
	const char *partial = finished ? "" : " (of the patches checked)";
	unsigned held = 0;
	size_t i;

	for (i = 0; i < res->patches.nr; i++)
		held += !res->patches.v[i].failed;
	fprintf(out, "warnings:      restricted types (endian check) %u -> %u",
		res->checker_before, res->checker_after);
	if (res->sparse)
		fprintf(out, "; sparse %u -> %u", res->sparse_before,
			res->sparse_after);
	if (res->sparse && res->sparse_errors)
		fprintf(out, " (errors of its own in %u unit%s: it checks "
			"less there)", res->sparse_errors,
			plural(res->sparse_errors, "", "s"));
	fprintf(out, "%s\n", partial);
	fprintf(out, "verified:      %u of %d patch%s", held, patches,
		plural((unsigned)patches, "", "es"));
	if (!finished)
		fprintf(out, " (verify stopped after %zu: errors above)",
			res->patches.nr);
	fprintf(out, "; objects identical %u of %u", res->identical,
		res->compiled);
	if (res->same_program)
		fprintf(out, " (%u by the same typed program)",
			res->same_program);
	if (res->rechecked)
		fprintf(out, ", and %u of %u units rechecked after the series",
			res->rechecked_identical, res->rechecked);
	fprintf(out, "; spatch reproduced %u, diff-only %u",
		res->spatch[VERIFY_SPATCH_REPRODUCED],
		res->spatch[VERIFY_SPATCH_DIFF_ONLY]);
	if (res->converted)
		fprintf(out, "; changed by the conversions of fixes %u",
			res->converted);
	if (res->spatch[VERIFY_SPATCH_SKIPPED])
		fprintf(out, ", skipped %u (no spatch)",
			res->spatch[VERIFY_SPATCH_SKIPPED]);
	if (res->spatch[VERIFY_SPATCH_FAILED])
		fprintf(out, ", failed %u", res->spatch[VERIFY_SPATCH_FAILED]);
	if (res->series_failed || res->rechecked_failed)
		fputs("; the series as a whole FAILED (why is above)", out);
	putc('\n', out);
}

/*
 * The warnings the tree had before the series and still has, in
 * DIR/already-flagged, one "FILE:LINE: message" line each: the series
 * did not make them (the tree's own annotations, bugs it reports, or
 * data it leaves plain), and the summary says where they are.  0, or -1
 * after an error line.
 */
static int summary_already(const struct verify_result *res, const char *dir,
			   FILE *out)
{
	struct strbuf path = STRBUF_INIT, text = STRBUF_INIT;
	size_t i;
	int ret = 0;

	if (!res->already.nr)
		return 0;
	for (i = 0; i < res->already.nr; i++)
		strbuf_addf(&text, "%s\n", res->already.v[i]);
	strbuf_addf(&path, "%s/already-flagged", dir);
	if (file_create(path.buf, text.buf, text.len, 0644, FILE_SYNC))
		ret = -1;
	else
		fprintf(out, "already:       %zu restricted-type warning%s the "
			"tree had before the series, still there: listed in "
			"%s\n", res->already.nr,
			plural((unsigned)res->already.nr, "", "s"), path.buf);
	strbuf_release(&path);
	strbuf_release(&text);
	return ret;
}

int cmd_annotate(int argc, const char **argv)
{
	struct infer_options o = INFER_OPTIONS_INIT;
	struct gather g = GATHER_INIT;
	struct verify_result res = VERIFY_RESULT_INIT;
	struct verify_options vo = { 0 };
	struct series_options so = SERIES_OPTIONS_INIT;
	struct edit_set set;
	struct solution s;
	const char *dir = NULL, *types = NULL;
	int keep = 0, times = 0, sparse_each = 0;
	int ret = 2, trouble = 0, have_solution = 0, patches = 0;
	int verified = 0;
	double t0 = run_now(), t_infer = 0, t_series = 0, t_verify = 0;
	const struct option options[] = {
		OPT_STRING('o', NULL, &dir, "DIR",
			   "the series (DIR must be new or empty)"),
		OPT_BOOL(0, "keep", &keep, "keep verify's scratch tree"),
		OPT_BOOL(0, "sparse-each", &sparse_each,
			 "verify runs sparse after each patch, not only\n"
			 "before and after the series"),
		OPT_BOOL(0, "times", &times,
			 "end the summary with the wall time of each stage"),
		OPT_STRING(0, "types", &types, "le32=NAME,...",
			   "as for `endian patch`"),
		OPT_SERIES(&so),
		OPT_INFER_INPUTS(&o),
		OPT_QUIET("no progress line; verify's failed rows alone"),
		OPT_VERBOSE(0, "say each step, and end with the stage times"),
		OPT_END()
	};

	memset(&set, 0, sizeof(set));
	argc = parse_options(argc, argv, options, &annotate_usage,
			     PARSE_OPT_KEEP_DASHDASH);
	if (argc == PARSE_OPT_HELP)
		ret = 0;
	if (argc < 0)
		goto out;
	if (!dir) {
		error("annotate needs -o DIR for the series");
		goto out;
	}
	if (check_dir(dir))
		goto out;
	if (infer_options_args(&o, argc, argv)) {
		usage_print(&annotate_usage, options, stderr);
		goto out;
	}
	o.below_cwd = 1;
	if (infer_gather(&o, &g))
		goto out;
	trouble = g.trouble;
	t_infer = run_now();
	if (patch_plan(&g, &o.report, types, 1, &s, &set, &trouble))
		goto out;
	have_solution = 1;
	patches = series_write(&g.facts, &s, &set, dir, &so);
	if (patches < 0)
		goto out;
	t_series = run_now();
	if (patches) {
		vo.build_dir = o.build_dir;
		vo.files = o.files.v;
		vo.flags = o.flags.v;
		vo.keep = keep;
		vo.sparse_each = sparse_each;
		vo.jobs = o.jobs;
		vo.helpers = g.helpers;
		if (verify_run(dir, &vo, &res))
			trouble = 1;
		else
			verified = 1;
		t_verify = run_now();
		verify_print(&res, stdout);
		putc('\n', stdout);
	}

	printf("series:        %d patch%s in %s\n", patches,
	       plural((unsigned)patches, "", "es"), dir);
	summary_annotated(&set, stdout);
	summary_helpers(&g.facts, stdout);
	o.report.spelled = set.names;
	summary_conflicts(&g.facts, &s, &o.report, &set, stdout);
	if (patches)
		summary_verify(&res, patches, verified, stdout);
	if (patches && summary_already(&res, dir, stdout))
		trouble = 1;
	if (g.failed.nr)
		printf("not analysed:  %zu translation unit%s (errors above)\n",
		       g.failed.nr, plural((unsigned)g.failed.nr, "", "s"));
	if (times || verbosity > 0)
		printf("times:         analysis %.1f s, plan and series %.1f s, "
		       "verification %.1f s\n", t_infer - t0,
		       t_series - t_infer, patches ? t_verify - t_series : 0.0);
	if (fflush(stdout) || ferror(stdout)) {
		error("cannot write the summary: %s", strerror(errno));
		trouble = 1;
	}
	if (trouble)
		ret = 2;
	else if (patches && (!verified || res.failed || res.series_failed ||
				 res.rechecked_failed))
		ret = 1;
	else
		ret = 0;
out:
	verify_result_release(&res);
	if (have_solution)
		solution_release(&s);
	edit_set_release(&set);
	gather_release(&g);
	infer_options_release(&o);
	return ret;
}
