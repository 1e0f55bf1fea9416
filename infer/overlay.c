// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "infer/discover.h"
#include "infer/overlay.h"
#include "infer/walk.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/hash.h"
#include "lib/hashmap.h"
#include "lib/lex.h"
#include "lib/path.h"
#include "lib/stack.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/vec.h"
#include "lib/xalloc.h"

/* More parameters than this: not a conversion helper, left alone. */
#define MAX_PARAMS 8

struct overlay_file {
	char *path;		/* canonical absolute path */
	char *text;		/* the rewritten copy */
	size_t len;
};

/* A macro that may pass its parameter on to another macro or helper. */
struct passer {
	char *name;		/* heap */
	char *inner;		/* what it passes the parameter to (heap) */
	uint32_t line, col;
};

/*
 * What one file defines, as far as discovery cares.  Kept for the run:
 * the units of a project share most of their headers, and scanning the
 * 4.5 MB of a kernel unit's headers again for each would cost 20 ms.
 */
struct scanned {
	char *path;		/* canonical */
	int any_helper;		/* defines a helper of the table */
	size_t first, nr;	/* its passers in overlay_set.passers */
	size_t first_find, nr_find;	/* its finds in overlay_set.finds */
};

struct overlay_set {
	const struct helper_table *h;
	const struct walk_options *roots;
	VEC(struct overlay_file) files;
	struct strset paths;	/* of `files` */
	VEC(struct CXUnsavedFile) unsaved;
	int unsaved_stale;
	VEC(struct scanned) scans;
	struct hashmap scan_index;	/* path -> position in scans */
	VEC(struct passer) passers;
	find_vec finds;		/* helpers found in project files */
};

/* One #define directive, as offsets into its file's text. */
struct macro {
	size_t name, name_len;
	size_t after_name;	/* where "(params)" goes on an object-like one */
	int function_like;
	size_t after_params;	/* just past ')' (function-like) */
	unsigned nparams;
	struct lex_tok param[MAX_PARAMS];
	int variadic;		/* the last parameter is `...` or `name...` */
	size_t body, body_end;	/* first token, end of last; equal if empty */
	size_t end;		/* past the directive's final newline */
	enum bo_side side;	/* the byte-order branch it is in */
	const char *branch;	/* and that branch's directive */
};

/* Tokens of the body of the macro last parsed (reused buffer). */
typedef VEC(struct lex_tok) tok_vec;

/* Past the end of the logical line that `off` is in. */
static size_t skip_directive(const char *s, size_t len, size_t off)
{
	for (;;) {
		const char *nl = memchr(s + off, '\n', len - off);
		size_t eol;

		if (!nl)
			return len;
		eol = (size_t)(nl - s);
		while (eol > off && (s[eol - 1] == '\r' || s[eol - 1] == ' ' ||
				     s[eol - 1] == '\t'))
			eol--;
		off = (size_t)(nl - s) + 1;
		if (!eol || s[eol - 1] != '\\')
			return off;
	}
}

/*
 * Called with a definition's name and parameters: how many body tokens
 * the caller wants to look at.  A body with more is skipped unread, and
 * so is every body when it returns 0: most of the thousands of macros a
 * unit reads are of no interest, and tokenizing them would cost more
 * than reading their files.
 */
typedef size_t want_fn(void *data, const char *s, const struct macro *m);

/*
 * Parse the #define whose text (after "define") starts at `off` into `m`
 * and its body's tokens into `body`; 0 when it is not a well-formed
 * definition or not wanted.  m->end is set either way.
 */
static int parse_define(const char *s, size_t len, size_t off,
			struct macro *m, tok_vec *body, want_fn *want,
			void *data)
{
	struct lex_tok t;
	size_t limit;

	body->nr = 0;
	m->nparams = 0;
	m->variadic = 0;
	m->function_like = 0;
	lex_next(s, len, &off, &t, 1);
	if (t.kind != LEX_IDENT)
		goto skip;
	m->name = t.off;
	m->name_len = t.len;
	m->after_name = m->after_params = off;
	/* Function-like only when '(' follows the name without a blank. */
	if (off < len && s[off] == '(') {
		m->function_like = 1;
		off++;
		for (;;) {
			lex_next(s, len, &off, &t, 1);
			if (t.kind == LEX_NEWLINE || t.kind == LEX_EOF)
				goto skip;
			if (lex_is(s, &t, ")"))
				break;
			if (lex_is(s, &t, ","))
				continue;
			if (m->variadic || m->nparams == MAX_PARAMS)
				goto skip;
			if (lex_is(s, &t, "...")) {
				m->variadic = 1;
				t.len = 0;	/* __VA_ARGS__ */
			} else if (t.kind != LEX_IDENT) {
				goto skip;
			}
			m->param[m->nparams++] = t;
			if (t.len) {
				size_t o = off;
				struct lex_tok d;

				lex_next(s, len, &o, &d, 1);
				if (lex_is(s, &d, "...")) {
					m->variadic = 1;
					off = o;
				}
			}
		}
		m->after_params = off;
	}
	limit = want(data, s, m);
	if (!limit)
		goto skip;
	m->body = m->body_end = off;
	for (;;) {
		lex_next(s, len, &off, &t, 1);
		if (t.kind == LEX_NEWLINE || t.kind == LEX_EOF)
			break;
		/*
		 * A stray backslash: a line splice clang accepts with blanks
		 * after it, or one at the end of the file.  Text inserted
		 * after it would undo the splice, so leave such a macro alone.
		 */
		if (body->nr == limit || lex_is(s, &t, "\\"))
			goto skip;
		if (!body->nr)
			m->body = t.off;
		m->body_end = t.off + t.len;
		VEC_PUSH(*body, t);
	}
	if (!body->nr)
		m->body = m->body_end = m->after_params;
	m->end = off;
	return 1;
skip:
	m->end = t.kind == LEX_NEWLINE || t.kind == LEX_EOF ? off :
		 skip_directive(s, len, t.off);
	return 0;
}

