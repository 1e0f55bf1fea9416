// SPDX-License-Identifier: GPL-2.0-only
/*
 * Does spatch, with the .cocci beside a patch, reproduce the patch?
 * Before the patch, the files it touches are copied twice to
 * spatch/NNNN/ (pre/ and sp/); after it, spatch rewrites sp/ and each
 * file is compared with the patch's result, but on the lines the
 * .cocci's `// Diff-only:` header lists.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/path.h"
#include "lib/run.h"
#include "lib/strbuf.h"
#include "lib/vec.h"
#include "lib/xalloc.h"
#include "verify/verify-internal.h"

/* A hunk of `diff` in its normal format: old lines s1..e1, new s2..e2. */
struct dhunk {
	unsigned s1, e1, s2, e2;
	char op;
	VEC(char *) old;	/* the "< " lines */
	VEC(char *) new;	/* the "> " lines */
};

typedef VEC(struct dhunk) dhunk_vec;

static void dhunks_release(dhunk_vec *h)
{
	size_t i, j;

	for (i = 0; i < h->nr; i++) {
		for (j = 0; j < h->v[i].old.nr; j++)
			free(h->v[i].old.v[j]);
		VEC_FREE(h->v[i].old);
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
		} else if (!strncmp(line, "< ", 2) && out->nr) {
			struct dhunk *last = &out->v[out->nr - 1];

			VEC_PUSH(last->old, xstrndup(line + 2, n - 2));
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

/*
 * Old line `l` where `h` (old -> new) puts it: a changed line maps to
 * the line of what replaces it at the same place, the last one when the
 * replacement is shorter (earlier patches change lines one for one, two
 * neighbours often in one hunk).
 */
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
			return ne < ns ? ns : ns + (l - os < ne - ns ?
						    l - os : ne - ns);
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
 * a masked line does not take its unmasked neighbours with it; a line
 * it leaves as it was (diff may pair a blank line between two changes
 * with itself) is none.
 */
static void keyed_hunks(const dhunk_vec *h, keyed_vec *out)
{
	size_t i, j;

	for (i = 0; i < h->nr; i++) {
		const struct dhunk *x = &h->v[i];

		if (x->op == 'c' && x->e1 - x->s1 + 1 == x->new.nr) {
			for (j = 0; j < x->new.nr; j++) {
				unsigned l = x->s1 + (unsigned)j;

				if (j >= x->old.nr ||
				    strcmp(x->old.v[j], x->new.v[j]))
					push_keyed(out, l, l, 'c',
						   &x->new.v[j], 1);
			}
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
 * masked line, and b's on a masked line or on the lines those cover,
 * are set aside (spatch may change a masked line the patch keeps: it
 * re-aligns a parameter list)?  The disagreements go to stderr, at
 * their lines before the patch.  1 when they agree.
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
		if (!has_line(masked.v, masked.nr, b->v[i].from, b->v[i].to) &&
		    !has_line(mask, nmask, b->v[i].from, b->v[i].to))
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
			say_at(rel, k->from, "warning", "spatch does not "
			       "reproduce '%s'", p->name);
		agree = 0;
		say_at(rel, k->from, "note", "%s makes: %s",
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

/*
 * A `// Diff-only: FILE:LINE NAME: REASON` line of a .cocci header, or
 * FILE:LINE-LAST for a change over several lines.
 */
struct diff_only {
	char *file;
	unsigned line, last;	/* of the file before the series */
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
			struct diff_only d = { NULL, 0, 0, 0 };
			char *dash;

			if (sp)
				*sp = '\0';
			colon = strrchr(loc, ':');
			if (colon) {
				*colon = '\0';
				d.file = xstrdup(loc);
				d.line = (unsigned)strtoul(colon + 1, &dash, 10);
				d.last = *dash == '-' ?
					 (unsigned)strtoul(dash + 1, NULL, 10) :
					 d.line;
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
int spatch_prepare(struct verify *v, size_t pi)
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
			say_at(f->rel, 1, "warning", "'%s' %s it, and no "
			       "Diff-only line says so", p->name,
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
	for (i = 0; i < h->only.nr; i++) {
		unsigned l;

		if (strcmp(h->only.v[i].file, f->rel))
			continue;
		for (l = h->only.v[i].line; l <= h->only.v[i].last; l++)
			VEC_PUSH(mask, map_line(&hm, l));
	}
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
 * Patch `pi`'s spatch with its .cocci on the files as they were before
 * it, in their own tree (--dir . there, where `patch -p1` would apply,
 * so that rules depending on a file name match), started: its pid into
 * *pid.  It runs beside the patch's compiles and parses, on its copies.
 */
int spatch_start(struct verify *v, size_t pi, pid_t *pid)
{
	const struct pinfo *p = &v->patches.v[pi];
	struct cocci_head h = { { NULL, 0, 0 }, { NULL, 0, 0 } };
	VEC(const char *) av = { NULL, 0, 0 };
	char *dir = spatch_path(v, pi, "sp", NULL);
	char *log = spatch_path(v, pi, "spatch.log", NULL);
	size_t i;
	int ret = -1;

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
	*pid = run_logged_start(dir, av.v, log);
	ret = *pid > 0 ? 0 : -1;
out:
	cocci_head_release(&h);
	VEC_FREE(av);
	free(dir);
	free(log);
	return ret;
}

/*
 * The end of spatch_start()'s `pid`: its files compared with the
 * patch's result.
 */
int spatch_finish(struct verify *v, size_t pi, pid_t pid,
		  enum verify_spatch *out)
{
	const struct pinfo *p = &v->patches.v[pi];
	struct cocci_head h = { { NULL, 0, 0 }, { NULL, 0, 0 } };
	char *log = spatch_path(v, pi, "spatch.log", NULL);
	size_t i;
	int rc, ret = -1, diff_only = 0, failed = 0;

	rc = run_done(pid, "spatch", 1);
	if (rc < 0 || read_cocci_head(p->cocci, &h))
		goto out;
	if (rc) {
		char *cocci = path_from_cwd(p->cocci);

		show_log(log);
		say_at(cocci, 1, "warning", "spatch failed on '%s' (exit "
		       "status %d)", p->name, rc);
		free(cocci);
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
	free(log);
	return ret;
}
