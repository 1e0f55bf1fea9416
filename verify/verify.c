/*
 * endian verify: a patch or a series proved on a scratch copy of the tree
 * (verify/verify.h says what is checked).
 *
 * The scratch directory ($TMPDIR/endian-verify.XXXXXX) holds
 *	tree/		the current directory as a farm of hard links, where
 *			the patches are applied one after the other
 *	obj/		each unit's object, its stripped copy and its logs
 *	spatch/NNNN/	per patch: pre/ the touched files before it, sp/
 *			the same after spatch
 *
 * A unit is parsed once before the first patch (the checker's count and
 * the files it includes) and again after each patch that touches it.
 * It is compiled the first time a patch touches it, before the patch is
 * applied, and again after each such patch; each object is compared
 * with the one before, so a patch is judged on its own, and as long as
 * the earlier patches passed, "before" is the unpatched build.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "checker/check.h"
#include "lib/ccargs.h"
#include "lib/cdb.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/lex.h"
#include "lib/path.h"
#include "lib/run.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/xalloc.h"
#include "verify/verify-internal.h"
#include "verify/verify.h"

/*
 * Why a check failed, one line on stderr (after whatever went to stdout,
 * and in place of the progress line).
 */
__attribute__((format(printf, 1, 2)))
static void say(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	progress_done();
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}

/* ---------------------------------------------------------------- spatch */

/* A hunk of `diff` in its normal format: old lines s1..e1, new s2..e2. */
struct dhunk {
	unsigned s1, e1, s2, e2;
	char op;
	VEC(char *) new;	/* the "> " lines */
};

typedef VEC(struct dhunk) dhunk_vec;

static void dhunks_release(dhunk_vec *h)
{
	size_t i, j;

	for (i = 0; i < h->nr; i++) {
		for (j = 0; j < h->v[i].new.nr; j++)
			free(h->v[i].new.v[j]);
		VEC_FREE(h->v[i].new);
	}
	VEC_FREE(*h);
}

static int parse_range(const char **p, unsigned *a, unsigned *b)
{
	char *end;

	*a = *b = (unsigned)strtoul(*p, &end, 10);
	if (end == *p)
		return -1;
	if (*end == ',')
		*b = (unsigned)strtoul(end + 1, &end, 10);
	*p = end;
	return 0;
}

/* The hunks between two files, from GNU diff; -1 after an error line. */
static int diff_hunks(struct verify *v, const char *a, const char *b,
		      dhunk_vec *out)
{
	const char *argv[] = { "diff", a, b, NULL };
	char *tmp = sub_path(v->scratch, "diff.out");
	struct strbuf sb = STRBUF_INIT;
	const char *line;
	int fd, rc, ret = -1;

	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0) {
		error("cannot create '%s': %s", tmp, strerror(errno));
		goto out;
	}
	rc = run_command(argv, fd);
	close(fd);
	if (rc < 0 || rc > 1) {
		if (rc > 1)
			error("diff failed on '%s' and '%s'", a, b);
		goto out;
	}
	if (strbuf_read_file(&sb, tmp))
		goto out;
	for (line = sb.buf; *line; ) {
		const char *nl = strchr(line, '\n'), *p = line;
		size_t n = nl ? (size_t)(nl - line) : strlen(line);
		struct dhunk h;

		memset(&h, 0, sizeof(h));
		if (!strncmp(line, "> ", 2) && out->nr) {
			struct dhunk *last = &out->v[out->nr - 1];

			VEC_PUSH(last->new, xstrndup(line + 2, n - 2));
		} else if (*line >= '0' && *line <= '9' &&
			   !parse_range(&p, &h.s1, &h.e1) &&
			   (*p == 'a' || *p == 'c' || *p == 'd') &&
			   (h.op = *p++) && !parse_range(&p, &h.s2, &h.e2)) {
			VEC_PUSH(*out, h);
		}
		line += n + (nl != NULL);
	}
	ret = 0;
out:
	strbuf_release(&sb);
	free(tmp);
	return ret;
}

/* Old line `l` where `h` (old -> new) puts it: a changed line maps to
 * the first line of what replaces it. */
