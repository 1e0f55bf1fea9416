// SPDX-License-Identifier: GPL-2.0-only
/*
 * The byte-order #if around a swab, rewritten as a conversion helper (see
 * ifdef_swab.h).  Purely lexical: lines, then lib/lex.h tokens.
 */
#include <stdio.h>
#include <string.h>

#include "lib/lex.h"
#include "lib/strbuf.h"
#include "lib/vec.h"
#include "idioms/ifdef_swab.h"
#include "infer/helpers.h"

struct line {
	size_t start, end;	/* end: at the '\n', or at len */
};

enum directive { D_NONE, D_IF, D_ELSE, D_ENDIF, D_OTHER };

/* A statement of a branch: `prefix = rhs;` or `return rhs;`. */
struct stmt {
	size_t start, end;		/* first token .. just past the ';' */
	size_t pfx, npfx;		/* prefix tokens (L, or "return") */
	size_t rhs, nrhs;		/* tokens after '=' or "return" */
	int is_return;
	/* when rhs is SWAB(E): */
	size_t swab_tok;		/* index of SWAB, or (size_t)-1 */
	size_t arg, narg;		/* tokens of E */
	/* the swab, whose family names the conversion that replaces it */
	const struct helper *swab;
};

struct block {
	const struct helper_table *helpers;
	const char *text;
	VEC(struct lex_tok) toks;	/* of both branches */
	VEC(struct stmt) br[2];		/* the #if branch, the #else branch */
};

static const char *const big_defined[] = {
	"__BIG_ENDIAN", "__BIG_ENDIAN__", "_BIG_ENDIAN", NULL
};
static const char *const little_defined[] = {
	"__LITTLE_ENDIAN", "__LITTLE_ENDIAN__", "_LITTLE_ENDIAN", NULL
};
static const char *const order_vars[] = {
	"__BYTE_ORDER", "__BYTE_ORDER__", "BYTE_ORDER", "_BYTE_ORDER", NULL
};
static const char *const big_values[] = {
	"__BIG_ENDIAN", "__ORDER_BIG_ENDIAN__", "BIG_ENDIAN", "_BIG_ENDIAN",
	NULL
};
static const char *const little_values[] = {
	"__LITTLE_ENDIAN", "__ORDER_LITTLE_ENDIAN__", "LITTLE_ENDIAN",
	"_LITTLE_ENDIAN", NULL
};

static int tok_in(const char *text, const struct lex_tok *t,
		  const char *const *names)
{
	if (t->kind != LEX_IDENT)
		return 0;
	for (; *names; names++)
		if (lex_is(text, t, *names))
			return 1;
	return 0;
}

/* +1 big endian, -1 little endian, 0 neither, for a defined() name. */
static int defined_order(const char *text, const struct lex_tok *t)
{
	if (tok_in(text, t, big_defined))
		return 1;
	if (tok_in(text, t, little_defined))
		return -1;
	return 0;
}

/* The same for the value side of __BYTE_ORDER == V. */
static int value_order(const char *text, const struct lex_tok *t)
{
	if (tok_in(text, t, big_values))
		return 1;
	if (tok_in(text, t, little_values))
		return -1;
	return 0;
}

/*
 * The tokens of the condition of an #if, read into t[0..*n); outer
 * parentheses that wrap all of it are dropped.
 */
static int condition_tokens(const char *text, size_t end, size_t off,
			    struct lex_tok *t, size_t *n)
{
	size_t nr = 0, i, k;
	int depth;

	for (;;) {
		struct lex_tok tok;

		lex_next(text, end, &off, &tok, 1);
		if (tok.kind == LEX_EOF || tok.kind == LEX_NEWLINE)
			break;
		if (nr == 8)
			return -1;	/* longer than any form we know */
		t[nr++] = tok;
	}
	while (nr >= 2 && lex_is(text, &t[0], "(") &&
	       lex_is(text, &t[nr - 1], ")")) {
		/* only if the first '(' closes at the end */
		depth = 0;
		for (i = 0; i < nr; i++) {
			if (lex_is(text, &t[i], "("))
				depth++;
			else if (lex_is(text, &t[i], ")") && !--depth)
				break;
		}
		if (i != nr - 1)
			break;
		for (k = 1; k + 1 < nr; k++)
			t[k - 1] = t[k];
		nr -= 2;
	}
	*n = nr;
	return 0;
}

/*
 * The condition of the #if whose keyword token is `kw` (its line ends at
 * `end`): +1 when it holds on a big-endian host only, -1 on a
 * little-endian one only, 0 when it is not a byte-order test we know.
 */
