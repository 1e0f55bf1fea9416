// SPDX-License-Identifier: GPL-2.0-only
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/file.h"
#include "lib/lex.h"
#include "lib/path.h"
#include "lib/run.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"
#include "rewrite/cocci.h"
#include "rewrite/diff.h"
#include "rewrite/series.h"

/* One patch of the series: what it is about and its edits. */
struct group {
	char *anchor;		/* "struct foo", or a file's relative path */
	int is_struct;
	int is_types;		/* creates the generated types header */
	const struct conflict *fix;	/* adds the conversions it lacks */
	const char *name;	/* with fix: the declared name, for the subject */
	size_t nr_edits, kinds[DECL_CAST + 1];
	const struct fdecl *first;	/* for the evidence (with fix: may be
					   NULL) */
};

struct outside_site {
	const struct fdecl *d;		/* the declaration outside */
	const struct fedge *e;		/* where it meets the series' data */
	int group;
};

struct series {
	const struct facts *f;
	const struct solution *s;
	struct edit_set *set;
	VEC(struct group) groups;
	char *prefix;		/* the cover's subject prefix, without ": " */
	struct strbuf log;	/* the subjects of all its files' history */
	char *from;		/* "Name <email>" (heap) */
	char *signoff;		/* the committer, with -s; else NULL (heap) */
	char *tag;		/* "PATCH", "RFC PATCH v2" ... (heap) */
	char *base;		/* the base commit's id, with --base (heap) */
	unsigned version;
	int header_group;	/* the patch that creates the types header */
	/*
	 * Per class group (solution.slot[].group): the first patch that
	 * annotates it, or -1.
	 */
	int *first_patch;
	/*
	 * Per set->fixes: the patch whose annotations make the checkers
	 * flag the site (its first that annotates a side of the conflict),
	 * or -1.
	 */
	int *exposed_by;
	/*
	 * Where the series' data meets data declared outside the tree
	 * that the checkers see plain, or typed by another name: each
	 * site, with the patch that makes the checkers flag it.
	 */
	VEC(struct outside_site) outside;
};

/* ---------------------------------------------------------------- grouping */

/*
 * The record a nested one (`struct megasas_evt_detail.args.ld_count`,
 * named by where it sits) belongs to: the outermost, when the tree
 * defines it (`struct megasas_evt_detail`), for a format is reviewed
 * as one; else `scope` itself (heap).
 */
static char *outer_record(const struct series *sr, const char *scope)
{
	const char *sp = strchr(scope, ' '), *dot = strchr(scope, '.');
	static const char *const kws[] = { "struct", "union" };
	struct strbuf sb = STRBUF_INIT;
	size_t i, k;

	if (!sp || !dot || dot < sp)
		return xstrdup(scope);
	for (k = 0; k < 2; k++) {
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s %.*s", kws[k], (int)(dot - sp - 1),
			    sp + 1);
		for (i = 0; i < sr->f->structs.nr; i++)
			if (!strcmp(sr->f->structs.v[i].name, sb.buf))
				return strbuf_detach(&sb);
	}
	strbuf_release(&sb);
	return xstrdup(scope);
}

/*
 * The anchor of a class: the first struct (by name) that one of its
 * edited fields belongs to, its outermost record when it is nested,
 * else the first file it is edited in.  A record with no name of its
 * own or of its holder's (`struct { ... } var;`) names nothing a reader
 * can find, and unnamed records of different files are not one: the
 * file anchors their class.
 */
static void class_anchor(struct series *sr, uint32_t cls, char **anchor,
			 int *is_struct)
{
	const char *best = NULL, *file = NULL;
	size_t i, j;

	for (i = 0; i < sr->set->files.nr; i++) {
		const struct edit_file *ef = &sr->set->files.v[i];

		for (j = 0; j < ef->edits.nr; j++) {
			const struct fdecl *d = ef->edits.v[j].decl;

			if (!d || sr->s->slot[d->slot].group != cls)
				continue;
			if (!file)
				file = ef->rel;
			if (d->kind == DECL_FIELD &&
			    !strstr(d->scope, "(anonymous)") &&
			    (!best || strcmp(d->scope, best) < 0))
				best = d->scope;
		}
	}
	*is_struct = best != NULL;
	*anchor = best ? outer_record(sr, best) : xstrdup(file ? file : "?");
}

static int group_of(struct series *sr, const char *anchor, int is_struct)
{
	struct group g;
	size_t i;

	for (i = 0; i < sr->groups.nr; i++)
		if (sr->groups.v[i].is_struct == is_struct &&
		    !strcmp(sr->groups.v[i].anchor, anchor))
			return (int)i;
	memset(&g, 0, sizeof(g));
	g.anchor = xstrdup(anchor);
	g.is_struct = is_struct;
	VEC_PUSH(sr->groups, g);
	return (int)sr->groups.nr - 1;
}

/*
 * What a conflict is about: "struct foo len", "parameter n of f()" or a
 * variable's name (heap), and in *name the declared name alone.
 */
static char *fix_anchor(struct series *sr, const struct conflict *c,
			const char **name, const struct fdecl **decl)
{
	const struct fdecl *d = NULL;
	struct strbuf sb = STRBUF_INIT;
	size_t i, j;

	/*
	 * the data in its order: the slot the conflict is named by, else a
	 * slot of the chain the majority took
	 */
	for (i = 0; i <= c->nr_steps; i++) {
		uint32_t slot = i ? c->steps[i - 1].slot : c->slot;

		if (sr->s->slot[slot].status != SOL_ORDER)
			continue;
		for (j = 0; j < sr->f->decls.nr; j++) {
			const struct fdecl *x = &sr->f->decls.v[j];

			if (x->slot == slot && x->kind != DECL_CAST &&
			    (!d || (x->kind == DECL_FIELD &&
				    d->kind != DECL_FIELD)))
				d = x;
		}
		if (d)
			break;
	}
	/*
	 * a call turned round into data that is in conflict itself (one
	 * struct for two layouts): the slot the conflict is named by
	 */
	for (j = 0; !d && j < sr->f->decls.nr; j++) {
		const struct fdecl *x = &sr->f->decls.v[j];

		if (sr->s->slot[x->slot].cls == sr->s->slot[c->slot].cls &&
		    x->kind == DECL_FIELD)
			d = x;
	}
	*name = d && *d->name ? d->name : "a value";
	*decl = d;
	if (!d)
		strbuf_addstr(&sb, "a value");
	else if (d->kind == DECL_FIELD)
		strbuf_addf(&sb, "%s %s", d->scope, d->name);
	else if (d->kind == DECL_PARAM)
		strbuf_addf(&sb, "parameter %s of %s()", d->name, d->scope);
	else if (d->kind == DECL_RETURN)
		strbuf_addf(&sb, "the return value of %s()", d->scope);
	else
		strbuf_addstr(&sb, d->name);
	return strbuf_detach(&sb);
}

/*
 * What fix group `gi`'s subject names: the declared name, or what the
 * conflict is about in full when another fix group of its kind, whose
 * subject reads alike, has that name too (two structs' `magic`).
 */
static const char *fix_subject_name(const struct series *sr, size_t gi)
{
	const struct group *g = &sr->groups.v[gi];
	size_t i;

	for (i = 0; i < sr->groups.nr; i++)
		if (i != gi && sr->groups.v[i].fix &&
		    sr->groups.v[i].fix->kind == g->fix->kind &&
		    !strcmp(sr->groups.v[i].name, g->name))
			return g->anchor;
	return g->name;
}

