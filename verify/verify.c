// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian verify: a patch or a series proved on a scratch copy of the tree
 * (verify/verify.h says what is checked).
 *
 * The scratch directory ($TMPDIR/endian-verify.XXXXXX) holds
 *	tree/		a copy of the current directory (no inode shared
 *			with it), where the patches are applied one after
 *			the other
 *	obj/		each unit's object, its stripped copy and its logs
 *	spatch/NNNN/	per patch: pre/ the touched files before it, sp/
 *			the same after spatch
 *
 * A unit is parsed once before the first patch (the checker's count,
 * the files it includes and the lines its code uses, verify/uses.c).
 * Every unit a patch touches is compiled and checked by sparse before
 * the first patch.  After a patch, the units whose proof it can change
 * (it changes lines they use) are parsed and checked again, and compiled
 * when their typed program changed (else their object cannot have), so
 * a patch is judged on its own; the units that read its files but use
 * none of its lines are left as they are.  Sparse, a process per unit,
 * runs after a patch only with --sparse-each (or after the patch that
 * makes the first bitwise types): the checker's count comes with the
 * parse.  After the last patch, the units left as they were are checked
 * once more, sparse checks every unit it did not check since its last
 * change, and every unit not compiled since its last change is
 * compiled: any difference from what it was fails the series, and so
 * does a sparse warning the series adds but at the lines its patches
 * name.
 *
 * Here are one patch's checks and the run that drives them;
 * verify/verify-internal.h says which file of verify/ does what.
 */
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/cdb.h"
#include "infer/helpers.h"
#include "lib/diag.h"
#include "lib/file.h"
#include "lib/run.h"
#include "lib/sort.h"
#include "lib/strbuf.h"
#include "lib/vec.h"
#include "lib/xalloc.h"
#include "verify/verify-internal.h"
#include "verify/verify.h"

