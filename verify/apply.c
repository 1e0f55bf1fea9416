// SPDX-License-Identifier: GPL-2.0-only
/*
 * The patches of a run: read from a patch or a series directory, with
 * the files each touches and what else verify must know of it (a header
 * of bitwise types it creates, conversions that swap bytes here), and
 * applied to the scratch tree with `patch -p1`.
 */
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib/cdb.h"
#include "infer/helpers.h"
#include "lib/diag.h"
#include "lib/lex.h"
#include "lib/path.h"
#include "lib/sort.h"
#include "lib/strbuf.h"
#include "lib/vec.h"
#include "lib/xalloc.h"
#include "rewrite/series.h"
#include "verify/verify-internal.h"

static char *label_path(const char *s)
{
	size_t n = strcspn(s, "\t\n");

	while (n && (s[n - 1] == ' ' || s[n - 1] == '\r'))
		n--;
	return xstrndup(s, n);
}

/* `label` with its first directory stripped, as `patch -p1` does. */
static char *strip1(const struct pinfo *p, const char *label)
{
	const char *slash = strchr(label, '/'), *c;

	if (!slash || !slash[1] || slash[1] == '/') {
		error("'%s' names '%s', which has no directory for -p1",
		      p->name, label);
		return NULL;
	}
	for (c = slash + 1; *c; ) {
		size_t n = strcspn(c, "/");

		if (n == 2 && !strncmp(c, "..", 2)) {
			error("'%s' names '%s', outside the tree", p->name,
			      label);
			return NULL;
		}
		c += n;
		while (*c == '/')
			c++;
	}
	return xstrdup(slash + 1);
}

/*
 * How many lines a hunk "@@ -a,b +c,d @@" holds, b old and d new, and
 * where it starts in the old file, a.
 */
static int hunk_counts(const char *line, unsigned long *at,
		       unsigned long *old, unsigned long *new)
{
	char *end;

	*old = *new = 1;
	if (strncmp(line, "@@ -", 4))
		return -1;
	*at = strtoul(line + 4, &end, 10);
	if (*end == ',')
		*old = strtoul(end + 1, &end, 10);
	if (strncmp(end, " +", 2))
		return -1;
	strtoul(end + 2, &end, 10);
	if (*end == ',')
		*new = strtoul(end + 1, &end, 10);
	return strncmp(end, " @@", 3) ? -1 : 0;
}

/* The index of file `rel` in `p`, as our reading of it found, or -1. */
static long patch_file(const struct pinfo *p, const char *rel)
{
	size_t i;

	for (i = 0; i < p->files.nr; i++)
		if (!strcmp(p->files.v[i].rel, rel))
			return (long)i;
	return -1;
}

/* Do the lines text[from, to) define a bitwise type (a types header)? */
static int has_bitwise(char *from, char *to)
{
	char save = *to;
	int found;

	*to = '\0';
	found = strstr(from, "__attribute__((bitwise))") != NULL;
	*to = save;
	return found;
}

/*
 * The conversion identifier text[0..len) names if it swaps bytes on
 * this machine (be32_to_cpu(), htonl() ... on a little-endian one), or
 * NULL.
 */
static const struct helper *swaps_here(const struct helper_table *t,
				       const char *text, size_t len)
{
	static const uint16_t one = 1;
	enum order other = *(const uint8_t *)&one ? ORDER_BE : ORDER_LE;
	const struct helper *h = helper_find(t, text, len);

	return h && (h->kind == HK_TO_CPU || h->kind == HK_FROM_CPU) &&
	       h->order == other ? h : NULL;
}

/* How often a hunk's lines add (+) or remove (-) one swapping conversion. */
struct swap_count {
	const struct helper *h;
	long n;
};

typedef VEC(struct swap_count) swap_counts;

/*
 * Count, into `v`, the swapping conversions named on hunk line
 * line[0..len): +1 each on an added line, -1 on a removed one, by name:
 * a line rewritten around the same call leaves its hunk at 0, and
 * ntohl() turned into htonl() does not.
 */
