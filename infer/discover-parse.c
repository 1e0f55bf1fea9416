// SPDX-License-Identifier: GPL-2.0-only
/*
 * A small C parser for the bodies discovery reads (discover-expr.c):
 * expressions with C's precedence, casts, calls, subscripts, GNU
 * statement expressions, and the statements a helper is written with
 * (blocks, return, if, do-while (0), declarations).  Anything else (a
 * loop, a switch, a preprocessor token) fails the body.  Recursion is
 * bounded by DISCOVER_MAX_DEPTH, the tree by DISCOVER_MAX_NODES.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "infer/discover-internal.h"

/* ---------------------------------------------------------------- types */

/* `_*`, then u, s, int, uint, le or be, then 8/16/32/64, then `_t`. */
static unsigned sized_name(const char *s, size_t n)
{
	static const char *const pre[] = {
		"uint", "int", "u", "s", "le", "be", NULL
	};
	size_t i = 0, k, d;
	unsigned v = 0;

	while (i < n && s[i] == '_')
		i++;
	for (k = 0; pre[k]; k++) {
		size_t pl = strlen(pre[k]);

		if (n - i >= pl && !memcmp(s + i, pre[k], pl) &&
		    i + pl < n && isdigit((unsigned char)s[i + pl]))
			break;
	}
	if (!pre[k])
		return 0;
	i += strlen(pre[k]);
	for (d = i; i < n && isdigit((unsigned char)s[i]) && i - d < 2; i++)
		v = v * 10 + (unsigned)(s[i] - '0');
	if (i < n && !(n - i == 2 && s[i] == '_' && s[i + 1] == 't'))
		return 0;
	return v == 8 || v == 16 || v == 32 || v == 64 ? v / 8 : 0;
}

unsigned discover_type_bytes(const char *s, const struct lex_tok *t,
			     size_t n, int *pointer)
{
	unsigned sized = 0, chars = 0, shorts = 0, longs = 0, ints = 0, b;
	size_t i;

	*pointer = 0;
	for (i = 0; i < n; i++) {
		const struct lex_tok *k = &t[i];

		if (lex_is(s, k, "*")) {
			*pointer = 1;
			continue;
		}
		if (k->kind != LEX_IDENT)
			return 0;
		if (lex_is(s, k, "char"))
			chars++;
		else if (lex_is(s, k, "short"))
			shorts++;
		else if (lex_is(s, k, "long"))
			longs++;
		else if (lex_is(s, k, "int") || lex_is(s, k, "unsigned") ||
			 lex_is(s, k, "signed"))
			ints++;
		else if ((b = sized_name(s + k->off, k->len))) {
			if (sized && sized != b)
				return 0;
			sized = b;
		}
	}
	if (sized)
		return chars || shorts || longs || ints ? 0 : sized;
	/* LP64: long and long long are 8 bytes */
	return chars ? 1 : shorts ? 2 : longs ? 8 : ints ? 4 : 0;
}

static const struct {
	const char *spell;
	enum op op;
	int prec;
} binops[] = {
	{ "*", OP_MUL, 10 }, { "/", OP_DIV, 10 }, { "%", OP_MOD, 10 },
	{ "+", OP_ADD, 9 }, { "-", OP_SUB, 9 },
	{ "<<", OP_SHL, 8 }, { ">>", OP_SHR, 8 },
	{ "<", OP_LT, 7 }, { ">", OP_GT, 7 }, { "<=", OP_LE, 7 },
	{ ">=", OP_GE, 7 },
	{ "==", OP_EQ, 6 }, { "!=", OP_NE, 6 },
	{ "&", OP_AND, 5 }, { "^", OP_XOR, 4 }, { "|", OP_OR, 3 },
	{ "&&", OP_LAND, 2 }, { "||", OP_LOR, 1 },
	{ NULL, OP_NONE, 0 }
};

/* `x OP= y` is `x = x OP y`; OP_NONE for a plain `=`. */
static const struct {
	const char *spell;
	enum op op;
} assignops[] = {
	{ "=", OP_NONE }, { "|=", OP_OR }, { "&=", OP_AND }, { "^=", OP_XOR },
	{ "+=", OP_ADD }, { "-=", OP_SUB }, { "<<=", OP_SHL },
	{ ">>=", OP_SHR }, { "*=", OP_MUL }, { "/=", OP_DIV },
	{ "%=", OP_MOD }, { NULL, OP_NONE }
};

