// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fields declared once per branch of a conditional inside one struct:
 *
 *	struct doorbell {
 *	#if defined(__BIG_ENDIAN)
 *		u16 prod;
 *		u8 zero_fill;
 *	#elif defined(__LITTLE_ENDIAN)
 *		u8 zero_fill;
 *		u16 prod;
 *	#endif
 *	};
 *
 * The analysis sees the branch this build compiles; the code that reads
 * `prod` is the same whichever branch declares it, so the other
 * branch's `u16 prod;` has the byte order of this one's.  A series that
 * annotates only the live branch leaves the header half converted, and
 * spatch, which matches every branch, makes both.  Here an edit of a
 * field in one branch gets a twin edit in each other branch of the same
 * #if that declares a field with the same tokens (the same type, name
 * and declarator), at the top level of that branch.
 */
#include <stdlib.h>
#include <string.h>

#include "lib/lex.h"
#include "lib/vec.h"
#include "lib/xalloc.h"
#include "rewrite/twins.h"

/* A branch of a conditional: its text, from past its directive line. */
struct branch {
	size_t start, end;
	size_t group;		/* which #if .. #endif it belongs to */
};

/* A statement at the top level of a branch: its tokens, to the ';'. */
struct stmt {
	size_t first, nr;	/* tokens of the branch's token list */
};

typedef VEC(struct branch) branch_vec;
typedef VEC(struct lex_tok) tok_vec;
typedef VEC(struct stmt) stmt_vec;
typedef VEC(struct edit) edit_vec;

/* The directive at `off` (the '#' of a line): "if", "elif" ... or NULL. */
static const char *directive(const char *text, size_t len, size_t off)
{
	static const char *const names[] = {
		"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef",
		"else", "endif", NULL
	};
	struct lex_tok t;
	size_t i;

	off++;
	lex_next(text, len, &off, &t, 1);
	if (t.kind != LEX_IDENT)
		return NULL;
	for (i = 0; names[i]; i++)
		if (lex_is(text, &t, names[i]))
			return names[i];
	return NULL;
}

/*
 * The branches of every conditional of `text`, in order.  A file whose
 * conditionals do not nest (an #endif too many, an #if left open) has
 * none: what its branches are is not clear.
 */
static void find_branches(const char *text, size_t len, branch_vec *out)
{
	VEC(size_t) open = { NULL, 0, 0 };	/* into out: the open branch */
	size_t off = 0, groups = 0;
	int bol = 1, bad = 0;

	while (off < len && !bad) {
		struct lex_tok t;
		const char *d;

		lex_next(text, len, &off, &t, 1);
		if (t.kind == LEX_EOF)
			break;
		if (t.kind == LEX_NEWLINE) {
			bol = 1;
			continue;
		}
		if (!bol || !lex_is(text, &t, "#")) {
			bol = 0;
			continue;
		}
		d = directive(text, len, t.off);
		off = lex_line_end(text, len, t.off);
		bol = 1;
		if (!d)
			continue;
		if (d[0] == 'i' && d[1] == 'f') {
			struct branch b = { off, len, groups++ };

			VEC_PUSH(*out, b);
			VEC_PUSH(open, out->nr - 1);
		} else if (!open.nr) {
			bad = 1;
		} else {
			struct branch *cur = &out->v[open.v[open.nr - 1]];

			cur->end = t.off;
			if (!strcmp(d, "endif")) {
				open.nr--;
			} else {
				struct branch b = { off, len, cur->group };

				VEC_PUSH(*out, b);
				open.v[open.nr - 1] = out->nr - 1;
			}
		}
	}
	if (bad || open.nr)
		out->nr = 0;
	VEC_FREE(open);
}

/*
 * The code tokens of `b` (directive lines left out, so those of nested
 * conditionals' every branch are in) into `toks`, and its statements at
 * brace depth 0 into `stmts`.  -1 when its braces do not balance: then
 * its top level is not clear.
 */
static int branch_stmts(const char *text, const struct branch *b,
			tok_vec *toks, stmt_vec *stmts)
{
	size_t off = b->start, first = 0;
	int bol = 1, depth = 0;

	toks->nr = stmts->nr = 0;
	for (;;) {
		struct lex_tok t;

		lex_next_code(text, b->end, &off, &t, &bol);
		if (t.kind == LEX_EOF)
			break;
		VEC_PUSH(*toks, t);
		if (lex_is(text, &t, "{")) {
			depth++;
		} else if (lex_is(text, &t, "}")) {
			if (--depth < 0)
				return -1;
			if (!depth)
				first = toks->nr;
		} else if (!depth && lex_is(text, &t, ";")) {
			struct stmt s = { first, toks->nr - first };

			VEC_PUSH(*stmts, s);
			first = toks->nr;
		}
	}
	return depth ? -1 : 0;
}