static unsigned map_line(const dhunk_vec *h, unsigned l)
{
	long delta = 0;
	size_t i;

	for (i = 0; i < h->nr; i++) {
		const struct dhunk *x = &h->v[i];
		unsigned os = x->op == 'a' ? x->s1 + 1 : x->s1;
		unsigned oe = x->op == 'a' ? x->s1 : x->e1;
		unsigned ns = x->op == 'd' ? x->s2 + 1 : x->s2;
		unsigned ne = x->op == 'd' ? x->s2 : x->e2;

		if (l < os)
			break;
		if (l <= oe)
			return ns;
		delta = (long)ne - (long)oe;
	}
	return (unsigned)((long)l + delta);
}

/* A hunk as the comparison sees it: its old lines and what it makes. */
struct keyed {
	unsigned from, to;
	char *text;		/* the new lines, joined by " | " */
	char *key;		/* where and what: equal keys, equal hunks */
	char *flat;		/* the new lines without blanks or breaks */
};

typedef VEC(struct keyed) keyed_vec;

static void push_keyed(keyed_vec *out, unsigned from, unsigned to, char op,
		       char *const *lines, size_t nr)
{
	struct strbuf sb = STRBUF_INIT;
	struct keyed k = { from, to, NULL, NULL, NULL };
	size_t j;
	const char *c;

	for (j = 0; j < nr; j++)
		for (c = lines[j]; *c; c++)
			if (!is_layout(*c))
				strbuf_addch(&sb, *c);
	k.flat = strbuf_detach(&sb);
	for (j = 0; j < nr; j++)
		strbuf_addf(&sb, "%s%s", j ? " | " : "", lines[j]);
	k.text = strbuf_detach(&sb);
	strbuf_addf(&sb, "%u,%u%c: %s", from, to, op, k.text);
	k.key = strbuf_detach(&sb);
	VEC_PUSH(*out, k);
}

/*
 * A change of as many lines as it replaces is one hunk per line, so that
 * a masked line does not take its unmasked neighbours with it.
 */
static void keyed_hunks(const dhunk_vec *h, keyed_vec *out)
{
	size_t i, j;

	for (i = 0; i < h->nr; i++) {
		const struct dhunk *x = &h->v[i];

		if (x->op == 'c' && x->e1 - x->s1 + 1 == x->new.nr) {
			for (j = 0; j < x->new.nr; j++)
				push_keyed(out, x->s1 + (unsigned)j,
					   x->s1 + (unsigned)j, 'c',
					   &x->new.v[j], 1);
			continue;
		}
		/*
		 * Lines added after line L are new line L + 1: the number
		 * a Diff-only line gives them (an #include at the top of
		 * a file is line 1, not 0).
		 */
		if (x->op == 'a')
			push_keyed(out, x->s1 + 1, x->s1 + 1, 'a', x->new.v,
				   x->new.nr);
		else
			push_keyed(out, x->s1, x->e1, x->op, x->new.v,
				   x->new.nr);
	}
}

static void keyed_release(keyed_vec *k)
{
	size_t i;

	for (i = 0; i < k->nr; i++) {
		free(k->v[i].text);
		free(k->v[i].key);
		free(k->v[i].flat);
	}
	VEC_FREE(*k);
}

static int cmp_keyed(const void *a, const void *b)
{
	const struct keyed *x = *(const struct keyed *const *)a;
	const struct keyed *y = *(const struct keyed *const *)b;

	if (x->from != y->from)
		return x->from < y->from ? -1 : 1;
	return strcmp(x->key, y->key);
}

static int has_line(const unsigned *lines, size_t nr, unsigned from,
		    unsigned to)
{
	size_t i;

	for (i = 0; i < nr; i++)
		if (lines[i] >= from && lines[i] <= to)
			return 1;
	return 0;
}

/*
 * Do the patch's hunks (a) and spatch's (b) agree, once a's hunks on a
 * masked line, and b's on the lines those cover, are set aside?  The
 * disagreements go to stderr, at their lines before the patch.  1 when
 * they agree.
 */
typedef VEC(const struct keyed *) keyed_ptrs;

