#include <stdio.h>
#include <string.h>

#include "bitwise.h"
#include "cx.h"
#include "lex.h"
#include "vec.h"

struct define {
	const char *text;
	size_t name, name_len;	/* the macro's name */
	size_t body, end;	/* its replacement list */
};

struct collect {
	CXTranslationUnit tu;
	VEC(struct define) defs;
};

/* Record every #define of a file, whatever branch it sits in. */
static void scan_defines(struct collect *c, const char *s, size_t len)
{
	size_t off = 0;
	int bol = 1;

	while (off < len) {
		struct lex_tok t;

		lex_next(s, len, &off, &t, 1);
		if (t.kind == LEX_EOF)
			break;
		if (t.kind == LEX_NEWLINE) {
			bol = 1;
			continue;
		}
		if (!bol || !lex_is(s, &t, "#")) {
			bol = 0;
			continue;
		}
		bol = 0;
		lex_next(s, len, &off, &t, 1);
		if (t.kind != LEX_IDENT || !lex_is(s, &t, "define"))
			continue;
		lex_next(s, len, &off, &t, 1);
		if (t.kind != LEX_IDENT)
			continue;
		{
			struct define d = { s, t.off, t.len, off, off };
			size_t o = off;

			/* A function-like macro's parameters are not body. */
			if (o < len && s[o] == '(') {
				while (o < len && s[o] != ')' && s[o] != '\n')
					o++;
				d.body = o < len ? o + 1 : len;
			}
			o = d.body;
			for (;;) {
				lex_next(s, len, &o, &t, 1);
				if (t.kind == LEX_EOF || t.kind == LEX_NEWLINE)
					break;
				d.end = o;
			}
			if (d.end < d.body)
				d.end = d.body;
			VEC_PUSH(c->defs, d);
			off = o;
			bol = t.kind == LEX_NEWLINE;
		}
	}
}

static void inclusion_visit(CXFile file, CXSourceLocation *stack,
			    unsigned depth, CXClientData data)
{
	struct collect *c = data;
	const char *s;
	size_t len;

	(void)stack;
	(void)depth;
	s = cx_file_text(c->tu, file, &len);
	if (s)
		scan_defines(c, s, len);
}

/*
 * Does text[start..end) mention `attr` inside __attribute__, or a name of
 * `set`?
 */
static int mentions(const struct strset *set, const char *attr,
		    const char *text, size_t start, size_t end)
{
	size_t off = start;
	char dunder[32];
	int in_attr = 0;

	snprintf(dunder, sizeof(dunder), "__%s__", attr);
	while (off < end) {
		struct lex_tok t;

		lex_next(text, end, &off, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		if (t.kind != LEX_IDENT)
			continue;
		if (lex_is(text, &t, "__attribute__") ||
		    lex_is(text, &t, "__attribute"))
			in_attr = 1;
		else if (in_attr && (lex_is(text, &t, attr) ||
				     lex_is(text, &t, dunder)))
			return 1;
		else if (strset_has(set, text + t.off, t.len))
			return 1;
	}
	return 0;
}

static void closure(struct collect *c, struct strset *set, const char *attr)
{
	int changed = 1;
	size_t i;

	while (changed) {
		changed = 0;
		for (i = 0; i < c->defs.nr; i++) {
			struct define *d = &c->defs.v[i];

			if (strset_has(set, d->text + d->name, d->name_len))
				continue;
			if (mentions(set, attr, d->text, d->body, d->end))
				changed |= strset_add(set, d->text + d->name,
						      d->name_len);
		}
	}
}

void bitwise_macros_collect(struct bitwise_macros *m, CXTranslationUnit tu)
{
	struct collect c = { tu, { NULL, 0, 0 } };

	clang_getInclusions(tu, inclusion_visit, &c);
	closure(&c, &m->bitwise, "bitwise");
	closure(&c, &m->force, "force");
	VEC_FREE(c.defs);
}

void bitwise_macros_release(struct bitwise_macros *m)
{
	strset_release(&m->bitwise);
	strset_release(&m->force);
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
	size_t o = off, end;
	int depth = 0;
	struct lex_tok t;

	lex_next(text, len, &o, &t, 0);
	if (t.kind != LEX_PUNCT || !lex_is(text, &t, "("))
		return 0;
	depth = 1;
	end = o;
	while (depth) {
		lex_next(text, len, &end, &t, 0);
		if (t.kind == LEX_EOF)
			return 0;
		if (lex_is(text, &t, "("))
			depth++;
		else if (lex_is(text, &t, ")"))
			depth--;
	}
	return force_in_text(m, text, o, end);
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