/*
 * Byte-order branches while reading a file (discover-cond.c), and the
 * stretches of text inside them, for discovery to look for functions in.
 */
struct bo_span {
	size_t start, end;
	enum bo_side side;
	char branch[BO_TEXT_MAX + 16];
};

struct bo_scan {
	struct bo_tracker t;
	VEC(struct bo_span) spans;
	size_t open;		/* where the stretch being read starts, or
				   SIZE_MAX */
};

static void span_close(struct bo_scan *bo, size_t at)
{
	struct bo_span sp;

	if (bo->open != SIZE_MAX && at > bo->open) {
		sp.start = bo->open;
		sp.end = at;
		sp.side = bo_side(&bo->t);
		snprintf(sp.branch, sizeof(sp.branch), "%s", bo_branch(&bo->t));
		VEC_PUSH(bo->spans, sp);
	}
	bo->open = SIZE_MAX;
}

/* A conditional directive at s[off..]: follow it; past it, or 0. */
static size_t bo_line(struct bo_scan *bo, const char *s, size_t len,
		      size_t off, size_t eol)
{
	size_t i = off, end;

	while (i < eol && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i == eol || s[i] != '#')
		return 0;
	end = skip_directive(s, len, off);
	span_close(bo, off);
	if (!bo_directive(&bo->t, s, off, end))
		return 0;
	if (bo_side(&bo->t) != BO_NONE)
		bo->open = end;
	return end;
}

/*
 * Call `fn` for every wanted #define of s[0..len), in every #if branch:
 * lines are found with memchr(), only directive lines are tokenized.
 * `line` is the 1-based line of the directive's '#'.  With `bo`, the
 * byte-order branches are followed too (m->side, bo->spans).
 */
typedef void define_fn(void *data, const char *s, size_t len,
		       const struct macro *m, const tok_vec *body,
		       unsigned line);

static void for_each_define(const char *s, size_t len, want_fn *want,
			    define_fn *fn, void *data, struct bo_scan *bo)
{
	tok_vec body = { NULL, 0, 0 };
	size_t off = 0;
	unsigned line = 1;

	while (off < len) {
		const char *nl = memchr(s + off, '\n', len - off);
		size_t eol = nl ? (size_t)(nl - s) : len;
		size_t q = lex_directive(s, off, eol, "define"), k, next;
		struct macro m;

		if (q && q < eol && (s[q] == ' ' || s[q] == '\t')) {
			m.side = bo ? bo_side(&bo->t) : BO_NONE;
			m.branch = bo ? bo_branch(&bo->t) : NULL;
			if (parse_define(s, len, q, &m, &body, want, data))
				fn(data, s, len, &m, &body, line);
			next = m.end;
		} else if (bo && (next = bo_line(bo, s, len, off, eol))) {
			;
		} else {
			off = eol + 1;
			line++;
			continue;
		}
		/* Count the lines the directive spans. */
		for (k = off; k < next && k < len; k++)
			if (s[k] == '\n')
				line++;
		off = next;
	}
	if (bo)
		span_close(bo, len);
	VEC_FREE(body);
}

struct rewrite {
	const struct helper_table *h;
	const struct strset *found;	/* macros found to be helpers */
	struct strbuf out;
	size_t copied;		/* text before this offset is in `out` */
	unsigned nr;		/* definitions rewritten */
	size_t len;		/* of the text */
	/*
	 * The file's function-like macros so far whose body is a
	 * statement: put_unaligned() is __put_unaligned_t(...), a
	 * do { } while (0) of its own.
	 */
	struct strset statements;
};