/* May the edit `e` have twins: a field's type, one token run of it? */
static int twinnable(const struct edit *e)
{
	return e->decl && e->decl->kind == DECL_FIELD && !e->fix &&
	       !e->typing && !e->twin && e->len &&
	       !strchr(e->text, ';') && !strchr(e->text, '\n');
}

/*
 * Twins of the edits of `ef` in branch `live` (token list `lt`,
 * statements `ls`), in the other branches of its group.
 */
static void twins_in(struct edit_file *ef, const branch_vec *br, size_t live,
		     const tok_vec *lt, const stmt_vec *ls, edit_vec *out)
{
	tok_vec ot = { NULL, 0, 0 };
	stmt_vec os = { NULL, 0, 0 };
	size_t nr = ef->edits.nr, i, j, k, m;

	for (k = 0; k < br->nr; k++) {
		if (k == live || br->v[k].group != br->v[live].group ||
		    branch_stmts(ef->orig, &br->v[k], &ot, &os))
			continue;
		for (i = 0; i < nr; i++) {
			const struct edit *e = &ef->edits.v[i];
			const struct stmt *s = NULL;
			size_t at = 0, n;

			if (!twinnable(e) || e->off < br->v[live].start ||
			    e->off >= br->v[live].end)
				continue;
			/* its statement, and the type's first token in it */
			for (j = 0; j < ls->nr && !s; j++)
				for (m = 0; m < ls->v[j].nr; m++)
					if (lt->v[ls->v[j].first + m].off ==
					    e->off) {
						s = &ls->v[j];
						at = m;
						break;
					}
			if (!s)
				continue;
			for (j = 0; j < os.nr; j++) {
				const struct lex_tok *o = ot.v + os.v[j].first;
				struct edit twin;

				if (os.v[j].nr != s->nr ||
				    !lex_same(ef->orig, lt->v + s->first, o,
					      s->nr))
					continue;
				twin = *e;
				twin.off = (uint32_t)o[at].off;
				twin.text = xstrdup(e->text);
				twin.type = e->type ? xstrdup(e->type) : NULL;
				twin.twin = 1;
				/*
				 * a type of several words: as many words,
				 * counted where the edit is, for blanks and
				 * comments between them may differ
				 */
				for (n = at; n < s->nr &&
				     lt->v[s->first + n].off < e->off + e->len;
				     n++)
					;
				twin.len = (uint32_t)(o[n - 1].off +
						      o[n - 1].len - o[at].off);
				VEC_PUSH(*out, twin);
			}
		}
	}
	VEC_FREE(ot);
	VEC_FREE(os);
}

void twins_plan(struct edit_set *set)
{
	size_t i, b, j;

	for (i = 0; i < set->files.nr; i++) {
		struct edit_file *ef = &set->files.v[i];
		branch_vec br = { NULL, 0, 0 };
		edit_vec twins = { NULL, 0, 0 };
		tok_vec lt = { NULL, 0, 0 };
		stmt_vec ls = { NULL, 0, 0 };

		for (j = 0; j < ef->edits.nr && !twinnable(&ef->edits.v[j]);
		     j++)
			;
		if (j == ef->edits.nr)
			continue;
		find_branches(ef->orig, ef->orig_len, &br);
		for (b = 0; b < br.nr; b++) {
			for (j = 0; j < ef->edits.nr; j++)
				if (twinnable(&ef->edits.v[j]) &&
				    ef->edits.v[j].off >= br.v[b].start &&
				    ef->edits.v[j].off < br.v[b].end)
					break;
			if (j == ef->edits.nr ||
			    branch_stmts(ef->orig, &br.v[b], &lt, &ls))
				continue;
			twins_in(ef, &br, b, &lt, &ls, &twins);
		}
		/* a place already edited keeps its edit */
		for (j = 0; j < twins.nr; j++) {
			const struct edit *t = &twins.v[j];
			size_t k;

			for (k = 0; k < ef->edits.nr; k++)
				if (ef->edits.v[k].off < t->off + t->len &&
				    t->off < ef->edits.v[k].off +
					     ef->edits.v[k].len)
					break;
			if (k < ef->edits.nr) {
				free(t->text);
				free(t->type);
				continue;
			}
			edit_insert(ef, *t, 0);
		}
		VEC_FREE(twins);
		VEC_FREE(lt);
		VEC_FREE(ls);
		VEC_FREE(br);
	}
}