/* A group of the values of one file: not a struct, a fix or the types. */
static int values_group(const struct group *g)
{
	return !g->is_struct && !g->is_types && !g->fix;
}

/*
 * What value group `gi`'s subject names: its file's last name, which the
 * subject's prefix places (`megaraid: annotate byte-ordered values in
 * megaraid_sas_base.c`), or the whole path when another value group's
 * file has that last name too (two directories' main.c).
 */
static const char *values_subject_name(const struct series *sr, size_t gi)
{
	const char *a = sr->groups.v[gi].anchor, *base = path_last(a);
	size_t i;

	for (i = 0; i < sr->groups.nr; i++)
		if (i != gi && values_group(&sr->groups.v[i]) &&
		    !strcmp(path_last(sr->groups.v[i].anchor), base))
			return a;
	return base;
}

static int cmp_group(const void *a, const void *b)
{
	const struct group *x = a, *y = b;

	if (x->is_struct != y->is_struct)
		return x->is_struct ? -1 : 1;
	return strcmp(x->anchor, y->anchor);
}

/*
 * A tree with no bitwise types of its own gets the generated header, and
 * its #include lines, in a first patch of their own.  The header types
 * the conversions for the checkers, so after it every conversion of
 * still plain data warns: that patch makes the backlog visible, as the
 * kernel's own types do, and each later patch shrinks it (verify treats
 * the first as the baseline).
 */
static void types_group(struct series *sr)
{
	struct group g;
	size_t i, j;

	memset(&g, 0, sizeof(g));
	g.anchor = xstrdup(sr->set->header_rel);
	g.is_types = 1;
	VEC_PUSH(sr->groups, g);
	memmove(sr->groups.v + 1, sr->groups.v,
		(sr->groups.nr - 1) * sizeof(*sr->groups.v));
	sr->groups.v[0] = g;
	for (i = 0; i < sr->set->files.nr; i++) {
		struct edit_file *ef = &sr->set->files.v[i];

		for (j = 0; j < ef->edits.nr; j++) {
			struct edit *e = &ef->edits.v[j];

			e->group = edit_is_include(e) || e->typing ?
				   0 : e->group + 1;
		}
	}
	sr->header_group = 0;
}

/*
 * The fixes of each settled conflict make one patch, after every
 * annotation: the checkers flag the sites only once the types are in,
 * and the fix removes those warnings.  nr_edits counts the sites fixed.
 */
static void fix_groups(struct series *sr)
{
	size_t i, j, k;

	for (i = 0; i < sr->set->files.nr; i++) {
		struct edit_file *ef = &sr->set->files.v[i];

		for (j = 0; j < ef->edits.nr; j++) {
			struct edit *e = &ef->edits.v[j];

			if (!e->fix)
				continue;
			for (k = 0; k < sr->groups.nr; k++)
				if (sr->groups.v[k].fix == e->fix)
					break;
			if (k == sr->groups.nr) {
				struct group g;
				size_t n;

				memset(&g, 0, sizeof(g));
				g.fix = e->fix;
				g.anchor = fix_anchor(sr, e->fix, &g.name,
						      &g.first);
				for (n = 0; n < sr->set->fixes.nr; n++)
					g.nr_edits +=
						sr->set->fixes.v[n].c == e->fix &&
						sr->set->fixes.v[n].change;
				VEC_PUSH(sr->groups, g);
			}
			e->group = (int)k;
		}
	}
}

/* Give every edit its patch, numbered in the series' order. */
static void plan_groups(struct series *sr)
{
	size_t nr_slots = sr->f->slots.nr, i, j;
	int *of_class = xmalloc((nr_slots + 1) * sizeof(*of_class));
	int *order;

	for (i = 0; i < nr_slots; i++)
		of_class[i] = -1;
	for (i = 0; i < sr->set->files.nr; i++) {
		struct edit_file *ef = &sr->set->files.v[i];

		for (j = 0; j < ef->edits.nr; j++) {
			struct edit *e = &ef->edits.v[j];
			uint32_t cls;

			if (!e->decl)
				continue;	/* an #include: see below */
			cls = sr->s->slot[e->decl->slot].group;

			if (of_class[cls] < 0) {
				char *anchor;
				int is_struct;

				class_anchor(sr, cls, &anchor, &is_struct);
				of_class[cls] = group_of(sr, anchor, is_struct);
				free(anchor);
			}
			e->group = of_class[cls];
		}
	}
	/* sort the groups, then renumber the edits */
	order = xmalloc((sr->groups.nr + 1) * sizeof(*order));
	for (i = 0; i < sr->groups.nr; i++)
		sr->groups.v[i].nr_edits = i;	/* old index, for a moment */
	if (sr->groups.nr > 1)
		qsort(sr->groups.v, sr->groups.nr, sizeof(*sr->groups.v),
		      cmp_group);
	for (i = 0; i < sr->groups.nr; i++) {
		order[sr->groups.v[i].nr_edits] = (int)i;
		sr->groups.v[i].nr_edits = 0;
	}
	for (i = 0; i < sr->set->files.nr; i++) {
		struct edit_file *ef = &sr->set->files.v[i];

		for (j = 0; j < ef->edits.nr; j++) {
			struct edit *e = &ef->edits.v[j];
			struct group *g;

			if (!e->decl)
				continue;
			e->group = order[e->group];
			if (e->twin)
				continue;
			g = &sr->groups.v[e->group];
			g->nr_edits++;
			g->kinds[e->decl->kind]++;
			if (!g->first)
				g->first = e->decl;
		}
	}
	free(order);
	free(of_class);
	fix_groups(sr);
	if (sr->set->header_path) {
		types_group(sr);
		return;
	}
	/*
	 * A file's #include of the generated header comes with its first
	 * patch that uses the header's names; the header with the first of
	 * the series.
	 */
	sr->header_group = -1;
	for (i = 0; i < sr->set->files.nr; i++) {
		struct edit_file *ef = &sr->set->files.v[i];
		int first = -1;

		for (j = 0; j < ef->edits.nr; j++) {
			const struct edit *e = &ef->edits.v[j];

			if (!edit_is_include(e) && e->needs_header &&
			    (first < 0 || e->group < first))
				first = e->group;
		}
		for (j = 0; j < ef->edits.nr; j++)
			if (edit_is_include(&ef->edits.v[j]))
				ef->edits.v[j].group = first;
		if (first >= 0 &&
		    (sr->header_group < 0 || first < sr->header_group))
			sr->header_group = first;
	}
}

/* The first patch that annotates each class group, once for all. */
static void plan_first_patches(struct series *sr)
{
	const struct edit_set *set = sr->set;
	size_t nr = sr->f->slots.nr, i, j;

	sr->first_patch = xmalloc((nr + 1) * sizeof(int));
	for (i = 0; i < nr; i++)
		sr->first_patch[i] = -1;
	for (i = 0; i < set->files.nr; i++)
		for (j = 0; j < set->files.v[i].edits.nr; j++) {
			const struct edit *e = &set->files.v[i].edits.v[j];
			int *first;

			if (!e->decl || e->fix)
				continue;
			first = sr->first_patch +
				sr->s->slot[e->decl->slot].group;
			if (*first < 0 || e->group < *first)
				*first = e->group;
		}
}

/*
 * Which patch first annotates a side of each site to fix: from there on
 * the checkers flag the site, a probable bug, until a fix patch mends
 * it or for good when it is left for review.  The patch says so, and
 * verify takes those warnings as the ones the patch means to bring out.
 */
