// SPDX-License-Identifier: GPL-2.0-only
/*
 * endian idioms: run the semantic patches of semantic-patches/ (see
 * idioms.h) and the ifdef_swab rewriter over files and directories.
 *
 * Every file is copied to a scratch tree, <scratch>/t/<n>/<path>, and
 * spatch runs once per rule over that tree (--dir), so a rule pays one
 * start-up whatever the number of files, and spatch's messages name the
 * copy, which maps back to the file by <n>.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/file.h"
#include "lib/inplace.h"
#include "lib/sort.h"
#include "lib/path.h"
#include "lib/run.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/vec.h"
#include "lib/xalloc.h"
#include "rewrite/diff.h"
#include "idioms/idioms.h"
#include "idioms/ifdef_swab.h"
#include "infer/helpers.h"

/* The order the rules run in: each feeds the next.  Others come after. */
static const char *const run_order[] = {
	"double_underscore",	/* plain names first: the others know them */
	"ifdef_swab",		/* its le32_to_cpu(x) may become in place */
	"double_conversion",
	"add_cpu",
	"inplace_swab",
	"constant_compare",
	NULL
};

/* The rule whose patch mode is ours (idioms/ifdef_swab.c). */
#define IFDEF_SWAB "ifdef_swab"

static const char *const mode_names[] = {
	"patch", "report", "context", "org"
};

struct idiom_rule {
	char *name;		/* file name without .cocci */
	char *path;
	char *summary;		/* the first /// line */
	VEC(char *) options;	/* the words of its // Options: line */
	int rank;		/* place in run_order[] */
	int selected;
};

struct input {
	char *path;		/* as opened */
	char *display;		/* relative to the current directory */
	char *copy;		/* in the scratch tree */
	char *text;		/* the file as read */
	size_t len;
};

struct finding {
	const char *display;
	unsigned long line, col;
	char *text;		/* the whole output line */
};

struct findings {
	struct finding *v;
	size_t nr, alloc;
};

struct idioms {
	VEC(struct idiom_rule) rules;
	VEC(struct input) inputs;
	struct strset seen;	/* display paths of the inputs */
	struct helper_table *helpers;	/* ifdef_swab's swabs and names */
	char *scratch;		/* <scratch>; the copies under <scratch>/t */
	const char *spatch;
	enum idioms_mode mode;
	int in_place, jobs, trouble;
};

/* ---- files ---- */

static int read_whole(const char *path, const char *name, char **buf,
		      size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return error("cannot read '%s': %s", name, strerror(errno));
	for (;;) {
		ssize_t n;

		strbuf_grow(&sb, 65536);
		n = read(fd, sb.buf + sb.len, sb.alloc - sb.len - 1);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			error("cannot read '%s': %s", name, strerror(errno));
			close(fd);
			strbuf_release(&sb);
			return -1;
		}
		if (!n)
			break;
		sb.len += (size_t)n;
		sb.buf[sb.len] = '\0';
	}
	close(fd);
	*len = sb.len;
	*buf = strbuf_detach(&sb);
	return 0;
}

/* ---- rules ---- */

#ifndef ENDIAN_DATADIR
#define ENDIAN_DATADIR "/usr/local/share"
#endif

static int is_dir(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

/*
 * Where the rules are: $ENDIAN_COCCI_DIR; beside the binary in a build
 * tree; SHARE/endian/semantic-patches for a binary in PREFIX/bin, PREFIX
 * being wherever the install went (DESTDIR, a package unpacked
 * elsewhere); last, the data directory `make install` was built for.
 */
static char *cocci_dir(void)
{
	const char *env = getenv("ENDIAN_COCCI_DIR");
	char exe[PATH_MAX + 1], *slash;
	struct strbuf sb = STRBUF_INIT;
	ssize_t n;

	if (env && *env)
		return xstrdup(env);
	n = readlink("/proc/self/exe", exe, PATH_MAX);
	if (n > 0) {
		exe[n] = '\0';
		slash = strrchr(exe, '/');
		if (slash)
			*slash = '\0';
		strbuf_addf(&sb, "%s/semantic-patches", slash ? exe : ".");
		if (is_dir(sb.buf))
			return strbuf_detach(&sb);
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s/../share/endian/semantic-patches",
			    slash ? exe : ".");
		if (is_dir(sb.buf))
			return strbuf_detach(&sb);
		strbuf_reset(&sb);
	}
	strbuf_addstr(&sb, ENDIAN_DATADIR "/endian/semantic-patches");
	if (is_dir(sb.buf))
		return strbuf_detach(&sb);
	error("no semantic patches beside the endian binary or in '%s'; "
	      "set ENDIAN_COCCI_DIR", sb.buf);
	strbuf_release(&sb);
	return NULL;
}

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && !strcmp(s + n - k, suffix);
}