static int condition_order(const char *text, size_t end,
			   const struct lex_tok *kw)
{
	struct lex_tok t[8];
	size_t n, off = kw->off + kw->len;
	int neg = 0, o;

	if (condition_tokens(text, end, off, t, &n) || !n)
		return 0;
	if (lex_is(text, kw, "ifdef") || lex_is(text, kw, "ifndef"))
		return n == 1 ? defined_order(text, &t[0]) *
				(lex_is(text, kw, "ifndef") ? -1 : 1) : 0;
	/* #if */
	if (n >= 2 && lex_is(text, &t[0], "!") &&
	    lex_is(text, &t[1], "defined")) {
		neg = 1;
		memmove(t, t + 1, (n - 1) * sizeof(*t));
		n--;
	}
	if (lex_is(text, &t[0], "defined")) {
		if (n == 2)
			o = defined_order(text, &t[1]);
		else if (n == 4 && lex_is(text, &t[1], "(") &&
			 lex_is(text, &t[3], ")"))
			o = defined_order(text, &t[2]);
		else
			o = 0;
		return neg ? -o : o;
	}
	if (n != 3 || !(lex_is(text, &t[1], "==") || lex_is(text, &t[1], "!=")))
		return 0;
	if (tok_in(text, &t[0], order_vars))
		o = value_order(text, &t[2]);
	else if (tok_in(text, &t[2], order_vars))
		o = value_order(text, &t[0]);
	else
		o = 0;
	return lex_is(text, &t[1], "!=") ? -o : o;
}

/* The kind of line `l`; for D_IF, its keyword token in *kw. */
static enum directive directive(const char *text, const struct line *l,
				struct lex_tok *kw)
{
	size_t off = l->start;
	struct lex_tok t;

	while (off < l->end && (text[off] == ' ' || text[off] == '\t'))
		off++;
	if (off >= l->end || text[off] != '#')
		return D_NONE;
	off++;
	lex_next(text, l->end, &off, &t, 1);
	if (t.kind != LEX_IDENT)
		return D_OTHER;
	if (lex_is(text, &t, "if") || lex_is(text, &t, "ifdef") ||
	    lex_is(text, &t, "ifndef")) {
		*kw = t;
		return D_IF;
	}
	if (lex_is(text, &t, "else"))
		return D_ELSE;
	if (lex_is(text, &t, "endif"))
		return D_ENDIF;
	return D_OTHER;
}

/*
 * The conversion from `order` data (le or be) that takes the place of
 * `swab`: the first to-cpu helper of its family and width, or NULL.
 */
static const struct helper *conversion_for(const struct helper_table *t,
					   const struct helper *swab,
					   enum order order)
{
	return helpers_first(t, swab->family, HK_TO_CPU, order, swab->width);
}

static int same_tokens(const struct block *b, size_t i, size_t ni,
		       size_t j, size_t nj)
{
	return ni == nj && lex_same(b->text, &b->toks.v[i], &b->toks.v[j], ni);
}

/* Fill in the swab fields of `s` when its right-hand side is SWAB(E). */
static void find_swab(const struct block *b, struct stmt *s)
{
	const struct lex_tok *t = b->toks.v + s->rhs;
	const struct helper *h;
	size_t close;
	int depth = 0;

	s->swab_tok = (size_t)-1;
	if (s->nrhs < 4 || t[0].kind != LEX_IDENT || !lex_is(b->text, &t[1], "("))
		return;
	for (close = 1; close < s->nrhs; close++) {
		if (lex_is(b->text, &t[close], "("))
			depth++;
		else if (lex_is(b->text, &t[close], ")") && !--depth)
			break;
	}
	if (close != s->nrhs - 1)
		return;		/* SWAB(E) + 1, or not closed */
	h = helper_find(b->helpers, b->text + t[0].off, t[0].len);
	/* a swab whose family has conversions to take its place */
	if (!h || h->kind != HK_SWAB ||
	    !conversion_for(b->helpers, h, ORDER_LE) ||
	    !conversion_for(b->helpers, h, ORDER_BE))
		return;
	s->swab_tok = s->rhs;
	s->arg = s->rhs + 2;
	s->narg = s->nrhs - 3;
	s->swab = h;
}

/*
 * Read the statements of text[start..end) into branch `which` of `b`; -1
 * when it holds anything but simple statements: a comment, a brace, a
 * statement that is neither an assignment with '=' nor a return.
 */