static int is(const struct parser *ps, const char *w)
{
	return ps->i < ps->n && lex_is(ps->s, &ps->t[ps->i], w);
}

static int accept(struct parser *ps, const char *w)
{
	if (!is(ps, w))
		return 0;
	ps->i++;
	return 1;
}

static void expect(struct parser *ps, const char *w)
{
	if (!accept(ps, w))
		ps->bad = 1;
}

int discover_same_tok(const struct parser *ps, int a, const char *name,
		      size_t len)
{
	const struct lex_tok *t = &ps->t[a];

	return t->len == len && !memcmp(ps->s + t->off, name, len);
}

int discover_param(const struct parser *ps, int tok)
{
	unsigned k;

	for (k = 0; k < ps->np; k++)
		if (discover_same_tok(ps, tok, ps->p[k].name, ps->p[k].len))
			return (int)k;
	return -1;
}

static int local_of(const struct parser *ps, int tok)
{
	unsigned k;

	for (k = 0; k < ps->nlocals; k++)
		if (discover_same_tok(ps, tok, ps->s + ps->t[ps->locals[k]].off,
			     ps->t[ps->locals[k]].len))
			return (int)k;
	return -1;
}

static int new_node(struct parser *ps, enum nkind kind)
{
	struct node *n;

	if (ps->nr == DISCOVER_MAX_NODES) {
		ps->bad = 1;
		return -1;
	}
	n = &ps->nodes[ps->nr];
	memset(n, 0, sizeof(*n));
	n->kind = (unsigned char)kind;
	n->tok = n->a = n->b = n->c = n->next = -1;
	return (int)ps->nr++;
}

static int enter(struct parser *ps)
{
	if (ps->bad || ++ps->depth > DISCOVER_MAX_DEPTH) {
		ps->bad = 1;
		return 0;
	}
	return 1;
}

static int leave(struct parser *ps, int node)
{
	ps->depth--;
	return ps->bad ? -1 : node;
}

static const char *const type_words[] = {
	"unsigned", "signed", "char", "short", "int", "long", "const",
	"volatile", "struct", "union", "enum", "void", "_Bool", "float",
	"double", "static", "inline", "register", NULL
};

static int is_type_word(const struct parser *ps, size_t i)
{
	unsigned k;

	for (k = 0; type_words[k]; k++)
		if (lex_is(ps->s, &ps->t[i], type_words[k]))
			return 1;
	return 0;
}

/*
 * Does `(` at ps->i open a cast?  Its contents are words and stars, no
 * parameter or local among them, one word at least, and an operand
 * follows the `)`.
 */
static size_t cast_end(const struct parser *ps)
{
	size_t i = ps->i + 1, words = 0;

	for (; i < ps->n && !lex_is(ps->s, &ps->t[i], ")"); i++) {
		if (lex_is(ps->s, &ps->t[i], "*"))
			continue;
		if (ps->t[i].kind != LEX_IDENT ||
		    discover_param(ps, (int)i) >= 0 || local_of(ps, (int)i) >= 0)
			return 0;
		words++;
	}
	if (i + 1 >= ps->n || !words)
		return 0;
	if (words == 1 && !is_type_word(ps, ps->i + 1) &&
	    !sized_name(ps->s + ps->t[ps->i + 1].off, ps->t[ps->i + 1].len)) {
		/* `(x)` of an unknown name: a cast only before an operand */
		const struct lex_tok *nx = &ps->t[i + 1];

		if (nx->kind != LEX_IDENT && nx->kind != LEX_NUMBER &&
		    !lex_is(ps->s, nx, "(") && !lex_is(ps->s, nx, "~") &&
		    !lex_is(ps->s, nx, "!"))
			return 0;
	}
	return i;
}

/* Node `n` after `*last` in the list of `parent`'s children. */
static void append(struct parser *ps, int parent, int *last, int n)
{
	if (*last < 0)
		ps->nodes[parent].a = n;
	else
		ps->nodes[*last].next = n;
	*last = n;
}

static int parse_expr(struct parser *ps);
static int parse_assign(struct parser *ps);
static int parse_unary(struct parser *ps);
static int parse_stmt(struct parser *ps);