/* Read a rule's /// summary and // Options: words. */
static int read_rule(struct idiom_rule *r)
{
	char *text, *line, *next;
	size_t len;

	if (read_whole(r->path, r->path, &text, &len))
		return -1;
	for (line = text; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		if (!r->summary && !strncmp(line, "///", 3)) {
			line += 3;
			line += strspn(line, " \t");
			if (*line)
				r->summary = xstrdup(line);
		} else if (!strncmp(line, "// Options:", 11)) {
			char *w = strtok(line + 11, " \t\r");

			for (; w; w = strtok(NULL, " \t\r"))
				VEC_PUSH(r->options, xstrdup(w));
		}
	}
	if (!r->summary)
		r->summary = xstrdup("");
	free(text);
	return 0;
}

static int rule_cmp(const void *a, const void *b)
{
	const struct idiom_rule *x = a, *y = b;

	if (x->rank != y->rank)
		return x->rank < y->rank ? -1 : 1;
	return strcmp(x->name, y->name);
}

static int load_rules(struct idioms *id)
{
	char *dir = cocci_dir();
	struct dirent *e;
	DIR *d;
	int ret = 0;

	if (!dir)
		return -1;
	d = opendir(dir);
	if (!d) {
		error("cannot read the rules in '%s': %s; set ENDIAN_COCCI_DIR",
		      dir, strerror(errno));
		free(dir);
		return -1;
	}
	while ((e = readdir(d))) {
		struct idiom_rule r;
		struct strbuf sb = STRBUF_INIT;
		int k;

		if (e->d_name[0] == '.' || !ends_with(e->d_name, ".cocci") ||
		    ends_with(e->d_name, ".pending.cocci"))
			continue;
		memset(&r, 0, sizeof(r));
		r.name = xstrndup(e->d_name, strlen(e->d_name) - 6);
		strbuf_addf(&sb, "%s/%s", dir, e->d_name);
		r.path = strbuf_detach(&sb);
		for (k = 0; run_order[k] && strcmp(run_order[k], r.name); k++)
			;
		r.rank = k;
		if (read_rule(&r))
			ret = -1;
		VEC_PUSH(id->rules, r);
	}
	closedir(d);
	if (!id->rules.nr && !ret)
		ret = error("no rules in '%s'; set ENDIAN_COCCI_DIR", dir);
	free(dir);
	qsort(id->rules.v, id->rules.nr, sizeof(*id->rules.v), rule_cmp);
	return ret;
}

static void list_rules(const struct idioms *id, FILE *out)
{
	size_t i;

	for (i = 0; i < id->rules.nr; i++)
		fprintf(out, "%-18s %s\n", id->rules.v[i].name,
			id->rules.v[i].summary);
}

/* ---- inputs ---- */

/* `path` as it should be shown: below the current directory, relative. */
static char *display_path(const char *path)
{
	char cwd[PATH_MAX];
	size_t n;

	while (path[0] == '.' && path[1] == '/')
		for (path += 2; *path == '/'; path++)
			;
	if (path[0] == '/' && getcwd(cwd, sizeof(cwd))) {
		n = strlen(cwd);
		if (!strncmp(path, cwd, n) && path[n] == '/' && path[n + 1])
			return xstrdup(path + n + 1);
	}
	return xstrdup(path);
}

