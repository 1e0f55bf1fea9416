/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_LEX_H
#define LIB_LEX_H

#include <stddef.h>

/*
 * A small C tokenizer over file text, for the places where we read the
 * source ourselves: #define lines in branches the preprocessor skipped,
 * the parenthesised type of a cast inside a macro body, the operator
 * between two operands.  It skips whitespace, comments and
 * backslash-newlines; it does not preprocess.
 */
enum lex_kind {
	LEX_EOF,
	LEX_IDENT,
	LEX_NUMBER,
	LEX_STRING,	/* "..." and '...' */
	LEX_PUNCT,
	LEX_NEWLINE,	/* only when lex_next is asked to report them */
};

struct lex_tok {
	enum lex_kind kind;
	size_t off, len;
};

/*
 * Read the token at or after *off in text[0..len), advance *off past it.
 * With `newlines`, an unescaped end of line is returned as LEX_NEWLINE.
 */
void lex_next(const char *text, size_t len, size_t *off, struct lex_tok *t,
	      int newlines);

/*
 * The next token of text[0..len) that is C code: directive lines (and
 * their continuations) are left out, and so are line ends.  *bol says
 * the reader stands at the start of a line: 1 before the first call.
 */
void lex_next_code(const char *text, size_t len, size_t *off,
		   struct lex_tok *t, int *bol);

/*
 * `text + off` starts (after blanks) with '(': the offset just past its
 * matching ')', or 0 when there is no '(' there or it is not closed.
 */
size_t lex_skip_parens(const char *text, size_t len, size_t off);

/*
 * Past the end of the logical line that starts at `off`: its newline
 * included; backslash-newlines and comments that span lines continue it.
 */
size_t lex_line_end(const char *text, size_t len, size_t off);

/* Past the blanks (spaces and tabs) at `off`, at most to `eol`. */
size_t lex_skip_blanks(const char *text, size_t off, size_t eol);

/* Can `c` be part of an identifier (GNU C: letters, digits, _ and $)? */
int lex_ident_char(char c);

/* Is the token `t` spelled exactly `s`? */
int lex_is(const char *text, const struct lex_tok *t, const char *s);

/* Are the `n` tokens a[] and b[] of `text` spelled the same, one by one? */
int lex_same(const char *text, const struct lex_tok *a,
	     const struct lex_tok *b, size_t n);

/*
 * If the line text[off..eol) starts (after blanks) with the directive
 * `#name` ("define", "include"), the offset just past the name; else 0.
 * What follows the name is the caller's to judge.
 */
size_t lex_directive(const char *text, size_t off, size_t eol,
		     const char *name);

#endif
