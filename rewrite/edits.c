// SPDX-License-Identifier: GPL-2.0-only
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "lib/lex.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/xalloc.h"
#include "rewrite/edits.h"
#include "rewrite/fix.h"
#include "rewrite/split.h"
#include "rewrite/twins.h"

/* ---------------------------------------------------------------- reading */

long offset_of(const char *text, size_t len, uint32_t line, uint32_t col)
{
	size_t off = 0;
	uint32_t l = 1;

	while (l < line) {
		const char *nl = memchr(text + off, '\n', len - off);

		if (!nl)
			return -1;
		off = (size_t)(nl - text) + 1;
		l++;
	}
	if (!col || off + col - 1 > len)
		return -1;
	return (long)(off + col - 1);
}

/* ---------------------------------------------------------------- deciding */

/*
 * Replacing the type token: the compiler must see the same type, so a
 * signed integer or one whose width follows the architecture cannot.
 */
const char *decl_cannot_rewrite(const struct fdecl *d)
{
	if (d->flags & FDECL_IN_MACRO)
		return "declared inside a macro body";
	if ((d->flags & FDECL_MACRO_TYPE) || !d->type_len)
		return "its type comes from a macro";
	if (d->flags & FDECL_SIGNED)
		return "a signed type: the annotation would change signedness";
	if ((d->flags & FDECL_NOT_FIXED) && strstr(d->type, "long") &&
	    !strstr(d->type, "long long"))
		return "'long' has no fixed width: the annotation could change it";
	return NULL;
}

/* The new type of `d` in the tree's spelling, with its shape (heap). */
static char *spelled_type(const struct facts *f, const struct solution *s,
			  const struct spelling *sp, const struct fdecl *d,
			  int *generated)
{
	struct strbuf sb = STRBUF_INIT;
	const char *name = spelling_name(sp, s->slot[d->slot].order,
					 f->slots.v[d->slot].width, generated);

	strbuf_addf(&sb, "%s%s", name ? name : d->type, d->shape);
	return strbuf_detach(&sb);
}

int path_listed(const char *path, const char *const *v, size_t nr)
{
	size_t i;

	for (i = 0; i < nr; i++)
		if (!strcmp(path, v[i]))
			return 1;
	return 0;
}

struct planned {
	const struct fdecl *d;
	char *type;		/* "__le32" (heap) */
	uint32_t file;
	int generated;		/* the name is SPELLING_HEADER's */
};

static int cmp_planned(const void *a, const void *b)
{
	const struct planned *x = a, *y = b;

	if (x->file != y->file)
		return x->file < y->file ? -1 : 1;
	if (x->d->type_line != y->d->type_line)
		return x->d->type_line < y->d->type_line ? -1 : 1;
	if (x->d->type_col != y->d->type_col)
		return x->d->type_col < y->d->type_col ? -1 : 1;
	return x->d < y->d ? -1 : x->d > y->d;
}

void edit_skip(struct edit_set *set, const struct fdecl *d, char *type,
	       const char *why)
{
	struct skipped sk = { d, type, why };

	VEC_PUSH(set->skipped, sk);
}

/* The base name of a new type: "__le32" of "__le32*[]". */
static const char *base_end(const char *type)
{
	const char *p = type;

	while (*p && *p != '*' && *p != '[')
		p++;
	return p;
}

/*
 * Declarations that share one type token (`u32 a, *b;`) are edited
 * together: every other declarator spelled with the same token must be
 * a rewritable proposal of the same base type; otherwise the
 * declaration is split (split.c).
 */
static int shared_ok(const struct facts *f, const struct solution *s,
		     const struct infer_report_options *o,
		     const struct spelling *sp, const struct planned *p)
{
	size_t n = (size_t)(base_end(p->type) - p->type), i;

	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];
		char *type;
		int same;

		if (d == p->d || d->slot == p->d->slot ||
		    d->at.file != p->d->at.file ||
		    d->type_line != p->d->type_line ||
		    d->type_col != p->d->type_col || !d->type_len)
			continue;
		if (!decl_is_proposal(f, s, o, d) || decl_cannot_rewrite(d))
			return 0;
		type = spelled_type(f, s, sp, d, NULL);
		same = (size_t)(base_end(type) - type) == n &&
		       !strncmp(type, p->type, n);
		free(type);
		if (!same)
			return 0;
	}
	return 1;
}