static void add_input(struct idioms *id, const char *path)
{
	struct input in;

	memset(&in, 0, sizeof(in));
	in.display = display_path(path);
	if (!strset_add(&id->seen, in.display, strlen(in.display))) {
		free(in.display);
		return;
	}
	in.path = xstrdup(path);
	VEC_PUSH(id->inputs, in);
}

static int name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Add the .c and .h files below `dir`, in name order; no symlinks. */
static void walk(struct idioms *id, const char *dir)
{
	VEC(char *) names = { 0 };
	struct dirent *e;
	size_t i;
	DIR *d = opendir(dir);

	if (!d) {
		error("cannot read '%s': %s", dir, strerror(errno));
		id->trouble = 1;
		return;
	}
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			VEC_PUSH(names, xstrdup(e->d_name));
	closedir(d);
	if (names.nr)
		qsort(names.v, names.nr, sizeof(*names.v), name_cmp);
	for (i = 0; i < names.nr; i++) {
		struct strbuf sb = STRBUF_INIT;
		struct stat st;

		if (!strcmp(dir, "."))
			strbuf_addstr(&sb, names.v[i]);
		else
			strbuf_addf(&sb, "%s%s%s", dir,
				    ends_with(dir, "/") ? "" : "/", names.v[i]);
		if (!lstat(sb.buf, &st)) {
			if (S_ISDIR(st.st_mode))
				walk(id, sb.buf);
			else if (S_ISREG(st.st_mode) &&
				 (ends_with(sb.buf, ".c") ||
				  ends_with(sb.buf, ".h")))
				add_input(id, sb.buf);
		}
		strbuf_release(&sb);
		free(names.v[i]);
	}
	VEC_FREE(names);
}

static void add_argument(struct idioms *id, const char *arg)
{
	struct stat st;

	if (stat(arg, &st)) {
		error("cannot read '%s': %s", arg, strerror(errno));
		id->trouble = 1;
	} else if (S_ISDIR(st.st_mode)) {
		walk(id, arg);
	} else {
		add_input(id, arg);
	}
}

/*
 * The copy's path below <scratch>/t/<n>/: the display path without a
 * leading '/' and with ".." spelled "__", so a uapi/ or a .c stays visible
 * to the rules.
 */
static char *copy_path(const char *scratch, size_t n, const char *display)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = display;

	strbuf_addf(&sb, "%s/t/%zu/", scratch, n);
	while (*p == '/')
		p++;
	while (*p) {
		size_t k = strcspn(p, "/");

		if (k == 2 && !strncmp(p, "..", 2))
			strbuf_addstr(&sb, "__");
		else
			strbuf_add(&sb, p, k);
		p += k;
		if (*p) {
			strbuf_addch(&sb, '/');
			while (*p == '/')
				p++;
		}
	}
	return strbuf_detach(&sb);
}

/* Read every input and copy it to the scratch tree; drop the unreadable. */
static int make_copies(struct idioms *id)
{
	size_t i, kept = 0, top;

	id->scratch = scratch_dir_create("idioms");
	if (!id->scratch)
		return -1;
	top = strlen(id->scratch);
	for (i = 0; i < id->inputs.nr; i++) {
		struct input in = id->inputs.v[i];

		if (read_whole(in.path, in.display, &in.text, &in.len)) {
			id->trouble = 1;
			goto drop;
		}
		in.copy = copy_path(id->scratch, kept, in.display);
		if (path_make_parents(in.copy, top) ||
		    file_create(in.copy, in.text, in.len, 0600, 0)) {
			id->trouble = 1;
			goto drop;
		}
		id->inputs.v[kept++] = in;
		continue;
drop:
		free(in.path);
		free(in.display);
		free(in.copy);
		free(in.text);
	}
	id->inputs.nr = kept;
	return 0;
}

/* ---- spatch ---- */

/* The spatch to run ($SPATCH or spatch), or NULL when it is not found. */
static const char *find_spatch(void)
{
	const char *s = getenv("SPATCH");

	if (!s || !*s)
		s = "spatch";
	return run_found(s) ? s : NULL;
}

/* Does `r` need spatch in this mode? */
static int needs_spatch(const struct idioms *id, const struct idiom_rule *r)
{
	return id->mode != IDIOMS_PATCH || strcmp(r->name, IFDEF_SWAB);
}