static uint64_t number(const char *s, size_t n, int *ok)
{
	char buf[40];
	char *end;
	uint64_t v;

	*ok = 0;
	if (n >= sizeof(buf))
		return 0;
	memcpy(buf, s, n);
	buf[n] = '\0';
	v = strtoull(buf, &end, 0);
	while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
		end++;
	*ok = !*end;
	return v;
}

static int parse_block(struct parser *ps);

static int parse_primary(struct parser *ps)
{
	const struct lex_tok *t;
	int r, ok;

	if (!enter(ps))
		return -1;
	if (ps->i >= ps->n) {
		ps->bad = 1;
		return leave(ps, -1);
	}
	t = &ps->t[ps->i];
	if (lex_is(ps->s, t, "(")) {
		ps->i++;
		if (is(ps, "{")) {	/* ({ ... }) */
			r = new_node(ps, N_STMTEXPR);
			if (r >= 0)
				ps->nodes[r].a = parse_block(ps);
		} else {
			r = parse_expr(ps);
		}
		expect(ps, ")");
		return leave(ps, r);
	}
	if (t->kind == LEX_IDENT && lex_is(ps->s, t, "sizeof")) {
		ps->i++;
		r = new_node(ps, N_OPAQUE);
		if (is(ps, "(") && cast_end(ps))
			ps->i = cast_end(ps) + 1;
		else
			parse_unary(ps);
		return leave(ps, r);
	}
	if (t->kind == LEX_IDENT) {
		r = new_node(ps, N_IDENT);
		if (r >= 0)
			ps->nodes[r].tok = (int)ps->i;
		ps->i++;
		return leave(ps, r);
	}
	if (t->kind == LEX_NUMBER) {
		r = new_node(ps, N_NUM);
		if (r >= 0) {
			ps->nodes[r].num = number(ps->s + t->off, t->len, &ok);
			if (!ok)
				ps->nodes[r].kind = N_OPAQUE;
		}
		ps->i++;
		return leave(ps, r);
	}
	if (t->kind == LEX_STRING) {
		ps->i++;
		return leave(ps, new_node(ps, N_OPAQUE));
	}
	ps->bad = 1;
	return leave(ps, -1);
}

static int parse_postfix(struct parser *ps)
{
	int r, n, last;

	if (!enter(ps))
		return -1;
	r = parse_primary(ps);
	while (!ps->bad) {
		if (accept(ps, "[")) {
			n = new_node(ps, N_INDEX);
			if (n < 0)
				break;
			ps->nodes[n].a = r;
			ps->nodes[n].b = parse_expr(ps);
			expect(ps, "]");
			r = n;
		} else if (is(ps, "(")) {
			if (ps->nodes[r].kind != N_IDENT) {
				ps->bad = 1;
				break;
			}
			ps->i++;
			ps->nodes[r].kind = N_CALL;
			last = -1;
			while (!ps->bad && !accept(ps, ")")) {
				n = parse_assign(ps);
				if (n < 0)
					break;
				append(ps, r, &last, n);
				if (!is(ps, ")"))
					expect(ps, ",");
			}
			/* a helper an earlier series typed: the compiler's body */
			n = ps->nodes[r].a;
			if (!ps->bad && n >= 0 && ps->nodes[n].next >= 0 &&
			    discover_same_tok(ps, ps->nodes[r].tok,
					      HELPER_CHECKED,
					      strlen(HELPER_CHECKED)))
				r = ps->nodes[n].next;
		} else if (is(ps, "++") || is(ps, "--")) {
			n = new_node(ps, N_POST);
			if (n < 0)
				break;
			ps->nodes[n].op = is(ps, "++") ? OP_INC : OP_DEC;
			ps->nodes[n].a = r;
			ps->i++;
			r = n;
		} else if (is(ps, ".") || is(ps, "->")) {
			ps->i++;
			if (ps->i >= ps->n || ps->t[ps->i].kind != LEX_IDENT) {
				ps->bad = 1;
				break;
			}
			ps->i++;
			n = new_node(ps, N_OPAQUE);
			if (n < 0)
				break;
			ps->nodes[n].a = r;
			r = n;
		} else {
			break;
		}
	}
	return leave(ps, r);
}