/*
 * Split the declaration whose type token is at `off` (its declarators
 * want different types) into one declaration per declarator.
 */
static int split_edit(const struct facts *f, const struct solution *s,
		      const struct infer_report_options *o,
		      const struct spelling *sp, const struct edit_file *ef,
		      long off,
		      const struct fdecl *d, struct edit *e, const char **why)
{
	VEC(struct split_part) parts = { NULL, 0, 0 };
	VEC(char *) types = { NULL, 0, 0 };
	struct strbuf sb = STRBUF_INIT;
	size_t i, from, to;
	int ret;

	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *x = &f->decls.v[i];
		struct split_part part;
		long name;
		char *type;
		int gen = 0;

		if (x->at.file != d->at.file || x->type_line != d->type_line ||
		    x->type_col != d->type_col || !x->type_len ||
		    !decl_is_proposal(f, s, o, x) || decl_cannot_rewrite(x))
			continue;
		name = offset_of(ef->orig, ef->orig_len, x->at.line, x->at.col);
		if (name < 0)
			continue;
		type = spelled_type(f, s, sp, x, &gen);
		type[base_end(type) - type] = '\0';
		e->needs_header |= gen;
		VEC_PUSH(types, type);
		part.name_off = (size_t)name;
		part.type = type;
		VEC_PUSH(parts, part);
	}
	ret = split_declaration(ef->orig, ef->orig_len, (size_t)off,
				d->type_len, parts.v, parts.nr, &from, &to,
				&sb, why);
	if (!ret) {
		e->off = (uint32_t)from;
		e->len = (uint32_t)(to - from);
		e->text = strbuf_detach(&sb);
	}
	strbuf_release(&sb);
	for (i = 0; i < types.nr; i++)
		free(types.v[i]);
	VEC_FREE(types);
	VEC_FREE(parts);
	return ret;
}

void text_position(const char *text, size_t off, uint32_t *line,
		   uint32_t *col)
{
	size_t i;

	*line = *col = 1;
	for (i = 0; i < off; i++) {
		if (text[i] == '\n') {
			++*line;
			*col = 1;
		} else {
			++*col;
		}
	}
}

struct edit_file *edit_file_for(struct edit_set *set, const char *path,
				int *failed)
{
	struct strbuf text = STRBUF_INIT;
	struct edit_file ef;
	size_t i;

	for (i = 0; i < set->files.nr; i++)
		if (!strcmp(set->files.v[i].path, path))
			return &set->files.v[i];
	memset(&ef, 0, sizeof(ef));
	if (strbuf_read_file(&text, path)) {
		strbuf_release(&text);
		*failed = 1;
		return NULL;
	}
	ef.orig_len = text.len;
	ef.orig = strbuf_detach(&text);
	ef.path = xstrdup(path);
	ef.rel = path_from_cwd(path);
	VEC_PUSH(set->files, ef);
	return &set->files.v[set->files.nr - 1];
}

long decl_type_offset(const struct edit_file *ef, const struct fdecl *d)
{
	long off = offset_of(ef->orig, ef->orig_len, d->type_line,
			     d->type_col);

	if (off < 0 || (size_t)off + d->type_len > ef->orig_len)
		return -1;
	if (d->flags & FDECL_NOT_FIXED)
		return off;	/* a run of builtin words: its length was read */
	return strlen(d->type) == d->type_len &&
	       !memcmp(ef->orig + off, d->type, d->type_len) ? off : -1;
}

static int cmp_rel(const void *a, const void *b)
{
	return strcmp(((const struct edit_file *)a)->rel,
		      ((const struct edit_file *)b)->rel);
}