static int is_statement(const struct rewrite *r, const char *s,
			const tok_vec *body)
{
	static const char *const kw[] = {
		"do", "{", "if", "for", "while", "switch", NULL
	};
	const struct lex_tok *t = body->v;
	int i;

	if (!body->nr)
		return 1;
	for (i = 0; kw[i]; i++)
		if (lex_is(s, t, kw[i]))
			return 1;
	/* a call of a statement macro defined above it */
	return body->nr > 1 && t->kind == LEX_IDENT &&
	       lex_is(s, &t[1], "(") &&
	       strset_has(&r->statements, s + t->off, t->len);
}

/* ("__bo:NAME", (a), (b)) without the parentheses. */
static void add_chain(struct strbuf *out, const char *s, const struct macro *m,
		      const char *const *names, unsigned n)
{
	unsigned i;

	strbuf_addf(out, "\"" OVERLAY_TAG "%.*s\"", (int)m->name_len,
		    s + m->name);
	for (i = 0; i < n; i++) {
		if (names) {
			strbuf_addf(out, ", (%s)", names[i]);
		} else if (m->variadic && i == n - 1) {
			/* GNU: the comma goes when no variable argument is given */
			if (m->param[i].len)
				strbuf_addf(out, ", ##%.*s", (int)m->param[i].len,
					    s + m->param[i].off);
			else
				strbuf_addstr(out, ", ##__VA_ARGS__");
		} else {
			strbuf_addf(out, ", (%.*s)", (int)m->param[i].len,
				    s + m->param[i].off);
		}
	}
}

static const char *const alias_params[] = {
	"__bo_a", "__bo_b", "__bo_c", "__bo_d"
};


static void copy_to(struct rewrite *r, const char *s, size_t off)
{
	strbuf_add(&r->out, s + r->copied, off - r->copied);
	r->copied = off;
}

/*
 * Rewrite one definition in place (see overlay.h).  Text is inserted only
 * at the body's first token, after its last token and after the name, all
 * on the directive's own lines: no line moves, and comments and
 * backslash-newlines stay where they were.
 */
static void rewrite_define(void *data, const char *s, size_t len,
			   const struct macro *m, const tok_vec *body,
			   unsigned line)
{
	struct rewrite *r = data;
	const struct helper *h;
	unsigned i, n;

	(void)len;
	(void)line;
	h = helper_find(r->h, s + m->name, m->name_len);
	if (!h && !(m->function_like &&
		    strset_has(r->found, s + m->name, m->name_len)))
		return;
	if (!m->function_like) {
		const struct lex_tok *t = body->v;

		/* An alias of another helper: that one carries the marker. */
		if (body->nr == 1 && t->kind == LEX_IDENT &&
		    helper_find(r->h, s + t->off, t->len))
			return;
		/* A statement cannot take arguments after the fact. */
		if (body->nr && is_statement(r, s, body))
			return;
		n = h->nargs;
		if (n > sizeof(alias_params) / sizeof(alias_params[0]))
			n = sizeof(alias_params) / sizeof(alias_params[0]);
		copy_to(r, s, m->after_name);
		strbuf_addf(&r->out, "(%s", alias_params[0]);
		for (i = 1; i < n; i++)
			strbuf_addf(&r->out, ", %s", alias_params[i]);
		strbuf_addch(&r->out, ')');
		copy_to(r, s, m->body);
		if (!body->nr)
			strbuf_addch(&r->out, ' ');
		strbuf_addstr(&r->out, "__builtin_choose_expr(1, (");
		copy_to(r, s, m->body_end);
		strbuf_addf(&r->out, "(%s", alias_params[0]);
		for (i = 1; i < n; i++)
			strbuf_addf(&r->out, ", %s", alias_params[i]);
		strbuf_addstr(&r->out, ")), (");
		add_chain(&r->out, s, m, alias_params, n);
		strbuf_addstr(&r->out, "))");
	} else if (is_statement(r, s, body)) {
		copy_to(r, s, m->body);
		if (!body->nr)
			strbuf_addch(&r->out, ' ');
		strbuf_addstr(&r->out, "do { (void)(");
		add_chain(&r->out, s, m, NULL, m->nparams);
		strbuf_addstr(&r->out, "); ");
		copy_to(r, s, m->body_end);
		strbuf_addstr(&r->out, "; } while (0)");
	} else {
		copy_to(r, s, m->body);
		strbuf_addstr(&r->out, "__builtin_choose_expr(1, (");
		copy_to(r, s, m->body_end);
		strbuf_addstr(&r->out, "), (");
		add_chain(&r->out, s, m, NULL, m->nparams);
		strbuf_addstr(&r->out, "))");
	}
	r->nr++;
}

/*
 * Helpers' definitions are rewritten; of the others, a function-like
 * macro whose body is a statement (by its first two tokens) is noted.
 */