static void count_swaps(const struct helper_table *t, const char *line,
			size_t len, swap_counts *v)
{
	size_t off = 1, i;

	if (*line != '+' && *line != '-')
		return;
	while (off < len) {
		const struct helper *h;
		struct lex_tok tok;

		lex_next(line, len, &off, &tok, 0);
		if (tok.kind == LEX_EOF)
			break;
		if (tok.kind != LEX_IDENT ||
		    !(h = swaps_here(t, line + tok.off, tok.len)))
			continue;
		for (i = 0; i < v->nr && v->v[i].h != h; i++)
			;
		if (i == v->nr) {
			struct swap_count c = { h, 0 };

			VEC_PUSH(*v, c);
		}
		v->v[i].n += *line == '+' ? 1 : -1;
	}
}

static int any_swaps(const swap_counts *v)
{
	size_t i;

	for (i = 0; i < v->nr; i++)
		if (v->v[i].n)
			return 1;
	return 0;
}

/*
 * One site line of a patch's message, line[0..n) ("  FILE:LINE what"):
 * FILE:LINE into p->exposed, and FILE:N for the operand's line N it
 * names.  FILE is file_len bytes; `end` points past LINE.
 */
static void add_exposed(struct pinfo *p, const char *line, size_t n,
			size_t file_len, const char *end)
{
	const char *op = strstr(end, ", " SERIES_EXPOSED_OPERAND " ");
	struct strbuf sb = STRBUF_INIT;

	strset_add(&p->exposed, line + 2, (size_t)(end - line - 2));
	if (!op || op >= line + n)
		return;
	op += strlen(", " SERIES_EXPOSED_OPERAND " ");
	strbuf_add(&sb, line + 2, file_len);
	strbuf_addf(&sb, ":%lu", strtoul(op, NULL, 10));
	strset_add(&p->exposed, sb.buf, sb.len);
	strbuf_release(&sb);
}

/* Does `line` start with a heading of named sites (rewrite/series.h)? */
static int is_heading(const char *line)
{
	static const char *const headings[] = {
		SERIES_EXPOSED_HEADING, SERIES_SYMMETRIC_HEADING,
		SERIES_OUTSIDE_HEADING, SERIES_PLAIN_HEADING,
		SERIES_REVIEW_HEADING,
	};
	size_t i;

	for (i = 0; i < sizeof(headings) / sizeof(*headings); i++)
		if (!strncmp(line, headings[i], strlen(headings[i])))
			return 1;
	return 0;
}

/*
 * The sites the message of patch `p` (the mail up to its "---" line)
 * lists under SERIES_EXPOSED_HEADING, SERIES_SYMMETRIC_HEADING,
 * SERIES_OUTSIDE_HEADING, SERIES_PLAIN_HEADING or SERIES_REVIEW_HEADING:
 * the lines
 * that start with two blanks and FILE:LINE after the heading's
 * paragraph, up to a blank line.
 */
static void read_exposed(struct pinfo *p, const char *text)
{
	const char *line = text;
	int in = 0;

	while (*line && strncmp(line, "---\n", 4) && strncmp(line, "--- ", 4)) {
		size_t n = strcspn(line, "\n");
		const char *colon;
		char *end;

		if (is_heading(line))
			in = 1;
		else if (!n)
			in = 0;
		else if (in && !strncmp(line, "  ", 2) &&
			 (colon = memchr(line, ':', n)) && colon > line + 2 &&
			 strtoul(colon + 1, &end, 10) && *end == ' ')
			add_exposed(p, line, n, (size_t)(colon - line - 2),
				    end);
		line += n + (line[n] == '\n');
	}
}

/* A run of changed lines in a hunk, between two lines of context. */
struct change {
	unsigned long removed, added;
	unsigned long first, last;	/* the removed lines, old numbers */
};

/*
 * A run ends: its removed lines are the span a unit must use to be
 * changed, unless it moves the lines below it or only adds lines (which
 * no declaration held before).
 */
static void change_end(struct pfile *f, struct change *ch)
{
	if (ch->removed || ch->added) {
		if (ch->removed != ch->added) {
			f->wide = 1;
		} else {
			struct span s = { (unsigned)ch->first,
					  (unsigned)ch->last };

			VEC_PUSH(f->spans, s);
		}
	}
	memset(ch, 0, sizeof(*ch));
}