/*
 * Is the conditional at text[off..eol) a header's include guard: the
 * first one of the file, `#ifndef NAME` followed by `#define NAME`?
 */
static int include_guard(const char *text, size_t len, size_t off,
			 size_t eol)
{
	size_t at = lex_directive(text, off, eol, "ifndef"), d;
	struct lex_tok name, t;

	if (!at)
		return 0;
	lex_next(text, eol, &at, &name, 0);
	d = lex_directive(text, eol, lex_line_end(text, len, eol), "define");
	if (name.kind != LEX_IDENT || !d)
		return 0;
	lex_next(text, len, &d, &t, 0);
	return t.len == name.len && !memcmp(text + t.off, text + name.off,
					    name.len);
}

enum free_line { LINE_TAKEN, LINE_BLANK, LINE_COMMENT };

/*
 * Can the #include take the logical line at text[off..eol) without
 * moving any other?  Lines must not move, for __LINE__ (assert(),
 * WARN_ON()) is in the object code.  A blank line it replaces, *blanks
 * its bytes before the newline; a line of comments only it goes in
 * front of.
 */
static enum free_line free_line(const char *text, size_t off, size_t eol,
				size_t *blanks)
{
	size_t p = off, n = 0;
	struct lex_tok t;

	lex_next(text, eol, &p, &t, 1);
	if (t.kind != LEX_NEWLINE && t.kind != LEX_EOF)
		return LINE_TAKEN;
	while (off + n < eol && (text[off + n] == ' ' || text[off + n] == '\t'))
		n++;
	*blanks = n;
	return off + n == eol || text[off + n] == '\n' ? LINE_BLANK :
	       LINE_COMMENT;
}

/*
 * Follow the code of the logical line text[off..eol), a directive's
 * aside: *braces counts the braces open, *between says whether the code
 * so far ends between two top-level declarations.
 */
static void follow_code(const char *text, size_t off, size_t eol,
			int *braces, int *between)
{
	struct lex_tok t;

	if (lex_directive(text, off, eol, ""))
		return;
	for (;;) {
		lex_next(text, eol, &off, &t, 0);
		if (t.kind == LEX_EOF)
			return;
		if (lex_is(text, &t, "{"))
			(*braces)++;
		else if (lex_is(text, &t, "}") && *braces)
			(*braces)--;
		*between = !*braces && (lex_is(text, &t, ";") ||
					lex_is(text, &t, "}"));
	}
}

/* Does the generated header `header` #define or #undef `name`? */
static int header_defines(const char *header, const char *name, size_t len)
{
	size_t at = 0, eol, d, hlen = strlen(header);
	struct lex_tok t;

	for (; at < hlen; at = eol) {
		eol = lex_line_end(header, hlen, at);
		d = lex_directive(header, at, eol, "define");
		if (!d)
			d = lex_directive(header, at, eol, "undef");
		if (!d)
			continue;
		lex_next(header, eol, &d, &t, 0);
		if (t.kind == LEX_IDENT && t.len == len &&
		    !memcmp(header + t.off, name, len))
			return 1;
	}
	return 0;
}

/*
 * The earliest offset at which the file can use what its edit at `off`
 * writes: `off` itself, unless the edit is in a #define.  A macro is
 * expanded where it is used, and nothing is used before the run of
 * directives that defines it ends: at a line of code, an #include (the
 * file included may use it), or an #if that names a macro the run
 * defines.  A #define or #undef of a name `header` defines ends it too:
 * the header, included below it, would replace the file's own
 * definition for the checkers.
 */