static size_t want_helper(void *data, const char *s, const struct macro *m)
{
	struct rewrite *r = data;
	tok_vec first = { NULL, 0, 0 };
	struct lex_tok t;
	size_t off = m->after_params;

	if (helper_find(r->h, s + m->name, m->name_len) ||
	    (m->function_like &&
	     strset_has(r->found, s + m->name, m->name_len)))
		return SIZE_MAX;
	if (!m->function_like)
		return 0;
	while (first.nr < 2) {
		lex_next(s, r->len, &off, &t, 1);
		if (t.kind == LEX_NEWLINE || t.kind == LEX_EOF)
			break;
		VEC_PUSH(first, t);
	}
	if (is_statement(r, s, &first) && first.nr)
		strset_add(&r->statements, s + m->name, m->name_len);
	VEC_FREE(first);
	return 0;
}

/*
 * The rewritten copy of s[0..len) in `out` (heap); returns how many
 * definitions were rewritten (0: `out` is NULL).
 */
static unsigned rewrite_text(const struct helper_table *h,
			     const struct strset *found, const char *s,
			     size_t len, char **out, size_t *out_len)
{
	struct rewrite r = { h, found, STRBUF_INIT, 0, 0, len, STRSET_INIT };

	for_each_define(s, len, want_helper, rewrite_define, &r, NULL);
	strset_release(&r.statements);
	*out = NULL;
	*out_len = 0;
	if (!r.nr) {
		strbuf_release(&r.out);
		return 0;
	}
	copy_to(&r, s, len);
	*out_len = r.out.len;
	*out = strbuf_detach(&r.out);
	return r.nr;
}

struct overlay_set *overlay_new(const struct helper_table *h,
				const struct walk_options *roots)
{
	struct overlay_set *s = xcalloc(1, sizeof(*s));

	s->h = h;
	s->roots = roots;
	return s;
}

void overlay_free(struct overlay_set *s)
{
	size_t i;

	if (!s)
		return;
	for (i = 0; i < s->files.nr; i++) {
		free(s->files.v[i].path);
		free(s->files.v[i].text);
	}
	VEC_FREE(s->files);
	VEC_FREE(s->unsaved);
	strset_release(&s->paths);
	for (i = 0; i < s->scans.nr; i++)
		free(s->scans.v[i].path);
	VEC_FREE(s->scans);
	hashmap_release(&s->scan_index);
	for (i = 0; i < s->passers.nr; i++) {
		free(s->passers.v[i].name);
		free(s->passers.v[i].inner);
	}
	VEC_FREE(s->passers);
	for (i = 0; i < s->finds.nr; i++)
		file_find_release(&s->finds.v[i]);
	VEC_FREE(s->finds);
	free(s);
}

void overlay_unsaved(struct overlay_set *s, struct CXUnsavedFile **files,
		     unsigned *nr)
{
	size_t i;

	if (s->unsaved_stale || s->unsaved.nr != s->files.nr) {
		s->unsaved.nr = 0;
		for (i = 0; i < s->files.nr; i++) {
			struct CXUnsavedFile u;

			u.Filename = s->files.v[i].path;
			u.Contents = s->files.v[i].text;
			u.Length = (unsigned long)s->files.v[i].len;
			VEC_PUSH(s->unsaved, u);
		}
		s->unsaved_stale = 0;
	}
	*files = s->unsaved.v;
	*nr = (unsigned)s->unsaved.nr;
}

/*
 * Register canonical `real` (heap, taken) with its text, rewritten for
 * the table's helpers and the macros of `finds` (nr of them): 1, or 0
 * when there was nothing to rewrite.
 */
static int add_text(struct overlay_set *s, char *real, const char *text,
		    size_t len, const struct file_find *finds, size_t nr)
{
	struct strset found = STRSET_INIT;
	struct overlay_file f;
	unsigned n;
	size_t i;

	for (i = 0; i < nr; i++)
		if (finds[i].is_macro)
			strset_add(&found, finds[i].name, strlen(finds[i].name));
	n = rewrite_text(s->h, &found, text, len, &f.text, &f.len);
	strset_release(&found);
	if (!n) {
		free(real);
		return 0;
	}
	f.path = real;
	VEC_PUSH(s->files, f);
	strset_add(&s->paths, f.path, strlen(f.path));
	s->unsaved_stale = 1;
	return 1;
}

static const struct scanned *scan_file(struct overlay_set *s, char *real,
				       int *added);

int overlay_add(struct overlay_set *s, const char *path)
{
	char *real;
	int added = 0;

	/*
	 * clang identifies a remapped file by what the path resolves to, so
	 * one canonical name per file is enough whatever -I path it is
	 * reached through.
	 */
	real = realpath(path, NULL);
	if (!real)
		return error("cannot open '%s': %s", path, strerror(errno));
	if (!scan_file(s, real, &added))
		return -1;
	return added;
}

