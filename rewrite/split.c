// SPDX-License-Identifier: GPL-2.0-only
#include <ctype.h>
#include <string.h>

#include "lib/lex.h"
#include "rewrite/split.h"

/* Skip a comment or a string starting at text[i]; the index after it. */
static size_t skip_lexeme(const char *text, size_t len, size_t i)
{
	if (text[i] == '/' && i + 1 < len && text[i + 1] == '*') {
		const char *end = strstr(text + i + 2, "*/");

		return end && (size_t)(end - text) + 2 <= len ?
		       (size_t)(end - text) + 2 : len;
	}
	if (text[i] == '/' && i + 1 < len && text[i + 1] == '/') {
		while (i < len && text[i] != '\n')
			i++;
		return i;
	}
	if (text[i] == '"' || text[i] == '\'') {
		char q = text[i++];

		while (i < len && text[i] != q) {
			if (text[i] == '\\')
				i++;
			i++;
		}
		return i < len ? i + 1 : len;
	}
	return i + 1;
}

/* Only qualifiers and storage classes may precede the type token. */
static int plain_prefix(const char *s, size_t n)
{
	static const char *const ok[] = {
		"static", "extern", "const", "volatile", "register", "auto",
		"__restrict", NULL
	};
	size_t i = 0, k;

	while (i < n) {
		size_t w = 0;

		if (isspace((unsigned char)s[i])) {
			i++;
			continue;
		}
		while (i + w < n && lex_ident_char(s[i + w]))
			w++;
		if (!w)
			return 0;
		for (k = 0; ok[k]; k++)
			if (strlen(ok[k]) == w && !strncmp(s + i, ok[k], w))
				break;
		if (!ok[k])
			return 0;
		i += w;
	}
	return 1;
}

int split_declaration(const char *text, size_t len, size_t type_off,
		      size_t type_len, const struct split_part *parts,
		      size_t nr_parts, size_t *from, size_t *to,
		      struct strbuf *out, const char **why)
{
	size_t line = type_off, start, i, semi = 0, cut[64], nr_cut = 0, k;
	size_t breaks, kept = 0;
	int depth = 0;

	while (line > 0 && text[line - 1] != '\n')
		line--;
	for (start = line; start < type_off && isspace((unsigned char)text[start]);
	     start++)
		;
	if (!plain_prefix(text + start, type_off - start)) {
		*why = "one of several declarators, after other text on its line";
		return -1;
	}
	/* the declarators: top-level commas up to the ';' */
	cut[nr_cut++] = type_off + type_len;
	for (i = type_off + type_len; i < len && !semi;) {
		char c = text[i];

		if (c == '(' || c == '[' || c == '{')
			depth++;
		else if (c == ')' || c == ']' || c == '}')
			depth--;
		if (depth < 0)
			break;
		if (!depth && c == ',') {
			if (nr_cut == 63)
				break;
			cut[nr_cut++] = i + 1;
		} else if (!depth && c == ';') {
			semi = i;
			break;
		}
		i = skip_lexeme(text, len, i);
	}
	if (!semi) {
		*why = "one of several declarators, in a declaration not understood";
		return -1;
	}
	cut[nr_cut] = semi + 1;
	/*
	 * Lines must not move: __LINE__ (WARN_ON(), BUG()) is in the object
	 * code.  The declarators' own line breaks stay; the others the
	 * declaration had go between the new declarations, the first ones
	 * first; the rest share a line.
	 */
	for (i = start, breaks = 0; i <= semi; i++)
		breaks += text[i] == '\n';
	for (k = 0; k < nr_cut; k++)
		for (i = cut[k]; i < cut[k + 1] - 1; i++)
			kept += text[i] == '\n';
	/* a break only between a declarator and its comma has no place */
	for (k = 0; k < nr_cut; k++) {
		size_t a = cut[k], b = cut[k + 1] - 1;

		while (b > a && isspace((unsigned char)text[b - 1]))
			b--;
		for (i = b; i < cut[k + 1] - 1; i++)
			kept -= text[i] == '\n';
		while (a < b && isspace((unsigned char)text[a]))
			a++;
		for (i = cut[k]; i < a; i++)
			kept -= text[i] == '\n';
	}
	if (breaks < kept || breaks - kept > nr_cut - 1) {
		*why = "one of several declarators, over lines a split "
		       "cannot keep";
		return -1;
	}
	breaks -= kept;
	for (k = 0; k < nr_cut; k++) {
		size_t a = cut[k], b = cut[k + 1] - 1, j;
		const char *type = NULL;

		for (j = 0; j < nr_parts; j++)
			if (parts[j].name_off >= a && parts[j].name_off < b)
				type = parts[j].type;
		if (k && breaks) {
			strbuf_addch(out, '\n');
			strbuf_add(out, text + line, start - line);
			breaks--;
		} else if (k) {
			strbuf_addch(out, ' ');
		}
		strbuf_add(out, text + start, type_off - start);
		if (type)
			strbuf_addstr(out, type);
		else
			strbuf_add(out, text + type_off, type_len);
		strbuf_addch(out, ' ');
		while (a < b && isspace((unsigned char)text[a]))
			a++;
		while (b > a && isspace((unsigned char)text[b - 1]))
			b--;
		strbuf_add(out, text + a, b - a);
		strbuf_addch(out, ';');
	}
	*from = start;
	*to = semi + 1;
	return 0;
}
