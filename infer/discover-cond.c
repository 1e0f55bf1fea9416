// SPDX-License-Identifier: GPL-2.0-only
/*
 * Conditional groups on the host's byte order, followed line by line.
 *
 * A condition is a byte-order one when it compares the order with an
 * order (`__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__`, `__BYTE_ORDER !=
 * __LITTLE_ENDIAN`, `BYTE_ORDER == BIG_ENDIAN`) or tests a flag that
 * only one order defines (`#ifdef WORDS_BIGENDIAN`, `__BIG_ENDIAN__`,
 * `!defined(__LITTLE_ENDIAN__)`), joined by && with tests that say
 * nothing (`defined(__BYTE_ORDER__)`).  Names are judged by the
 * conventions such macros follow: the order is a name with BYTE_ORDER
 * in it, the orders names with BIG_ENDIAN or LITTLE_ENDIAN in them, a
 * flag one that ends so without ORDER (`__ORDER_BIG_ENDIAN__` is always
 * defined).  #else is the other order when the branches before it were
 * one order; #elif is judged on its own.
 */
#include <stdio.h>
#include <string.h>

#include "infer/discover.h"

/* What a name says about the order. */
enum name_class {
	NC_NONE,
	NC_ORDER,	/* the host's order: __BYTE_ORDER */
	NC_BIG,		/* big-endian: __ORDER_BIG_ENDIAN__, __BIG_ENDIAN */
	NC_LITTLE,
};

static int contains(const char *s, size_t n, const char *w)
{
	size_t m = strlen(w), i;

	for (i = 0; i + m <= n; i++)
		if (!memcmp(s + i, w, m))
			return 1;
	return 0;
}

static enum name_class name_class(const char *s, size_t n)
{
	if (contains(s, n, "BYTE_ORDER"))
		return NC_ORDER;
	if (contains(s, n, "BIG_ENDIAN") || contains(s, n, "BIGENDIAN"))
		return NC_BIG;
	if (contains(s, n, "LITTLE_ENDIAN") || contains(s, n, "LITTLEENDIAN"))
		return NC_LITTLE;
	return NC_NONE;
}

static int ends(const char *s, size_t n, const char *w)
{
	size_t m = strlen(w);

	return n >= m && !memcmp(s + n - m, w, m);
}

/* The side a flag's being defined says: WORDS_BIGENDIAN, __BIG_ENDIAN__. */
static enum bo_side flag_side(const char *s, size_t n)
{
	enum name_class c = name_class(s, n);

	while (n && s[n - 1] == '_')
		n--;
	if (contains(s, n, "ORDER"))
		return BO_NONE;
	if (c == NC_BIG &&
	    (ends(s, n, "BIG_ENDIAN") || ends(s, n, "BIGENDIAN")))
		return BO_BIG;
	if (c == NC_LITTLE &&
	    (ends(s, n, "LITTLE_ENDIAN") || ends(s, n, "LITTLEENDIAN")))
		return BO_LITTLE;
	return BO_NONE;
}

static enum bo_side other(enum bo_side s)
{
	return s == BO_BIG ? BO_LITTLE : s == BO_LITTLE ? BO_BIG : BO_NONE;
}

#define MAX_COND_TOKENS 32

/* The result of one && operand: a side, nothing said, or unknown. */
enum judged {
	J_UNKNOWN,
	J_NEUTRAL,
	J_BIG,
	J_LITTLE,
};

static enum judged of_side(enum bo_side s)
{
	return s == BO_BIG ? J_BIG : s == BO_LITTLE ? J_LITTLE : J_UNKNOWN;
}

/* One operand of &&, tokens t[0..n), parentheses around it dropped. */
static enum judged judge(const char *s, const struct lex_tok *t, size_t n)
{
	int neg = 0;
	enum name_class a, b;

	while (n >= 2 && lex_is(s, &t[0], "(") && lex_is(s, &t[n - 1], ")")) {
		t++;
		n -= 2;
	}
	while (n && lex_is(s, &t[0], "!")) {
		neg ^= 1;
		t++;
		n--;
	}
	while (n >= 2 && lex_is(s, &t[0], "(") && lex_is(s, &t[n - 1], ")")) {
		t++;
		n -= 2;
	}
	if (n >= 2 && lex_is(s, &t[0], "defined")) {
		const struct lex_tok *name = &t[1];
		enum bo_side f;

		if (n == 4 && lex_is(s, &t[1], "(") && lex_is(s, &t[3], ")"))
			name = &t[2];
		else if (n != 2)
			return J_UNKNOWN;
		if (name_class(s + name->off, name->len) == NC_ORDER)
			return J_NEUTRAL;
		f = flag_side(s + name->off, name->len);
		return of_side(neg ? other(f) : f);
	}
	if (n == 1 && t[0].kind == LEX_IDENT) {	/* #if WORDS_BIGENDIAN */
		enum bo_side f = flag_side(s + t[0].off, t[0].len);

		return of_side(neg ? other(f) : f);
	}
	if (n != 3 || neg || t[0].kind != LEX_IDENT || t[2].kind != LEX_IDENT ||
	    (!lex_is(s, &t[1], "==") && !lex_is(s, &t[1], "!=")))
		return J_UNKNOWN;
	a = name_class(s + t[0].off, t[0].len);
	b = name_class(s + t[2].off, t[2].len);
	if (b == NC_ORDER) {
		enum name_class x = a;

		a = b;
		b = x;
	}
	if (a != NC_ORDER || (b != NC_BIG && b != NC_LITTLE))
		return J_UNKNOWN;
	if (lex_is(s, &t[1], "!="))
		b = b == NC_BIG ? NC_LITTLE : NC_BIG;
	return b == NC_BIG ? J_BIG : J_LITTLE;
}