/* --- discovery --------------------------------------------------------- */

/* A passer met in one unit, on its way to a table helper. */
struct candidate {
	const char *name, *inner;	/* the passer's */
	const char *helper;	/* the table helper it reaches, once known */
	int visiting;		/* on the resolution path (a cycle) */
	int none;		/* known to reach no helper */
	struct fsite at;
};

/* A wrapper's body is short: `((u32)le32_to_cpu((__le32)(x)))`. */
#define WRAPPER_MAX_TOKENS 24

struct discover {
	struct overlay_set *s;
	VEC(CXFile) files;
	struct helper_table *unit;	/* the unit's helpers, found ones too */
	struct facts *wrappers;
	VEC(struct candidate) cands;
	unsigned cycles;	/* resolutions that met a candidate on the path */
	struct strbuf sb;
	find_vec finds;		/* of the unit's project files (borrowed) */
	VEC(uint32_t) find_files;	/* facts file id of each */
};

/* State while scanning one file's text. */
struct scan {
	struct overlay_set *s;
	int any_helper;
	struct text_defs *td;	/* a project file's: what it defines */
};

static void inclusion_visit(CXFile file, void *data)
{
	struct discover *d = data;

	VEC_PUSH(d->files, file);
}

static int cmp_file(const void *a, const void *b)
{
	CXFile x = *(const CXFile *)a, y = *(const CXFile *)b;

	return x < y ? -1 : x > y;
}

static size_t match_paren(const char *s, const tok_vec *b, size_t i,
			  size_t j)
{
	int depth = 0;

	for (; i < j; i++) {
		if (lex_is(s, &b->v[i], "("))
			depth++;
		else if (lex_is(s, &b->v[i], ")") && !--depth)
			return i;
	}
	return j;
}

static int is_param(const char *s, const struct macro *m,
		    const struct lex_tok *t)
{
	unsigned i;

	if (t->kind != LEX_IDENT)
		return 0;
	for (i = 0; i < m->nparams; i++)
		if (m->param[i].len == t->len &&
		    !memcmp(s + m->param[i].off, s + t->off, t->len))
			return 1;
	return 0;
}

/* Tokens [i, j) spell a type name for a cast: `(u32)`, `(__force __le32)`. */
static int is_type(const char *s, const struct macro *m, const tok_vec *b,
		   size_t i, size_t j)
{
	int idents = 0;

	for (; i < j; i++) {
		const struct lex_tok *t = &b->v[i];

		if (t->kind == LEX_IDENT && !is_param(s, m, t))
			idents++;
		else if (!lex_is(s, t, "*"))
			return 0;
	}
	return idents > 0;
}

/* [i, j) is a parameter, perhaps in parentheses or under casts. */
static int pass_arg(const char *s, const struct macro *m, const tok_vec *b,
		    size_t i, size_t j)
{
	size_t k;

	if (j == i + 1)
		return is_param(s, m, &b->v[i]);
	if (j <= i || !lex_is(s, &b->v[i], "("))
		return 0;
	k = match_paren(s, b, i, j);
	if (k == j - 1)
		return pass_arg(s, m, b, i + 1, j - 1);
	if (k < j && is_type(s, m, b, i + 1, k))
		return pass_arg(s, m, b, k + 1, j);
	return 0;
}

/*
 * [i, j) is NAME(param), perhaps in parentheses or under casts: the index
 * of NAME's token, or -1.
 */
static long pass_call(const char *s, const struct macro *m, const tok_vec *b,
		      size_t i, size_t j)
{
	size_t k;

	if (j <= i)
		return -1;
	if (lex_is(s, &b->v[i], "(")) {
		k = match_paren(s, b, i, j);
		if (k == j - 1)
			return pass_call(s, m, b, i + 1, j - 1);
		if (k < j && is_type(s, m, b, i + 1, k))
			return pass_call(s, m, b, k + 1, j);
		return -1;
	}
	if (b->v[i].kind == LEX_IDENT && j - i >= 3 &&
	    lex_is(s, &b->v[i + 1], "(") &&
	    match_paren(s, b, i + 1, j) == j - 1 &&
	    pass_arg(s, m, b, i + 2, j - 1))
		return (long)i;
	return -1;
}

static size_t want_passer(void *data, const char *s, const struct macro *m)
{
	struct scan *sc = data;

	if (helper_find(sc->s->h, s + m->name, m->name_len)) {
		sc->any_helper = 1;
		return 0;
	}
	if (m->function_like && !m->nparams)
		return 0;
	/* a project's macro may be a helper by its own body */
	if (sc->td && m->function_like && !m->variadic &&
	    m->nparams <= DISCOVER_MAX_PARAMS)
		return DISCOVER_MAX_TOKENS;
	return WRAPPER_MAX_TOKENS;
}