/*
 * Drop each hunk of `want` that `got` has at the same lines with the same
 * tokens laid out otherwise (spatch breaks a prototype it made longer),
 * and its match.
 */
static void drop_layout_pairs(keyed_ptrs *want, keyed_ptrs *got)
{
	size_t i, j, n = 0;

	for (i = 0; i < want->nr; i++) {
		const struct keyed *w = want->v[i];

		for (j = 0; j < got->nr; j++)
			if (got->v[j]->from == w->from &&
			    got->v[j]->to == w->to &&
			    !strcmp(got->v[j]->flat, w->flat))
				break;
		if (j < got->nr) {
			got->v[j] = got->v[--got->nr];
			continue;
		}
		want->v[n++] = w;
	}
	want->nr = n;
}

static int same_hunks(const char *rel, const struct pinfo *p,
		      const keyed_vec *a, const keyed_vec *b,
		      const unsigned *mask, size_t nmask)
{
	VEC(unsigned) masked = { NULL, 0, 0 };
	keyed_ptrs want = { NULL, 0, 0 }, got = { NULL, 0, 0 };
	size_t i, j;
	int agree = 1;

	for (i = 0; i < a->nr; i++) {
		const struct keyed *k = &a->v[i];

		if (has_line(mask, nmask, k->from, k->to)) {
			unsigned l;

			for (l = k->from; l <= k->to; l++)
				VEC_PUSH(masked, l);
		} else {
			VEC_PUSH(want, k);
		}
	}
	for (i = 0; i < b->nr; i++)
		if (!has_line(masked.v, masked.nr, b->v[i].from, b->v[i].to))
			VEC_PUSH(got, &b->v[i]);
	drop_layout_pairs(&want, &got);
	if (want.nr)
		qsort(want.v, want.nr, sizeof(*want.v), cmp_keyed);
	if (got.nr)
		qsort(got.v, got.nr, sizeof(*got.v), cmp_keyed);
	for (i = j = 0; i < want.nr || j < got.nr; ) {
		int c = i == want.nr ? 1 : j == got.nr ? -1 :
			cmp_keyed(&want.v[i], &got.v[j]);
		const struct keyed *k = c < 0 ? want.v[i] : got.v[j];

		if (!c) {
			i++, j++;
			continue;
		}
		if (agree)
			say("%s: spatch does not reproduce '%s'\n",
			    rel, p->name);
		agree = 0;
		say("%s:%u: %s makes: %s\n", rel, k->from,
		    c < 0 ? "the patch" : "spatch",
		    *k->text ? k->text : "(nothing)");
		if (c < 0)
			i++;
		else
			j++;
	}
	VEC_FREE(masked);
	VEC_FREE(want);
	VEC_FREE(got);
	return agree;
}

/* A `// Diff-only: FILE:LINE NAME: REASON` line of a .cocci header. */
struct diff_only {
	char *file;
	unsigned line;		/* of the file before the series */
	int new_file;		/* NAME is "(new file)" */
};

/* The .cocci's header lines that matter here. */
struct cocci_head {
	VEC(char *) options;
	VEC(struct diff_only) only;
};

static int read_cocci_head(const char *path, struct cocci_head *h)
{
	struct strbuf sb = STRBUF_INIT;
	const char *line;

	if (strbuf_read_file(&sb, path))
		return -1;
	for (line = sb.buf; *line; ) {
		const char *nl = strchr(line, '\n');
		size_t n = nl ? (size_t)(nl - line) : strlen(line);
		char *l = xstrndup(line, n);

		if (!strncmp(l, "// Options:", 11)) {
			char *w = l + 11;

			while (*(w += strspn(w, " \t"))) {
				size_t wn = strcspn(w, " \t");

				VEC_PUSH(h->options, xstrndup(w, wn));
				w += wn;
			}
		} else if (!strncmp(l, "// Diff-only: ", 14)) {
			char *loc = l + 14, *sp = strchr(loc, ' '), *colon;
			struct diff_only d = { NULL, 0, 0 };

			if (sp)
				*sp = '\0';
			colon = strrchr(loc, ':');
			if (colon) {
				*colon = '\0';
				d.file = xstrdup(loc);
				d.line = (unsigned)strtoul(colon + 1, NULL, 10);
				d.new_file = sp && !strncmp(sp + 1,
							    "(new file)", 10);
				VEC_PUSH(h->only, d);
			}
		}
		free(l);
		line += n + (nl != NULL);
	}
	strbuf_release(&sb);
	return 0;
}