/* Does line[0..len) end with a backslash: the next line continues it? */
static int continues(const char *line, size_t len)
{
	while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
		len--;
	return len > 1 && line[len - 1] == '\\';
}

/*
 * Is hunk line line[0..len) (its +, - or blank first) a preprocessor
 * line, or part of one (`continued`: the line before ends with a
 * backslash)?  A change there is expanded where the macro is used, not
 * where its lines are.
 */
static int directive_line(const char *line, size_t len, int continued)
{
	size_t i = 1;

	while (i < len && (line[i] == ' ' || line[i] == '\t'))
		i++;
	return continued || (i < len && line[i] == '#') ||
	       continues(line, len);
}

/*
 * Note hunk line line[0..len) of `rel` when it adds an #include (or
 * #include_next, or #import) to `p`: reads_cover() looks for what it
 * may find.  A comment between the '#' and the word is not looked into.
 */
static void add_include(struct pinfo *p, const char *rel, const char *line,
			size_t len)
{
	/* include_next before include, which it starts with */
	static const char *const words[] = { "include_next", "include",
					     "import", NULL };
	const char *s, *end = line + len, *close;
	struct added_include inc;
	size_t k, at = 0;

	for (k = 0; words[k] && !at; k++)
		at = lex_directive(line, 1, len, words[k]);
	if (!at)
		return;
	s = line + at;
	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	inc.file = xstrdup(rel);
	inc.name = NULL;
	close = s < end && (*s == '"' || *s == '<') ?
		memchr(s + 1, *s == '"' ? '"' : '>', (size_t)(end - s - 1)) :
		NULL;
	if (close)
		inc.name = xstrndup(s + 1, (size_t)(close - s - 1));
	VEC_PUSH(p->includes, inc);
}

/*
 * The files of a unified diff (or a mail holding one): each "--- " line
 * followed by "+++ ", then its hunks, skipped by their line counts so
 * that a removed line starting "-- " is not taken for a header.
 */