/*
 * Run rule `r` over the scratch tree, stdout to `out` (a file name);
 * -1 when spatch could not run or failed.
 */
static int run_spatch(const struct idioms *id, const struct idiom_rule *r,
		      const char *out)
{
	VEC(const char *) av = { 0 };
	char jobs[32], *dir = xmalloc(strlen(id->scratch) + 3);
	size_t i;
	int fd, rc, ret = 0;

	sprintf(dir, "%s/t", id->scratch);
	VEC_PUSH(av, id->spatch);
	VEC_PUSH(av, "--very-quiet");
	VEC_PUSH(av, "-D");
	VEC_PUSH(av, mode_names[id->mode]);
	VEC_PUSH(av, "--cocci-file");
	VEC_PUSH(av, r->path);
	for (i = 0; i < r->options.nr; i++)
		VEC_PUSH(av, r->options.v[i]);
	/*
	 * The copies are no git tree, whatever a .cocciconfig in the current
	 * directory says (the kernel's asks for --use-gitgrep); files without
	 * the rule's tokens are still skipped unparsed.
	 */
	VEC_PUSH(av, "--no-scanner");
	if (id->mode == IDIOMS_PATCH)
		VEC_PUSH(av, "--in-place");
	if (id->mode == IDIOMS_REPORT || id->mode == IDIOMS_ORG)
		VEC_PUSH(av, "--no-show-diff");
	if (id->jobs > 1) {
		snprintf(jobs, sizeof(jobs), "%d", id->jobs);
		VEC_PUSH(av, "--jobs");
		VEC_PUSH(av, jobs);
		VEC_PUSH(av, "--chunksize");
		VEC_PUSH(av, "1");
	}
	VEC_PUSH(av, "--dir");
	VEC_PUSH(av, dir);
	VEC_PUSH(av, NULL);

	fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0) {
		ret = error("cannot create '%s': %s", out, strerror(errno));
		goto done;
	}
	rc = run_command(av.v, fd);
	close(fd);
	if (rc < 0)
		ret = -1;
	else if (rc)
		ret = error("spatch failed with rule '%s' (exit status %d)",
			    r->name, rc);
done:
	free(dir);
	VEC_FREE(av);
	return ret;
}

/*
 * The input whose copy `path` names (spatch prints the copy's path, as
 * <scratch>/t/<n>/...), and in *rest the length of the copy's path.
 */
static const struct input *input_of(const struct idioms *id, const char *s,
				    size_t *rest)
{
	size_t top = strlen(id->scratch);
	unsigned long n;
	char *end;

	if (strncmp(s, id->scratch, top) || strncmp(s + top, "/t/", 3))
		return NULL;
	n = strtoul(s + top + 3, &end, 10);
	if (end == s + top + 3 || *end != '/' || n >= id->inputs.nr)
		return NULL;
	*rest = strlen(id->inputs.v[n].copy);
	if (strncmp(s, id->inputs.v[n].copy, *rest))
		return NULL;
	return &id->inputs.v[n];
}

/* ---- modes ---- */

static int finding_cmp(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;
	int c = cmp_position(x->display, x->line, x->col, y->display,
			     y->line, y->col);

	return c ? c : strcmp(x->text, y->text);
}

/*
 * Turn spatch's report lines "COPY:LINE:COL-END: WARNING: msg" into
 * findings "FILE:LINE:COL: warning: msg [rule]" (COL from 1, as
 * compilers count); anything else goes to stderr as it is.
 */
static void read_report(const struct idioms *id, const struct idiom_rule *r,
			char *text, struct findings *out)
{
	char *line, *next;

	for (line = text; line && *line; line = next) {
		const struct input *in;
		struct finding f;
		struct strbuf sb = STRBUF_INIT;
		char *p, *msg;
		size_t n;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		in = input_of(id, line, &n);
		if (!in || line[n] != ':')
			goto other;
		p = line + n + 1;
		f.line = strtoul(p, &p, 10);
		if (*p++ != ':')
			goto other;
		f.col = strtoul(p, &p, 10) + 1;
		if (*p == '-')
			strtoul(p + 1, &p, 10);
		if (*p++ != ':' || *p++ != ' ')
			goto other;
		msg = p;
		if (!strncmp(msg, "WARNING: ", 9))
			msg += 9;
		f.display = in->display;
		strbuf_addf(&sb, "%s:%lu:%lu: warning: %s [%s]", in->display,
			    f.line, f.col, msg, r->name);
		f.text = strbuf_detach(&sb);
		VEC_PUSH(*out, f);
		continue;
other:
		progress_done();
		fprintf(stderr, "%s\n", line);
	}
}

