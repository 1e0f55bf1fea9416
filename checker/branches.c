// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checker/branches.h"
#include "lib/lex.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/strvec.h"
#include "lib/xalloc.h"

/* A project reaches more headers than this only by mistake: stop there. */
#define MAX_FILES 4096
/* Nor is a header this large: left to the parse. */
#define MAX_HEADER (64 << 20)

/* Where a unit's #include lines look, from its command line. */
struct search {
	char *cwd;		/* relative paths start here (heap) */
	struct strvec quote;	/* -iquote, as written */
	struct strvec angle;	/* -I, as written */
	struct strvec forced;	/* -include, as written */
};

/*
 * The value of option `opt` at argv[*i], or NULL: "-I" "foo", and
 * joined as "-Ifoo" with `joined` ("-working-directory=dir" too), so
 * that "-include-pch" is not "-include".
 */
static const char *option_value(const struct ccargs *cc, size_t *i,
				const char *opt, int joined)
{
	const char *a = cc->argv.v[*i];
	size_t n = strlen(opt);

	if (strncmp(a, opt, n))
		return NULL;
	if (a[n])
		return !joined ? NULL : a[n] == '=' ? a + n + 1 : a + n;
	if (*i + 1 >= cc->argv.nr)
		return NULL;
	return cc->argv.v[++*i];
}

static void search_init(struct search *s, const struct unit *u)
{
	const struct ccargs *cc = &u->cc;
	const char *v;
	size_t i;

	memset(s, 0, sizeof(*s));
	for (i = 0; i < cc->argv.nr; i++)
		if ((v = option_value(cc, &i, "-working-directory", 1)))
			s->cwd = xstrdup(v);
	if (!s->cwd)
		s->cwd = getcwd(NULL, 0);
	if (!s->cwd)
		s->cwd = xstrdup(".");
	for (i = 0; i < cc->argv.nr; i++) {
		struct strvec *to = NULL;

		if (!strcmp(cc->argv.v[i], "-working-directory")) {
			i++;
			continue;
		}
		if ((v = option_value(cc, &i, "-iquote", 0)))
			to = &s->quote;
		else if ((v = option_value(cc, &i, "-include", 0)))
			to = &s->forced;
		else if ((v = option_value(cc, &i, "-I", 1)))
			to = &s->angle;
		if (!to)
			continue;
		strvec_push(to, v);
	}
}

static void search_release(struct search *s)
{
	free(s->cwd);
	strvec_clear(&s->quote);
	strvec_clear(&s->angle);
	strvec_clear(&s->forced);
}

/*
 * `name` in `dir`, spelled as the preprocessor spells it (clang names a
 * remapped file by the name it was registered with, and warnings must
 * name headers as sparse does), if it is a file there; else NULL.
 */
static char *find_in(const struct search *s, const char *dir,
		     const char *name, size_t len)
{
	struct strbuf sb = STRBUF_INIT;
	char *abs;
	int found;

	if (strcmp(dir, "."))
		strbuf_addf(&sb, "%s/", dir);
	strbuf_add(&sb, name, len);
	abs = path_normalize(s->cwd, sb.buf);
	found = !access(abs, R_OK);
	free(abs);
	if (!found) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb);
}

/*
 * The file an #include names, as the preprocessor looks for it: a
 * quoted name next to the including file, then in -iquote directories,
 * then in -I directories; an angled one in -I directories only.
 */
static char *resolve(const struct search *s, const char *from,
		     const char *name, size_t len, int quoted)
{
	char *found = NULL;
	size_t i;

	if (quoted) {
		char *dir = path_dir(from);

		found = find_in(s, dir, name, len);
		free(dir);
		for (i = 0; !found && i < s->quote.nr; i++)
			found = find_in(s, s->quote.v[i], name, len);
	}
	for (i = 0; !found && i < s->angle.nr; i++)
		found = find_in(s, s->angle.v[i], name, len);
	return found;
}

/* Does the directive at text[off..eol) test a macro (#if, #ifdef ...)? */
static size_t conditional(const char *text, size_t off, size_t eol)
{
	static const char *const names[] = {
		"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef",
	};
	size_t i, at;

	for (i = 0; i < sizeof(names) / sizeof(*names); i++)
		if ((at = lex_directive(text, off, eol, names[i])) &&
		    (at == eol || !lex_ident_char(text[at])))
			return at;
	return 0;
}

/*
 * The text with every __CHECKER__ of a conditional directive read as
 * __ENDIAN_CHECK__; NULL when no directive tests it.  The files its
 * #include lines name go onto `todo`, in order.
 */