static void cocci_head_release(struct cocci_head *h)
{
	size_t i;

	for (i = 0; i < h->options.nr; i++)
		free(h->options.v[i]);
	VEC_FREE(h->options);
	for (i = 0; i < h->only.nr; i++)
		free(h->only.v[i].file);
	VEC_FREE(h->only);
}

/* spatch/NNNN/WHICH[/REL] (heap). */
static char *spatch_path(const struct verify *v, size_t pi, const char *which,
			 const char *rel)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s/spatch/%04zu/%s", v->scratch, pi + 1, which);
	if (rel)
		strbuf_addf(&sb, "/%s", rel);
	return strbuf_detach(&sb);
}

/* Before patch `pi`: its files as they are, twice (pre/ and sp/). */
static int spatch_prepare(struct verify *v, size_t pi)
{
	const struct pinfo *p = &v->patches.v[pi];
	size_t i, top = strlen(v->scratch);
	int ret = 0;

	for (i = 0; !ret && i < p->files.nr; i++) {
		const char *rel = p->files.v[i].rel;
		char *from, *a, *b;

		if (p->files.v[i].created)
			continue;
		from = sub_path(v->tree, rel);
		a = spatch_path(v, pi, "pre", rel);
		b = spatch_path(v, pi, "sp", rel);
		ret = path_make_parents(a, top) || path_make_parents(b, top) ||
		      copy_file(from, a) || copy_file(from, b) ? -1 : 0;
		free(from);
		free(a);
		free(b);
	}
	return ret;
}

/*
 * One file of patch `pi` after both: 1 the same, 2 the same but on its
 * Diff-only lines, 0 not the same (why on stderr), -1 trouble.
 */
static int spatch_file(struct verify *v, size_t pi, const struct pfile *f,
		       const struct cocci_head *h)
{
	const struct pinfo *p = &v->patches.v[pi];
	char *pre = spatch_path(v, pi, "pre", f->rel);
	char *sp = spatch_path(v, pi, "sp", f->rel);
	char *post = sub_path(v->tree, f->rel);
	char *orig = NULL;
	dhunk_vec ha = { NULL, 0, 0 }, hb = { NULL, 0, 0 }, hm = { NULL, 0, 0 };
	keyed_vec ka = { NULL, 0, 0 }, kb = { NULL, 0, 0 };
	VEC(unsigned) mask = { NULL, 0, 0 };
	size_t i;
	int ret = -1, same;

	if (f->created || f->deleted) {
		for (i = 0; i < h->only.nr; i++)
			if (h->only.v[i].new_file && f->created &&
			    !strcmp(h->only.v[i].file, f->rel))
				break;
		ret = i < h->only.nr ? 2 : 0;
		if (!ret)
			say("%s: '%s' %s it, and no Diff-only line "
			    "says so\n", f->rel, p->name,
			    f->created ? "creates" : "deletes");
		goto out;
	}
	same = compare_files(post, sp, 1);
	if (same) {
		ret = same;
		goto out;
	}
	/* Diff-only lines count in the unpatched file: follow them here */
	orig = sub_path(v->root, f->rel);
	if (!access(orig, F_OK) && diff_hunks(v, orig, pre, &hm))
		goto out;
	for (i = 0; i < h->only.nr; i++)
		if (!strcmp(h->only.v[i].file, f->rel))
			VEC_PUSH(mask, map_line(&hm, h->only.v[i].line));
	if (diff_hunks(v, pre, post, &ha) || diff_hunks(v, pre, sp, &hb))
		goto out;
	keyed_hunks(&ha, &ka);
	keyed_hunks(&hb, &kb);
	ret = same_hunks(f->rel, p, &ka, &kb, mask.v, mask.nr) ? 2 : 0;
out:
	dhunks_release(&ha);
	dhunks_release(&hb);
	dhunks_release(&hm);
	keyed_release(&ka);
	keyed_release(&kb);
	VEC_FREE(mask);
	free(orig);
	free(pre);
	free(sp);
	free(post);
	return ret;
}