static size_t first_use(const struct edit_file *ef, size_t off,
			const char *header)
{
	const char *s = ef->orig;
	size_t len = ef->orig_len, i = 0, end, d, blanks;
	struct strset defined = STRSET_INIT;
	struct lex_tok t;

	for (; (end = lex_line_end(s, len, i)) <= off && end > i; i = end)
		;
	if (!lex_directive(s, i, end, "define"))
		return off;
	for (; i < len && end > i; i = end, end = lex_line_end(s, len, i)) {
		if ((d = lex_directive(s, i, end, "define")) ||
		    (d = lex_directive(s, i, end, "undef"))) {
			lex_next(s, end, &d, &t, 0);
			if (t.kind != LEX_IDENT ||
			    header_defines(header, s + t.off, t.len))
				break;
			strset_add(&defined, s + t.off, t.len);
		} else if ((d = lex_directive(s, i, end, "if")) ||
			   (d = lex_directive(s, i, end, "elif"))) {
			for (lex_next(s, end, &d, &t, 0); t.kind != LEX_EOF;
			     lex_next(s, end, &d, &t, 0))
				if (t.kind == LEX_IDENT &&
				    strset_has(&defined, s + t.off, t.len))
					break;
			if (t.kind != LEX_EOF)
				break;
		} else if (lex_directive(s, i, end, "include") ||
			   (!lex_directive(s, i, end, "") &&
			    free_line(s, i, end, &blanks) == LINE_TAKEN)) {
			break;
		}
	}
	strset_release(&defined);
	return i > off ? i : off;
}

/*
 * Where a file's #include of the generated header goes: after its last
 * #include line before its first edit that no #if holds (an include
 * guard aside: a configuration's #if would leave the header out of some
 * builds), else at the top.  It takes the first blank line from there
 * (*len: the blanks it replaces), else it goes in front of the first
 * line of comments only; *own_line 0.  With neither before the first
 * edit it needs a line of its own (*own_line 1), and the lines below
 * move.  An edit in a #define counts from where the macro can first be
 * used (first_use()), so that a blank line after the definitions serves.
 */
static size_t include_point(const struct edit_file *ef, const char *header,
			    size_t *len, int *own_line)
{
	size_t limit = ef->edits.nr ? first_use(ef, ef->edits.v[0].off,
						header) : ef->orig_len;
	const char *s = ef->orig;
	size_t at = 0, i = 0, spot[3] = { 0, SIZE_MAX, SIZE_MAX }, blanks = 0;
	int depth = 0, seen_if = 0, braces = 0, between = 1;

	while (i < limit) {
		size_t end = lex_line_end(s, ef->orig_len, i), n;
		enum free_line kind;

		if (lex_directive(s, i, end, "if") ||
		    lex_directive(s, i, end, "ifdef") ||
		    lex_directive(s, i, end, "ifndef")) {
			/* the #if that only a guard is stays out of depth */
			if (seen_if++ || !include_guard(s, ef->orig_len, i, end))
				depth++;
		} else if (lex_directive(s, i, end, "endif")) {
			if (depth)
				depth--;
		} else if (!depth && lex_directive(s, i, end, "include")) {
			at = end;
			spot[LINE_BLANK] = spot[LINE_COMMENT] = SIZE_MAX;
		} else if (!depth && between && end <= limit &&
			   (kind = free_line(s, i, end, &n)) != LINE_TAKEN &&
			   spot[kind] == SIZE_MAX) {
			spot[kind] = i;
			if (kind == LINE_BLANK)
				blanks = n;
		}
		follow_code(s, i, end, &braces, &between);
		i = end > i ? end : ef->orig_len;
	}
	*own_line = 0;
	*len = 0;
	if (spot[LINE_BLANK] != SIZE_MAX) {
		*len = blanks;
		return spot[LINE_BLANK];
	}
	if (spot[LINE_COMMENT] != SIZE_MAX)
		return spot[LINE_COMMENT];
	*own_line = 1;
	return at;
}

/* Does an edit of `ef` write a name of the generated header? */
static int uses_header(const struct edit_file *ef)
{
	size_t j;

	for (j = 0; j < ef->edits.nr; j++)
		if (ef->edits.v[j].needs_header)
			return 1;
	return 0;
}

/*
 * Some names come from the generated header: place it in the directory
 * that holds every file using it, and include it in each of them.
 */