static int parse_unary(struct parser *ps)
{
	static const struct {
		const char *spell;
		enum op op;
	} un[] = {
		{ "*", OP_DEREF }, { "&", OP_ADDR }, { "~", OP_NOT },
		{ "!", OP_LNOT }, { "-", OP_NEG }, { "+", OP_PLUS },
		{ "++", OP_INC }, { "--", OP_DEC }, { NULL, OP_NONE }
	};
	size_t end;
	int r, k, ptr;

	if (!enter(ps))
		return -1;
	for (k = 0; un[k].spell; k++)
		if (is(ps, un[k].spell))
			break;
	if (un[k].spell) {
		ps->i++;
		r = new_node(ps, N_UNARY);
		if (r >= 0) {
			ps->nodes[r].op = un[k].op;
			ps->nodes[r].a = parse_unary(ps);
		}
		return leave(ps, r);
	}
	if (is(ps, "(") && (end = cast_end(ps))) {
		r = new_node(ps, N_CAST);
		if (r >= 0) {
			const struct lex_tok *type = ps->t + ps->i + 1;

			ps->nodes[r].tbytes = discover_type_bytes(
				ps->s, type, end - ps->i - 1, &ptr);
			ps->nodes[r].tptr = (unsigned char)ptr;
			ps->i = end + 1;
			ps->nodes[r].a = parse_unary(ps);
		}
		return leave(ps, r);
	}
	return leave(ps, parse_postfix(ps));
}

static int binop(const struct parser *ps, int *prec)
{
	int k;

	if (ps->i >= ps->n || ps->t[ps->i].kind != LEX_PUNCT)
		return OP_NONE;
	for (k = 0; binops[k].spell; k++)
		if (lex_is(ps->s, &ps->t[ps->i], binops[k].spell)) {
			*prec = binops[k].prec;
			return binops[k].op;
		}
	return OP_NONE;
}

/* Precedence climbing: a chain of one level loops, it does not recurse. */
static int parse_binary(struct parser *ps, int min)
{
	int lhs, prec = 0, op, n;

	if (!enter(ps))
		return -1;
	lhs = parse_unary(ps);
	while (!ps->bad && (op = binop(ps, &prec)) != OP_NONE && prec >= min) {
		ps->i++;
		n = new_node(ps, N_BIN);
		if (n < 0)
			break;
		ps->nodes[n].op = (unsigned char)op;
		ps->nodes[n].a = lhs;
		ps->nodes[n].b = parse_binary(ps, prec + 1);
		lhs = n;
	}
	return leave(ps, lhs);
}

static int parse_cond(struct parser *ps)
{
	int c, r;

	if (!enter(ps))
		return -1;
	c = parse_binary(ps, 1);
	if (!accept(ps, "?"))
		return leave(ps, c);
	r = new_node(ps, N_COND);
	if (r >= 0) {
		ps->nodes[r].a = c;
		ps->nodes[r].b = parse_expr(ps);
		expect(ps, ":");
		ps->nodes[r].c = parse_cond(ps);
	}
	return leave(ps, r);
}

static int parse_assign(struct parser *ps)
{
	int lhs, r, k;

	if (!enter(ps))
		return -1;
	lhs = parse_cond(ps);
	for (k = 0; assignops[k].spell; k++)
		if (is(ps, assignops[k].spell))
			break;
	if (!assignops[k].spell)
		return leave(ps, lhs);
	ps->i++;
	r = new_node(ps, N_ASSIGN);
	if (r >= 0) {
		ps->nodes[r].op = (unsigned char)assignops[k].op;
		ps->nodes[r].a = lhs;
		ps->nodes[r].b = parse_assign(ps);
	}
	return leave(ps, r);
}

static int parse_expr(struct parser *ps)
{
	int lhs, n;

	if (!enter(ps))
		return -1;
	lhs = parse_assign(ps);
	while (!ps->bad && accept(ps, ",")) {
		n = new_node(ps, N_COMMA);
		if (n < 0)
			break;
		ps->nodes[n].a = lhs;
		ps->nodes[n].b = parse_assign(ps);
		lhs = n;
	}
	return leave(ps, lhs);
}

/*
 * A declaration starts with two words in a row (`u32 x`, `unsigned
 * int`), a type word, or a word, stars and a name (`u8 *p`).
 */