/* Its body to discovery, with the parameters it knows nothing of. */
static void define_shape(struct scan *sc, const char *s,
			 const struct macro *m, const tok_vec *body,
			 unsigned line, uint32_t col)
{
	struct dparam p[DISCOVER_MAX_PARAMS];
	struct def_info d;
	unsigned i;

	if (!sc->td || !m->function_like || m->variadic || !body->nr ||
	    m->nparams > DISCOVER_MAX_PARAMS)
		return;
	for (i = 0; i < m->nparams; i++) {
		p[i].name = s + m->param[i].off;
		p[i].len = m->param[i].len;
		p[i].pointer = -1;
		p[i].vbytes = p[i].ebytes = 0;
	}
	memset(&d, 0, sizeof(d));
	d.name = s + m->name;
	d.name_len = m->name_len;
	d.line = line;
	d.col = col;
	d.is_macro = 1;
	d.params = p;
	d.nparams = m->nparams;
	d.body = body->v;
	d.nbody = body->nr;
	d.side = m->side;
	d.branch = m->branch;
	text_defs_add(sc->td, &d);
}

static void scan_define(void *data, const char *s, size_t len,
			const struct macro *m, const tok_vec *body,
			unsigned line)
{
	struct scan *sc = data;
	struct passer p;
	size_t b;
	uint32_t col;
	long k;

	(void)len;
	/* clang's column: bytes from the start of the name's line, plus 1. */
	b = m->name;
	while (b > 0 && s[b - 1] != '\n')
		b--;
	col = (uint32_t)(m->name - b + 1);
	define_shape(sc, s, m, body, line, col);
	if (body->nr > WRAPPER_MAX_TOKENS)
		return;
	if (m->function_like)
		k = pass_call(s, m, body, 0, body->nr);
	else	/* `#define GET32 le32_to_cpu` passes its argument on too */
		k = body->nr == 1 && body->v[0].kind == LEX_IDENT ? 0 : -1;
	if (k < 0)
		return;
	p.name = xstrndup(s + m->name, m->name_len);
	p.inner = xstrndup(s + body->v[k].off, body->v[k].len);
	p.line = line;
	p.col = col;
	VEC_PUSH(sc->s->passers, p);
}

static int same_scan(const void *data, uint32_t id, const void *key)
{
	const struct overlay_set *s = data;

	return !strcmp(s->scans.v[id].path, key);
}

/*
 * The scan of canonical `real` (heap, taken), reading and scanning the
 * file the first time; registers it when it defines a helper of the
 * table or a macro found to be one (*added says).  NULL (with an error
 * line) when it cannot be read.
 */
static const struct scanned *scan_file(struct overlay_set *s, char *real,
				       int *added)
{
	struct strbuf sb = STRBUF_INIT;
	struct scan sc = { s, 0, NULL };
	struct bo_scan bo;
	struct scanned f;
	uint32_t h = hash_fold(hash_str(real)), id;
	size_t i;
	int macros = 0;

	id = hashmap_get(&s->scan_index, h, same_scan, s, real);
	if (id != HASHMAP_NONE) {
		free(real);
		return &s->scans.v[id];
	}
	/*
	 * Read the file ourselves: clang_getFileContents() looks the file
	 * up among all of the unit's source locations each time, which
	 * costs 70 ms for the 600 files of a kernel unit; read(2) costs 6.
	 * Always the file as it is: discovery must read the definitions a
	 * rewrite changes.
	 */
	if (strbuf_read_file(&sb, real)) {
		free(real);
		return NULL;
	}
	memset(&bo, 0, sizeof(bo));
	bo_init(&bo.t);
	bo.open = SIZE_MAX;
	if (s->roots && walk_in_roots(s->roots, real))
		sc.td = text_defs_new(sb.buf, sb.len, s->h);
	f.first = s->passers.nr;
	for_each_define(sb.buf, sb.len, want_passer, scan_define, &sc,
			sc.td ? &bo : NULL);
	f.nr = s->passers.nr - f.first;
	f.first_find = s->finds.nr;
	if (sc.td) {
		for (i = 0; i < bo.spans.nr; i++)
			text_defs_scan_functions(sc.td, bo.spans.v[i].start,
						 bo.spans.v[i].end,
						 bo.spans.v[i].side,
						 bo.spans.v[i].branch);
		text_defs_finish(sc.td, &s->finds);
	}
	VEC_FREE(bo.spans);
	f.nr_find = s->finds.nr - f.first_find;
	for (i = 0; i < f.nr_find; i++)
		macros |= s->finds.v[f.first_find + i].is_macro;
	f.any_helper = sc.any_helper;
	f.path = real;
	if ((sc.any_helper || macros) &&
	    !strset_has(&s->paths, real, strlen(real)))
		*added = add_text(s, xstrdup(real), sb.buf, sb.len,
				  s->finds.v + f.first_find, f.nr_find);
	strbuf_release(&sb);
	id = (uint32_t)s->scans.nr;
	VEC_PUSH(s->scans, f);
	hashmap_put(&s->scan_index, h, id, same_scan, s, real);
	return &s->scans.v[id];
}