/*
 * After patch `pi`: spatch with its .cocci on the files as they were
 * before it, in their own tree (--dir . there, where `patch -p1` would
 * apply, so that rules depending on a file name match), compared with
 * the patch's result.
 */
static int spatch_check(struct verify *v, size_t pi, enum verify_spatch *out)
{
	const struct pinfo *p = &v->patches.v[pi];
	struct cocci_head h = { { NULL, 0, 0 }, { NULL, 0, 0 } };
	VEC(const char *) av = { NULL, 0, 0 };
	char *dir = spatch_path(v, pi, "sp", NULL);
	char *log = spatch_path(v, pi, "spatch.log", NULL);
	size_t i;
	int rc, ret = -1, diff_only = 0, failed = 0;

	if (mkdir(dir, 0700) && errno != EEXIST) {
		error("cannot create '%s': %s", dir, strerror(errno));
		goto out;
	}
	if (read_cocci_head(p->cocci, &h))
		goto out;
	VEC_PUSH(av, v->spatch);
	VEC_PUSH(av, "--sp-file");
	VEC_PUSH(av, p->cocci);
	for (i = 0; i < h.options.nr; i++)
		VEC_PUSH(av, h.options.v[i]);
	VEC_PUSH(av, "--in-place");
	VEC_PUSH(av, "--very-quiet");
	VEC_PUSH(av, "--dir");
	VEC_PUSH(av, ".");
	VEC_PUSH(av, NULL);
	rc = run_logged(dir, av.v, log);
	if (rc < 0)
		goto out;
	if (rc) {
		show_log(log);
		say("%s: spatch failed (exit status %d)\n",
		    p->name, rc);
		failed = 1;
	}
	for (i = 0; !failed && i < p->files.nr; i++) {
		int r = spatch_file(v, pi, &p->files.v[i], &h);

		if (r < 0)
			goto out;
		failed |= !r;
		diff_only |= r == 2;
	}
	*out = failed ? VERIFY_SPATCH_FAILED : diff_only ?
	       VERIFY_SPATCH_DIFF_ONLY : VERIFY_SPATCH_REPRODUCED;
	ret = 0;
out:
	cocci_head_release(&h);
	VEC_FREE(av);
	free(dir);
	free(log);
	return ret;
}

/* ---------------------------------------------------------------- a patch */

/* A unit a patch touches, and what it was before the patch. */
struct before {
	size_t unit;
	unsigned warnings, errors, sparse;
};

/*
 * Before patch `p`: the object and sparse's count of each unit in `b`
 * that has none yet, and what each is now.  A unit that does not build
 * before the patch is trouble, not the patch's fault.
 */
static int units_before(struct verify *v, const struct pinfo *p,
			struct before *b, size_t nr)
{
	job_vec jobs = { NULL, 0, 0 };
	size_t i;
	int ret = -1, data_only;

	for (i = 0; i < nr; i++) {
		const struct unit *u = &v->units.v[b[i].unit];
		struct job j = { b[i].unit, JOB_COMPILE, 0, -1 };

		if (!u->compiled)
			VEC_PUSH(jobs, j);
		j.kind = JOB_SPARSE;
		if (v->sparse && !u->sparse_done)
			VEC_PUSH(jobs, j);
	}
	if (jobs_run(v, &jobs, NULL, 0, NULL, NULL))
		goto out;
	for (i = 0; i < jobs.nr; i++) {
		const struct job *j = &jobs.v[i];
		struct unit *u = &v->units.v[j->unit];

		if (j->status < 0)
			goto out;
		if (j->kind == JOB_SPARSE) {
			if (sparse_count(v, j, &u->sparse_now))
				goto out;
			u->sparse_done = 1;
			continue;
		}
		if (j->status) {
			char *log = job_log(v, j);

			show_log(log);
			free(log);
			error("'%s' does not compile before '%s'", u->rel,
			      p->name);
			goto out;
		}
		if (unit_strip(v, j->unit) ||
		    unit_same_object(v, j->unit, &data_only) < 0)
			goto out;
		u->compiled = 1;
	}
	for (i = 0; i < nr; i++) {
		struct unit *u = &v->units.v[b[i].unit];

		if (!u->touched) {
			u->touched = 1;
			u->first_checker = u->warnings + u->errors;
			u->first_sparse = u->sparse_now;
		}
		b[i].warnings = u->warnings;
		b[i].errors = u->errors;
		b[i].sparse = u->sparse_now;
	}
	ret = 0;
out:
	VEC_FREE(jobs);
	return ret;
}

