// SPDX-License-Identifier: GPL-2.0-only
#include <ctype.h>
#include <string.h>

#include "lex.h"

static int is_ident(int c)
{
	return isalnum(c) || c == '_' || c == '$';
}

int lex_ident_char(char c)
{
	return is_ident((unsigned char)c);
}

/* Three- and two-character punctuators, longest first. */
static const char *const puncts[] = {
	"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
	"!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "^=", "|=",
	"##", NULL
};

static size_t skip_space(const char *s, size_t len, size_t i, int newlines)
{
	while (i < len) {
		if (s[i] == '\\' && i + 1 < len && s[i + 1] == '\n') {
			i += 2;
		} else if (s[i] == '\\' && i + 2 < len && s[i + 1] == '\r' &&
			   s[i + 2] == '\n') {
			i += 3;
		} else if (s[i] == '\n' && newlines) {
			break;
		} else if (isspace((unsigned char)s[i])) {
			i++;
		} else if (s[i] == '/' && i + 1 < len && s[i + 1] == '*') {
			const char *e = NULL;

			if (i + 2 < len) {
				size_t k;

				for (k = i + 2; k + 1 < len; k++)
					if (s[k] == '*' && s[k + 1] == '/') {
						e = s + k;
						break;
					}
			}
			i = e ? (size_t)(e - s) + 2 : len;
		} else if (s[i] == '/' && i + 1 < len && s[i + 1] == '/') {
			while (i < len && s[i] != '\n')
				i++;
		} else {
			break;
		}
	}
	return i;
}

void lex_next(const char *s, size_t len, size_t *off, struct lex_tok *t,
	      int newlines)
{
	size_t i = skip_space(s, len, *off, newlines);
	int k;

	t->off = i;
	if (i >= len) {
		t->kind = LEX_EOF;
		t->len = 0;
		*off = len;
		return;
	}
	if (s[i] == '\n') {
		t->kind = LEX_NEWLINE;
		i++;
	} else if (is_ident((unsigned char)s[i]) && !isdigit((unsigned char)s[i])) {
		t->kind = LEX_IDENT;
		while (i < len && is_ident((unsigned char)s[i]))
			i++;
	} else if (isdigit((unsigned char)s[i]) ||
		   (s[i] == '.' && i + 1 < len && isdigit((unsigned char)s[i + 1]))) {
		t->kind = LEX_NUMBER;
		while (i < len && (is_ident((unsigned char)s[i]) || s[i] == '.' ||
		       ((s[i] == '+' || s[i] == '-') &&
			strchr("eEpP", s[i - 1]))))
			i++;
	} else if (s[i] == '"' || s[i] == '\'') {
		char q = s[i++];

		t->kind = LEX_STRING;
		while (i < len && s[i] != q && s[i] != '\n') {
			if (s[i] == '\\' && i + 1 < len)
				i++;
			i++;
		}
		if (i < len && s[i] == q)
			i++;
	} else {
		t->kind = LEX_PUNCT;
		for (k = 0; puncts[k]; k++) {
			size_t n = strlen(puncts[k]);

			if (i + n <= len && !memcmp(s + i, puncts[k], n))
				break;
		}
		i += puncts[k] ? strlen(puncts[k]) : 1;
	}
	t->len = i - t->off;
	*off = i;
}

void lex_next_code(const char *text, size_t len, size_t *off,
		   struct lex_tok *t, int *bol)
{
	for (;;) {
		lex_next(text, len, off, t, 1);
		if (t->kind == LEX_EOF)
			return;
		if (t->kind == LEX_NEWLINE) {
			*bol = 1;
			continue;
		}
		if (*bol && lex_is(text, t, "#")) {
			/* to the end of the logical line */
			do
				lex_next(text, len, off, t, 1);
			while (t->kind != LEX_NEWLINE && t->kind != LEX_EOF);
			if (t->kind == LEX_EOF)
				return;
			continue;
		}
		*bol = 0;
		return;
	}
}

int lex_is(const char *text, const struct lex_tok *t, const char *s)
{
	size_t n = strlen(s);

	return t->len == n && !memcmp(text + t->off, s, n);
}

size_t lex_skip_parens(const char *text, size_t len, size_t off)
{
	struct lex_tok t;
	int depth = 0;

	do {
		lex_next(text, len, &off, &t, 0);
		if (t.kind == LEX_EOF || (!depth && !lex_is(text, &t, "(")))
			return 0;
		if (lex_is(text, &t, "("))
			depth++;
		else if (lex_is(text, &t, ")"))
			depth--;
	} while (depth);
	return off;
}

size_t lex_skip_blanks(const char *text, size_t off, size_t eol)
{
	while (off < eol && (text[off] == ' ' || text[off] == '\t'))
		off++;
	return off;
}

int lex_same(const char *text, const struct lex_tok *a,
	     const struct lex_tok *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (a[i].len != b[i].len ||
		    memcmp(text + a[i].off, text + b[i].off, a[i].len))
			return 0;
	return 1;
}

size_t lex_directive(const char *text, size_t off, size_t eol,
		     const char *name)
{
	size_t n = strlen(name);

	off = lex_skip_blanks(text, off, eol);
	if (off >= eol || text[off] != '#')
		return 0;
	off = lex_skip_blanks(text, off + 1, eol);
	if (eol - off < n || memcmp(text + off, name, n))
		return 0;
	return off + n;
}

size_t lex_line_end(const char *text, size_t len, size_t off)
{
	struct lex_tok t;

	do
		lex_next(text, len, &off, &t, 1);
	while (t.kind != LEX_NEWLINE && t.kind != LEX_EOF);
	return off;
}
