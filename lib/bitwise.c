// SPDX-License-Identifier: GPL-2.0-only
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bitwise.h"
#include "cx.h"
#include "lex.h"
#include "vec.h"
#include "xalloc.h"

struct define {
	const char *text;
	size_t name, name_len;	/* the macro's name */
	size_t first, nr;	/* its body's identifiers, in collect.ids */
};

struct ident {
	size_t off, len;	/* in the define's text */
};

struct collect {
	CXTranslationUnit tu;
	VEC(struct define) defs;
	VEC(struct ident) ids;	/* identifiers of all define bodies */
};

/*
 * Record the #define whose name starts at `off`: its name and the
 * identifiers of its body (not of a function-like macro's parameters).
 * Returns the offset after the directive.
 */
static size_t add_define(struct collect *c, const char *s, size_t len,
			 size_t off)
{
	struct lex_tok t;
	struct define d;

	lex_next(s, len, &off, &t, 1);
	if (t.kind != LEX_IDENT)
		return off;
	d.text = s;
	d.name = t.off;
	d.name_len = t.len;
	if (off < len && s[off] == '(') {
		while (off < len && s[off] != ')' && s[off] != '\n')
			off++;
		if (off < len && s[off] == ')')
			off++;
	}
	d.first = c->ids.nr;
	for (;;) {
		lex_next(s, len, &off, &t, 1);
		if (t.kind == LEX_EOF || t.kind == LEX_NEWLINE)
			break;
		if (t.kind == LEX_IDENT) {
			struct ident id = { t.off, t.len };

			VEC_PUSH(c->ids, id);
		}
	}
	d.nr = c->ids.nr - d.first;
	VEC_PUSH(c->defs, d);
	return off;
}

/*
 * Record every #define of a file, whatever branch it sits in.  Lines are
 * found with memchr(); only directive lines are tokenized.
 */
static void scan_defines(struct collect *c, const char *s, size_t len)
{
	size_t off = 0;

	while (off < len) {
		const char *nl = memchr(s + off, '\n', len - off);
		size_t eol = nl ? (size_t)(nl - s) : len;
		size_t q = lex_directive(s, off, eol, "define");

		if (q && q < eol && (s[q] == ' ' || s[q] == '\t')) {
			off = add_define(c, s, len, q);
			continue;
		}
		off = eol + 1;
	}
}

static void inclusion_visit(CXFile file, void *data)
{
	struct collect *c = data;
	const char *s;
	size_t len;

	s = cx_file_text(c->tu, file, &len);
	if (s)
		scan_defines(c, s, len);
}

static int is_word(const char *text, size_t off, size_t len, const char *w)
{
	return strlen(w) == len && !memcmp(text + off, w, len);
}

/* Is `id` the attribute `attr` (or __attr__) or a name in `set`? */
static int is_mark(const struct strset *set, const char *attr,
		   const char *text, size_t off, size_t len, int in_attr)
{
	char dunder[32];

	if (in_attr) {
		snprintf(dunder, sizeof(dunder), "__%s__", attr);
		if (is_word(text, off, len, attr) ||
		    is_word(text, off, len, dunder))
			return 1;
	}
	return strset_has(set, text + off, len);
}

static int is_attribute(const char *text, size_t off, size_t len)
{
	return is_word(text, off, len, "__attribute__") ||
	       is_word(text, off, len, "__attribute");
}

/*
 * Does text[start..end) mention `attr` inside __attribute__, or a name of
 * `set`?
 */