/* Unit b->unit after patch `p`, its compile job `cj` and sparse's `sj`. */
static int unit_after(struct verify *v, const struct before *b,
		      const struct pinfo *p, const struct job *cj,
		      const struct job *sj, int parsed, const char *why,
		      struct verify_patch *r)
{
	struct unit *u = &v->units.v[b->unit];

	if (cj->status < 0)
		return -1;
	if (cj->status) {
		char *log = job_log(v, cj);

		show_log(log);
		free(log);
		say("%s: does not compile after '%s'\n", u->rel,
		    p->name);
		r->failed = 1;
	} else {
		int same, data_only;

		if (unit_strip(v, b->unit))
			return -1;
		same = unit_same_object(v, b->unit, &data_only);
		if (same < 0)
			return -1;
		r->compiled++;
		r->identical += same;
		if (!same && p->swaps) {
			/* a fix: its conversions swap bytes on this machine */
			r->converted++;
		} else if (!same) {
			say("%s: object code differs after '%s'%s\n",
			    u->rel, p->name, data_only ? " (in its data "
			    "only: the instructions are the same)" : "");
			r->failed = 1;
		}
	}
	if (!parsed) {
		say("%s: cannot check after '%s': %s\n", u->rel,
		    p->name, why);
		r->failed = 1;
	}
	if (p->baseline) {
		/*
		 * The first bitwise types of a tree: the checkers see for
		 * the first time what they could not see before.  What they
		 * say now is the baseline the later patches must not exceed.
		 */
		r->baseline = 1;
	} else if (u->warnings > b->warnings || u->errors > b->errors) {
		int e = u->errors > b->errors;

		say("%s: restricted-type %s %u -> %u after '%s'\n",
		    u->rel, e ? "errors" : "warnings",
		    e ? b->errors : b->warnings,
		    e ? u->errors : u->warnings, p->name);
		r->failed = 1;
	}
	r->checker_before += b->warnings + b->errors;
	r->checker_after += u->warnings + u->errors;
	if (sj) {
		if (sparse_count(v, sj, &u->sparse_now))
			return -1;
		if (u->sparse_now > b->sparse && !p->baseline) {
			say("%s: sparse warnings %u -> %u after "
			    "'%s'\n", u->rel, b->sparse, u->sparse_now,
			    p->name);
			r->failed = 1;
		}
		r->sparse_before += b->sparse;
		r->sparse_after += u->sparse_now;
	}
	if (p->baseline) {	/* the totals count from here */
		u->first_checker = u->warnings + u->errors;
		u->first_sparse = u->sparse_now;
	}
	return 0;
}

/* After patch `p`: compile, parse and count every unit of `b`. */
static int units_after(struct verify *v, const struct pinfo *p,
		       const struct before *b, size_t nr,
		       struct verify_patch *r)
{
	job_vec jobs = { NULL, 0, 0 };
	size_t *units = xcalloc(nr + 1, sizeof(*units)), i, per;
	struct strbuf *why = xcalloc(nr + 1, sizeof(*why));
	int *ok = xcalloc(nr + 1, sizeof(*ok)), ret = -1;