static int cmp_candidate(const void *a, const void *b)
{
	return strcmp(((const struct candidate *)a)->name,
		      ((const struct candidate *)b)->name);
}

/*
 * The table helper that candidate `c` passes its value to, directly or
 * through other candidates (sorted by name), or NULL.  Each candidate is
 * resolved once: a chain of 150,000 macros passing a name on is walked
 * once, not once from each link.  A NULL found while the path met itself
 * is not kept (another way into that cycle may reach a helper), nor one
 * cut short by the stack.
 */
static const char *resolve(struct discover *d, struct candidate *c)
{
	const struct helper *h;
	struct candidate key, *o, *end = d->cands.v + d->cands.nr;
	unsigned cycles = d->cycles;
	int stop = c->visiting || stack_low();

	if (stop)
		d->cycles++;
	if (c->helper || c->none || stop)
		return c->helper;
	h = helper_find(d->unit, c->inner, strlen(c->inner));
	if (h)
		return c->helper = h->name;
	key.name = c->inner;
	o = bsearch(&key, d->cands.v, d->cands.nr, sizeof(key), cmp_candidate);
	/* The same name may be defined in several #if branches. */
	while (o && o > d->cands.v && !strcmp(o[-1].name, c->inner))
		o--;
	c->visiting = 1;
	for (; o && o < end && !strcmp(o->name, c->inner) && !c->helper; o++)
		c->helper = resolve(d, o);
	c->visiting = 0;
	c->none = !c->helper && d->cycles == cycles;
	return c->helper;
}

/* The helper a wrapper macro named `name` reaches, for discover_add(). */
static const struct helper *resolve_name(void *data, const char *name)
{
	struct discover *d = data;
	struct candidate key, *o, *end = d->cands.v + d->cands.nr;
	const char *r = NULL;

	key.name = name;
	o = d->cands.nr ? bsearch(&key, d->cands.v, d->cands.nr, sizeof(key),
				  cmp_candidate) : NULL;
	if (!o)
		return NULL;
	while (o > d->cands.v && !strcmp(o[-1].name, name))
		o--;
	for (; o < end && !strcmp(o->name, name) && !r; o++)
		r = resolve(d, o);
	return r ? helper_find(d->unit, r, strlen(r)) : NULL;
}

/*
 * A macro passing its value to a conversion whose other direction its
 * name says (udftools: #define constant_cpu_to_le16(x)
 * constant_le16_to_cpu((x))) converts that other way: the bits are the
 * same both ways.  It becomes a helper of the unit, so that a call of it
 * seeds what its name means (user_helper()); else `h` as it is.
 */
static const struct helper *direction_twin(struct discover *d,
					   const char *name,
					   const struct helper *h)
{
	struct helper twin;
	const struct helper *e;
	enum helper_kind k;

	if ((h->kind != HK_TO_CPU && h->kind != HK_FROM_CPU) ||
	    h->order == ORDER_NONE || h->selector || !d->unit)
		return h;
	k = discover_direction(name, strlen(name));
	if (k == h->kind || (k != HK_TO_CPU && k != HK_FROM_CPU))
		return h;
	twin = *h;
	twin.name = name;
	twin.kind = k;
	twin.family = HF_NONE;
	e = helpers_add_found(d->unit, &twin);
	return e ? e : h;
}

/* Record each candidate that reaches a helper, once per name. */
static void resolve_wrappers(struct discover *d)
{
	size_t i;

	for (i = 0; i < d->cands.nr; i++) {
		struct candidate *c = &d->cands.v[i];
		const struct helper *h, *inner;
		struct fwrapper w;

		if (!resolve(d, c) ||
		    (i && !strcmp(c->name, d->cands.v[i - 1].name) &&
		     d->cands.v[i - 1].helper))
			continue;
		/* a helper itself: one of its branches passes it on */
		if (helper_find(d->unit, c->name, strlen(c->name)))
			continue;
		inner = helper_find(d->unit, c->helper, strlen(c->helper));
		memset(&w, 0, sizeof(w));
		w.name = facts_cstr(d->wrappers, c->name);
		w.helper = facts_cstr(d->wrappers, c->helper);
		strbuf_reset(&d->sb);
		strbuf_addf(&d->sb, "passes its argument to %s()", c->helper);
		h = direction_twin(d, c->name, inner);
		if (h != inner)
			strbuf_addstr(&d->sb, ", its twin: the same bits the "
				      "other way, as its name says");
		w.why = facts_cstr(d->wrappers, d->sb.buf);
		w.is_macro = 1;
		w.kind = (uint8_t)h->kind;
		w.order = (uint8_t)(h->selector ? ORDER_NONE : h->order);
		w.width = (uint8_t)h->width;
		w.selector = h->selector;
		w.at = c->at;
		VEC_PUSH(d->wrappers->wrappers, w);
	}
}