static int patch_files(const struct helper_table *h, struct pinfo *p)
{
	struct strbuf sb = STRBUF_INIT;
	char *line, *next;
	int ret = 0;

	if (strbuf_read_file(&sb, p->path))
		return -1;
	read_exposed(p, sb.buf);
	for (line = sb.buf; !ret && *line; line = next) {
		char *old, *new, *hunks, *nl = strchr(line, '\n');
		swap_counts swaps = { NULL, 0, 0 };
		struct pfile f;
		long seen;

		next = nl ? nl + 1 : line + strlen(line);
		if (strncmp(line, "--- ", 4) || strncmp(next, "+++ ", 4))
			continue;
		memset(&f, 0, sizeof(f));
		old = label_path(line + 4);
		new = label_path(next + 4);
		nl = strchr(next, '\n');
		next = nl ? nl + 1 : next + strlen(next);
		f.created = !strcmp(old, "/dev/null");
		f.deleted = !strcmp(new, "/dev/null");
		if (f.created && f.deleted)
			ret = error("'%s' is not a patch: /dev/null to "
				    "/dev/null", p->name);
		else if (!(f.rel = strip1(p, f.deleted ? old : new)))
			ret = -1;
		free(old);
		free(new);
		hunks = next;
		while (!ret && !strncmp(next, "@@ ", 3)) {
			struct change ch = { 0, 0, 0, 0 };
			unsigned long o, n, at;
			int cont = 0;

			if (hunk_counts(next, &at, &o, &n)) {
				ret = error("'%s' has a bad hunk header",
					    p->name);
				break;
			}
			next = strchr(next, '\n');
			next = next ? next + 1 : sb.buf + sb.len;
			/* "\ No newline at end of file" counts for neither */
			while ((o || n || *next == '\\') && *next) {
				int c = *next;

				if ((c != '+' && c != '\\' && !o) ||
				    (c != '-' && c != '\\' && !n)) {
					ret = error("'%s' has a hunk longer "
						    "than its header says",
						    p->name);
					break;
				}
				if (c != '+' && c != '\\')
					o--;
				if (c != '-' && c != '\\')
					n--;
				line = next;
				next = strchr(next, '\n');
				next = next ? next + 1 : sb.buf + sb.len;
				count_swaps(h, line, (size_t)(next - line),
					    &swaps);
				if (c == '\\')
					continue;
				if (c != ' ' && !f.first_change)
					f.first_change = (unsigned)at;
				if (c != ' ' && directive_line(line,
						(size_t)(next - line), cont))
					f.wide = f.directive = 1;
				cont = continues(line, (size_t)(next - line));
				if (c == ' ') {
					change_end(&f, &ch);
					at++;
				} else if (c == '+') {
					ch.added++;
					if (f.rel)
						add_include(p, f.rel, line,
							    (size_t)(next -
								     line));
				} else {
					if (!ch.removed++)
						ch.first = at;
					ch.last = at++;
				}
			}
			change_end(&f, &ch);
			/* per hunk: dropped here and added there, it swaps */
			f.swaps |= any_swaps(&swaps);
			swaps.nr = 0;
		}
		f.wide |= f.created || f.deleted;
		if (f.created && has_bitwise(hunks, next))
			p->baseline = 1;
		VEC_FREE(swaps);
		if (f.rel && (seen = patch_file(p, f.rel)) >= 0) {
			/* named twice: one file, with all its hunks */
			struct pfile *g = &p->files.v[seen];

			/*
			 * the second diff's lines are numbered after the
			 * first: which unit it changes is not told apart
			 */
			g->swaps |= f.swaps;
			g->directive |= f.directive;
			g->wide = 1;
			VEC_FREE(f.spans);
			free(f.rel);
		} else if (f.rel) {
			VEC_PUSH(p->files, f);
		} else {
			VEC_FREE(f.spans);
		}
	}
	if (!ret && !p->files.nr)
		ret = error("'%s' is not a patch: it changes no file", p->name);
	strbuf_release(&sb);
	return ret;
}

/* NAME.cocci beside NAME.patch (any extension), when there is one. */
static char *cocci_beside(const char *path)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_add(&sb, path, (size_t)(path_ext(path) - path));
	strbuf_addstr(&sb, ".cocci");
	if (!access(sb.buf, R_OK))
		return strbuf_detach(&sb);
	strbuf_release(&sb);
	return NULL;
}

static void add_patch(struct verify *v, const char *path)
{
	struct pinfo p = { abspath(path), NULL, NULL, { NULL, 0, 0 }, 0,
			   STRSET_INIT, { NULL, 0, 0 } };
	p.name = xstrdup(path_last(path));
	p.cocci = cocci_beside(p.path);
	VEC_PUSH(v->patches, p);
}

/* A series: its NNNN-*.patch files but the cover letter, in order. */
static int series_patches(struct verify *v, const char *dir)
{
	VEC(char *) names = { NULL, 0, 0 };
	DIR *d = opendir(dir);
	struct dirent *e;
	size_t i;

	if (!d)
		return error("cannot open '%s': %s", dir, strerror(errno));
	while ((e = readdir(d))) {
		if (series_patch_name(e->d_name))
			VEC_PUSH(names, xstrdup(e->d_name));
	}
	closedir(d);
	if (names.nr)
		qsort(names.v, names.nr, sizeof(*names.v), cmp_str);
	for (i = 0; i < names.nr; i++) {
		struct strbuf sb = STRBUF_INIT;

		strbuf_addf(&sb, "%s/%s", dir, names.v[i]);
		add_patch(v, sb.buf);
		strbuf_release(&sb);
		free(names.v[i]);
	}
	VEC_FREE(names);
	if (!v->patches.nr)
		return error("no NNNN-*.patch in '%s'", dir);
	return 0;
}

int read_patches(struct verify *v, const char *input)
{
	struct stat st;
	size_t i;

	if (stat(input, &st))
		return error("cannot open '%s': %s", input, strerror(errno));
	if (S_ISDIR(st.st_mode)) {
		if (series_patches(v, input))
			return -1;
	} else {
		add_patch(v, input);
	}
	for (i = 0; i < v->patches.nr; i++)
		if (patch_files(v->helpers, &v->patches.v[i]))
			return -1;
	return 0;
}