void say_at(const char *file, unsigned line, const char *kind,
	    const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	progress_done();
	fprintf(stderr, "%s:%u:1: %s: ", file, line ? line : 1, kind);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/*
 * A failure of unit `u` after patch `p` (NULL: after the series), at the
 * first line that patch (or the first patch that reaches u) changes in
 * what u reads: where its author would look first.
 */
__attribute__((format(printf, 4, 5)))
static void say_unit(const struct verify *v, const struct verify_unit *u,
		     const struct pinfo *p, const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	const char *file = u->rel;
	unsigned line = 1;
	va_list ap;
	size_t i;

	for (i = 0; !p && i < v->patches.nr; i++)
		if (touches(u, &v->patches.v[i]))
			p = &v->patches.v[i];
	if (p)
		patch_site(u, p, &file, &line);
	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	say_at(file, line, "warning", "%s", sb.buf);
	strbuf_release(&sb);
}

/* ---------------------------------------------------------------- a patch */

/* Does sparse run after patch `p` (NULL: before the series)? */
static int sparse_after(const struct verify *v, const struct pinfo *p)
{
	return v->sparse && (!p || v->o->sparse_each || p->baseline);
}

/* The sites of sparse's warnings now are those it had first. */
static void sparse_first(struct verify_unit *u)
{
	u->first_sparse = u->sparse_now;
	strset_release(&u->first_sparse_sites);
	strset_add_all(&u->first_sparse_sites, &u->sparse_sites);
}

/*
 * A unit a patch touches, and what it was before the patch: its counts,
 * and of its warnings those at the sites the patches so far expose.
 */
struct before {
	size_t unit;
	unsigned warnings, errors, sparse;
	unsigned at_exposed, sparse_at_exposed;
};

/*
 * Unit k's new object (obj/K.o) against the one it had: 1 the same, 0
 * not (*data_only when only the data differs), -1 on trouble.  Either
 * way it is the unit's object now, made from the program it has now.
 */
static int new_object(struct verify *v, size_t k, int *data_only)
{
	struct verify_unit *u = &v->units.v[k];
	int same;

	if (verify_unit_strip(v, k))
		return -1;
	same = verify_unit_same_object(v, k, data_only);
	if (same >= 0) {
		u->compiled = 1;
		u->built = u->program;
		u->unbuilt = 0;
	}
	return same;
}

/*
 * Before patch `p` (NULL: the series): the object and sparse's count of
 * each unit in `b` that has none yet, and what each is now.  A unit that
 * does not build before the patch is trouble, not the patch's fault.
 * 0, -1 after an error line, or 1 (nothing said) when before the series
 * a compile fails or sparse misses a header in a copy of part of the
 * root.
 */
static int units_before(struct verify *v, const struct pinfo *p,
			struct before *b, size_t nr)
{
	job_vec jobs = { NULL, 0, 0 };
	size_t i;
	int ret = -1, data_only;

	for (i = 0; i < nr; i++) {
		const struct verify_unit *u = &v->units.v[b[i].unit];
		struct job j = { b[i].unit, JOB_COMPILE, 0, -1 };

		if (!u->compiled)
			VEC_PUSH(jobs, j);
		j.kind = JOB_SPARSE;
		if (sparse_after(v, p) && !u->sparse_done)
			VEC_PUSH(jobs, j);
	}
	if (jobs_run(v, &jobs, NULL))
		goto out;
	for (i = 0; i < jobs.nr; i++) {
		const struct job *j = &jobs.v[i];
		struct verify_unit *u = &v->units.v[j->unit];

		if (j->status < 0)
			goto out;
		if (j->kind == JOB_SPARSE) {
			if (sparse_count(v, j, u))
				goto out;
			u->sparse_done = 1;
			if (!p && v->partial && u->sparse_missing) {
				ret = 1;
				goto out;
			}
			continue;
		}
		if (j->status && !p && v->partial) {
			ret = 1;
			goto out;
		}
		if (j->status) {
			char *log = job_log(v, j);

			show_log(log);
			free(log);
			if (p)
				error("'%s' does not compile before '%s'",
				      u->rel, p->name);
			else
				error("'%s' does not compile before the "
				      "series", u->rel);
			goto out;
		}
		if (new_object(v, j->unit, &data_only) < 0)
			goto out;
	}
	for (i = 0; i < nr; i++) {
		struct verify_unit *u = &v->units.v[b[i].unit];

		if (!u->touched) {
			u->touched = 1;
			u->first_checker = u->warnings + u->errors;
			sparse_first(u);
		}
		b[i].warnings = u->warnings;
		b[i].errors = u->errors;
		b[i].sparse = u->sparse_now;
		b[i].at_exposed = u->at_exposed;
		b[i].sparse_at_exposed = u->sparse_at_exposed;
	}
	ret = 0;
out:
	VEC_FREE(jobs);
	return ret;
}

/*
 * Unit b->unit after patch `p`: its compile job `cj` (NULL: its typed
 * program is the one last compiled, so is its object) and sparse's `sj`.
 */
static int unit_after(struct verify *v, const struct before *b,
		      const struct pinfo *p, const struct job *cj,
		      const struct job *sj, int parsed, const char *why,
		      struct verify_patch *r)
{
	struct verify_unit *u = &v->units.v[b->unit];

	if (!cj) {
		r->compiled++;
		r->identical++;
		r->same_program++;
		u->unbuilt = 1;
	} else if (cj->status < 0) {
		return -1;
	} else if (cj->status) {
		char *log = job_log(v, cj);

		show_log(log);
		free(log);
		say_unit(v, u, p, "%s does not compile after '%s'", u->rel,
			 p->name);
		r->failed = 1;
	} else {
		int same, data_only;

		same = new_object(v, b->unit, &data_only);
		if (same < 0)
			return -1;
		r->compiled++;
		r->identical += same;
		if (!same && reads_swaps(u, p)) {
			/*
			 * a fix: the unit reads the lines where its
			 * conversions swap bytes on this machine
			 */
			r->converted++;
		} else if (!same) {
			say_unit(v, u, p, "object code of %s differs after "
				 "'%s'%s", u->rel, p->name, data_only ?
				 " (in its data only: the instructions are "
				 "the same)" : "");
			r->failed = 1;
		}
	}
	if (!parsed) {
		say_unit(v, u, p, "%s cannot be checked after '%s': %s",
			 u->rel, p->name, why);
		r->failed = 1;
	}
	if (p->baseline) {
		/*
		 * The first bitwise types of a tree: the checkers see for
		 * the first time what they could not see before.  What they
		 * say now is the baseline the later patches must not exceed.
		 */
		r->baseline = 1;
	} else if (u->warnings - u->at_exposed >
		   b->warnings - b->at_exposed || u->errors > b->errors) {
		int e = u->errors > b->errors;

		say_unit(v, u, p, "restricted-type %s of %s %u -> %u after "
			 "'%s'%s", e ? "errors" : "warnings", u->rel,
			 e ? b->errors : b->warnings,
			 e ? u->errors : u->warnings, p->name,
			 !e && u->at_exposed ? ", not only at the sites of "
			 "probable bugs it names" : "");
		r->failed = 1;
	}
	r->checker_before += b->warnings + b->errors;
	r->checker_after += u->warnings + u->errors;
	if (sj) {
		if (sparse_count(v, sj, u))
			return -1;
		u->sparse_done = 1;
		r->sparse_errors += u->sparse_errors > 0;
		if (u->sparse_now - u->sparse_at_exposed >
		    b->sparse - b->sparse_at_exposed && !p->baseline) {
			say_unit(v, u, p, "sparse warnings of %s %u -> %u "
				 "after '%s'%s", u->rel, b->sparse,
				 u->sparse_now, p->name,
				 u->sparse_at_exposed ? ", not only at the "
				 "sites of probable bugs it names" : "");
			r->failed = 1;
		}
		r->sparse_before += b->sparse;
		r->sparse_after += u->sparse_now;
	}
	if (p->baseline) {	/* the totals count from here */
		u->first_checker = u->warnings + u->errors;
		sparse_first(u);
	}
	return 0;
}

/*
 * After patch `p`: parse and run sparse on every unit of `b`, then
 * compile those whose typed program is not the one they were last
 * compiled from (or whose preprocessor lines the patch changes, which
 * may tell the compiler what the program does not show).
 */
static int units_after(struct verify *v, const struct pinfo *p,
		       const struct before *b, size_t nr,
		       struct verify_patch *r)
{
	job_vec jobs = { NULL, 0, 0 }, compiles = { NULL, 0, 0 };
	size_t *sparse = xcalloc(nr + 1, sizeof(*sparse)), i, c;
	struct parses ps;
	int ret = -1;

	parses_init(&ps, nr);
	for (i = 0; i < nr; i++) {
		struct job j = { b[i].unit, JOB_SPARSE, 0, -1 };

		parses_add(&ps, b[i].unit);
		sparse[i] = jobs.nr;
		if (sparse_after(v, p))
			VEC_PUSH(jobs, j);
		else	/* its count is of the tree before the patch */
			v->units.v[b[i].unit].sparse_done = 0;
	}
	if (jobs_run(v, &jobs, &ps))
		goto out;
	for (i = 0; i < nr; i++) {
		const struct verify_unit *u = &v->units.v[b[i].unit];
		struct job j = { b[i].unit, JOB_COMPILE, 0, -1 };

		if (!ps.ok[i] || u->program != u->built ||
		    reads_directives(u, p))
			VEC_PUSH(compiles, j);
	}
	if (jobs_run(v, &compiles, NULL))
		goto out;
	r->units = (unsigned)nr;
	for (i = c = 0; i < nr; i++) {
		const struct job *cj = NULL;

		if (c < compiles.nr && compiles.v[c].unit == b[i].unit)
			cj = &compiles.v[c++];
		if (unit_after(v, &b[i], p, cj,
			       sparse_after(v, p) ? &jobs.v[sparse[i]] : NULL,
			       ps.ok[i],
			       ps.why[i].buf, r))
			goto out;
		v->units.v[b[i].unit].stale = 0;
	}
	ret = 0;
out:
	parses_release(&ps);
	free(sparse);
	VEC_FREE(jobs);
	VEC_FREE(compiles);
	return ret;
}

static int verify_patch(struct verify *v, size_t pi)
{
	const struct pinfo *p = &v->patches.v[pi];
	struct verify_patch r;
	VEC(struct before) b = { NULL, 0, 0 };
	pid_t spatch = 0, pid;
	size_t k;
	int ret = -1;

	memset(&r, 0, sizeof(r));
	r.sparse = sparse_after(v, p);
	if (reads_cover(v, pi) || apply_check(v, pi))
		goto out;
	for (k = 0; k < v->units.nr; k++) {
		struct verify_unit *u = &v->units.v[k];
		struct before x = { k, 0, 0, 0, 0, 0 };

		if (!touches(u, p))
			continue;
		r.reading++;
		if (affects(v, u, p))
			VEC_PUSH(b, x);
		else
			u->stale = 1;
	}
	if (!r.reading && p->files.nr)
		say_at(p->files.v[0].rel, p->files.v[0].first_change,
		       "warning", "no translation unit reads the files '%s' "
		       "changes: nothing to compile", p->name);
	strbuf_reset(v->stage_buf);
	strbuf_addf(v->stage_buf, "patch %zu/%zu %s", pi + 1, v->patches.nr,
		    p->name);
	v->stage = v->stage_buf->buf;
	/* spatch works on copies: it runs beside the compiles and parses */
	if (p->cocci && v->spatch &&
	    (spatch_prepare(v, pi) || spatch_start(v, pi, &spatch)))
		goto out;
	if (units_before(v, p, b.v, b.nr))
		goto out;
	if (apply_patch(v, pi))
		goto out;
	for (k = 0; k < p->exposed.nr; k++)
		strset_add(&v->exposed, p->exposed.v[k],
			   strlen(p->exposed.v[k]));
	if (units_after(v, p, b.v, b.nr, &r))
		goto out;
	if (!p->cocci)
		r.spatch = VERIFY_SPATCH_NONE;
	else if (!v->spatch)
		r.spatch = VERIFY_SPATCH_SKIPPED;
	else {
		pid = spatch;
		spatch = 0;
		if (spatch_finish(v, pi, pid, &r.spatch))
			goto out;
	}
	if (r.spatch == VERIFY_SPATCH_FAILED)
		r.failed = 1;
	r.name = xstrdup(p->name);
	VEC_PUSH(v->res->patches, r);
	ret = 0;
out:
	if (spatch > 0)		/* trouble before its end */
		run_done(spatch, "spatch", 1);
	VEC_FREE(b);
	return ret;
}

/* ---------------------------------------------------------------- a run */

/*
 * The first parse of every unit: its counts, the files it reads, its
 * uses.  0, 1 when one fails in a copy of part of the root (nothing
 * said), or -1 after an error line.
 */
static int units_first(struct verify *v)
{
	job_vec jobs = { NULL, 0, 0 };
	struct parses ps;
	size_t i;
	int ret;

	parses_init(&ps, v->units.nr);
	for (i = 0; i < v->units.nr; i++)
		parses_add(&ps, i);
	v->stage = "before the series";
	ret = jobs_run(v, &jobs, &ps);
	for (i = 0; !ret && i < ps.nr; i++)
		if (!ps.ok[i])	/* in a copy of part of the root: try it all */
			ret = v->partial ? 1 :
			      error("cannot check '%s': %s", v->units.v[i].rel,
				    ps.why[i].buf);
	parses_release(&ps);
	VEC_FREE(jobs);
	return ret;
}

/*
 * Before the first patch: every unit a patch touches, compiled and
 * checked by sparse, all at once.
 */
static int series_before(struct verify *v)
{
	VEC(struct before) b = { NULL, 0, 0 };
	size_t k, i;
	int ret;

	for (k = 0; k < v->units.nr; k++) {
		struct before x = { k, 0, 0, 0, 0, 0 };

		for (i = 0; i < v->patches.nr; i++)
			if (touches(&v->units.v[k], &v->patches.v[i]))
				break;
		if (i < v->patches.nr)
			VEC_PUSH(b, x);
	}
	ret = units_before(v, NULL, b.v, b.nr);
	VEC_FREE(b);
	return ret;
}

/*
 * The copy ready for the first patch, each unit parsed, and those a
 * patch touches compiled and checked: 0, -1 after an error line, or 1
 * when a copy of part of the root was not enough (nothing said).
 */
static int series_start(struct verify *v)
{
	size_t i, j;
	int ret;

	for (i = 0; i < v->patches.nr; i++) {
		const struct pinfo *p = &v->patches.v[i];

		for (j = 0; j < p->files.nr; j++)
			if (tree_add(v, v->root, p->files.v[j].rel) ||
			    tree_unshare(v, p->files.v[j].rel))
				return -1;
	}
	ret = units_first(v);
	return ret ? ret : series_before(v);
}

/*
 * A unit checked again after the last patch, and what it was: `stale`,
 * a patch changed a file it reads but no line it uses after its last
 * check (parse and sparse run again); `behind`, sparse did not check it
 * after the last patch that changed a line it uses (sparse runs); else
 * only its object is due (its typed program stayed the one last
 * compiled).
 */
struct end {
	size_t unit;
	int stale, behind;
	unsigned warnings, errors, sparse;
	size_t compile, check;	/* its jobs' indices, or NO_JOB */
};

#define NO_JOB SIZE_MAX

/* unit_end()'s message: why the difference is one no row could show. */
static const char *unseen(const struct end *e)
{
	return e->stale ? ", though no patch after its last check changed a "
			  "line it uses" :
			  ", though its typed program stayed the one compiled "
			  "before";
}

/* Unit e->unit's compile after the last patch, against what it was. */
static int end_object(struct verify *v, const struct end *e,
		      const struct job *cj)
{
	struct verify_result *res = v->res;
	struct verify_unit *u = &v->units.v[e->unit];
	int same, data_only;

	if (cj->status < 0)
		return -1;
	res->rechecked++;
	if (cj->status) {
		char *log = job_log(v, cj);

		show_log(log);
		free(log);
		say_unit(v, u, NULL, "%s does not compile after the series%s",
			 u->rel, unseen(e));
		res->rechecked_failed = 1;
		return 0;
	}
	same = new_object(v, e->unit, &data_only);
	if (same < 0)
		return -1;
	res->rechecked_identical += same;
	if (!same) {
		say_unit(v, u, NULL, "object code of %s differs after the "
			 "series%s", u->rel, unseen(e));
		res->rechecked_failed = 1;
	}
	return 0;
}

/*
 * Unit e->unit, checked again after the last patch (`parsed` tells
 * whether its parse went, `why` why not), against what it was.  A unit
 * sparse was behind on is held to the series as a whole instead
 * (sparse_series()).
 */
static int unit_end(struct verify *v, const struct end *e, job_vec *jobs,
		    int parsed, const char *why)
{
	struct verify_result *res = v->res;
	struct verify_unit *u = &v->units.v[e->unit];

	if (e->compile != NO_JOB && end_object(v, e, &jobs->v[e->compile]))
		return -1;
	if (e->check != NO_JOB) {
		if (sparse_count(v, &jobs->v[e->check], u))
			return -1;
		u->sparse_done = 1;
		if (!e->behind && u->sparse_now != e->sparse) {
			say_unit(v, u, NULL, "sparse warnings of %s %u -> %u "
				 "after the series%s", u->rel, e->sparse,
				 u->sparse_now, unseen(e));
			res->rechecked_failed = 1;
		}
	}
	if (!e->stale)
		return 0;
	if (!parsed) {
		say_unit(v, u, NULL, "%s cannot be checked after the series: "
			 "%s", u->rel, why);
		res->rechecked_failed = 1;
	} else if (u->warnings != e->warnings || u->errors != e->errors) {
		say_unit(v, u, NULL, "restricted-type warnings and errors of "
			 "%s %u -> %u after the series%s", u->rel,
			 e->warnings + e->errors, u->warnings + u->errors,
			 unseen(e));
		res->rechecked_failed = 1;
	}
	u->stale = 0;
	return 0;
}

/*
 * After the last patch: the units that read a file a patch changed but
 * were not checked after it, because it changed no line they use,
 * compiled and checked again; the units a patch left with the typed
 * program they were compiled from, compiled; the units sparse is behind
 * on, checked by sparse.  The first two must be what they were: a
 * difference is one the rows could not show, and fails the series.
 */
static int series_end(struct verify *v)
{
	job_vec jobs = { NULL, 0, 0 };
	VEC(struct end) ends = { NULL, 0, 0 };
	struct parses ps;
	size_t i, p;
	int ret = -1;

	parses_init(&ps, v->units.nr);
	for (i = 0; i < v->units.nr; i++) {
		const struct verify_unit *u = &v->units.v[i];
		struct job j = { i, JOB_COMPILE, 0, -1 };
		int behind = v->sparse && u->touched && !u->sparse_done;
		struct end e = { i, u->stale, behind, u->warnings, u->errors,
				 u->sparse_now, NO_JOB, NO_JOB };

		if (!u->stale && !u->unbuilt && !behind)
			continue;
		if (u->stale || u->unbuilt) {
			e.compile = jobs.nr;
			VEC_PUSH(jobs, j);
		}
		if (u->stale)
			parses_add(&ps, i);
		if (v->sparse && (u->stale || behind)) {
			j.kind = JOB_SPARSE;
			e.check = jobs.nr;
			VEC_PUSH(jobs, j);
		}
		VEC_PUSH(ends, e);
	}
	v->stage = "after the series";
	if (jobs_run(v, &jobs, &ps))
		goto out;
	for (i = p = 0; i < ends.nr; i++) {
		const struct end *e = &ends.v[i];
		int parsed = e->stale ? ps.ok[p] : 1;
		const char *reason = e->stale ? ps.why[p].buf : "";

		p += e->stale;
		if (unit_end(v, e, &jobs, parsed, reason))
			goto out;
	}
	ret = 0;
out:
	parses_release(&ps);
	VEC_FREE(ends);
	VEC_FREE(jobs);
	return ret;
}

/* The warnings each unit had before the series and still has. */
static void already(struct verify *v)
{
	struct strset seen = STRSET_INIT;
	size_t i, j;

	for (i = 0; i < v->units.nr; i++) {
		const struct verify_unit *u = &v->units.v[i];

		for (j = 0; j < u->sites.nr; j++) {
			const char *s = u->sites.v[j];

			if (strset_has(&u->first_sites, s, strlen(s)) &&
			    strset_add(&seen, s, strlen(s)))
				VEC_PUSH(v->res->already, xstrdup(s));
		}
	}
	strset_release(&seen);
	if (v->res->already.nr > 1)
		qsort(v->res->already.v, v->res->already.nr,
		      sizeof(*v->res->already.v), cmp_str);
}

/*
 * Site "FILE:LINE: message" of u->sites: FILE is s[0..*len), *line its
 * line, and "FILE:LINE" s[0..*key); 0 when it is not of that form.
 */
static int site_position(const char *s, size_t *len, unsigned *line,
			 size_t *key)
{
	const char *p;

	for (p = strchr(s, ':'); p; p = strchr(p + 1, ':')) {
		char *end;
		unsigned long n = strtoul(p + 1, &end, 10);

		if (end > p + 1 && !strncmp(end, ": ", 2) && n <= UINT_MAX) {
			*len = (size_t)(p - s);
			*line = (unsigned)n;
			*key = (size_t)(end - s);
			return 1;
		}
	}
	return 0;
}

/* The "FILE:LINE" of each of `sites` that has one, into `out`. */
static void site_lines(const struct strset *sites, struct strset *out)
{
	size_t i, len, key;
	unsigned line;

	for (i = 0; i < sites->nr; i++)
		if (site_position(sites->v[i], &len, &line, &key))
			strset_add(out, sites->v[i], key);
}

/*
 * Is site `s` ("FILE:LINE: message") at a line the patches name?  1 or
 * 0, with *key the length of its "FILE:LINE"; -1 when it is no site.
 */
static int site_named(const struct verify *v, const char *s, size_t *key)
{
	size_t len;
	unsigned line;
	char *rel;
	int named;

	if (!site_position(s, &len, &line, key))
		return -1;
	rel = xstrndup(s, len);
	named = exposed_at(v, rel, line);
	free(rel);
	return named;
}

/*
 * The series as a whole against the tree before it: a warning of the
 * checker's on a line where the unit had none before the series must
 * sit on a line the patches name.  Each row holds its patch to a count,
 * which a warning the patch adds can pass when it ends others (drivers/
 * scsi: lpfc's locals typed __be16 from a bitfield, 52 -> 47 with one
 * new); and after a baseline patch (the tree's first bitwise types) the
 * rows count from what the checkers see then.
 */
static void series_check(struct verify *v)
{
	struct strset seen = STRSET_INIT;
	size_t i, j;

	for (i = 0; i < v->units.nr; i++) {
		const struct verify_unit *u = &v->units.v[i];
		struct strset before = STRSET_INIT;
		unsigned line;
		size_t len;
		char *file;

		if (!u->touched)
			continue;
		site_lines(&u->first_sites, &before);
		for (j = 0; j < u->sites.nr; j++) {
			const char *s = u->sites.v[j];
			size_t key;
			int named = site_named(v, s, &key);

			if (named < 0 || strset_has(&before, s, key) ||
			    !strset_add(&seen, s, strlen(s)) || named)
				continue;
			site_position(s, &len, &line, &key);
			file = xstrndup(s, len);
			/* "FILE:LINE: message": the message after ": " */
			say_at(file, line, "warning", "the series adds a "
			       "warning at no line its patches name: %s",
			       s + key + 2);
			free(file);
			v->res->series_failed = 1;
		}
		strset_release(&before);
	}
	strset_release(&seen);
}

/* How many of the distinct sites `sites` are at no line the patches name. */
static unsigned unnamed_sites(const struct verify *v,
			      const struct strset *sites)
{
	size_t i, key;
	unsigned n = 0;

	for (i = 0; i < sites->nr; i++)
		n += site_named(v, sites->v[i], &key) == 0;
	return n;
}

/*
 * Sparse over the series: each unit it touches must have no more
 * warnings than before it, but at the lines its patches name, as each
 * row holds each patch to the checker's count (and to sparse's, with
 * --sparse-each).
 */
static void sparse_series(struct verify *v)
{
	size_t i;

	for (i = 0; v->sparse && i < v->units.nr; i++) {
		const struct verify_unit *u = &v->units.v[i];

		if (!u->touched || unnamed_sites(v, &u->sparse_sites) <=
				   unnamed_sites(v, &u->first_sparse_sites))
			continue;
		say_unit(v, u, NULL, "sparse warnings of %s %u -> %u over the "
			 "series, not only at the lines its patches name",
			 u->rel, u->first_sparse, u->sparse_now);
		v->res->series_failed = 1;
	}
}


static void totals(struct verify *v)
{
	struct verify_result *res = v->res;
	size_t i;

	res->sparse = v->sparse;
	for (i = 0; i < res->patches.nr; i++) {
		const struct verify_patch *r = &res->patches.v[i];

		res->failed += r->failed;
		res->touched += r->units;
		res->compiled += r->compiled;
		res->identical += r->identical;
		res->same_program += r->same_program;
		res->converted += r->converted;
		res->spatch[r->spatch]++;
	}
	for (i = 0; i < v->units.nr; i++) {
		const struct verify_unit *u = &v->units.v[i];

		if (!u->touched)
			continue;
		res->units++;
		res->checker_before += u->first_checker;
		res->checker_after += u->warnings + u->errors;
		res->sparse_before += u->first_sparse;
		res->sparse_after += u->sparse_now;
		res->sparse_errors += u->sparse_errors > 0;
	}
	already(v);
}

int verify_run(const char *input, const struct verify_options *o,
	       struct verify_result *res)
{
	static const char *const needed[] = { "patch", "objcopy", "diff" };
	struct verify v;
	struct strbuf stage = STRBUF_INIT;
	size_t i;
	int ret = -1, rc;

	memset(&v, 0, sizeof(v));
	v.o = o;
	v.res = res;
	v.jobs = o->jobs ? o->jobs : run_cpus();
	v.stage_buf = &stage;
	for (i = 0; i < sizeof(needed) / sizeof(needed[0]); i++)
		if (!run_found(needed[i]))
			return error("'%s' not found: endian verify runs it",
				     needed[i]);
	v.sparse = run_found("sparse");
	v.spatch = getenv("SPATCH") && *getenv("SPATCH") ?
		   getenv("SPATCH") : "spatch";
	if (!run_found(v.spatch))
		v.spatch = NULL;
	v.objdump = run_found("objdump");
	v.helpers = o->helpers;
	if (!v.helpers)
		v.helpers = v.own_helpers = helpers_new();
	if (read_patches(&v, input) || find_root(&v))
		goto out;
	if (o->build_dir && cdb_open(&v.db, o->build_dir))
		goto out;
	if (make_scratch(&v))
		goto out;
	/* kept, even when a signal ends the run */
	if (o->keep)
		scratch_forget(v.scratch);
	if (units_collect(&v) || reads_copy(&v))
		goto out;
	rc = series_start(&v);
	if (rc > 0) {
		/* what the units read was not all they needed */
		units_release(&v);
		if (units_collect(&v) || farm_build(&v))
			goto out;
		rc = series_start(&v);
	}
	if (rc)
		goto out;
	for (i = 0; i < v.patches.nr; i++)
		if (verify_patch(&v, i))
			goto out;
	if (series_end(&v))
		goto out;
	if (!o->sparse_each)	/* else each row held sparse to its count */
		sparse_series(&v);
	series_check(&v);
	ret = 0;
out:
	progress_done();
	totals(&v);
	if (v.scratch && o->keep) {
		fflush(stdout);
		fprintf(stderr, "endian verify: the scratch tree is kept in "
			"'%s'\n", v.scratch);
	} else if (v.scratch) {
		remove_tree(v.scratch);
	}
	units_release(&v);
	helpers_free(v.own_helpers);
	for (i = 0; i < v.patches.nr; i++)
		pinfo_release(&v.patches.v[i]);
	VEC_FREE(v.patches);
	strset_release(&v.exposed);
	strset_release(&v.names);
	strset_release(&v.added);
	strbuf_release(&stage);
	if (o->build_dir)
		cdb_close(&v.db);
	free(v.root);
	free(v.alias);
	free(v.scratch);
	free(v.tree);
	free(v.prefix_map);
	return ret;
}

void verify_result_release(struct verify_result *res)
{
	size_t i;

	for (i = 0; i < res->patches.nr; i++)
		free(res->patches.v[i].name);
	VEC_FREE(res->patches);
	for (i = 0; i < res->already.nr; i++)
		free(res->already.v[i]);
	VEC_FREE(res->already);
}
