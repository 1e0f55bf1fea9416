// SPDX-License-Identifier: GPL-2.0-only
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bitwise.h"
#include "cx.h"
#include "lex.h"
#include "pch.h"
#include "strbuf.h"
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
	int unread;		/* files whose text could not be had */
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
	else
		c->unread = 1;
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

/* Does the body of `d` lead to `attr`: the attribute, or a name of `set`? */
static int leads_to(const struct collect *c, const struct define *d,
		    const struct strset *set, const char *attr)
{
	int in_attr = 0;
	size_t k;

	for (k = 0; k < d->nr; k++) {
		const struct ident *id = &c->ids.v[d->first + k];

		if (is_attribute(d->text, id->off, id->len))
			in_attr = 1;
		else if (is_mark(set, attr, d->text, id->off, id->len,
				 in_attr))
			return 1;
	}
	return 0;
}

/* Add to `set` every macro whose body leads to `attr`, to a fixed point. */
static void closure(struct collect *c, struct strset *set, const char *attr)
{
	int changed = 1;
	size_t i;

	while (changed) {
		changed = 0;
		for (i = 0; i < c->defs.nr; i++) {
			struct define *d = &c->defs.v[i];

			if (strset_has(set, d->text + d->name, d->name_len) ||
			    !leads_to(c, d, set, attr))
				continue;
			strset_add(set, d->text + d->name, d->name_len);
			changed = 1;
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
 * The address space the body of `d` names (heap), or NULL: what follows
 * address_space, or the space of a macro it uses.
 */
static char *space_of(const struct collect *c, const struct define *d,
		      const struct bitwise_macros *m)
{
	size_t k;

	for (k = 0; k < d->nr; k++) {
		const struct ident *id = &c->ids.v[d->first + k];
		const char *as;

		if (is_word(d->text, id->off, id->len, "address_space") &&
		    k + 1 < d->nr)
			return xstrndup(d->text + id[1].off, id[1].len);
		as = as_lookup(m, d->text + id->off, id->len);
		if (as)
			return xstrdup(as);
	}
	return NULL;
}

static void add_space(struct bitwise_macros *m, const char *name,
		      size_t len, char *as)
{
	if (m->nr_as == m->alloc_as) {
		m->alloc_as = m->alloc_as ? 2 * m->alloc_as : 8;
		m->as = xrealloc(m->as, m->alloc_as * sizeof(*m->as));
	}
	strset_add(&m->as_names, name, len);
	m->as[m->nr_as].name = xstrndup(name, len);
	m->as[m->nr_as++].as = as;
}

/*
 * Address spaces: a macro whose body says address_space(NAME) inside an
 * attribute, or uses another such macro, names NAME.
 */
static void address_spaces(struct collect *c, struct bitwise_macros *m)
{
	int changed = 1;
	size_t i;

	while (changed) {
		changed = 0;
		for (i = 0; i < c->defs.nr; i++) {
			struct define *d = &c->defs.v[i];
			char *as;

			if (as_lookup(m, d->text + d->name, d->name_len) ||
			    !(as = space_of(c, d, m)))
				continue;
			add_space(m, d->text + d->name, d->name_len, as);
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

static void derive(struct collect *c, struct bitwise_macros *m)
{
	closure(c, &m->bitwise, "bitwise");
	closure(c, &m->force, "force");
	closure(c, &m->noderef, "noderef");
	address_spaces(c, m);
}

/*
 * The macros as a PCH note: a line "b NAME", "f NAME" or "n NAME" for
 * each bitwise, force or noderef macro, "a NAME SPACE" for each address
 * space macro.
 */
static void note_write(const struct bitwise_macros *m, CXTranslationUnit tu)
{
	static const char tag[] = "bfn";
	const struct strset *sets[] = { &m->bitwise, &m->force, &m->noderef };
	struct strbuf sb = STRBUF_INIT;
	size_t i, k;

	for (k = 0; k < sizeof(sets) / sizeof(*sets); k++)
		for (i = 0; i < sets[k]->nr; i++)
			strbuf_addf(&sb, "%c %s\n", tag[k], sets[k]->v[i]);
	for (i = 0; i < m->nr_as; i++)
		strbuf_addf(&sb, "a %s %s\n", m->as[i].name, m->as[i].as);
	pch_note_write(tu, PCH_NOTE_MACROS, sb.buf, sb.len);
	strbuf_release(&sb);
}

/* Fill `m` from the note `s`: 0, or -1 when it is not one. */
static int note_parse(struct bitwise_macros *m, const char *s)
{
	const char *nl;

	for (; *s; s = nl + 1) {
		const char *name = s + 2, *sp;
		size_t len;

		nl = strchr(s, '\n');
		if (!nl || nl - s < 3 || s[1] != ' ')
			return -1;
		len = strcspn(name, " \n");
		switch (s[0]) {
		case 'b':
			strset_add(&m->bitwise, name, len);
			break;
		case 'f':
			strset_add(&m->force, name, len);
			break;
		case 'n':
			strset_add(&m->noderef, name, len);
			break;
		case 'a':
			sp = name + len;
			if (*sp != ' ' || sp + 1 >= nl)
				return -1;
			add_space(m, name, len,
				  xstrndup(sp + 1, (size_t)(nl - sp - 1)));
			break;
		default:
			return -1;
		}
	}
	return 0;
}

/*
 * Would the defines c->defs[from..) change what `m` holds, derived
 * from the defines before them: a name they add to one of the sets, or
 * an address space they name (which one a name gets depends on which of
 * its defines the fixed point meets first, so any is a change)?  When
 * none does, `m` is also the fixed point of all the defines: each set
 * only grows with its defines, and none grows.
 */
static int changes(const struct collect *c, size_t from,
		   const struct bitwise_macros *m)
{
	size_t i;

	for (i = from; i < c->defs.nr; i++) {
		const struct define *d = &c->defs.v[i];
		const char *name = d->text + d->name;
		char *as;

		if ((!strset_has(&m->bitwise, name, d->name_len) &&
		     leads_to(c, d, &m->bitwise, "bitwise")) ||
		    (!strset_has(&m->force, name, d->name_len) &&
		     leads_to(c, d, &m->force, "force")) ||
		    (!strset_has(&m->noderef, name, d->name_len) &&
		     leads_to(c, d, &m->noderef, "noderef")))
			return 1;
		as = space_of(c, d, m);
		if (as) {
			free(as);
			return 1;
		}
	}
	return 0;
}

/*
 * The macros of the files a unit's PCH stands for come from the PCH's
 * note when it has one (written by the first unit that derives them);
 * the unit's other files are read, and only when their defines change
 * the result is it derived again from every file.
 */
int bitwise_macros_collect(struct bitwise_macros *m, CXTranslationUnit tu)
{
	struct collect c = { tu, { NULL, 0, 0 }, { NULL, 0, 0 }, 0 };
	struct strbuf note = STRBUF_INIT;
	int noted = 0, changed;
	size_t own;

	if (!pch_note_read(tu, PCH_NOTE_MACROS, &note)) {
		noted = !note_parse(m, note.buf);
		if (!noted)
			bitwise_macros_release(m);
	}
	strbuf_release(&note);
	if (!noted) {
		cx_pch_files_read(tu, inclusion_visit, &c);
		if (cx_tu_pch(tu, NULL)) {
			derive(&c, m);
			/* a file read wrong once is not noted for good */
			if (!c.unread)
				note_write(m, tu);
		}
	}
	own = c.defs.nr;
	cx_parsed_files_read(tu, inclusion_visit, &c);
	changed = changes(&c, own, m);
	if (changed) {
		bitwise_macros_release(m);
		if (noted) {
			c.defs.nr = c.ids.nr = 0;
			cx_files_read(tu, inclusion_visit, &c);
		}
		derive(&c, m);
	}
	VEC_FREE(c.defs);
	VEC_FREE(c.ids);
	return changed;
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