/*
 * Apply patch `pi` to the scratch tree after a dry run.  When it does
 * not apply, one error line with patch's first complaint.  The dry run
 * also names the files patch would write: each must be one that
 * tree_unshare() made safe, or patch could write through a link.
 */
/*
 * `patch` on patch `p` in v->tree, with `mode` ("--dry-run" or "-s"),
 * its output to `log`: its exit status, or -1 after an error line.  The
 * dry run and the real one take the same options, so what the first
 * proved is what the second does.
 */
static int run_patch(const struct verify *v, const struct pinfo *p,
		     const char *mode, const char *log)
{
	const char *argv[] = {
		"patch", mode, "-p1", "-F0", "-N", "-t",
		"--no-backup-if-mismatch", "-i", p->path, NULL
	};

	return run_logged(v->tree, argv, log);
}

int apply_check(struct verify *v, size_t pi)
{
	struct pinfo *p = &v->patches.v[pi];
	char *log = sub_path(v->scratch, "patch.log");
	struct strbuf sb = STRBUF_INIT;
	char *file = NULL, *l = NULL;
	const char *line;
	size_t i;
	int rc, ret = -1;

	for (i = 0; i < p->files.nr; i++) {
		const struct pfile *f = &p->files.v[i];
		char *path = sub_path(v->tree, f->rel);
		int there = !access(path, F_OK);

		free(path);
		if (!f->created && !there) {
			error("'%s' does not apply: no file '%s'", p->name,
			      f->rel);
			goto out;
		}
	}
	rc = run_patch(v, p, "--dry-run", log);
	if (rc < 0 || strbuf_read_file(&sb, log))
		goto out;
	for (line = sb.buf; *line; free(l)) {
		size_t n = strcspn(line, "\n");

		l = xstrndup(line, n);
		line += n + (line[n] == '\n');
		if (!strncmp(l, "checking file ", 14)) {
			if (patch_file(p, l + 14) < 0) {
				error("'%s' changes '%s', which endian verify "
				      "did not read in it", p->name, l + 14);
				goto out;
			}
			free(file);
			file = l;
			l = NULL;
		} else if (file && !strncmp(l, "Hunk #", 6) &&
			   strstr(l, " (offset ")) {
			/* its lines are not where the hunk says */
			p->files.v[patch_file(p, file + 14)].wide = 1;
		} else if (rc && !(!strncmp(l, "Hunk #", 6) &&
				   strstr(l, " succeeded "))) {
			if (n && l[n - 1] == '.')
				l[n - 1] = '\0';
			error("'%s' does not apply: %s%s%s", p->name,
			      file ? file + 14 : "", file ? ": " : "", l);
			goto out;
		}
	}
	l = NULL;
	if (rc) {
		error("'%s' does not apply (patch exit status %d)", p->name,
		      rc);
		goto out;
	}
	ret = 0;
out:
	free(l);
	free(file);
	strbuf_release(&sb);
	free(log);
	return ret;
}

int apply_patch(struct verify *v, size_t pi)
{
	const struct pinfo *p = &v->patches.v[pi];
	char *log = sub_path(v->scratch, "patch.log");
	int rc = run_patch(v, p, "-s", log);

	if (rc > 0) {
		show_log(log);
		error("'%s' does not apply (patch exit status %d)", p->name,
		      rc);
	}
	free(log);
	return rc ? -1 : 0;
}

void pinfo_release(struct pinfo *p)
{
	size_t i;

	free(p->path);
	free(p->name);
	free(p->cocci);
	for (i = 0; i < p->files.nr; i++) {
		free(p->files.v[i].rel);
		VEC_FREE(p->files.v[i].spans);
	}
	VEC_FREE(p->files);
	for (i = 0; i < p->includes.nr; i++) {
		free(p->includes.v[i].file);
		free(p->includes.v[i].name);
	}
	VEC_FREE(p->includes);
	strset_release(&p->exposed);
}