/*
 * Turn spatch's org lines "* TODO [[view:COPY::face=...::linb=L::colb=C
 * ...][msg]]" into the same lines of the user's FILE, tagged with the
 * rule (":add_cpu:", org's tag syntax), sorted as report's; anything
 * else goes to stderr as it is.
 */
static void read_org(const struct idioms *id, const struct idiom_rule *r,
		     char *text, struct findings *out)
{
	static const char view[] = "[[view:";
	char *line, *next;

	for (line = text; line && *line; line = next) {
		const struct input *in;
		struct finding f;
		struct strbuf sb = STRBUF_INIT;
		char *path, *l, *c;
		size_t n;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		path = strstr(line, view);
		if (!path)
			goto other;
		path += sizeof(view) - 1;
		in = input_of(id, path, &n);
		l = in ? strstr(path + n, "::linb=") : NULL;
		c = in ? strstr(path + n, "::colb=") : NULL;
		if (!l || !c || strncmp(path + n, "::", 2))
			goto other;
		f.line = strtoul(l + 7, NULL, 10);
		f.col = strtoul(c + 7, NULL, 10) + 1;
		f.display = in->display;
		strbuf_add(&sb, line, (size_t)(path - line));
		strbuf_addstr(&sb, in->display);
		strbuf_addf(&sb, "%s :%s:", path + n, r->name);
		f.text = strbuf_detach(&sb);
		VEC_PUSH(*out, f);
		continue;
other:
		progress_done();
		fprintf(stderr, "%s\n", line);
	}
}

/* A file's part of a context diff, from one rule. */
struct chunk {
	const char *display;
	size_t seq;		/* rule order, then spatch's */
	struct strbuf text;
};

struct chunks {
	struct chunk *v;
	size_t nr, alloc;
};

static int chunk_cmp(const void *a, const void *b)
{
	const struct chunk *x = a, *y = b;
	int c = strcmp(x->display, y->display);

	return c ? c : x->seq < y->seq ? -1 : x->seq > y->seq;
}

/*
 * Split spatch's context output into one chunk per file, with the copies'
 * paths in the diff, --- and +++ lines turned into a/FILE and b/FILE.
 */
static void read_context(const struct idioms *id, char *text,
			 struct chunks *out)
{
	struct chunk *c = NULL;
	char *line, *next, *p;
	int after_diff = 0, after_minus = 0;
	size_t n;

	for (line = text; line && *line; line = next) {
		const struct input *in = NULL;
		int minus = !strncmp(line, "--- ", 4);

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		p = strncmp(line, "diff ", 5) ? NULL : strstr(line, id->scratch);
		if (p)
			in = input_of(id, p, &n);
		else if (minus)
			in = input_of(id, line + 4, &n);
		/* a new file, unless this is the --- line of its diff line */
		if (in && !(minus && after_diff && c->display == in->display)) {
			struct chunk nc = { in->display, out->nr, STRBUF_INIT };

			VEC_PUSH(*out, nc);
			c = &out->v[out->nr - 1];
		}
		if (!c) {
			progress_done();
			fprintf(stderr, "%s\n", line);
		}
		else if (in && !minus)
			strbuf_addf(&c->text, "diff -u -p a/%s b/%s\n",
				    c->display, c->display);
		else if (in)
			strbuf_addf(&c->text, "--- a/%s\n", c->display);
		else if (after_minus && !strncmp(line, "+++ ", 4))
			strbuf_addf(&c->text, "+++ b/%s\n", c->display);
		else
			strbuf_addf(&c->text, "%s\n", line);
		after_diff = in && !minus;
		after_minus = in && minus;
	}
}