static void add_header(struct edit_set *set, const struct spelling *sp)
{
	struct strset including = STRSET_INIT;
	char *dir = NULL;
	size_t i, j;

	for (i = 0; i < set->files.nr; i++) {
		struct edit_file *ef = &set->files.v[i];
		char *d;

		if (!uses_header(ef))
			continue;
		strset_add(&including, ef->path, strlen(ef->path));
		d = path_dir(ef->path);
		if (!dir) {
			dir = d;
			continue;
		}
		path_common_dir(dir, d);
		free(d);
	}
	if (!dir) {
		strset_release(&including);
		return;
	}
	{
		struct strbuf sb = STRBUF_INIT;

		strbuf_addf(&sb, "%s/%s", dir, SPELLING_HEADER);
		set->header_path = strbuf_detach(&sb);
	}
	set->header_rel = path_from_cwd(set->header_path);
	set->header_text = spelling_header_text(sp, dir, &including);
	strset_release(&including);
	set->header_types = spelling_generated_names(sp, 0);
	set->header_made = spelling_generated_names(sp, 1);
	set->header_includes = spelling_included_headers(sp);
	for (i = 0; i < set->files.nr; i++) {
		struct edit_file *ef = &set->files.v[i];
		struct strbuf line = STRBUF_INIT;
		struct edit inc;
		char *fdir, *rel;
		size_t at, len;
		int own_line;

		if (!uses_header(ef))
			continue;
		fdir = path_dir(ef->path);
		rel = path_relative(fdir, set->header_path);
		at = include_point(ef, set->header_text, &len, &own_line);
		/* a line of its own, a blank one, or before a comment */
		strbuf_addf(&line, "#include \"%s\"%s", rel,
			    own_line ? "\n" : at + len == ef->orig_len ||
			    ef->orig[at + len] == '\n' ? "" : " ");
		free(fdir);
		free(rel);
		memset(&inc, 0, sizeof(inc));
		inc.off = (uint32_t)at;
		inc.len = (uint32_t)len;
		inc.text = strbuf_detach(&line);
		inc.needs_header = 1;
		VEC_GROW(ef->edits, ef->edits.nr + 1);
		for (j = ef->edits.nr; j > 0 && ef->edits.v[j - 1].off >= at; j--)
			ef->edits.v[j] = ef->edits.v[j - 1];
		ef->edits.v[j] = inc;
		ef->edits.nr++;
	}
	free(dir);
}

/*
 * A cast we retype, written `(u32*)p`, is written `(__le32 *)p`: the
 * kernel's style (checkpatch: "(foo*)" should be "(foo *)") costs a
 * space on a line the series changes anyway, and no code.
 */
static void cast_stars(const struct edit_file *ef, struct edit *e)
{
	size_t n = 0;
	char *t;

	while (e->off + e->len + n < ef->orig_len &&
	       ef->orig[e->off + e->len + n] == '*')
		n++;
	if (!n || n > 8)
		return;
	t = xmalloc(strlen(e->text) + n + 2);
	sprintf(t, "%s %.*s", e->text, (int)n, "********");
	free(e->text);
	e->text = t;
	e->len += (uint32_t)n;
}

/*
 * Is `d` the declaration outside the tree of a function the tree
 * defines (infer/walk-slots.c), whose parameter or return value would
 * take an order?  The tree's declarations of it cannot change alone.
 */
static int outside_prototype(const struct facts *f, const struct solution *s,
			     const struct fdecl *d)
{
	return (d->flags & FDECL_OUTSIDE) && !(d->flags & FDECL_ANNOTATED) &&
	       (d->kind == DECL_PARAM || d->kind == DECL_RETURN) &&
	       s->slot[d->slot].status == SOL_ORDER &&
	       width_index(f->slots.v[d->slot].width) >= 0;
}

/*
 * A class with a declaration that cannot be rewritten stays plain as a
 * whole: annotating the rest would make the checkers flag every place
 * its data meets that declaration, warnings the series would add.  The
 * edits already planned for such a class go, their declarations listed
 * as skipped too.  Pointer casts do not count: a pointer cast between
 * plain and bitwise types draws no warning, where a value cast does.
 */
static void hold_classes(const struct facts *f, const struct solution *s,
			 struct edit_set *set)
{
	size_t i, j, k, held = 0;

