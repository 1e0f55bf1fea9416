// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the token scanner (lib/lex.c) over any bytes, the
 * way its callers walk a file: every token, code tokens, directives and
 * balanced parentheses.  Each step must move forward and stay inside.
 */
#include <stdlib.h>

#include "lib/lex.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	const char *text = (const char *)data;
	struct lex_tok t;
	size_t off = 0, prev;
	int bol = 1;

	for (;;) {
		prev = off;
		lex_next(text, size, &off, &t, 1);
		if (t.kind == LEX_EOF)
			break;
		if (off <= prev || t.off + t.len > size || off > size)
			abort();
		if (t.kind == LEX_PUNCT && text[t.off] == '(' &&
		    lex_skip_parens(text, size, t.off) > size)
			abort();
	}
	for (off = 0;;) {
		prev = off;
		lex_next_code(text, size, &off, &t, &bol);
		if (t.kind == LEX_EOF)
			break;
		if (off <= prev || off > size)
			abort();
	}
	for (off = 0; off < size; off = prev) {
		prev = lex_line_end(text, size, off);
		if (prev <= off || prev > size)
			abort();
		if (lex_directive(text, off, prev, "define") > prev)
			abort();
	}
	return 0;
}