static void plan_exposed(struct series *sr)
{
	const struct edit_set *set = sr->set;
	size_t i, k;

	sr->exposed_by = xmalloc((set->fixes.nr + 1) * sizeof(int));
	for (k = 0; k < set->fixes.nr; k++) {
		const struct conflict *c = set->fixes.v[k].c;

		sr->exposed_by[k] = -1;
		if (k && set->fixes.v[k - 1].c == c) {
			sr->exposed_by[k] = sr->exposed_by[k - 1];
			continue;
		}
		for (i = 0; i < c->nr_steps + c->nr_cuts; i++) {
			uint32_t slot = i < c->nr_steps ? c->steps[i].slot :
					c->cuts[i - c->nr_steps].slot;
			int g;

			if (sr->s->slot[slot].status != SOL_ORDER)
				continue;
			g = sr->first_patch[sr->s->slot[slot].group];
			if (g >= 0 && (sr->exposed_by[k] < 0 ||
				       g < sr->exposed_by[k]))
				sr->exposed_by[k] = g;
		}
	}
}

/*
 * The sites where such outside data meets a slot of the tree that a
 * patch annotates: from that patch on, the checkers flag them.
 */
static void plan_outside(struct series *sr)
{
	const struct facts *f = sr->f;
	uint32_t *outside = xmalloc((f->slots.nr + 1) * sizeof(*outside));
	size_t i;

	for (i = 0; i < f->slots.nr; i++)
		outside[i] = UINT32_MAX;
	for (i = 0; i < f->decls.nr; i++)
		if (report_outside_other(f, sr->s, &f->decls.v[i],
					 sr->set->names))
			outside[f->decls.v[i].slot] = (uint32_t)i;
	for (i = 0; i < f->edges.nr; i++) {
		const struct fedge *e = &f->edges.v[i];
		uint32_t o = outside[e->a] != UINT32_MAX ? e->a : e->b;
		uint32_t t = o == e->a ? e->b : e->a;
		struct outside_site os;

		if (outside[o] == UINT32_MAX || outside[t] != UINT32_MAX ||
		    sr->s->slot[t].status != SOL_ORDER)
			continue;
		os.d = &f->decls.v[outside[o]];
		os.e = e;
		os.group = sr->first_patch[sr->s->slot[t].group];
		if (os.group >= 0)
			VEC_PUSH(sr->outside, os);
	}
	free(outside);
}

/* ---------------------------------------------------------------- subjects */

/* The directory part of a relative path's last component's parent. */
static char *dir_name(const char *rel)
{
	const char *slash = strrchr(rel, '/'), *start;

	if (!slash)
		return xstrdup("");
	for (start = slash; start > rel && start[-1] != '/'; start--)
		;
	return xstrndup(start, (size_t)(slash - start));
}

/*
 * Run git with `argv` (argv[0] is "git"), quietly: not a git tree, or
 * no identity set, is the caller's to say.  Its stdout goes to *out;
 * returns git's exit status, or -1.
 */
static int git_capture(const char *const *argv, const char *scratch,
		       struct strbuf *out)
{
	char path[4096];
	int fd, rc, null;

	snprintf(path, sizeof(path), "%s/git-out", scratch);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		return -1;
	null = open("/dev/null", O_WRONLY);
	rc = run_command_in(NULL, argv, fd, null >= 0 ? null : 2);
	if (null >= 0)
		close(null);
	close(fd);
	if (rc == 0 && strbuf_read_file_quiet(out, path))
		rc = -1;
	unlink(path);
	return rc;
}

/*
 * The user's git identity, "Name <email>" without git's timestamp, from
 * `git var VAR` (GIT_AUTHOR_IDENT, GIT_COMMITTER_IDENT); NULL when git
 * has none.
 */
static char *git_ident(const char *var, const char *scratch)
{
	const char *argv[] = { "git", "var", var, NULL };
	struct strbuf out = STRBUF_INIT;
	char *gt;

	if (git_capture(argv, scratch, &out) || !(gt = strrchr(out.buf, '>')) ||
	    !strchr(out.buf, '<')) {
		strbuf_release(&out);
		return NULL;
	}
	gt[1] = '\0';
	return strbuf_detach(&out);
}

/* The subjects of the last 300 commits `git log` shows for `paths`. */
static void git_subjects(const char *const *paths, size_t nr,
			 const char *scratch, struct strbuf *out)
{
	const char **argv = xcalloc(nr + 8, sizeof(*argv));
	size_t n = 0, i;

	argv[n++] = "git";
	argv[n++] = "log";
	argv[n++] = "-n";
	argv[n++] = "300";
	argv[n++] = "--format=%s";
	argv[n++] = "--";
	for (i = 0; i < nr; i++)
		argv[n++] = paths[i];
	argv[n] = NULL;
	if (nr && git_capture(argv, scratch, out))
		strbuf_reset(out);
	free(argv);
}

/* How many lines of `log` start with text[0..len) and ": ". */
static size_t prefix_count(const struct strbuf *log, const char *text,
			   size_t len)
{
	size_t j, count = 0;

	for (j = 0; j < log->len;) {
		const char *l = log->buf + j, *nl = strchr(l, '\n');

		if (!strncmp(l, text, len) && !strncmp(l + len, ": ", 2))
			count++;
		j = nl ? (size_t)(nl - log->buf) + 1 : log->len;
	}
	return count;
}

/*
 * The "prefix: " (up to the last ": " in 40 bytes) that most subjects of
 * `own` use, among those that at least two subjects of `all` use (one
 * is a commit's own word, "workaround: ..."), or NULL.
 */
static char *history_prefix(const struct strbuf *own, const struct strbuf *all)
{
	const char *best = NULL;
	size_t i, best_len = 0, best_count = 0;

	for (i = 0; i < own->len;) {
		const char *line = own->buf + i, *nl = strchr(line, '\n');
		const char *end = nl ? nl : own->buf + own->len, *p, *last = NULL;

		for (p = line; p + 1 < end && p < line + 40; p++)
			if (p[0] == ':' && p[1] == ' ')
				last = p;
		if (last && last > line) {
			size_t len = (size_t)(last - line);
			size_t count = prefix_count(own, line, len);

			if (count > best_count && prefix_count(all, line, len) > 1) {
				best = line;
				best_len = len;
				best_count = count;
			}
		}
		i = nl ? (size_t)(nl - own->buf) + 1 : own->len;
	}
	return best ? xstrndup(best, best_len) : NULL;
}

/*
 * The subject prefix of the patch of group `gi` (-1: of the whole
 * series): the one its files' history uses (sr->log, the history of all
 * the series' files, confirms it), else the name of the directory of
 * the file it changes most.
 */
static char *subject_prefix(struct series *sr, int gi, const char *scratch)
{
	const struct edit_set *set = sr->set;
	const char **paths = xcalloc(set->files.nr + 1, sizeof(*paths));
	struct strbuf own = STRBUF_INIT;
	size_t n = 0, i, j, most = 0, best = 0;
	char *p;

	for (i = 0; i < set->files.nr; i++) {
		const struct edit_file *ef = &set->files.v[i];
		size_t k = 0;

		for (j = 0; j < ef->edits.nr; j++)
			k += gi < 0 || ef->edits.v[j].group == gi;
		if (!k)
			continue;
		paths[n++] = ef->rel;
		if (k > most) {
			most = k;
			best = i;
		}
	}
	if (gi >= 0)
		git_subjects(paths, n, scratch, &own);
	p = history_prefix(gi >= 0 ? &own : &sr->log, &sr->log);
	strbuf_release(&own);
	free(paths);
	if (p)
		return p;
	return n ? dir_name(set->files.v[best].rel) : xstrdup("");
}