	set->held = xcalloc(f->slots.nr + 1, 1);
	for (i = 0; i < set->skipped.nr; i++) {
		const struct fdecl *d = set->skipped.v[i].decl;

		/* a value cast left plain warns, "cast from restricted" */
		if ((d->kind != DECL_CAST || !*d->shape) &&
		    !set->held[s->slot[d->slot].group]) {
			set->held[s->slot[d->slot].group] = 1;
			held++;
		}
	}
	if (!held)
		return;
	for (i = 0; i < set->files.nr; i++) {
		struct edit_file *ef = &set->files.v[i];

		for (j = k = 0; j < ef->edits.nr; j++) {
			struct edit *e = &ef->edits.v[j];

			if (!e->decl || !set->held[s->slot[e->decl->slot].group]) {
				ef->edits.v[k++] = *e;
				continue;
			}
			edit_skip(set, e->decl, e->type, "a declaration of "
				  "its class cannot be rewritten (listed too)");
			free(e->text);
			set->nr_decls--;
		}
		ef->edits.nr = k;
	}
}

int edits_plan(const struct facts *f, const struct solution *s,
	       const struct infer_report_options *o,
	       const struct spelling *sp,
	       const char *const *failed, size_t nr_failed,
	       const struct helper_table *fix_helpers, struct edit_set *out)
{
	struct planned *p = xcalloc(f->decls.nr + 1, sizeof(*p));
	size_t n = 0, i;
	int ret = 0;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];
		const char *why;
		char *type;

		if (outside_prototype(f, s, d)) {
			edit_skip(out, d,
				  spelled_type(f, s, sp, d, &p[n].generated),
				  "declared outside the tree too, where no "
				  "patch can change it");
			continue;
		}
		if (!decl_is_proposal(f, s, o, d))
			continue;
		type = spelled_type(f, s, sp, d, &p[n].generated);
		why = decl_cannot_rewrite(d);
		/*
		 * One slot, declarations of two widths: two structs the
		 * analysis could not tell apart.  The new type would change
		 * the layout.
		 */
		if (!why && d->width && d->kind != DECL_CAST &&
		    d->width != f->slots.v[d->slot].width)
			why = "its type is of another width than the data "
			      "the analysis gave it";
		if (!why && path_listed(f->files.v[d->at.file], failed,
				      nr_failed))
			why = "a translation unit that reads its file did "
			      "not parse";
		if (why) {
			edit_skip(out, d, type, why);
			continue;
		}
		p[n].d = d;
		p[n].type = type;
		p[n].file = d->at.file;
		n++;
	}
	qsort(p, n, sizeof(*p), cmp_planned);
	for (i = 0; i < n; i++) {
		const struct fdecl *d = p[i].d;
		struct edit_file *ef;
		struct edit e;
		long off;
		int bad = 0;

		ef = edit_file_for(out, f->files.v[d->at.file], &bad);
		if (!ef) {
			edit_skip(out, d, p[i].type, "its file cannot be read");
			ret = -1;
			continue;
		}
		off = decl_type_offset(ef, d);
		if (off < 0) {
			edit_skip(out, d, p[i].type,
				  "the file changed since it was analysed");
			continue;
		}
		/* one token, one edit: its other declarators say the same */
		if (ef->edits.nr) {
			const struct edit *last = &ef->edits.v[ef->edits.nr - 1];

			if (last->off <= off && off < last->off + last->len) {
				free(p[i].type);
				out->nr_decls++;
				continue;
			}
		}
		memset(&e, 0, sizeof(e));
		e.decl = d;
		e.needs_header = p[i].generated;
		if (!shared_ok(f, s, o, sp, &p[i])) {
			const char *why = NULL;

			if (split_edit(f, s, o, sp, ef, off, d, &e, &why)) {
				edit_skip(out, d, p[i].type, why);
				continue;
			}
			e.type = p[i].type;
			VEC_PUSH(ef->edits, e);
			out->nr_decls++;
			continue;
		}
		e.off = (uint32_t)off;
		e.len = d->type_len;
		e.text = xstrndup(p[i].type,
				  (size_t)(base_end(p[i].type) - p[i].type));
		e.type = p[i].type;
		if (d->kind == DECL_CAST)
			cast_stars(ef, &e);
		VEC_PUSH(ef->edits, e);
		out->nr_decls++;
	}
	free(p);
	hold_classes(f, s, out);
	twins_plan(out);
	if (fix_helpers &&
	    fixes_plan(f, s, sp, fix_helpers, failed, nr_failed, out))
		ret = -1;
	return ret;
}