/* The side of a whole #if or #elif condition, s[off..eol). */
static enum bo_side classify(const char *s, size_t off, size_t eol)
{
	struct lex_tok t[MAX_COND_TOKENS];
	size_t n = 0, i, start = 0;
	enum judged all = J_NEUTRAL, j;
	int depth = 0;

	for (;;) {
		if (n == MAX_COND_TOKENS)
			return BO_NONE;
		lex_next(s, eol, &off, &t[n], 1);
		if (t[n].kind == LEX_EOF || t[n].kind == LEX_NEWLINE)
			break;
		n++;
	}
	for (i = 0; i <= n; i++) {
		if (i < n && lex_is(s, &t[i], "("))
			depth++;
		else if (i < n && lex_is(s, &t[i], ")"))
			depth--;
		if (i < n && lex_is(s, &t[i], "||") )
			return BO_NONE;
		if (i < n && !(depth == 0 && lex_is(s, &t[i], "&&")))
			continue;
		if (i == start)
			return BO_NONE;
		j = judge(s, t + start, i - start);
		if (j == J_UNKNOWN)
			return BO_NONE;
		if (j != J_NEUTRAL) {
			if (all != J_NEUTRAL && all != j)
				return BO_NONE;
			all = j;
		}
		start = i + 1;
	}
	return all == J_BIG ? BO_BIG : all == J_LITTLE ? BO_LITTLE : BO_NONE;
}

/* `#if X == Y` as written, blanks squeezed, for the report. */
static void spell(char *out, const char *s, size_t off, size_t eol)
{
	struct lex_tok t, prev = { LEX_EOF, 0, 0 };
	size_t n = 0;

	for (;;) {
		lex_next(s, eol, &off, &t, 1);
		if (t.kind == LEX_EOF || t.kind == LEX_NEWLINE)
			break;
		if (n && n < BO_TEXT_MAX - 1 && !lex_is(s, &t, ")") &&
		    out[n - 1] != '(' && out[n - 1] != '#' &&
		    out[n - 1] != '!' &&
		    !(lex_is(s, &t, "(") && lex_is(s, &prev, "defined")))
			out[n++] = ' ';
		prev = t;
		if (n + t.len >= BO_TEXT_MAX - 4) {
			memcpy(out + n, "...", 3);
			n += 3;
			break;
		}
		memcpy(out + n, s + t.off, t.len);
		n += t.len;
	}
	out[n] = '\0';
}

void bo_init(struct bo_tracker *t)
{
	t->depth = 0;
}

static struct bo_group *top(struct bo_tracker *t)
{
	return t->depth && t->depth <= BO_MAX_DEPTH ? &t->g[t->depth - 1] :
	       NULL;
}

static void set_branch(struct bo_group *g, enum bo_side side)
{
	if (g->cur == BO_NONE)
		g->unknown = 1;
	else
		g->seen |= 1u << g->cur;
	g->cur = side;
}

int bo_directive(struct bo_tracker *t, const char *s, size_t off, size_t eol)
{
	static const char *const names[] = {
		"if", "ifdef", "ifndef", "elif", "else", "endif", NULL
	};
	struct bo_group *g;
	size_t q = 0;
	unsigned k;

	for (k = 0; names[k]; k++)
		if ((q = lex_directive(s, off, eol, names[k])) &&
		    (q == eol || !lex_ident_char(s[q])))
			break;
	if (!names[k])
		return 0;
	if (k <= 2) {		/* #if, #ifdef, #ifndef: a new group */
		enum bo_side side = BO_NONE;

		if (++t->depth > BO_MAX_DEPTH)
			return 1;
		g = top(t);
		if (k == 0) {
			side = classify(s, q, eol);
		} else {
			struct lex_tok name;
			size_t o = q;

			lex_next(s, eol, &o, &name, 1);
			if (name.kind == LEX_IDENT) {
				side = flag_side(s + name.off, name.len);
				if (k == 2)
					side = other(side);
			}
		}
		g->cur = side;
		g->seen = 0;
		g->unknown = 0;
		spell(g->text, s, off, eol);
		memcpy(g->first, g->text, sizeof(g->first));
		return 1;
	}
	if (k == 5) {		/* #endif */
		if (t->depth)
			t->depth--;
		return 1;
	}
	g = top(t);
	if (!g)
		return 1;
	if (k == 3) {		/* #elif */
		set_branch(g, classify(s, q, eol));
		spell(g->text, s, off, eol);
		return 1;
	}
	/* #else: the other order, if every branch before was one order */
	set_branch(g, BO_NONE);
	g->cur = g->seen == (1u << BO_BIG) ? BO_LITTLE :
		 g->seen == (1u << BO_LITTLE) ? BO_BIG : BO_NONE;
	memcpy(g->text, "#else of ", 9);
	memcpy(g->text + 9, g->first, sizeof(g->first));
	return 1;
}

enum bo_side bo_side(const struct bo_tracker *t)
{
	unsigned d = t->depth < BO_MAX_DEPTH ? t->depth : BO_MAX_DEPTH;

	while (d--)
		if (t->g[d].cur != BO_NONE)
			return t->g[d].cur;
	return BO_NONE;
}

const char *bo_branch(const struct bo_tracker *t)
{
	unsigned d = t->depth < BO_MAX_DEPTH ? t->depth : BO_MAX_DEPTH;

	while (d--)
		if (t->g[d].cur != BO_NONE)
			return t->g[d].text;
	return "";
}