/* ---------------------------------------------------------------- writing */

static void mail_header(const struct series *sr, struct strbuf *sb,
			const char *date, int n, int total, const char *subject)
{
	strbuf_addstr(sb, "From 0000000000000000000000000000000000000000 "
		      "Mon Sep 17 00:00:00 2001\n");
	strbuf_addf(sb, "From: %s\n", sr->from);
	strbuf_addf(sb, "Date: %s\n", date);
	strbuf_addf(sb, "Subject: [%s %d/%d] %s\n\n", sr->tag, n, total,
		    subject);
}

/* The end of a mail's message: the sign-off, then git's "---". */
static void mail_trailer(const struct series *sr, struct strbuf *sb)
{
	if (sr->signoff)
		strbuf_addf(sb, "Signed-off-by: %s\n", sr->signoff);
	strbuf_addstr(sb, "---\n");
}

/*
 * From --subject-prefix, --rfc, -v, --signoff and --base, as git
 * format-patch reads them.  Returns -1 with an error line.
 */
static int mail_options(struct series *sr, const struct series_options *so,
			const char *scratch)
{
	static const struct series_options defaults = SERIES_OPTIONS_INIT;
	struct strbuf tag = STRBUF_INIT;

	sr->from = git_ident("GIT_AUTHOR_IDENT", scratch);
	if (!sr->from)
		sr->from = xstrdup("endian <endian@localhost>");
	if (!so)
		so = &defaults;
	if (so->signoff) {
		sr->signoff = git_ident("GIT_COMMITTER_IDENT", scratch);
		if (!sr->signoff)
			return error("--signoff needs your git identity: "
				     "git config user.name and user.email");
	}
	if (so->base) {
		struct strbuf spec = STRBUF_INIT, out = STRBUF_INIT;
		const char *argv[] = { "git", "rev-parse", "--verify", "-q",
				       NULL, NULL };

		strbuf_addf(&spec, "%s^{commit}", so->base);
		argv[4] = spec.buf;
		if (git_capture(argv, scratch, &out) || out.len < 41) {
			error("--base: '%s' is no commit of this tree",
			      so->base);
			strbuf_release(&spec);
			strbuf_release(&out);
			return -1;
		}
		strbuf_release(&spec);
		out.buf[strcspn(out.buf, "\n")] = '\0';
		sr->base = strbuf_detach(&out);
	}
	if (so->rfc)
		strbuf_addstr(&tag, "RFC ");
	strbuf_addstr(&tag, so->subject_prefix ? so->subject_prefix : "PATCH");
	if (so->version > 1)
		strbuf_addf(&tag, " v%u", so->version);
	sr->tag = strbuf_detach(&tag);
	sr->version = so->version;
	return 0;
}

/* The path of file `file` of the facts as the patches name it (heap). */
static char *rel_of(struct series *sr, uint32_t file)
{
	const char *p = sr->f->files.v[file];
	size_t i;

	for (i = 0; i < sr->set->files.nr; i++)
		if (!strcmp(sr->set->files.v[i].path, p))
			return xstrdup(sr->set->files.v[i].rel);
	return path_from_cwd(p);
}

/*
 * List in `out` the sites to fix of conflict `c` (NULL: of all) that are
 * left for review, one "  FILE:LINE what" line each; how many.
 */
static size_t by_hand(struct series *sr, const struct conflict *c,
		      struct strbuf *out)
{
	size_t i, n = 0;

	strbuf_reset(out);
	for (i = 0; i < sr->set->fixes.nr; i++) {
		const struct fix_site *fs = &sr->set->fixes.v[i];
		char *rel;

		if ((c && fs->c != c) || fs->change)
			continue;
		rel = rel_of(sr, fs->cut->at.file);
		strbuf_addf(out, "  %s:%u %s\n", rel, fs->cut->at.line,
			    fs->cut->what);
		free(rel);
		n++;
	}
	return n;
}

/*
 * Add `line` to `sb` unless it repeats `last` (two operands of one site,
 * fixed alike: one line), then make it `last` and empty it.
 */
static void add_once(struct strbuf *sb, struct strbuf *line,
		     struct strbuf *last)
{
	if (strcmp(line->buf, last->buf))
		strbuf_addstr(sb, line->buf);
	strbuf_reset(last);
	strbuf_addstr(last, line->buf);
	strbuf_reset(line);
}

/* The body of a fix: the order, its evidence, the sites, the cost. */
static void fix_body(struct series *sr, const struct group *g,
		     struct strbuf *sb)
{
	const struct conflict *c = g->fix;
	const char *order = c->order == ORDER_LE ? "little" : "big";
	const char *other = c->order == ORDER_LE ? "big" : "little";
	struct strbuf para = STRBUF_INIT;
	struct strbuf line = STRBUF_INIT, last = STRBUF_INIT;
	const struct fseed *ev;
	size_t i;
	char *rel;

	strbuf_addf(&para, "%s holds %s-endian data: the code converts it at "
		    "%u site%s", g->anchor, order, c->majority,
		    c->majority == 1 ? "" : "s");
	if (g->first && solution_evidence(sr->f, sr->s, g->first->slot, &ev,
					  1)) {
		rel = rel_of(sr, ev->at.file);
		strbuf_addf(&para, ", for example %s:%u %s", rel,
			    ev->at.line, ev->how);
		free(rel);
	}
	if (c->kind == CONFLICT_WRONG_DIRECTION)
		strbuf_addf(&para, ".  At the %s below a conversion runs "
			    "the other way round between it and a plain "
			    "number: the same bits as its twin, so the code "
			    "works, but the checkers would see each side in "
			    "the other's order.  Write the twin.",
			    c->nr_cuts == 1 ? "site" : "sites");
	else if (c->kind == CONFLICT_SYMMETRIC_CONSTANT)
		strbuf_addf(&para, ".  At the %s below it meets a constant "
			    "whose bytes read the same in either order, so "
			    "the code is right on every machine, but the "
			    "checkers see a plain number.  Add the "
			    "conversion there.",
			    c->nr_cuts == 1 ? "site" : "sites");
	else
		strbuf_addf(&para, ".  At the sites below it meets plain "
			    "numbers without a conversion, or is converted "
			    "twice, which goes wrong on %s-endian machines.  "
			    "Fix the conversions.", other);
	strbuf_add_wrapped(sb, "", para.buf, 72);
	strbuf_reset(&para);
	strbuf_addch(sb, '\n');
	for (i = 0; i < sr->set->fixes.nr; i++) {
		const struct fix_site *fs = &sr->set->fixes.v[i];

		if (fs->c != c || !fs->change)
			continue;
		rel = rel_of(sr, fs->cut->at.file);
		strbuf_addf(&line, "  %s:%u %s: %s\n", rel, fs->cut->at.line,
			    fs->cut->what, fs->change);
		free(rel);
		add_once(sb, &line, &last);
	}
	if (by_hand(sr, c, &line))
		strbuf_addf(sb, "\n" SERIES_REVIEW_HEADING "\n%s", line.buf);
	strbuf_release(&line);
	strbuf_release(&last);
	strbuf_addstr(&para, c->kind == CONFLICT_WRONG_DIRECTION ?
		      "A conversion and its twin swap the same bytes: no "
		      "value changes (where the two are functions, not "
		      "macros, the object code calls the other one)." :
		      c->kind == CONFLICT_SYMMETRIC_CONSTANT ?
		      "The constant reads the same in either order: no "
		      "value changes on any machine." :
		      c->order == ORDER_LE ?
		      "On little-endian machines little-endian conversions "
		      "cost nothing: the object code there is the same." :
		      "On little-endian machines big-endian conversions swap "
		      "bytes: the object code changes there, as the fix "
		      "intends.");
	strbuf_addch(sb, '\n');
	strbuf_add_wrapped(sb, "", para.buf, 72);
	strbuf_release(&para);
	strbuf_addstr(sb, "\nGenerated by: endian\n");
}