/* The output file of spatch runs. */
static char *out_path(const struct idioms *id)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s/out", id->scratch);
	return strbuf_detach(&sb);
}

/* ifdef_swab's edit on every copy. */
static int rewrite_ifdefs(struct idioms *id)
{
	size_t i;
	int ret = 0;

	if (!id->helpers)
		id->helpers = helpers_new();
	for (i = 0; i < id->inputs.nr; i++) {
		const struct input *in = &id->inputs.v[i];
		struct strbuf sb = STRBUF_INIT;
		char *text;
		size_t len;

		if (read_whole(in->copy, in->copy, &text, &len)) {
			ret = -1;
			continue;
		}
		if (ifdef_swab_rewrite(id->helpers, text, len, &sb) > 0 &&
		    (unlink(in->copy) ||
		     file_create(in->copy, sb.buf, sb.len, 0600, 0)))
			ret = -1;
		strbuf_release(&sb);
		free(text);
	}
	return ret;
}

/* "[k/n] rule NAME" on a terminal: spatch takes seconds per rule. */
static void rule_progress(const struct idioms *id, const struct idiom_rule *r)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i, k = 0, n = 0;

	for (i = 0; i < id->rules.nr; i++) {
		n += id->rules.v[i].selected;
		if (&id->rules.v[i] == r)
			k = n;
	}
	strbuf_addf(&sb, "rule %s", r->name);
	progress(k, n, sb.buf);
	strbuf_release(&sb);
}

/* Patch mode: every rule in turn on the copies, then diffs or edits. */
static void do_patch(struct idioms *id, int *found)
{
	struct inplace change;
	char *out = out_path(id);
	int failed = 0;
	size_t i;

	for (i = 0; i < id->rules.nr; i++) {
		const struct idiom_rule *r = &id->rules.v[i];

		if (!r->selected)
			continue;
		rule_progress(id, r);
		if (!needs_spatch(id, r)) {
			if (rewrite_ifdefs(id))
				id->trouble = 1;
		} else if (run_spatch(id, r, out)) {
			id->trouble = 1;
		}
	}
	progress_done();
	free(out);
	/* --in-place: every changed file, or none (lib/inplace.h) */
	if (id->in_place)
		inplace_begin(&change, ".");
	for (i = 0; i < id->inputs.nr && !failed; i++) {
		const struct input *in = &id->inputs.v[i];
		char *text;
		size_t len;

		if (read_whole(in->copy, in->copy, &text, &len)) {
			failed = id->in_place;
			id->trouble = 1;
			continue;
		}
		if (len != in->len || memcmp(text, in->text, len)) {
			*found = 1;
			if (id->in_place ?
			    inplace_add(&change, in->path, in->display, in->text,
					in->len, text, len) :
			    diff_texts(in->display, in->text, in->len, text,
				       len, id->scratch, 1)) {
				failed = id->in_place;
				id->trouble = 1;
			}
		}
		free(text);
	}
	if (!id->in_place)
		return;
	if (failed)
		inplace_abort(&change);
	else if (inplace_commit(&change))
		id->trouble = 1;
}

/* Report and context modes: the rules on the unchanged copies. */
static void do_find(struct idioms *id, int *found)
{
	struct findings findings = { 0 };
	struct chunks chunks = { 0 };
	char *out = out_path(id);
	size_t i;

	for (i = 0; i < id->rules.nr; i++) {
		const struct idiom_rule *r = &id->rules.v[i];
		char *text;
		size_t len;

		if (!r->selected)
			continue;
		rule_progress(id, r);
		if (run_spatch(id, r, out)) {
			id->trouble = 1;
			continue;
		}
		if (read_whole(out, out, &text, &len)) {
			id->trouble = 1;
			continue;
		}
		if (id->mode == IDIOMS_REPORT)
			read_report(id, r, text, &findings);
		else if (id->mode == IDIOMS_ORG)
			read_org(id, r, text, &findings);
		else
			read_context(id, text, &chunks);
		free(text);
	}
	progress_done();
	free(out);
	if (chunks.nr)
		qsort(chunks.v, chunks.nr, sizeof(*chunks.v), chunk_cmp);
	for (i = 0; i < chunks.nr; i++) {
		fputs(chunks.v[i].text.buf, stdout);
		strbuf_release(&chunks.v[i].text);
		*found = 1;
	}
	VEC_FREE(chunks);
	if (findings.nr)
		qsort(findings.v, findings.nr, sizeof(*findings.v),
		      finding_cmp);
	for (i = 0; i < findings.nr; i++) {
		/* spatch may find one place twice (headers, isomorphisms) */
		if (!i || strcmp(findings.v[i].text, findings.v[i - 1].text))
			printf("%s\n", findings.v[i].text);
		*found = 1;
	}
	for (i = 0; i < findings.nr; i++)
		free(findings.v[i].text);
	VEC_FREE(findings);
}