/* Look at one file of the unit; 1 if it was registered now, -1 on error. */
static int discover_file(struct discover *d, CXFile file)
{
	const struct scanned *f;
	char *real;
	uint32_t id;
	size_t i;
	int added = 0;

	real = cx_file_path(file);
	/* a file gone since the parse has nothing to register */
	if (access(real, F_OK)) {
		free(real);
		return 0;
	}
	f = scan_file(d->s, real, &added);
	if (!f)
		return -1;
	if (!d->wrappers || (!f->nr && !f->nr_find))
		return added;
	/* the walker names files by their real path too */
	id = facts_file(d->wrappers, f->path);
	for (i = 0; i < f->nr; i++) {
		const struct passer *p = &d->s->passers.v[f->first + i];
		struct candidate c;

		c.name = p->name;
		c.inner = p->inner;
		c.helper = NULL;
		c.visiting = 0;
		c.at.file = id;
		c.at.line = p->line;
		c.at.col = p->col;
		VEC_PUSH(d->cands, c);
	}
	for (i = 0; i < f->nr_find; i++) {
		VEC_PUSH(d->finds, d->s->finds.v[f->first_find + i]);
		VEC_PUSH(d->find_files, id);
	}
	return added;
}

int overlay_discover(struct overlay_set *s, CXTranslationUnit tu,
		     struct helper_table *unit, struct facts *wrappers)
{
	struct discover d;
	int added = 0, r;
	size_t i;

	memset(&d, 0, sizeof(d));
	d.s = s;
	d.unit = unit;
	d.wrappers = unit ? wrappers : NULL;
	strbuf_init(&d.sb);
	/* Each file is reported once per #include of it. */
	cx_files_read(tu, inclusion_visit, &d);
	if (d.files.nr)
		qsort(d.files.v, d.files.nr, sizeof(*d.files.v), cmp_file);
	for (i = 0; i < d.files.nr; i++) {
		if (i && d.files.v[i] == d.files.v[i - 1])
			continue;
		r = discover_file(&d, d.files.v[i]);
		if (r < 0)
			added = -1;
		else if (added >= 0)
			added += r;
	}
	if (d.wrappers) {
		if (d.cands.nr)
			qsort(d.cands.v, d.cands.nr, sizeof(*d.cands.v),
			      cmp_candidate);
		if (discover_add(unit, d.finds.v, d.find_files.v, d.finds.nr,
				 resolve_name, &d, tu, s->roots, wrappers))
			added = -1;
		resolve_wrappers(&d);
	}
	/* the finds are the set's: only the vector goes */
	VEC_FREE(d.finds);
	VEC_FREE(d.find_files);
	VEC_FREE(d.cands);
	VEC_FREE(d.files);
	strbuf_release(&d.sb);
	return added;
}

/* --- the registry ------------------------------------------------------ */

int overlay_save(const struct overlay_set *s, const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;
	int ret;

	for (i = 0; i < s->files.nr; i++)
		strbuf_addf(&sb, "%s\n", s->files.v[i].path);
	/*
	 * Written whole and renamed: a parallel run reads old or new; 0644,
	 * for a cache directory shared between users.
	 */
	ret = path_replace(path, path, sb.buf, sb.len, 0644);
	strbuf_release(&sb);
	return ret;
}

int overlay_load(struct overlay_set *s, const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	size_t off = 0;
	int added = 0;

	if (access(path, F_OK))
		return 0;
	if (strbuf_read_file(&sb, path))
		return -1;
	while (off < sb.len) {
		char *nl = memchr(sb.buf + off, '\n', sb.len - off);
		size_t eol = nl ? (size_t)(nl - sb.buf) : sb.len;
		char *line = sb.buf + off;

		sb.buf[eol < sb.len ? eol : sb.len] = '\0';
		off = eol + 1;
		/*
		 * A file that went away or stopped defining helpers is
		 * simply not registered; discovery finds what is new.
		 */
		if (*line == '/' && !access(line, R_OK) &&
		    overlay_add(s, line) > 0)
			added++;
	}
	strbuf_release(&sb);
	return added;
}

const char *overlay_tag_name(const char *lit, size_t *len)
{
	size_t n = strlen(lit), t = strlen(OVERLAY_TAG);

	if (n < t + 3 || lit[0] != '"' || lit[n - 1] != '"' ||
	    memcmp(lit + 1, OVERLAY_TAG, t))
		return NULL;
	*len = n - t - 2;
	return lit + 1 + t;
}
