/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_DISCOVER_INTERNAL_H
#define INFER_DISCOVER_INTERNAL_H

/*
 * The parse tree discover-parse.c makes of a body and discover-expr.c
 * evaluates: nodes in one array, children and list links as indices
 * (-1: none), parentheses dropped.  A parser lives for one body.
 */
#include <stdint.h>

#include "infer/discover.h"

enum op {
	OP_NONE,
	OP_MUL, OP_DIV, OP_MOD, OP_ADD, OP_SUB, OP_SHL, OP_SHR,
	OP_LT, OP_GT, OP_LE, OP_GE, OP_EQ, OP_NE,
	OP_AND, OP_XOR, OP_OR, OP_LAND, OP_LOR,
	OP_DEREF, OP_ADDR, OP_NOT, OP_LNOT, OP_NEG, OP_PLUS, OP_INC, OP_DEC,
};

enum nkind {
	N_IDENT,	/* tok */
	N_NUM,		/* num */
	N_CALL,		/* tok(callee), a: first argument, linked by next */
	N_CAST,		/* tbytes, tptr; a */
	N_UNARY,	/* op; a */
	N_POST,		/* op (OP_INC, OP_DEC); a */
	N_BIN,		/* op; a, b */
	N_ASSIGN,	/* op (OP_NONE: plain); a, b */
	N_COND,		/* a ? b : c */
	N_INDEX,	/* a[b] */
	N_COMMA,	/* a, b */
	N_OPAQUE,	/* a value we do not follow */
	N_STMTEXPR,	/* ({ a }) */
	S_RETURN,	/* a or -1 */
	S_EXPR,		/* a */
	S_IF,		/* if (a) b else c */
	S_BLOCK,	/* a: first statement, linked by next */
	S_DECL,		/* tok: the name; tbytes; a: initialiser or -1 */
	S_DO,		/* do a while (b) */
	S_EMPTY,
};

struct node {
	unsigned char kind, op;
	unsigned char tptr;
	unsigned tbytes;
	int tok;
	int a, b, c, next;
	uint64_t num;
};

#define DISCOVER_MAX_LOCALS 8

struct parser {
	const char *s;
	const struct lex_tok *t;
	size_t n, i;
	struct node nodes[DISCOVER_MAX_NODES];
	unsigned nr;
	unsigned depth;
	int bad;
	const struct dparam *p;
	unsigned np;
	int locals[DISCOVER_MAX_LOCALS];	/* tokens of the names declared so far */
	unsigned nlocals;
};

/*
 * Parse ps->t[0..ps->n) (ps->s, ps->p and ps->np set, the rest zero): a
 * function's { body } with `block`, else a macro's replacement list,
 * whose expression, if it is one, becomes a return statement.  The
 * root's index, or -1 when the body is not C this parser reads.
 */
int discover_parse(struct parser *ps, int block);
/* The parameter token `tok` names, or -1. */
int discover_param(const struct parser *ps, int tok);
/* Does token `tok` spell name[0..len)? */
int discover_same_tok(const struct parser *ps, int tok, const char *name,
		      size_t len);

#endif