/* ---- the command ---- */

static int select_rule(struct idioms *id, const char *name)
{
	size_t i;

	for (i = 0; i < id->rules.nr; i++)
		if (!strcmp(id->rules.v[i].name, name)) {
			id->rules.v[i].selected = 1;
			return 0;
		}
	return error("no rule '%s' (endian idioms --list shows them)", name);
}

static void idioms_release(struct idioms *id)
{
	size_t i, k;

	helpers_free(id->helpers);
	for (i = 0; i < id->rules.nr; i++) {
		struct idiom_rule *r = &id->rules.v[i];

		for (k = 0; k < r->options.nr; k++)
			free(r->options.v[k]);
		VEC_FREE(r->options);
		free(r->name);
		free(r->path);
		free(r->summary);
	}
	VEC_FREE(id->rules);
	for (i = 0; i < id->inputs.nr; i++) {
		struct input *in = &id->inputs.v[i];

		free(in->path);
		free(in->display);
		free(in->copy);
		free(in->text);
	}
	VEC_FREE(id->inputs);
	strset_release(&id->seen);
	if (id->scratch) {
		remove_tree(id->scratch);
		free(id->scratch);
	}
}

int idioms_mode_parse(const char *name, enum idioms_mode *mode)
{
	size_t k;

	for (k = 0; k <= IDIOMS_ORG; k++)
		if (!strcmp(name, mode_names[k])) {
			*mode = (enum idioms_mode)k;
			return 0;
		}
	return error("unknown mode '%s' (patch, report or context)", name);
}

int idioms_list(FILE *out)
{
	struct idioms id;
	int ret = -1;

	memset(&id, 0, sizeof(id));
	if (!load_rules(&id)) {
		list_rules(&id, out);
		ret = 0;
	}
	idioms_release(&id);
	return ret;
}

int idioms_run(const struct idioms_options *o, const char *const *paths)
{
	struct idioms id;
	const char *const *name;
	int found = 0, ret = -1;
	size_t k;

	memset(&id, 0, sizeof(id));
	id.mode = o->mode;
	id.in_place = o->in_place;
	id.jobs = (int)o->jobs;
	if (load_rules(&id))
		goto out;
	for (name = o->rules; *name; name++)
		if (select_rule(&id, *name))
			goto out;
	for (k = 0; k < id.rules.nr; k++) {
		struct idiom_rule *r = &id.rules.v[k];

		if (!*o->rules)
			r->selected = 1;
		if (r->selected && needs_spatch(&id, r) && !id.spatch) {
			id.spatch = find_spatch();
			if (!id.spatch) {
				error("spatch not found (install coccinelle, or set SPATCH)");
				goto out;
			}
		}
	}
	/* before the files are read: a change left half made is repaired */
	if (inplace_recover(".", id.in_place && id.mode == IDIOMS_PATCH) < 0)
		goto out;
	for (; *paths; paths++)
		add_argument(&id, *paths);
	if (id.inputs.nr && make_copies(&id))
		goto out;
	if (id.inputs.nr && id.mode == IDIOMS_PATCH)
		do_patch(&id, &found);
	else if (id.inputs.nr)
		do_find(&id, &found);
	ret = id.trouble ? -1 : found;
out:
	idioms_release(&id);
	return ret;
}