void edits_finish(struct edit_set *set, const struct spelling *sp)
{
	int o, wi;

	for (o = ORDER_LE; o <= ORDER_BE; o++)
		for (wi = 0; wi < 3; wi++) {
			const char *n = spelling_name(sp, (enum order)o,
						      16u << wi, NULL);

			set->names[o][wi] = n ? xstrdup(n) : NULL;
		}
	add_header(set, sp);
	if (set->files.nr > 1)
		qsort(set->files.v, set->files.nr, sizeof(*set->files.v),
		      cmp_rel);
}

void edit_insert(struct edit_file *ef, struct edit e, int closes)
{
	size_t j;

	VEC_GROW(ef->edits, ef->edits.nr + 1);
	for (j = ef->edits.nr; j > 0; j--) {
		uint32_t off = ef->edits.v[j - 1].off;

		if (closes ? off < e.off : off <= e.off)
			break;
		ef->edits.v[j] = ef->edits.v[j - 1];
	}
	ef->edits.v[j] = e;
	ef->edits.nr++;
}

int edit_is_include(const struct edit *e)
{
	return !e->decl && !e->fix && !e->typing;
}

char *edits_apply(const struct edit_file *ef, size_t *len)
{
	return edits_apply_upto(ef, INT_MAX, len);
}

char *edits_apply_upto(const struct edit_file *ef, int upto, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	size_t pos = 0, i;

	for (i = 0; i < ef->edits.nr; i++) {
		const struct edit *e = &ef->edits.v[i];

		if (e->group > upto)
			continue;
		strbuf_add(&sb, ef->orig + pos, e->off - pos);
		strbuf_addstr(&sb, e->text);
		pos = e->off + e->len;
	}
	strbuf_add(&sb, ef->orig + pos, ef->orig_len - pos);
	*len = sb.len;
	return strbuf_detach(&sb);
}

void edit_set_release(struct edit_set *set)
{
	size_t i, j;

	for (i = 0; i < set->files.nr; i++) {
		struct edit_file *ef = &set->files.v[i];

		for (j = 0; j < ef->edits.nr; j++) {
			free(ef->edits.v[j].text);
			free(ef->edits.v[j].type);
		}
		VEC_FREE(ef->edits);
		free(ef->path);
		free(ef->rel);
		free(ef->orig);
	}
	VEC_FREE(set->files);
	for (i = 0; i < set->skipped.nr; i++)
		free(set->skipped.v[i].type);
	VEC_FREE(set->skipped);
	for (i = 0; i < set->fixes.nr; i++)
		free(set->fixes.v[i].change);
	VEC_FREE(set->fixes);
	free(set->held);
	free(set->header_path);
	free(set->header_rel);
	free(set->header_text);
	free(set->header_types);
	free(set->header_made);
	free(set->header_includes);
	for (i = 0; i < 3; i++)
		for (j = 0; j < 3; j++)
			free(set->names[i][j]);
}

void edit_kinds_text(struct strbuf *sb, const size_t *kinds)
{
	static const char *const names[] = {
		"field", "variable", "parameter", "return type", "typedef",
		"cast"
	};
	int i, first = 1;

	for (i = 0; i <= DECL_CAST; i++) {
		if (!kinds[i])
			continue;
		strbuf_addf(sb, "%s%zu %s%s", first ? "" : ", ", kinds[i],
			    names[i], kinds[i] == 1 ? "" : "s");
		first = 0;
	}
}