static int read_branch(struct block *b, size_t start, size_t end, int which)
{
	size_t off = start, first = b->toks.nr;
	int depth = 0;
	struct lex_tok t;
	size_t k;

	for (k = start; k + 1 < end; k++)
		if (b->text[k] == '/' &&
		    (b->text[k + 1] == '*' || b->text[k + 1] == '/'))
			return -1;
	for (;;) {
		lex_next(b->text, end, &off, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		if (lex_is(b->text, &t, "{") || lex_is(b->text, &t, "}"))
			return -1;
		if (lex_is(b->text, &t, "(") || lex_is(b->text, &t, "["))
			depth++;
		else if (lex_is(b->text, &t, ")") || lex_is(b->text, &t, "]"))
			depth--;
		if (depth || !lex_is(b->text, &t, ";")) {
			VEC_PUSH(b->toks, t);
			continue;
		}
		/* one statement: b->toks.v[first .. nr) */
		{
			struct stmt s;
			size_t n = b->toks.nr - first, eq;

			memset(&s, 0, sizeof(s));
			if (!n)
				return -1;
			s.start = b->toks.v[first].off;
			s.end = t.off + t.len;
			s.pfx = first;
			if (lex_is(b->text, &b->toks.v[first], "return")) {
				s.is_return = 1;
				s.npfx = 1;
			} else {
				for (eq = first; eq < b->toks.nr; eq++)
					if (lex_is(b->text, &b->toks.v[eq], "="))
						break;
				if (eq == first || eq == b->toks.nr)
					return -1;
				s.npfx = eq - first;
			}
			s.rhs = first + s.npfx + !s.is_return;
			s.nrhs = b->toks.nr - s.rhs;
			if (!s.nrhs)
				return -1;
			find_swab(b, &s);
			VEC_PUSH(b->br[which], s);
			first = b->toks.nr;
		}
	}
	return b->toks.nr == first && !depth ? 0 : -1;
}

/* The helper's name for a swab done on hosts of order `big` (+1 / -1). */
static void helper_name(struct strbuf *sb, const struct block *b,
			const struct stmt *s, int big)
{
	/* a swab on big-endian hosts reads little-endian data */
	strbuf_addstr(sb, conversion_for(b->helpers, s->swab,
					 big > 0 ? ORDER_LE : ORDER_BE)->name);
}

/*
 * Append statement `s` with its swab renamed, on a line of its own with
 * the indentation of the line it starts on, ended by `eol`.
 */
static void emit(struct strbuf *out, const struct block *b,
		 const struct stmt *s, int big, const char *eol)
{
	const struct lex_tok *sw = &b->toks.v[s->swab_tok];
	size_t k = s->start;

	while (k > 0 && b->text[k - 1] != '\n')
		k--;
	for (; b->text[k] == ' ' || b->text[k] == '\t'; k++)
		strbuf_addch(out, b->text[k]);
	strbuf_add(out, b->text + s->start, sw->off - s->start);
	helper_name(out, b, s, big);
	strbuf_add(out, b->text + sw->off + sw->len,
		   s->end - (sw->off + sw->len));
	strbuf_addstr(out, eol);
}

/*
 * The name of the function whose body holds offset `at` (a token at
 * brace depth 0 followed by its parameter list and '{'), or an empty
 * token.  Lexical, over the code the preprocessor would see in some
 * configuration: enough to tell a helper's own definition.
 */
static struct lex_tok enclosing_function(const char *text, size_t len,
					 size_t at)
{
	struct lex_tok t, name = { LEX_EOF, 0, 0 }, fn = { LEX_EOF, 0, 0 };
	size_t off = 0;
	int bol = 1, depth = 0;

	for (;;) {
		lex_next_code(text, len, &off, &t, &bol);
		if (t.kind == LEX_EOF || t.off >= at)
			break;
		if (depth == 0 && t.kind == LEX_IDENT) {
			size_t past = lex_skip_parens(text, len, off);

			/* the first name with a parameter list, attributes aside */
			if (past && !strncmp(text + t.off, "__attribute", 11))
				off = past;
			else if (past && name.kind == LEX_EOF)
				name = t, off = past;
		} else if (lex_is(text, &t, "{")) {
			if (depth++ == 0)
				fn = name;
		} else if (lex_is(text, &t, "}") && depth > 0) {
			if (--depth == 0)
				fn.kind = name.kind = LEX_EOF;
		} else if (depth == 0 && lex_is(text, &t, ";")) {
			name.kind = LEX_EOF;
		}
	}
	return fn;
}

/*
 * Does a statement's conversion name the function it sits in?  A
 * tree's own le32_to_cpu() written as this very #if would call itself.
 */
static int names_enclosing(const struct block *b, const struct stmt *s,
			   int big, const struct lex_tok *fn)
{
	struct strbuf sb = STRBUF_INIT;
	int same;

	helper_name(&sb, b, s, big);
	same = fn->kind == LEX_IDENT && lex_is(b->text, fn, sb.buf);
	strbuf_release(&sb);
	return same;
}

/*
 * Match the block of lines [i..j] (#if, #else at `el` or (size_t)-1,
 * #endif at j) with condition order `cond`; on success append its
 * replacement to `out` and return 1.
 */
static int rewrite_block(const struct helper_table *t, const char *text,
			 size_t len,
			 const struct line *lines, size_t i, size_t el,
			 size_t j, int cond, struct strbuf *out)
{
	struct block b;
	size_t a_end = el != (size_t)-1 ? el : j, k;
	int ok = 0;
	struct strbuf sb = STRBUF_INIT;
	/* the file's line ends: CR LF when the #if line has them */
	const char *eol = text[lines[i].end - 1] == '\r' ? "\r\n" : "\n";
	struct lex_tok fn;

	memset(&b, 0, sizeof(b));
	b.helpers = t;
	b.text = text;
	if (read_branch(&b, lines[i].end, lines[a_end].start, 0) ||
	    !b.br[0].nr)
		goto out;
	if (el != (size_t)-1 &&
	    (read_branch(&b, lines[el].end, lines[j].start, 1) ||
	     b.br[1].nr != b.br[0].nr))
		goto out;
	/* lexed from the file's start: only for a block of statements */
	fn = enclosing_function(text, len, lines[i].start);
	for (k = 0; k < b.br[0].nr; k++) {
		const struct stmt *x = &b.br[0].v[k], *y;

		if (el == (size_t)-1) {
			/* L = SWAB(L); on one order, nothing on the other */
			if (x->swab_tok == (size_t)-1 || x->is_return ||
			    !same_tokens(&b, x->pfx, x->npfx, x->arg, x->narg) ||
			    names_enclosing(&b, x, cond, &fn))
				goto out;
			emit(&sb, &b, x, cond, eol);
			continue;
		}
		y = &b.br[1].v[k];
		if (x->is_return != y->is_return ||
		    !same_tokens(&b, x->pfx, x->npfx, y->pfx, y->npfx))
			goto out;
		/* the swab runs where its branch's condition holds */
		if (x->swab_tok != (size_t)-1 &&
		    same_tokens(&b, x->arg, x->narg, y->rhs, y->nrhs) &&
		    !names_enclosing(&b, x, cond, &fn))
			emit(&sb, &b, x, cond, eol);
		else if (y->swab_tok != (size_t)-1 &&
			 same_tokens(&b, y->arg, y->narg, x->rhs, x->nrhs) &&
			 !names_enclosing(&b, y, -cond, &fn))
			emit(&sb, &b, y, -cond, eol);
		else
			goto out;
	}
	/* keep a missing final newline missing */
	if (lines[j].end == len) {
		sb.len -= strlen(eol);
		sb.buf[sb.len] = '\0';
	}
	strbuf_add(out, sb.buf, sb.len);
	ok = 1;
out:
	strbuf_release(&sb);
	VEC_FREE(b.toks);
	VEC_FREE(b.br[0]);
	VEC_FREE(b.br[1]);
	return ok;
}

/* The first directive line from `j` on; its kind in *d (D_NONE: none). */
static size_t next_directive(const char *text, const struct line *lines,
			     size_t nr, size_t j, enum directive *d)
{
	struct lex_tok kw;

	for (*d = D_NONE; j < nr; j++) {
		*d = directive(text, &lines[j], &kw);
		if (*d != D_NONE)
			break;
	}
	return j;
}

int ifdef_swab_rewrite(const struct helper_table *t, const char *text,
		       size_t len, struct strbuf *out)
{
	VEC(struct line) lines = { 0 };
	size_t i, copied = 0;
	int nr = 0;

	for (i = 0; i < len;) {
		struct line l = { i, i };

		while (l.end < len && text[l.end] != '\n')
			l.end++;
		VEC_PUSH(lines, l);
		i = l.end + 1;
	}
	for (i = 0; i < lines.nr; i++) {
		struct lex_tok kw;
		size_t el = (size_t)-1, j, k;
		enum directive d;
		int cond;

		if (directive(text, &lines.v[i], &kw) != D_IF)
			continue;
		/* a condition continued on the next line is not ours */
		k = lines.v[i].end - 1;
		if (text[k] == '\r' && k > lines.v[i].start)
			k--;
		if (text[k] == '\\')
			continue;
		cond = condition_order(text, lines.v[i].end, &kw);
		if (!cond)
			continue;
		j = next_directive(text, lines.v, lines.nr, i + 1, &d);
		if (d == D_ELSE) {
			el = j;
			j = next_directive(text, lines.v, lines.nr, el + 1, &d);
		}
		if (d != D_ENDIF)
			continue;
		strbuf_add(out, text + copied, lines.v[i].start - copied);
		copied = lines.v[i].start;
		if (!rewrite_block(t, text, len, lines.v, i, el, j, cond, out))
			continue;
		copied = lines.v[j].end < len ? lines.v[j].end + 1 : len;
		nr++;
		i = j;
	}
	strbuf_add(out, text + copied, len - copied);
	VEC_FREE(lines);
	return nr;
}