/* The sites to fix that no patch fixes, for the cover letter. */
static void cover_by_hand(struct series *sr, struct strbuf *sb)
{
	struct strbuf list = STRBUF_INIT;
	size_t n = by_hand(sr, NULL, &list);

	if (n)
		strbuf_addf(sb, "\n%zu site%s to fix %s left for review:\n%s",
			    n, n == 1 ? "" : "s", n == 1 ? "is" : "are",
			    list.buf);
	strbuf_release(&list);
}

/* Why the checkers flag a plain site. */
enum plain_why {
	PLAIN_CONVERSION,	/* a typed conversion meets plain data */
	PLAIN_EITHER,		/* an untyped either-way helper meets annotated data */
	PLAIN_OPAQUE,		/* so does a parameter the analysis cannot follow */
};

struct plain_site {
	const char *path;
	uint32_t file, line;
	uint32_t col;		/* of the conversion */
	const char *how;
	enum plain_why why;
};

/*
 * The line of the outermost call whose arguments hold (line, col) of
 * `text`, when it starts on an earlier line, or 0.  The checkers flag
 * what a macro's arguments expand to at the macro's name
 * (`exfat_debug("%x",\n le32_to_cpu(d->clu))` at the exfat_debug line),
 * so the site is named there too.
 */
static uint32_t outer_call_line(const char *text, size_t len, uint32_t line,
				uint32_t col)
{
	long at = offset_of(text, len, line, col);
	size_t off, from, depth = 0, prev = SIZE_MAX, outer = SIZE_MAX;
	struct lex_tok t;
	uint32_t l, c;
	int bol = 1;

	if (at < 0)
		return 0;
	from = (size_t)at > 8192 ? (size_t)at - 8192 : 0;
	while (from > 0 && text[from - 1] != '\n')
		from++;
	for (off = from; off < (size_t)at;) {
		lex_next_code(text, (size_t)at, &off, &t, &bol);
		if (t.kind == LEX_EOF)
			break;
		if (lex_is(text, &t, "(")) {
			if (!depth++)
				outer = prev;	/* the name before it, if any */
		} else if (lex_is(text, &t, ")") && depth) {
			depth--;
		}
		prev = t.kind == LEX_IDENT ? t.off : SIZE_MAX;
	}
	if (!depth || outer == SIZE_MAX)
		return 0;
	text_position(text, outer, &l, &c);
	return l < line ? l : 0;
}

static int cmp_plain_site(const void *pa, const void *pb)
{
	const struct plain_site *a = pa, *b = pb;
	int c = strcmp(a->path, b->path);

	if (c)
		return c;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	return strcmp(a->how, b->how);
}

/*
 * Is `how` ("NAME()") a call of a project helper that converts either
 * way?  No patch can type it, so the checkers flag it wherever it meets
 * annotated data.
 */
static int either_way_call(const struct facts *f, const char *how)
{
	size_t len, i;

	if (!facts_how_is_call(how))
		return 0;
	len = strlen(how) - 2;
	for (i = 0; i < f->wrappers.nr; i++)
		if (f->wrappers.v[i].kind == HK_CONVERT &&
		    strlen(f->wrappers.v[i].name) == len &&
		    !memcmp(f->wrappers.v[i].name, how, len))
			return 1;
	return 0;
}

static struct plain_site plain_site(const struct facts *f, struct fsite at,
				     uint32_t line, const char *how,
				     enum plain_why why)
{
	struct plain_site ps;

	ps.path = f->files.v[at.file];
	ps.file = at.file;
	ps.line = line ? line : at.line;
	ps.col = at.col;
	ps.how = how;
	ps.why = why;
	return ps;
}

static const char *const plain_why_text[] = {
	[PLAIN_CONVERSION] = "",
	[PLAIN_EITHER] = ", which converts either way, on annotated data",
	[PLAIN_OPAQUE] = ", on annotated data",
};

/*
 * The sites the checkers flag from this patch on, and the later patches
 * do not take away, under SERIES_PLAIN_HEADING: where a conversion,
 * typed from now on, meets data the series leaves plain; and where data
 * the series annotates meets code no annotation reaches (MARK_OPAQUE, a
 * helper that converts either way).
 */
static void plain_sites(struct series *sr, struct strbuf *sb)
{
	const struct facts *f = sr->f;
	VEC(struct plain_site) v = { NULL, 0, 0 };
	struct strbuf line = STRBUF_INIT, last = STRBUF_INIT;
	struct strbuf text = STRBUF_INIT;
	const char *text_file = NULL;
	uint8_t *outside = xcalloc(f->slots.nr + 1, 1);
	uint8_t *annotated = xcalloc(f->slots.nr + 1, 1);
	size_t i;

	/* ordered data the checkers see plain: a system header's */
	for (i = 0; i < f->decls.nr; i++)
		if (report_outside_other(f, sr->s, &f->decls.v[i],
					 sr->set->names))
			outside[f->decls.v[i].slot] = 1;
	for (i = 0; i < f->slots.nr; i++)
		annotated[i] = sr->s->slot[i].status == SOL_ORDER &&
			       !outside[i];
	for (i = 0; i < f->seeds.nr; i++) {
		const struct fseed *sd = &f->seeds.v[i];
		int order = sd->mark == MARK_LE || sd->mark == MARK_BE;
		int either = (order || sd->mark == MARK_OPAQUE) &&
			     either_way_call(f, sd->how);
		enum plain_why why = PLAIN_CONVERSION;

		/* a constant's: no data, and a fix turns the call round */
		if (sd->flags & FSEED_CONST)
			continue;
		if (either || sd->mark == MARK_OPAQUE) {
			if (!annotated[sd->slot])
				continue;
			why = either ? PLAIN_EITHER : PLAIN_OPAQUE;
		} else if ((sd->mark != MARK_PLAIN &&
			    (!order || !facts_how_is_call(sd->how))) ||
			   annotated[sd->slot]) {
			/* a conversion in place says so in its how */
			continue;
		}
		/* the checkers flag the operand */
		VEC_PUSH(v, plain_site(f, sd->at, sd->operand.line, sd->how,
				       why));
	}
	if (v.nr)
		qsort(v.v, v.nr, sizeof(*v.v), cmp_plain_site);
	for (i = 0; i < v.nr; i++) {
		char *rel = rel_of(sr, v.v[i].file);
		uint32_t outer = 0;

		if (!text_file || strcmp(text_file, v.v[i].path)) {
			strbuf_reset(&text);
			text_file = strbuf_read_file_quiet(&text,
					v.v[i].path) ? NULL : v.v[i].path;
		}
		if (text_file)
			outer = outer_call_line(text.buf, text.len,
						v.v[i].line, v.v[i].col);
		if (!i)
			strbuf_addstr(sb, "\n" SERIES_PLAIN_HEADING " the "
				      "checkers now flag\nwhere a conversion "
				      "meets data the series leaves plain "
				      "(converted in\nplace, read in either "
				      "order, in conflict, or declared outside "
				      "the\ntree), and where annotated data "
				      "meets code no patch can type (a\nhelper "
				      "that converts either way, a pointer to "
				      "an array).\n");
		strbuf_addf(&line, "  %s:%u %s%s\n", rel, v.v[i].line,
			    v.v[i].how, plain_why_text[v.v[i].why]);
		add_once(sb, &line, &last);
		if (outer) {
			strbuf_addf(&line, "  %s:%u %s%s, in the arguments of "
				    "the call there\n", rel, outer, v.v[i].how,
				    plain_why_text[v.v[i].why]);
			add_once(sb, &line, &last);
		}
		free(rel);
	}
	strbuf_release(&line);
	strbuf_release(&last);
	strbuf_release(&text);
	VEC_FREE(v);
	free(outside);
	free(annotated);
}