static int mentions(const struct strset *set, const char *attr,
		    const char *text, size_t start, size_t end)
{
	size_t off = start;
	int in_attr = 0;

	while (off < end) {
		struct lex_tok t;

		lex_next(text, end, &off, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		if (t.kind != LEX_IDENT)
			continue;
		if (is_attribute(text, t.off, t.len))
			in_attr = 1;
		else if (is_mark(set, attr, text, t.off, t.len, in_attr))
			return 1;
	}
	return 0;
}

/* Add to `set` every macro whose body leads to `attr`, to a fixed point. */
static void closure(struct collect *c, struct strset *set, const char *attr)
{
	int changed = 1;
	size_t i, k;

	while (changed) {
		changed = 0;
		for (i = 0; i < c->defs.nr; i++) {
			struct define *d = &c->defs.v[i];
			int in_attr = 0;

			if (strset_has(set, d->text + d->name, d->name_len))
				continue;
			for (k = 0; k < d->nr; k++) {
				struct ident *id = &c->ids.v[d->first + k];

				if (is_attribute(d->text, id->off, id->len)) {
					in_attr = 1;
				} else if (is_mark(set, attr, d->text, id->off,
						   id->len, in_attr)) {
					strset_add(set, d->text + d->name,
						   d->name_len);
					changed = 1;
					break;
				}
			}
		}
	}
}

struct address_space_macro {
	char *name;
	char *as;
};

static const char *as_lookup(const struct bitwise_macros *m, const char *s,
			     size_t len)
{
	size_t i;

	if (!strset_has(&m->as_names, s, len))
		return NULL;
	for (i = 0; i < m->nr_as; i++)
		if (strlen(m->as[i].name) == len &&
		    !memcmp(m->as[i].name, s, len))
			return m->as[i].as;
	return NULL;
}

/*
 * Address spaces: a macro whose body says address_space(NAME) inside an
 * attribute, or uses another such macro, names NAME.
 */
static void address_spaces(struct collect *c, struct bitwise_macros *m)
{
	int changed = 1;
	size_t i, k;

	while (changed) {
		changed = 0;
		for (i = 0; i < c->defs.nr; i++) {
			struct define *d = &c->defs.v[i];
			const char *as = NULL;
			char *name;

			if (as_lookup(m, d->text + d->name, d->name_len))
				continue;
			for (k = 0; k < d->nr && !as; k++) {
				struct ident *id = &c->ids.v[d->first + k];

				if (is_word(d->text, id->off, id->len,
					    "address_space") && k + 1 < d->nr) {
					id++;
					as = d->text + id->off;
					name = xstrndup(as, id->len);
				} else {
					as = as_lookup(m, d->text + id->off,
						       id->len);
					name = as ? xstrdup(as) : NULL;
				}
			}
			if (!as)
				continue;
			if (m->nr_as == m->alloc_as) {
				m->alloc_as = m->alloc_as ? 2 * m->alloc_as : 8;
				m->as = xrealloc(m->as,
						 m->alloc_as * sizeof(*m->as));
			}
			strset_add(&m->as_names, d->text + d->name, d->name_len);
			m->as[m->nr_as].name = xstrndup(d->text + d->name,
							d->name_len);
			m->as[m->nr_as++].as = name;
			changed = 1;
		}
	}
}

const char *address_space_of(const struct bitwise_macros *m, const char *text,
			     size_t off, size_t len, int *noderef)
{
	*noderef = strset_has(&m->noderef, text + off, len);
	return as_lookup(m, text + off, len);
}

void bitwise_macros_collect(struct bitwise_macros *m, CXTranslationUnit tu)
{
	struct collect c = { tu, { NULL, 0, 0 }, { NULL, 0, 0 } };

	cx_files_read(tu, inclusion_visit, &c);
	closure(&c, &m->bitwise, "bitwise");
	closure(&c, &m->force, "force");
	closure(&c, &m->noderef, "noderef");
	address_spaces(&c, m);
	VEC_FREE(c.defs);
	VEC_FREE(c.ids);
}

void bitwise_macros_release(struct bitwise_macros *m)
{
	size_t i;

	strset_release(&m->bitwise);
	strset_release(&m->force);
	strset_release(&m->noderef);
	strset_release(&m->as_names);
	for (i = 0; i < m->nr_as; i++) {
		free(m->as[i].name);
		free(m->as[i].as);
	}
	free(m->as);
	m->as = NULL;
	m->nr_as = m->alloc_as = 0;
}

int bitwise_in_text(const struct bitwise_macros *m, const char *text,
		    size_t start, size_t end)
{
	return mentions(&m->bitwise, "bitwise", text, start, end);
}

int force_in_text(const struct bitwise_macros *m, const char *text,
		  size_t start, size_t end)
{
	return mentions(&m->force, "force", text, start, end);
}

int force_cast_at(const struct bitwise_macros *m, const char *text,
		  size_t len, size_t off)
{
	size_t end = lex_skip_parens(text, len, off);

	return end && force_in_text(m, text, off, end);
}

int bitwise_cast_is_forced(const struct bitwise_macros *m,
			   CXTranslationUnit tu, CXCursor cast)
{
	CXSourceRange r = clang_getCursorExtent(cast);
	struct cx_pos p = cx_spelling_pos(clang_getRangeStart(r));
	size_t len;
	const char *s = cx_file_text(tu, p.file, &len);

	return s && force_cast_at(m, s, len, p.off);
}