	per = v->sparse ? 2 : 1;
	for (i = 0; i < nr; i++) {
		struct job j = { b[i].unit, JOB_COMPILE, 0, -1 };

		units[i] = b[i].unit;
		strbuf_init(&why[i]);
		VEC_PUSH(jobs, j);
		j.kind = JOB_SPARSE;
		if (v->sparse)
			VEC_PUSH(jobs, j);
	}
	if (jobs_run(v, &jobs, units, nr, ok, why))
		goto out;
	r->units = (unsigned)nr;
	for (i = 0; i < nr; i++)
		if (unit_after(v, &b[i], p, &jobs.v[i * per],
			       v->sparse ? &jobs.v[i * per + 1] : NULL, ok[i],
			       why[i].buf, r))
			goto out;
	ret = 0;
out:
	for (i = 0; i < nr; i++)
		strbuf_release(&why[i]);
	free(why);
	free(ok);
	free(units);
	VEC_FREE(jobs);
	return ret;
}

static int verify_patch(struct verify *v, size_t pi)
{
	const struct pinfo *p = &v->patches.v[pi];
	struct verify_patch r;
	VEC(struct before) b = { NULL, 0, 0 };
	size_t k;
	int ret = -1;

	memset(&r, 0, sizeof(r));
	r.sparse = v->sparse;
	for (k = 0; k < v->units.nr; k++) {
		struct before x = { k, 0, 0, 0 };

		if (touches(&v->units.v[k], p))
			VEC_PUSH(b, x);
	}
	if (!b.nr)
		say("%s: no translation unit reads the files it "
		    "changes: nothing to compile\n", p->name);
	progress(pi + 1, v->patches.nr, p->name);
	if (units_before(v, p, b.v, b.nr))
		goto out;
	if (p->cocci && v->spatch && spatch_prepare(v, pi))
		goto out;
	if (apply_patch(v, pi) || units_after(v, p, b.v, b.nr, &r))
		goto out;
	if (!p->cocci)
		r.spatch = VERIFY_SPATCH_NONE;
	else if (!v->spatch)
		r.spatch = VERIFY_SPATCH_SKIPPED;
	else if (spatch_check(v, pi, &r.spatch))
		goto out;
	if (r.spatch == VERIFY_SPATCH_FAILED)
		r.failed = 1;
	r.name = xstrdup(p->name);
	VEC_PUSH(v->res->patches, r);
	ret = 0;
out:
	VEC_FREE(b);
	return ret;
}

/* ---------------------------------------------------------------- a run */

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
		res->converted += r->converted;
		res->spatch[r->spatch]++;
	}
	for (i = 0; i < v->units.nr; i++) {
		const struct unit *u = &v->units.v[i];

		if (!u->touched)
			continue;
		res->units++;
		res->checker_before += u->first_checker;
		res->checker_after += u->warnings + u->errors;
		res->sparse_before += u->first_sparse;
		res->sparse_after += u->sparse_now;
	}
}

int verify_run(const char *input, const struct verify_options *o,
	       struct verify_result *res)
{
	static const char *const needed[] = { "patch", "objcopy", "diff" };
	struct verify v;
	struct strbuf why = STRBUF_INIT;
	size_t i, j;
	int ret = -1;

	memset(&v, 0, sizeof(v));
	v.o = o;
	v.res = res;
	v.jobs = o->jobs ? o->jobs : 1;
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
	if (read_patches(&v, input) || find_root(&v))
		goto out;
	if (o->build_dir && cdb_open(&v.db, o->build_dir))
		goto out;
	if (make_scratch(&v) || units_collect(&v) || farm_build(&v))
		goto out;
	for (i = 0; i < v.patches.nr; i++)
		for (j = 0; j < v.patches.v[i].files.nr; j++)
			if (tree_unshare(&v, v.patches.v[i].files.v[j].rel))
				goto out;
	v.idx = clang_createIndex(0, 0);
	for (i = 0; i < v.units.nr; i++) {
		progress(i + 1, v.units.nr, v.units.v[i].rel);
		strbuf_reset(&why);
		if (unit_check(&v, &v.units.v[i], &why)) {
			error("cannot check '%s': %s", v.units.v[i].rel,
			      why.buf);
			goto out;
		}
	}
	for (i = 0; i < v.patches.nr; i++)
		if (verify_patch(&v, i))
			goto out;
	ret = 0;
out:
	progress_done();
	totals(&v);
	if (v.idx)
		clang_disposeIndex(v.idx);
	if (v.scratch && o->keep) {
		say("endian verify: the scratch tree is kept in "
		    "'%s'\n", v.scratch);
	} else if (v.scratch) {
		remove_at(AT_FDCWD, v.scratch);
	}
	units_release(&v);
	for (i = 0; i < v.patches.nr; i++)
		pinfo_release(&v.patches.v[i]);
	VEC_FREE(v.patches);
	if (o->build_dir)
		cdb_close(&v.db);
	strbuf_release(&why);
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
}