/*
 * The first patch: the generated header, its #include lines, and the
 * project's own conversion helpers typed for the checkers.
 */
static void types_body(struct series *sr, const struct group *g,
		       struct strbuf *sb)
{
	const struct edit_set *set = sr->set;
	struct strbuf para = STRBUF_INIT;
	size_t i, j, nr_typed = 0, nr_moves = 0, listed = 0;
	struct strbuf named = STRBUF_INIT;

	for (i = 0; i < set->files.nr; i++)
		for (j = 0; j < set->files.v[i].edits.nr; j++) {
			const struct edit *e = &set->files.v[i].edits.v[j];

			if (e->typing == TYPING_BITWISE)
				strbuf_addf(&named, "%s%s",
					    named.len ? ", " : "", e->type);
			nr_typed += e->typing == TYPING_CONVERSION ||
				    e->typing == TYPING_MOVE;
			nr_moves += e->typing == TYPING_MOVE;
		}
	if (*set->header_types)
		strbuf_addf(&para, "The tree lacks byte-order types for some "
			    "of its data.  Add %s: %s, bitwise for sparse (and "
			    "for endian check) and plain integers for the "
			    "compiler, with glibc's conversions of those types "
			    "(le32toh(), htobe16(), htonl() ...) typed for the "
			    "checkers, and include it where the following "
			    "patches use it.", g->anchor, set->header_types);
	else if (*set->header_includes)
		strbuf_addf(&para, "Add %s: it includes %s, whose byte-order "
			    "types the following patches use, so that every "
			    "unit sees them under sparse too, and types "
			    "glibc's conversions of them (le32toh(), "
			    "htobe16(), htonl() ...) for the checkers.  "
			    "Include it where they are used.", g->anchor,
			    set->header_includes);
	else if (*set->header_made)
		strbuf_addf(&para, "Add %s: %s, bitwise for sparse (and for "
			    "endian check) and plain integers for the "
			    "compiler, with glibc's conversions of those types "
			    "(le32toh(), htobe16(), htonl() ...) typed for the "
			    "checkers, and include it where the types and "
			    "helpers below use it.", g->anchor,
			    set->header_made);
	else if (named.len)
		strbuf_addf(&para, "Add %s, with the bitwise attribute and the "
			    "casts only the checkers see, and include it where "
			    "the types and helpers below use it.", g->anchor);
	else
		strbuf_addf(&para, "Add %s, with the casts only the checkers "
			    "see, and include it where the helpers below use "
			    "it.", g->anchor);
	strbuf_add_wrapped(sb, "", para.buf, 72);
	strbuf_reset(&para);
	if (named.len) {
		strbuf_addf(&para, "\nMake the tree's own %s bitwise for the "
			    "checkers%s%s: their names say the byte order of "
			    "the data they hold, and the compiler sees the "
			    "integers they were.", named.buf,
			    *set->header_made ? ", on the header's " : "",
			    set->header_made);
		strbuf_add_wrapped(sb, "", para.buf, 72);
		strbuf_reset(&para);
	}
	if (nr_typed) {
		strbuf_addf(&para, "\nType the project's own conversion "
			    "helpers as the kernel types its own: the "
			    "checkers see the kernel's casts on the value, "
			    "the compiler the body it always had (%zu "
			    "definition%s)%s:",
			    nr_typed, nr_typed == 1 ? "" : "s",
			    nr_moves ? ".  A native accessor that moves bytes "
			    "through a field the following patches annotate "
			    "moves them as before, in whatever order they "
			    "hold: the checkers see the value it moves cast "
			    "with __force" : "");
		strbuf_add_wrapped(sb, "", para.buf, 72);
		for (i = 0; i < set->files.nr; i++) {
			const struct edit_file *ef = &set->files.v[i];

			for (j = 0; j < ef->edits.nr; j++) {
				const struct edit *e = &ef->edits.v[j];

				uint32_t line, col;

				if ((e->typing != TYPING_CONVERSION &&
				     e->typing != TYPING_MOVE) ||
				    listed++ >= 12)
					continue;
				text_position(ef->orig, e->off, &line, &col);
				strbuf_addf(sb, "  %s:%" PRIu32 " %s\n",
					    ef->rel, line, e->type);
			}
		}
		if (listed > 12)
			strbuf_addf(sb, "  ... and %zu more\n", listed - 12);
	}
	strbuf_addstr(sb, "\nThe checkers now see every conversion of data "
		      "that is still plain:\nthe patches that follow "
		      "annotate it.\n");
	plain_sites(sr, sb);
	strbuf_addstr(sb, "\nGenerated by: endian\n");
	strbuf_release(&para);
	strbuf_release(&named);
}

/* The fix patch of conflict `c`, numbered from 1; 0 when none. */
static size_t fixed_in(const struct series *sr, const struct conflict *c)
{
	size_t gi;

	for (gi = 0; gi < sr->groups.nr; gi++)
		if (sr->groups.v[gi].fix == c)
			return gi + 1;
	return 0;
}

/*
 * The sites to fix whose warnings patch `gi` brings out, under
 * SERIES_EXPOSED_HEADING, one "  FILE:LINE what (...)" line each.
 */
/*
 * The sites of group `gi`'s probable bugs (`symmetric` 0), or of the
 * constants of the same bytes in either order it meets (1), under their
 * heading.
 */
static void exposed_kind(struct series *sr, size_t gi, int symmetric,
			 struct strbuf *sb)
{
	struct strbuf line = STRBUF_INIT, last = STRBUF_INIT;
	size_t k, n = 0;

	for (k = 0; k < sr->set->fixes.nr; k++) {
		const struct fix_site *fs = &sr->set->fixes.v[k];
		size_t fix = fs->change ? fixed_in(sr, fs->c) : 0;
		char *rel;

		if (sr->exposed_by[k] != (int)gi ||
		    (fs->c->kind == CONFLICT_SYMMETRIC_CONSTANT) != symmetric)
			continue;
		if (!n++)
			strbuf_addstr(sb, symmetric ?
				      "\n" SERIES_SYMMETRIC_HEADING " no "
				      "bug,\nbut a plain number to the "
				      "checkers.\n" :
				      "\n" SERIES_EXPOSED_HEADING " the "
				      "checkers now flag where this data\n"
				      "meets plain numbers without a "
				      "conversion, or is converted twice.\n");
		rel = rel_of(sr, fs->cut->at.file);
		strbuf_addf(&line, "  %s:%u %s", rel, fs->cut->at.line,
			    fs->cut->what);
		free(rel);
		/*
		 * the checkers flag the operand, which may sit on another
		 * line (a switch's value, for its case labels)
		 */
		if (fs->cut->fix && fs->cut->span.line != fs->cut->at.line &&
		    fs->cut->span.file == fs->cut->at.file)
			strbuf_addf(&line, ", " SERIES_EXPOSED_OPERAND " %u",
				    fs->cut->span.line);
		if (fix)
			strbuf_addf(&line, " (patch %zu fixes it)\n", fix);
		else
			strbuf_addstr(&line, " (left for review)\n");
		add_once(sb, &line, &last);
	}
	strbuf_release(&line);
	strbuf_release(&last);
}