static char *rewrite(const struct search *s, const char *path,
		     const char *text, size_t len, struct strvec *todo,
		     size_t *out_len)
{
	struct strbuf out = STRBUF_INIT;
	size_t off = 0, copied = 0;
	int changed = 0;

	while (off < len) {
		size_t eol = lex_line_end(text, len, off), at;
		struct lex_tok t;

		if ((at = lex_directive(text, off, eol, "include"))) {
			size_t p = at;

			lex_next(text, eol, &p, &t, 0);
			/* an unterminated name is no file: the compiler says so */
			if (t.kind == LEX_STRING && text[t.off] == '"' &&
			    t.len >= 2 && text[t.off + t.len - 1] == '"') {
				char *f = resolve(s, path, text + t.off + 1,
						  t.len - 2, 1);

				if (f)
					strvec_push(todo, f);
				free(f);
			} else if (lex_is(text, &t, "<")) {
				const char *gt = memchr(text + t.off, '>',
							eol - t.off);
				char *f = gt ? resolve(s, path, text + t.off + 1,
						       (size_t)(gt - text) -
						       t.off - 1, 0) : NULL;

				if (f)
					strvec_push(todo, f);
				free(f);
			}
		} else if ((at = conditional(text, off, eol))) {
			size_t p = at;

			for (;;) {
				lex_next(text, eol, &p, &t, 0);
				if (t.kind == LEX_EOF)
					break;
				if (!lex_is(text, &t, "__CHECKER__"))
					continue;
				strbuf_add(&out, text + copied, t.off - copied);
				strbuf_addstr(&out, "__ENDIAN_CHECK__");
				copied = t.off + t.len;
				changed = 1;
			}
		}
		off = eol > off ? eol : len;
	}
	if (!changed) {
		strbuf_release(&out);
		return NULL;
	}
	strbuf_add(&out, text + copied, len - copied);
	*out_len = out.len;
	return strbuf_detach(&out);
}

/* Is the unit built for the kernel, whose headers clang cannot read so? */
static int kernel_unit(const struct unit *u)
{
	size_t i;

	for (i = 0; i < u->cc.argv.nr; i++) {
		const char *a = u->cc.argv.v[i];

		if (!strcmp(a, "-D") && i + 1 < u->cc.argv.nr)
			a = u->cc.argv.v[++i];
		else if (!strncmp(a, "-D", 2))
			a += 2;
		else
			continue;
		if (!strncmp(a, "__KERNEL__", 10) && (!a[10] || a[10] == '='))
			return 1;
	}
	return 0;
}

struct walk {
	const struct search *s;
	struct checker_branches *b;
	struct strset seen;	/* canonical paths */
	size_t nr_seen;
};

/*
 * One file and, depth first as the preprocessor goes, what it includes:
 * a file is named the way it is first reached.
 */
static void walk_file(struct walk *w, const char *spelled, unsigned depth)
{
	struct strbuf text = STRBUF_INIT;
	struct strvec inc = STRVEC_INIT;
	char *abs = path_normalize(w->s->cwd, spelled);
	char *real = realpath(abs, NULL), *copy;
	size_t i, copy_len = 0;
	struct stat st;

	free(abs);
	/*
	 * clang stops at 200 nested #includes too; a FIFO or a device is
	 * no header to read ahead of the parse, which will say so
	 */
	if (!real || depth > 200 || w->nr_seen >= MAX_FILES ||
	    strset_has(&w->seen, real, strlen(real)) ||
	    stat(real, &st) || !S_ISREG(st.st_mode) ||
	    st.st_size > MAX_HEADER || strbuf_read_file_quiet(&text, real))
		goto out;
	strset_add(&w->seen, real, strlen(real));
	w->nr_seen++;
	copy = rewrite(w->s, spelled, text.buf, text.len, &inc, &copy_len);
	if (copy) {
		struct CXUnsavedFile f;

		f.Filename = xstrdup(spelled);
		f.Contents = copy;
		f.Length = (unsigned long)copy_len;
		VEC_PUSH(w->b->files, f);
	}
	for (i = 0; i < inc.nr; i++)
		walk_file(w, inc.v[i], depth + 1);
out:
	strbuf_release(&text);
	strvec_clear(&inc);
	free(real);
}

void checker_branches_find(struct checker_branches *b, const struct unit *u)
{
	struct search s;
	struct walk w;
	size_t i;

	if (kernel_unit(u))
		return;
	search_init(&s, u);
	memset(&w, 0, sizeof(w));
	w.s = &s;
	w.b = b;
	w.seen = (struct strset)STRSET_INIT;
	for (i = 0; i < s.forced.nr; i++)
		walk_file(&w, s.forced.v[i], 0);
	walk_file(&w, unit_source(u), 0);
	strset_release(&w.seen);
	search_release(&s);
}

void checker_branches_release(struct checker_branches *b)
{
	size_t i;

	for (i = 0; i < b->files.nr; i++) {
		free((char *)b->files.v[i].Filename);
		free((char *)b->files.v[i].Contents);
	}
	VEC_FREE(b->files);
}