/* ---------------------------------------------------------------- table */

static const char *const spatch_names[] = {
	"-", "skipped", "reproduced", "diff-only", "failed"
};

#define COLUMNS 8

void verify_print(const struct verify_result *res, FILE *out)
{
	static const char *const head[COLUMNS] = {
		"patch", "units", "compiled", "identical", "checker", "sparse",
		"spatch", "result"
	};
	size_t nr = res->patches.nr + 1, i, c, w[COLUMNS] = { 0 };
	char *(*cell)[COLUMNS] = xcalloc(nr, sizeof(*cell));
	struct strbuf sb = STRBUF_INIT;
	const char *sep;

	for (c = 0; c < COLUMNS; c++)
		cell[0][c] = xstrdup(head[c]);
	for (i = 1; i < nr; i++) {
		const struct verify_patch *r = &res->patches.v[i - 1];

		cell[i][0] = xstrdup(r->name);
		strbuf_addf(&sb, "%u", r->units);
		cell[i][1] = strbuf_detach(&sb);
		strbuf_addf(&sb, "%u/%u", r->compiled, r->units);
		cell[i][2] = strbuf_detach(&sb);
		strbuf_addf(&sb, "%u/%u", r->identical, r->units);
		cell[i][3] = strbuf_detach(&sb);
		strbuf_addf(&sb, "%u -> %u", r->checker_before,
			    r->checker_after);
		cell[i][4] = strbuf_detach(&sb);
		if (r->sparse)
			strbuf_addf(&sb, "%u -> %u", r->sparse_before,
				    r->sparse_after);
		else
			strbuf_addstr(&sb, "-");
		cell[i][5] = strbuf_detach(&sb);
		cell[i][6] = xstrdup(spatch_names[r->spatch]);
		cell[i][7] = xstrdup(r->failed ? "FAILED" :
				     r->baseline ? "baseline" :
				     r->converted ? "ok, code converts" : "ok");
	}
	for (i = 0; i < nr; i++)
		for (c = 0; c < COLUMNS; c++)
			if (strlen(cell[i][c]) > w[c])
				w[c] = strlen(cell[i][c]);
	for (i = 0; i < nr; i++) {
		for (c = 0; c < COLUMNS; c++) {
			if (c == COLUMNS - 1)
				fprintf(out, "%s\n", cell[i][c]);
			else
				fprintf(out, "%-*s  ", (int)w[c], cell[i][c]);
			free(cell[i][c]);
		}
	}
	free(cell);

	fprintf(out, "total: %zu patch%s, %u failed; %u unit%s; compiled "
		"%u/%u, identical %u/%u; checker %u -> %u",
		res->patches.nr, res->patches.nr == 1 ? "" : "es", res->failed,
		res->units, res->units == 1 ? "" : "s", res->compiled,
		res->touched, res->identical, res->touched,
		res->checker_before, res->checker_after);
	if (res->converted)
		fprintf(out, " (%u changed by the conversions of fixes)",
			res->converted);
	if (res->sparse)
		fprintf(out, "; sparse %u -> %u", res->sparse_before,
			res->sparse_after);
	fputs("; spatch", out);
	for (c = VERIFY_SPATCH_NONE, sep = " "; c <= VERIFY_SPATCH_FAILED; c++)
		if (res->spatch[c] && c != VERIFY_SPATCH_NONE) {
			fprintf(out, "%s%u %s", sep, res->spatch[c],
				spatch_names[c]);
			sep = ", ";
		}
	fputs(*sep == ' ' ? " -\n" : "\n", out);
}