static void exposed_sites(struct series *sr, size_t gi, struct strbuf *sb)
{
	struct strbuf line = STRBUF_INIT, last = STRBUF_INIT;
	size_t k, n;

	exposed_kind(sr, gi, 0, sb);
	exposed_kind(sr, gi, 1, sb);
	for (k = n = 0; k < sr->outside.nr; k++) {
		const struct outside_site *os = &sr->outside.v[k];
		char *rel;

		if (os->group != (int)gi)
			continue;
		if (!n++)
			strbuf_addstr(sb, "\n" SERIES_OUTSIDE_HEADING " the "
				      "checkers now flag where\nthis data "
				      "meets data the tree does not declare, "
				      "which they see plain\nor typed "
				      "otherwise.\n");
		rel = rel_of(sr, os->e->at.file);
		strbuf_addf(&line, "  %s:%u %s: %s (%s)\n", rel,
			    os->e->at.line, os->e->why, os->d->name,
			    os->d->scope);
		free(rel);
		add_once(sb, &line, &last);
	}
	strbuf_release(&line);
	strbuf_release(&last);
}

/* The body of patch `gi`: what changes and why, with evidence. */
static void patch_body(struct series *sr, size_t gi, struct strbuf *sb)
{
	const struct group *g = &sr->groups.v[gi];
	const struct fseed *ev[3];
	struct strbuf para = STRBUF_INIT;
	size_t i, j, n, guessed = 0;

	if (g->fix) {
		fix_body(sr, g, sb);
		return;
	}
	if (g->is_types) {
		types_body(sr, g, sb);
		return;
	}
	if (g->is_struct)
		strbuf_addf(&para, "%s holds byte-ordered data. ", g->anchor);
	else
		strbuf_addf(&para, "Values in %s hold byte-ordered data. ",
			    g->anchor);
	strbuf_addstr(&para, "Give the declarations that carry it the "
		      "kernel's bitwise types, so that sparse checks every "
		      "conversion: ");
	edit_kinds_text(&para, g->kinds);
	strbuf_addch(&para, '.');
	strbuf_add_wrapped(sb, "", para.buf, 72);
	strbuf_release(&para);
	strbuf_addch(sb, '\n');
	for (i = 0; i < sr->set->files.nr; i++) {
		const struct edit_file *ef = &sr->set->files.v[i];

		for (j = 0; j < ef->edits.nr; j++) {
			const struct edit *e = &ef->edits.v[j];
			const struct slot_solution *sl;

			if ((size_t)e->group != gi || !e->decl)
				continue;
			sl = &sr->s->slot[e->decl->slot];
			if (e->twin) {
				uint32_t line, col;

				text_position(ef->orig, e->off, &line, &col);
				strbuf_addf(sb, "  %s:%u %s %s -> %s, the same "
					    "field in another #if branch\n",
					    ef->rel, line, e->decl->scope,
					    e->decl->name, e->type);
				continue;
			}
			if (e->decl->kind == DECL_CAST)
				strbuf_addf(sb, "  %s:%u a cast in %s -> (%s)",
					    ef->rel, e->decl->at.line,
					    e->decl->scope, e->type);
			else
				strbuf_addf(sb, "  %s:%u %s %s -> %s", ef->rel,
					    e->decl->at.line, e->decl->scope,
					    e->decl->name, e->type);
			if (sl->hinted) {
				strbuf_addf(sb, ", a guess (%u%%)",
					    sl->confidence);
				guessed++;
			}
			strbuf_addch(sb, '\n');
		}
	}
	if (guessed) {
		strbuf_addch(sb, '\n');
		strbuf_add_wrapped(sb, "", "A guess is a field no code reads "
			"or writes: it takes the order of its struct's other "
			"fields, or of the other formats of its file. Check "
			"it against the format's specification.", 72);
	}
	n = solution_evidence(sr->f, sr->s, g->first->slot, ev, 3);
	if (n) {
		strbuf_addstr(sb, "\nEvidence:\n");
		for (i = 0; i < n; i++) {
			char *rel = rel_of(sr, ev[i]->at.file);

			strbuf_addf(sb, "  %s:%u %s\n", rel, ev[i]->at.line,
				    ev[i]->how);
			free(rel);
		}
	}
	exposed_sites(sr, gi, sb);
	strbuf_addstr(sb, "\nOnly declared types change: the object code is "
		      "the same.\n\nGenerated by: endian\n");
}

static int write_text_file(const char *path, const struct strbuf *sb)
{
	unlink(path);
	return file_create(path, sb->buf, sb->len, 0644, FILE_SYNC);
}

int series_patch_name(const char *n)
{
	size_t len = strlen(n);

	/* vN- of -v */
	if (n[0] == 'v' && isdigit((unsigned char)n[1])) {
		const char *p = n + 1 + strspn(n + 1, "0123456789");

		if (*p != '-')
			return 0;
		len -= (size_t)(p + 1 - n);
		n = p + 1;
	}
	return len > 11 && strspn(n, "0123456789") == 4 && n[4] == '-' &&
	       !strcmp(n + len - 6, ".patch") && strncmp(n, "0000-", 5);
}

/*
 * DIR/[vN-]NNNN-SUBJECT.patch, the subject's words joined by '-' and cut
 * at 64 bytes, as git format-patch names its files: long enough for a
 * struct's name to tell the patches apart.
 */
static void patch_name(struct strbuf *sb, const char *dir, unsigned version,
		       int n, const char *subject)
{
	const char *p;
	int dash = 0;
	size_t start;

	strbuf_addf(sb, "%s/", dir);
	if (version > 1)
		strbuf_addf(sb, "v%u-", version);
	strbuf_addf(sb, "%04d-", n);
	start = sb->len;
	for (p = subject; *p && sb->len - start < 64; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || *p == '_') {
			strbuf_addch(sb, *p);
			dash = 0;
		} else if (!dash && sb->len > start) {
			strbuf_addch(sb, '-');
			dash = 1;
		}
	}
	while (sb->len > start && sb->buf[sb->len - 1] == '-')
		sb->buf[--sb->len] = '\0';
	strbuf_addstr(sb, ".patch");
}