static int is_declaration(const struct parser *ps)
{
	size_t i = ps->i;

	if (i + 1 >= ps->n || ps->t[i].kind != LEX_IDENT ||
	    discover_param(ps, (int)i) >= 0 || local_of(ps, (int)i) >= 0 ||
	    lex_is(ps->s, &ps->t[i], "return") ||
	    lex_is(ps->s, &ps->t[i], "sizeof"))
		return 0;
	if (is_type_word(ps, i) || ps->t[i + 1].kind == LEX_IDENT)
		return 1;
	while (++i < ps->n && lex_is(ps->s, &ps->t[i], "*"))
		;
	return i > ps->i + 1 && i + 1 < ps->n &&
	       ps->t[i].kind == LEX_IDENT &&
	       (lex_is(ps->s, &ps->t[i + 1], "=") ||
		lex_is(ps->s, &ps->t[i + 1], ";"));
}

static int parse_declaration(struct parser *ps)
{
	size_t start = ps->i, name;
	int r, ptr;

	while (ps->i < ps->n && (ps->t[ps->i].kind == LEX_IDENT ||
				 is(ps, "*")))
		ps->i++;
	name = ps->i - 1;
	if (name <= start || ps->t[name].kind != LEX_IDENT ||
	    ps->nlocals == DISCOVER_MAX_LOCALS) {
		ps->bad = 1;
		return -1;
	}
	r = new_node(ps, S_DECL);
	if (r < 0)
		return -1;
	ps->nodes[r].tok = (int)name;
	ps->nodes[r].tbytes = discover_type_bytes(ps->s, ps->t + start,
						  name - start, &ptr);
	ps->nodes[r].tptr = (unsigned char)ptr;
	if (accept(ps, "="))
		ps->nodes[r].a = parse_assign(ps);
	expect(ps, ";");
	ps->locals[ps->nlocals++] = (int)name;
	return r;
}

static int parse_block(struct parser *ps)
{
	int r, last = -1, n;

	if (!enter(ps))
		return -1;
	expect(ps, "{");
	r = new_node(ps, S_BLOCK);
	while (!ps->bad && r >= 0 && !accept(ps, "}")) {
		if (ps->i >= ps->n) {
			ps->bad = 1;
			break;
		}
		n = parse_stmt(ps);
		if (n < 0)
			break;
		append(ps, r, &last, n);
	}
	return leave(ps, r);
}

static int parse_stmt(struct parser *ps)
{
	int r;

	if (!enter(ps))
		return -1;
	if (is(ps, "{"))
		return leave(ps, parse_block(ps));
	if (accept(ps, ";"))
		return leave(ps, new_node(ps, S_EMPTY));
	if (accept(ps, "return")) {
		r = new_node(ps, S_RETURN);
		if (r >= 0 && !is(ps, ";"))
			ps->nodes[r].a = parse_expr(ps);
		expect(ps, ";");
		return leave(ps, r);
	}
	if (accept(ps, "if")) {
		r = new_node(ps, S_IF);
		if (r < 0)
			return leave(ps, r);
		expect(ps, "(");
		ps->nodes[r].a = parse_expr(ps);
		expect(ps, ")");
		ps->nodes[r].b = parse_stmt(ps);
		if (accept(ps, "else"))
			ps->nodes[r].c = parse_stmt(ps);
		return leave(ps, r);
	}
	if (accept(ps, "do")) {
		r = new_node(ps, S_DO);
		if (r < 0)
			return leave(ps, r);
		ps->nodes[r].a = parse_stmt(ps);
		expect(ps, "while");
		expect(ps, "(");
		ps->nodes[r].b = parse_expr(ps);
		expect(ps, ")");
		/* a macro's do-while leaves its `;` to the caller */
		accept(ps, ";");
		return leave(ps, r);
	}
	if (is_declaration(ps))
		return leave(ps, parse_declaration(ps));
	r = new_node(ps, S_EXPR);
	if (r >= 0)
		ps->nodes[r].a = parse_expr(ps);
	expect(ps, ";");
	return leave(ps, r);
}

int discover_parse(struct parser *ps, int block)
{
	int r;

	if (block) {
		r = parse_block(ps);
	} else if (is(ps, "do") || is(ps, "{")) {
		r = parse_stmt(ps);
	} else {
		/* an expression is what a macro "returns" */
		r = new_node(ps, S_RETURN);
		if (r >= 0)
			ps->nodes[r].a = parse_expr(ps);
	}
	if (ps->i != ps->n)
		ps->bad = 1;
	return ps->bad ? -1 : r;
}