int series_write(const struct facts *f, const struct solution *s,
		 struct edit_set *set, const char *dir,
		 const struct series_options *so)
{
	struct series sr = { .f = f, .s = s, .set = set, .header_group = -1,
			     .log = STRBUF_INIT };
	char *scratch;
	char date[64];
	time_t now = time(NULL);
	size_t gi, i;
	int ret = -1, total;

	/* every proposal listed as not rewritten: no series, not a letter */
	for (i = 0; i < set->files.nr && !set->files.v[i].edits.nr; i++)
		;
	if (i == set->files.nr)
		return 0;
	if (mkdir(dir, 0777) && errno != EEXIST)
		return error("cannot create '%s': %s", dir, strerror(errno));
	scratch = scratch_dir_create("series");
	if (!scratch)
		return -1;
	if (mail_options(&sr, so, scratch))
		goto out;
	strftime(date, sizeof(date), "%a, %d %b %Y %H:%M:%S +0000",
		 gmtime(&now));
	plan_groups(&sr);
	plan_first_patches(&sr);
	plan_exposed(&sr);
	plan_outside(&sr);
	{
		const char **all = xcalloc(set->files.nr + 1, sizeof(*all));

		for (i = 0; i < set->files.nr; i++)
			all[i] = set->files.v[i].rel;
		git_subjects(all, set->files.nr, scratch, &sr.log);
		free(all);
	}
	sr.prefix = subject_prefix(&sr, -1, scratch);
	total = (int)sr.groups.nr;
	for (gi = 0; gi < sr.groups.nr; gi++) {
		struct strbuf subject = STRBUF_INIT, mail = STRBUF_INIT;
		struct strbuf name = STRBUF_INIT;
		const struct group *g = &sr.groups.v[gi];
		FILE *out;
		int fail = 0;
		char *prefix = g->is_types ? xstrdup(sr.prefix) :
			       subject_prefix(&sr, (int)gi, scratch);

		strbuf_addf(&subject, g->fix &&
			    g->fix->kind == CONFLICT_SYMMETRIC_CONSTANT ?
			    "%s%sconvert the constants met by %s" :
			    g->fix &&
			    g->fix->kind == CONFLICT_WRONG_DIRECTION ?
			    "%s%sconvert %s the right way round" :
			    g->fix ?
			    "%s%sfix byte-order conversions of %s" :
			    g->is_types ?
			    "%s%sadd byte-order types for sparse" :
			    g->is_struct ?
			    "%s%sannotate the byte order of %s" :
			    "%s%sannotate byte-ordered values in %s",
			    prefix, *prefix ? ": " : "",
			    g->fix ? fix_subject_name(&sr, gi) :
			    values_group(g) ? values_subject_name(&sr, gi) :
			    g->anchor);
		free(prefix);
		mail_header(&sr, &mail, date, (int)gi + 1, total, subject.buf);
		patch_body(&sr, gi, &mail);
		mail_trailer(&sr, &mail);
		patch_name(&name, dir, sr.version, (int)gi + 1, subject.buf);
		if (write_text_file(name.buf, &mail))
			fail = 1;
		out = fail ? NULL : fopen(name.buf, "a");
		if (out && (int)gi == sr.header_group) {
			fflush(out);
			fail |= diff_texts(set->header_rel, NULL, 0,
					   set->header_text,
					   strlen(set->header_text), scratch,
					   fileno(out));
		}
		for (i = 0; out && i < set->files.nr; i++) {
			const struct edit_file *ef = &set->files.v[i];
			size_t blen, alen;
			char *before = edits_apply_upto(ef, (int)gi - 1, &blen);
			char *after = edits_apply_upto(ef, (int)gi, &alen);

			fflush(out);
			if (blen != alen || memcmp(before, after, alen))
				fail |= diff_texts(ef->rel, before, blen, after,
						   alen, scratch, fileno(out));
			free(before);
			free(after);
		}
		if (out) {
			fputs("-- \nendian\n\n", out);
			if (fclose(out))
				fail = 1;
		}
		/* the same edits as a semantic patch, beside it */
		strcpy(name.buf + name.len - strlen("patch"), "cocci");
		if (!fail && cocci_write(f, s, set, (int)gi, name.buf) < 0)
			fail = 1;
		strbuf_release(&subject);
		strbuf_release(&mail);
		strbuf_release(&name);
		if (fail)
			goto out;
	}
	{
		struct strbuf cover = STRBUF_INIT, path = STRBUF_INIT;
		size_t nr_decls = 0;

		struct strbuf title = STRBUF_INIT;
		size_t nr_fixes = 0;

		for (gi = 0; gi < sr.groups.nr; gi++)
			if (sr.groups.v[gi].fix)
				nr_fixes++;
			else
				nr_decls += sr.groups.v[gi].nr_edits;

		strbuf_addf(&title, "%s%sbyte-order annotations", sr.prefix,
			    *sr.prefix ? ": " : "");
		mail_header(&sr, &cover, date, 0, total, title.buf);
		strbuf_release(&title);
		strbuf_addf(&cover, "This series gives %zu declarations the "
			    "kernel's bitwise byte-order types\n(__le32, __be16 "
			    "...), one closed set of declarations per patch, so "
			    "that\nsparse checks every conversion.  Only "
			    "declared types change", nr_decls);
		if (nr_fixes)
			strbuf_addf(&cover, ",\nexcept in the last %zu "
				    "patch%s, which fix%s the byte-order bugs "
				    "the types\nbring out: conversions the code "
				    "lacks or has twice", nr_fixes,
				    nr_fixes == 1 ? "" : "es",
				    nr_fixes == 1 ? "es" : "");
		strbuf_addstr(&cover, ".\n\n");
		for (gi = 0; gi < sr.groups.nr; gi++)
			if (sr.groups.v[gi].fix)
				strbuf_addf(&cover, "  %zu/%d %s: %zu "
					    "site%s fixed\n", gi + 1,
					    total, sr.groups.v[gi].anchor,
					    sr.groups.v[gi].nr_edits,
					    sr.groups.v[gi].nr_edits == 1 ?
					    "" : "s");
			else if (sr.groups.v[gi].is_types)
				strbuf_addf(&cover, "  %zu/%d %s: the types "
					    "header\n", gi + 1, total,
					    sr.groups.v[gi].anchor);
			else
				strbuf_addf(&cover, "  %zu/%d %s: %zu "
					    "change%s\n", gi + 1, total,
					    sr.groups.v[gi].anchor,
					    sr.groups.v[gi].nr_edits,
					    sr.groups.v[gi].nr_edits == 1 ?
					    "" : "s");
		if (set->skipped.nr) {
			struct strbuf para = STRBUF_INIT;

			/* checkpatch wants a mail's lines within 75 */
			strbuf_addf(&para, "%zu proposal%s could not be "
				    "written as type changes (endian patch "
				    "lists them).", set->skipped.nr,
				    set->skipped.nr == 1 ? "" : "s");
			strbuf_addch(&cover, '\n');
			strbuf_add_wrapped(&cover, "", para.buf, 72);
			strbuf_release(&para);
		}
		cover_by_hand(&sr, &cover);
		strbuf_addstr(&cover, "\nGenerated by: endian\n");
		if (sr.base)
			strbuf_addf(&cover, "\nbase-commit: %s\n", sr.base);
		/* the whole series as one semantic patch: one spatch pass */
		strbuf_addf(&path, "%s/series.cocci", dir);
		if (cocci_write(f, s, set, -1, path.buf) < 0) {
			strbuf_release(&cover);
			strbuf_release(&path);
			goto out;
		}
		strbuf_reset(&path);
		patch_name(&path, dir, sr.version, 0, "cover letter");
		if (write_text_file(path.buf, &cover)) {
			strbuf_release(&cover);
			strbuf_release(&path);
			goto out;
		}
		strbuf_release(&cover);
		strbuf_release(&path);
	}
	ret = total;
out:
	remove_tree(scratch);
	free(scratch);
	for (gi = 0; gi < sr.groups.nr; gi++)
		free(sr.groups.v[gi].anchor);
	VEC_FREE(sr.groups);
	free(sr.prefix);
	strbuf_release(&sr.log);
	free(sr.from);
	free(sr.signoff);
	free(sr.tag);
	free(sr.base);
	free(sr.first_patch);
	free(sr.exposed_by);
	VEC_FREE(sr.outside);
	return ret;
}
