// SPDX-License-Identifier: GPL-2.0-only
/*
 * The SmPL writer: one named spatch rule per edited declaration, in the
 * shapes measured in docs/coccinelle-recipes.md.  The rules are read off
 * the file text around each edit (lib/lex.c tokens), so they spell the
 * declaration exactly as written.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "infer/facts.h"
#include "infer/solve.h"
#include "lib/diag.h"
#include "lib/file.h"
#include "lib/lex.h"
#include "lib/sort.h"
#include "lib/strbuf.h"
#include "lib/vec.h"
#include "lib/xalloc.h"
#include "rewrite/cocci.h"
#include "rewrite/diff.h"
#include "rewrite/edits.h"

/* The tokens of one file, preprocessor directives left out. */
struct toks {
	const char *text;
	size_t len;
	VEC(struct lex_tok) v;
};

struct smpl_rule {
	const char *file;	/* relative path */
	uint32_t line, col;
	int constrained;	/* a line constraint: runs first */
	int in_file;		/* depends on file in FILE */
	char *base;		/* its name before duplicates are numbered */
	const char *declares;	/* a typedef rule: the name it declares */
	struct strbuf meta;	/* metavariable lines, without typedefs */
	struct strbuf body;	/* the pattern */
};

struct only {
	const char *file;
	uint32_t line, col;
	uint32_t last;		/* the change's last line, past `line` or 0 */
	char *name;
	const char *why;
};

/* A function or global name and where it is declared. */
struct nref {
	const char *name;	/* first: lower_bound_name() */
	uint32_t file, slot;
};

struct nrefs {
	struct nref *v;
	size_t nr, alloc;
};

struct writer {
	const struct facts *f;
	const struct solution *s;
	VEC(struct smpl_rule) rules;
	VEC(struct only) only;
	VEC(char *) types;		/* names spatch must know as types */
	VEC(char *) fns;		/* "file\tfn" with a constrained rule */
	VEC(const struct fdecl *) locals;	/* by file, scope, name */
	struct nrefs fnrefs;		/* functions, by their declarations */
	struct nrefs globals;		/* global variables */
	size_t kinds[DECL_CAST + 1];
	int conf;			/* lowest confidence, -1: none */
	int in_file;			/* a rule depends on its file */
	size_t nr_fixes;		/* conversions a fix adds (diff-only) */
	const char *anchor;		/* the first struct, else file */
	int anchor_is_struct;
};

/* ---------------------------------------------------------------- tokens */

static void tokenize(const char *text, size_t len, struct toks *t)
{
	struct lex_tok tok;
	size_t off = 0;
	int bol = 1;

	t->text = text;
	t->len = len;
	for (;;) {
		lex_next_code(text, len, &off, &tok, &bol);
		if (tok.kind == LEX_EOF)
			break;
		VEC_PUSH(t->v, tok);
	}
}

/* The index of the token starting at `off`, or t->v.nr. */
static size_t tok_at(const struct toks *t, size_t off)
{
	size_t lo = 0, hi = t->v.nr;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (t->v.v[mid].off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < t->v.nr && t->v.v[lo].off == off ? lo : t->v.nr;
}

static int is(const struct toks *t, size_t i, const char *s)
{
	return i < t->v.nr && lex_is(t->text, &t->v.v[i], s);
}

static int is_ident(const struct toks *t, size_t i)
{
	return i < t->v.nr && t->v.v[i].kind == LEX_IDENT;
}

static int is_one_of(const struct toks *t, size_t i, const char *const *words)
{
	for (; *words; words++)
		if (is(t, i, *words))
			return 1;
	return 0;
}

/* Append token `i` to `sb`. */
static void add_tok(const struct toks *t, size_t i, struct strbuf *sb)
{
	strbuf_add(sb, t->text + t->v.v[i].off, t->v.v[i].len);
}

/* Is token `i` spelled as one of the tokens [from, i)? */
static int seen_before(const struct toks *t, size_t from, size_t i)
{
	for (; from < i; from++)
		if (t->v.v[from].len == t->v.v[i].len &&
		    !memcmp(t->text + t->v.v[from].off,
			    t->text + t->v.v[i].off, t->v.v[i].len))
			return 1;
	return 0;
}

/* Words that may stand before the type token and are spelled in rules. */
static const char *const pre_words[] = {
	"const", "volatile", "static", "extern", "inline", "__inline",
	"__inline__", "register", "typedef", "__const", "__volatile__",
	"_Thread_local", "__thread", "__extension__", NULL
};

/* Words that may stand between the type and the name. */
static const char *const decl_words[] = {
	"const", "volatile", "restrict", "__restrict", "__restrict__",
	"__const", NULL
};

/* sparse's address spaces: SmPL must be told they are attributes */
static const char *const attr_words[] = {
	"__user", "__iomem", "__percpu", "__rcu", "__kernel", NULL
};

/*
 * SmPL's own words: spatch cannot parse them as a `symbol` (`symbol
 * name;` is a parse error), and some not as C in a rule's body either.
 * A declaration of such a name is matched through a metavariable.
 */
static const char *const smpl_words[] = {
	"when", "name", "symbol", "identifier", "type", "expression",
	"statement", "parameter", "constant", "function", "local", "list",
	"fresh", "position", "typedef", "declarer", "iterator", "attribute",
	"field", "initializer", "declaration", "format", "idexpression",
	"binary", "assignment", "operator", "error", "virtual", "script",
	"depends", "exists", "forall", "using", "disable", "any", "strict",
	"never", "ever", "words", "metavariable", "global", "merge", NULL
};

/* C's words an array size may hold, which no `symbol` may name */
static const char *const c_keywords[] = {
	"sizeof", "typeof", "__typeof__", "__typeof", "_Alignof", "alignof",
	"__alignof__", "struct", "union", "enum", NULL
};

static const char *const c_type_words[] = {
	"unsigned", "signed", "int", "short", "long", "char", NULL
};

/* The tokens [from, to) as C, one space only between two words. */
static void render(const struct toks *t, size_t from, size_t to,
		   struct strbuf *sb)
{
	size_t i;

	for (i = from; i < to; i++) {
		const struct lex_tok *k = &t->v.v[i];
		int word = k->kind == LEX_IDENT || k->kind == LEX_NUMBER;

		if (i > from) {
			const struct lex_tok *p = &t->v.v[i - 1];
			int pword = p->kind == LEX_IDENT ||
				    p->kind == LEX_NUMBER;

			if (pword && (word || lex_is(t->text, k, "*")))
				strbuf_addch(sb, ' ');
		}
		strbuf_add(sb, t->text + k->off, k->len);
	}
}

/* Past the bracket, brace or parenthesis group opening at `i`. */
static size_t skip_group(const struct toks *t, size_t i)
{
	int depth = 0;

	for (; i < t->v.nr; i++) {
		if (is(t, i, "(") || is(t, i, "[") || is(t, i, "{"))
			depth++;
		else if (is(t, i, ")") || is(t, i, "]") || is(t, i, "}"))
			depth--;
		if (!depth)
			return i + 1;
	}
	return t->v.nr;
}

/*
 * From token `i` on, the index of the first ';' or ',' outside any group
 * (or of a ')' or '}' closing an outer one).
 */
static size_t decl_end(const struct toks *t, size_t i)
{
	while (i < t->v.nr) {
		if (is(t, i, "(") || is(t, i, "[") || is(t, i, "{"))
			i = skip_group(t, i);
		else if (is(t, i, ";") || is(t, i, ",") || is(t, i, ")") ||
			 is(t, i, "}"))
			return i;
		else
			i++;
	}
	return i;
}

/* ---------------------------------------------------------------- records */

struct level {
	struct strbuf head, tail;
};

struct levels {
	struct level *v;
	size_t nr, alloc;
};

/* `} NAME;` of the tokens from '}' at `close` to ';' at `end`. */
static void tail(const struct toks *t, size_t close, size_t end,
		 struct strbuf *sb)
{
	strbuf_addch(sb, '}');
	if (close + 1 < end) {
		strbuf_addch(sb, ' ');
		render(t, close + 1, end, sb);
	}
	strbuf_addch(sb, ';');
}

/*
 * The record enclosing token `i`: its '{' in *open, the first token of
 * its head in *start.  Returns -1 when `i` is not inside braces, -2 when
 * the braces are not a record's (a function body, an initializer) or its
 * head is not `[typedef] struct|union [NAME] {`.
 */
static int enclosing_record(const struct toks *t, size_t i, size_t *open,
			    size_t *start)
{
	int depth = 0;
	size_t o = i, h;

	for (;;) {
		if (!o)
			return -1;
		o--;
		if (is(t, o, "}")) {
			depth++;
		} else if (is(t, o, "{")) {
			/* extern "C" { ... } is no scope */
			if (!depth && o >= 2 &&
			    t->v.v[o - 1].kind == LEX_STRING &&
			    is(t, o - 2, "extern"))
				continue;
			if (!depth)
				break;
			depth--;
		}
	}
	h = o;
	if (h && is_ident(t, h - 1) && !is(t, h - 1, "struct") &&
	    !is(t, h - 1, "union"))
		h--;
	if (!h || !(is(t, h - 1, "struct") || is(t, h - 1, "union")))
		return -2;
	h--;
	if (h && is(t, h - 1, "typedef"))
		h--;
	*open = o;
	*start = h;
	return 0;
}

/*
 * Does tokens [from, to) hold an __attribute__ list spatch cannot match
 * a struct with: more than one attribute, or one with arguments
 * (`} __attribute__ ((packed, may_alias));`, `aligned(4)`)?  Coccinelle
 * 1.1 then leaves the whole definition alone.
 */
static int hard_attributes(const struct toks *t, size_t from, size_t to)
{
	size_t k;
	int depth = 0, in = 0;

	for (k = from; k < to; k++) {
		if (is(t, k, "__attribute__") || is(t, k, "__attribute")) {
			in = 1;
			depth = 0;
		} else if (in && is(t, k, "(")) {
			if (++depth > 2)
				return 1;
		} else if (in && is(t, k, ")")) {
			if (--depth == 0)
				in = 0;
		} else if (in && is(t, k, ",")) {
			return 1;
		}
	}
	return 0;
}

/*
 * One record of the chain around a field: its '{' at `open`, its head
 * from `start`.  The outermost (`outermost`) must be `struct NAME {`
 * (its name goes to `outer`; the pattern ends `};` even for a typedef
 * or a variable declared with it) or `typedef struct { } NAME;`.  A
 * nested one is written as the file spells it, when what follows its
 * '}' is only names and array sizes.  Returns -1 with a reason.
 */
static int record_level(const struct toks *t, size_t open, size_t start,
			int outermost, struct level *lv, struct strbuf *outer,
			const char **why)
{
	size_t close = skip_group(t, open) - 1, end, k;
	int td = is(t, start, "typedef");
	int named = !is(t, open - 1, "struct") && !is(t, open - 1, "union");

	*why = "its struct is not spelled `struct NAME {`";
	if (close >= t->v.nr || !is(t, close, "}"))
		return -1;
	for (end = close + 1; end < t->v.nr && !is(t, end, ";"); end++)
		;
	if (end >= t->v.nr)
		return -1;
	if (hard_attributes(t, close + 1, end)) {
		*why = "its struct's __attribute__ list is one spatch does "
		       "not match";
		return -1;
	}
	if (outermost && named) {
		render(t, td ? start + 1 : start, open, &lv->head);
		strbuf_addstr(&lv->head, " {");
		strbuf_addstr(&lv->tail, "};");
		add_tok(t, open - 1, outer);
		return 0;
	}
	if (outermost) {
		if (!td || end != close + 2 || !is_ident(t, close + 1)) {
			*why = "a field of an anonymous struct";
			return -1;
		}
		add_tok(t, close + 1, outer);
	} else {
		if (td)
			return -1;
		for (k = close + 1; k < end; k++)
			if (!is_ident(t, k) && !is(t, k, "[") &&
			    !is(t, k, "]") && t->v.v[k].kind != LEX_NUMBER)
				return -1;
	}
	render(t, start, open, &lv->head);
	strbuf_addstr(&lv->head, " {");
	tail(t, close, end, &lv->tail);
	return 0;
}

/*
 * The struct pattern around a field at token `i`: `outer` gets the name
 * of the outermost record (or its typedef), `levels` the heads and tails
 * from the outermost in.  Returns -1 with a reason.
 */
static int record_chain(const struct toks *t, size_t i, struct strbuf *outer,
			struct levels *levels, const char **why)
{
	size_t open, start, j;
	int up = enclosing_record(t, i, &open, &start);

	*why = "its struct is not spelled `struct NAME {`";
	while (!up) {
		struct level lv = { STRBUF_INIT, STRBUF_INIT };
		size_t up_open, up_start;

		up = enclosing_record(t, start, &up_open, &up_start);
		if (up == -2) {
			*why = "a struct defined inside a function";
			return -1;
		}
		if (record_level(t, open, start, up == -1, &lv, outer, why)) {
			strbuf_release(&lv.head);
			strbuf_release(&lv.tail);
			return -1;
		}
		VEC_PUSH(*levels, lv);
		open = up_open;
		start = up_start;
	}
	if (!levels->nr)
		return -1;
	/* outermost first */
	for (j = 0; j < levels->nr / 2; j++) {
		struct level tmp = levels->v[j];

		levels->v[j] = levels->v[levels->nr - 1 - j];
		levels->v[levels->nr - 1 - j] = tmp;
	}
	return 0;
}

/* ---------------------------------------------------------------- rules */

static void add_type(struct writer *w, const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < w->types.nr; i++)
		if (strlen(w->types.v[i]) == len &&
		    !strncmp(w->types.v[i], name, len))
			return;
	VEC_PUSH(w->types, xstrndup(name, len));
}

static void sanitize(struct strbuf *sb, const char *s)
{
	for (; *s; s++)
		strbuf_addch(sb, (*s >= 'a' && *s <= 'z') ||
				 (*s >= 'A' && *s <= 'Z') ||
				 (*s >= '0' && *s <= '9') ? *s : '_');
}

static int changed(const struct writer *w, const struct fdecl *d)
{
	return w->s->slot[d->slot].status == SOL_ORDER &&
	       !(d->flags & (FDECL_ANNOTATED | FDECL_OUTSIDE));
}

static void count(struct writer *w, const struct fdecl *d, const char *rel)
{
	int c = w->s->slot[d->slot].confidence;

	w->kinds[d->kind <= DECL_CAST ? d->kind : DECL_CAST]++;
	if (w->conf < 0 || c < w->conf)
		w->conf = c;
	if (d->kind == DECL_FIELD && strchr(d->scope, '(') == NULL &&
	    (!w->anchor_is_struct || strcmp(d->scope, w->anchor) < 0)) {
		w->anchor = d->scope;
		w->anchor_is_struct = 1;
	}
	if (!w->anchor)
		w->anchor = rel;
}

static void add_only(struct writer *w, const char *rel, uint32_t line,
		     uint32_t col, const char *name, const char *why)
{
	struct only o;

	o.file = rel;
	o.line = line;
	o.col = col;
	o.last = 0;
	o.name = xstrdup(name);
	o.why = why;
	VEC_PUSH(w->only, o);
}

static void diff_only(struct writer *w, const char *rel,
		      const struct fdecl *d, const char *why)
{
	add_only(w, rel, d->type_line ? d->type_line : d->at.line,
		 d->type_line ? d->type_col : d->at.col,
		 d->kind == DECL_CAST ? "(cast)" :
		 *d->name ? d->name : "(unnamed)", why);
	count(w, d, rel);
}

/* Every changed declarator spelled with `d`'s type token is diff-only. */
static void diff_only_all(struct writer *w, const char *rel,
			  const struct fdecl *d, const char *why)
{
	size_t i;

	for (i = 0; i < w->f->decls.nr; i++) {
		const struct fdecl *x = &w->f->decls.v[i];

		if (x == d || (x->at.file == d->at.file &&
			       x->type_line == d->type_line &&
			       x->type_col == d->type_col &&
			       x->kind != DECL_CAST && changed(w, x)))
			diff_only(w, rel, x, why);
	}
}

/* Order of locals: file, function, name. */
static int cmp_local_name(const struct fdecl *x, const struct fdecl *y)
{
	int c;

	if (x->at.file != y->at.file)
		return x->at.file < y->at.file ? -1 : 1;
	c = strcmp(x->scope, y->scope);
	return c ? c : strcmp(x->name, y->name);
}

static int cmp_local(const void *a, const void *b)
{
	const struct fdecl *x = *(const struct fdecl *const *)a;
	const struct fdecl *y = *(const struct fdecl *const *)b;
	int c = cmp_local_name(x, y);

	if (!c && x->at.line != y->at.line)
		c = x->at.line < y->at.line ? -1 : 1;
	return c;
}

/* Does another local of d's function share its name? */
static int name_shared(const struct writer *w, const struct fdecl *d)
{
	size_t lo = 0, hi = w->locals.nr;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (cmp_local_name(w->locals.v[mid], d) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < w->locals.nr; lo++) {
		const struct fdecl *x = w->locals.v[lo];

		if (cmp_local_name(x, d))
			break;
		if (x->slot != d->slot || x->at.line != d->at.line)
			return 1;
	}
	return 0;
}

/* `s` as a python string literal. */
static void py_str(struct strbuf *sb, const char *s)
{
	strbuf_addch(sb, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			strbuf_addch(sb, '\\');
		strbuf_addch(sb, *s);
	}
	strbuf_addch(sb, '"');
}

static int is_header(const char *path)
{
	size_t n = strlen(path);

	return n > 2 && !strcmp(path + n - 2, ".h");
}

static int cmp_nref(const void *a, const void *b)
{
	const struct nref *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	if (x->file != y->file)
		return x->file < y->file ? -1 : 1;
	return x->slot < y->slot ? -1 : x->slot > y->slot;
}

/* The first entry of `v` named `name`. */
static size_t nref_find(const struct nref *v, size_t nr, const char *name)
{
	return lower_bound_name(v, nr, sizeof(*v), name);
}

/*
 * Is function `fn`, seen in file `file`, a name that another source file
 * (not a header: prototypes) also gives a function with integer
 * declarations?  Two static functions of one name, for instance.
 */
static int fn_ambiguous(const struct writer *w, const char *fn, uint32_t file)
{
	size_t i = nref_find(w->fnrefs.v, w->fnrefs.nr, fn);

	if (is_header(w->f->files.v[file]))
		return 0;
	for (; i < w->fnrefs.nr && !strcmp(w->fnrefs.v[i].name, fn); i++)
		if (w->fnrefs.v[i].file != file &&
		    !is_header(w->f->files.v[w->fnrefs.v[i].file]))
			return 1;
	return 0;
}

/* Does another global variable (a static elsewhere) have d's name? */
static int global_ambiguous(const struct writer *w, const struct fdecl *d)
{
	size_t i = nref_find(w->globals.v, w->globals.nr, d->name);

	for (; i < w->globals.nr && !strcmp(w->globals.v[i].name, d->name); i++)
		if (w->globals.v[i].slot != d->slot)
			return 1;
	return 0;
}

/*
 * Does another file define a field of `d`'s name in a record of its
 * name (a tree that keeps two copies of a format header)?  spatch would
 * change both copies.
 */
static int field_ambiguous(const struct writer *w, const struct fdecl *d)
{
	size_t i;

	for (i = 0; i < w->f->decls.nr; i++) {
		const struct fdecl *x = &w->f->decls.v[i];

		if (x->kind == DECL_FIELD && x->at.file != d->at.file &&
		    !strcmp(x->name, d->name) && !strcmp(x->scope, d->scope))
			return 1;
	}
	return 0;
}

/* The n of a parameter's slot key "USR#n", or -1. */
static int param_index(const struct writer *w, const struct fdecl *d)
{
	const char *key = w->f->slots.v[d->slot].key, *h = strrchr(key, '#');
	char *end;
	long n;

	if (!h || h[1] < '0' || h[1] > '9')
		return -1;
	n = strtol(h + 1, &end, 10);
	return *end || n > 10000 ? -1 : (int)n;
}

/* A declaration as its file spells it around the type token. */
struct decl_text {
	size_t ti, te;		/* the type's tokens */
	size_t name;		/* the name's token; t->v.nr: unnamed */
	size_t end;		/* past the declarator (and its arrays) */
	int init;		/* `= ...` follows */
	int index;		/* a parameter's position */
	int keyword;		/* the name is one of smpl_words */
	struct strbuf pre;	/* the qualifiers before the type */
	struct strbuf old;	/* the type */
};

/*
 * Read the declaration of edit `e`: qualifiers, type, stars, name,
 * arrays, and check what follows.  -1 with a reason when a rule cannot
 * spell it exactly.
 */
static int read_decl(const struct writer *w, const struct toks *t,
		     const struct edit *e, struct decl_text *sp,
		     const char **why)
{
	const struct fdecl *d = e->decl;
	size_t n = t->v.nr, i, k, end = n;

	*why = "its declaration's text is not understood";
	sp->ti = tok_at(t, e->off);
	sp->name = n;
	sp->keyword = 0;
	for (k = 0; smpl_words[k]; k++)
		sp->keyword |= !strcmp(d->name, smpl_words[k]);
	if (sp->ti == n)
		return -1;
	for (sp->te = sp->ti;
	     sp->te < n && t->v.v[sp->te].off < e->off + e->len; sp->te++)
		;
	render(t, sp->ti, sp->te, &sp->old);
	for (i = sp->ti; i > 0 && is_one_of(t, i - 1, pre_words); i--)
		;
	render(t, i, sp->ti, &sp->pre);
	if (d->kind == DECL_FIELD || d->kind == DECL_VAR ||
	    d->kind == DECL_TYPEDEF) {
		end = decl_end(t, sp->te);
		if (is(t, end, ",")) {
			*why = strstr(sp->pre.buf, "static") ||
			       strstr(sp->pre.buf, "extern") ?
			       "a static or extern declarator list" :
			       "one of several declarators";
			return -1;
		}
		if (!is(t, end, ";"))
			return -1;
	}
	for (k = sp->te; k < n; k++)
		if (!is(t, k, "*") && !is_one_of(t, k, decl_words) &&
		    !is_one_of(t, k, attr_words))
			break;
	if (is(t, k, "(")) {
		*why = "a function-pointer or parenthesised declarator";
		return -1;
	}
	if (*d->name) {
		if (!is(t, k, d->name)) {
			*why = "words between the type and the name that are "
			       "not qualifiers";
			return -1;
		}
		sp->name = k++;
	} else if (!is(t, k, ",") && !is(t, k, ")")) {
		return -1;
	}
	while (is(t, k, "["))
		k = skip_group(t, k);
	sp->end = k;
	switch (d->kind) {
	case DECL_FIELD:
	case DECL_TYPEDEF:
		return k == end ? 0 : -1;
	case DECL_VAR:
		sp->init = is(t, k, "=");
		return sp->init || k == end ? 0 : -1;
	case DECL_PARAM:
		sp->index = param_index(w, d);
		return (is(t, k, ",") || is(t, k, ")")) && sp->index >= 0 ?
		       0 : -1;
	case DECL_RETURN:
		return is(t, k, "(") ? 0 : -1;
	}
	return -1;
}

/*
 * How the rule picks its declaration.  A python constraint on a
 * position on the name: a global's own top-level element, the line of a
 * local that another local of its function shares its name with (such
 * rules run first, one per function).  A name that other source files
 * use too, or a field that another file's record of the same name
 * holds: `depends on file in`, because a position's file and line name
 * a scratch copy once a rule changed its function.
 */
static int choose(struct writer *w, const struct edit_file *ef,
		  const struct fdecl *d, struct smpl_rule *r, struct strbuf *cond,
		  const char **why)
{
	const char *fn = d->kind == DECL_PARAM ? d->scope :
			 d->kind == DECL_RETURN ? d->name : NULL;

	if (d->kind == DECL_FIELD) {
		r->in_file = field_ambiguous(w, d);
		return 0;
	}
	if (d->kind == DECL_VAR && !strcmp(d->scope, "global")) {
		strbuf_addstr(cond, "p[0].current_element == ");
		py_str(cond, d->name);
		r->in_file = global_ambiguous(w, d);
		return 0;
	}
	if (d->kind == DECL_VAR && !strncmp(d->scope, "local:", 6)) {
		fn = d->scope + 6;
		if (name_shared(w, d)) {
			struct strbuf key = STRBUF_INIT;
			size_t j;

			strbuf_addf(&key, "%s\t%s", ef->rel, fn);
			for (j = 0; j < w->fns.nr; j++)
				if (!strcmp(w->fns.v[j], key.buf))
					break;
			if (j < w->fns.nr) {
				strbuf_release(&key);
				*why = "another local of its function has its "
				       "name: spatch tells one apart by line";
				return -1;
			}
			VEC_PUSH(w->fns, strbuf_detach(&key));
			strbuf_addf(cond, "p[0].line == \"%u\"", d->at.line);
			r->constrained = 1;
		}
	}
	if (fn)
		r->in_file = fn_ambiguous(w, fn, d->at.file);
	return 0;
}

/* The declarator: stars, qualifiers, the name (with @p), arrays. */
static void declarator(const struct toks *t, const struct decl_text *sp,
		       const struct fdecl *d, int pos, struct strbuf *sb)
{
	if (sp->name == t->v.nr) {
		render(t, sp->te, sp->end, sb);
		return;
	}
	render(t, sp->te, sp->name, sb);
	if (sp->name > sp->te && is_ident(t, sp->name - 1))
		strbuf_addch(sb, ' ');
	/* a word of SmPL's own: a metavariable stands for it */
	if (sp->keyword)
		strbuf_addstr(sb, "name_");
	strbuf_addstr(sb, d->name);
	if (pos)
		strbuf_addstr(sb, "@p");
	/* apart: render() would space `x [N]` */
	render(t, sp->name + 1, sp->end, sb);
}

static void metavars(const struct toks *t, const struct decl_text *sp,
		     const struct fdecl *d, const char *cond,
		     struct strbuf *sb)
{
	struct strbuf names = STRBUF_INIT;
	size_t i;

	for (i = sp->te; i < sp->end; i++)
		if (is_one_of(t, i, attr_words) &&
		    !seen_before(t, sp->te, i)) {
			strbuf_addstr(sb, "attribute name ");
			add_tok(t, i, sb);
			strbuf_addstr(sb, ";\n");
		}
	if (sp->keyword)
		strbuf_addf(sb, "identifier name_%s =~ \"^%s$\";\n", d->name,
			    d->name);
	if (sp->init)
		strbuf_addstr(sb, "initializer I;\n");
	if (*cond)
		strbuf_addf(sb, "position p : script:python() { %s };\n",
			    cond);
	if (d->kind == DECL_PARAM && sp->index > 0)
		strbuf_addf(sb, "parameter list[%d] Ps;\n", sp->index);
	if (d->kind == DECL_PARAM && !(d->flags & FDECL_DEFINITION))
		strbuf_addstr(sb, "type T;\n");
	/*
	 * Variables' names and the words of array sizes, which spatch would
	 * ask about ("should x be a metavariable?"); not a function's name,
	 * which a symbol declaration keeps `*f(...) {` from parsing.
	 */
	for (i = sp->te; i < sp->end; i++) {
		if (!is_ident(t, i) || is_one_of(t, i, decl_words) ||
		    is_one_of(t, i, attr_words) || is_one_of(t, i, smpl_words) ||
		    is_one_of(t, i, c_keywords) || seen_before(t, sp->te, i) ||
		    (i == sp->name && (sp->keyword || (d->kind != DECL_VAR &&
						       d->kind != DECL_PARAM))))
			continue;
		strbuf_addstr(&names, names.len ? ", " : "symbol ");
		add_tok(t, i, &names);
	}
	if (names.len)
		strbuf_addf(sb, "%s;\n", names.buf);
	strbuf_release(&names);
}

/* The rule's name and what its pattern says before and after the type. */
static void frame(const struct fdecl *d, const struct decl_text *sp,
		  const char *outer, const struct levels *levels,
		  struct strbuf *name, struct strbuf *before,
		  struct strbuf *after)
{
	int def = d->flags & FDECL_DEFINITION;
	size_t i;

	switch (d->kind) {
	case DECL_FIELD:
		strbuf_addstr(name, "field_");
		sanitize(name, outer);
		for (i = 0; i < levels->nr; i++)
			strbuf_addf(before, "%s%s\n\t...\n", i ? "\t" : "",
				    levels->v[i].head.buf);
		strbuf_addstr(after, ";\n");
		for (i = levels->nr; i-- > 0;)
			strbuf_addf(after, "\t...\n%s%s\n", i ? "\t" : "",
				    levels->v[i].tail.buf);
		break;
	case DECL_VAR:
		if (strncmp(d->scope, "local:", 6)) {
			strbuf_addstr(name, "global");
		} else {
			strbuf_addstr(name, "local_");
			sanitize(name, d->scope + 6);
			strbuf_addf(before, "%s(...) { <...\n", d->scope + 6);
		}
		strbuf_addstr(after, sp->init ? " = I;\n" : ";\n");
		if (!strncmp(d->scope, "local:", 6))
			strbuf_addstr(after, "...> }\n");
		break;
	case DECL_TYPEDEF:
		strbuf_addstr(name, "typedef");
		strbuf_addstr(after, ";\n");
		break;
	case DECL_PARAM:
		strbuf_addstr(name, "param_");
		sanitize(name, d->scope);
		strbuf_addf(before, "%s%s(%s\n", def ? "" : "T ", d->scope,
			    sp->index ? "Ps," : "");
		strbuf_addstr(after, def ? ", ...) { ... }\n" : ", ...);\n");
		break;
	case DECL_RETURN:
		strbuf_addstr(name, "ret");
		strbuf_addstr(after, def ? "(...) { ... }\n" : "(...);\n");
		break;
	}
	/* the declared name, then what tells its kinds apart */
	if (d->kind != DECL_PARAM) {
		strbuf_addch(name, '_');
		sanitize(name, d->name);
	}
	if (d->kind == DECL_VAR && strstr(sp->pre.buf, "extern"))
		strbuf_addstr(name, "_decl");
	if (d->kind == DECL_PARAM)
		strbuf_addf(name, "_%d_%s", sp->index, !*d->name ? "anon" :
			    def ? "def" : "proto");
	if (d->kind == DECL_RETURN)
		strbuf_addstr(name, def ? "_def" : "_proto");
}

/* The visual column (tabs to 8, from 0) of text[off] on its line. */
static size_t visual_col(const char *text, size_t off)
{
	size_t bol = off, col = 0;

	while (bol && text[bol - 1] != '\n')
		bol--;
	for (; bol < off; bol++)
		col = text[bol] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

/*
 * spatch re-aligns the continued lines of a parameter list it changes
 * under its '(' (tabs, then spaces): a line the file indents otherwise
 * comes out of spatch changed, and those lines are the patch's alone.
 * Parameter token `ti` of `ef`.
 */
static void realigned_params(struct writer *w, const struct edit_file *ef,
			     const struct toks *t, size_t ti)
{
	size_t open, close, i, depth = 0, under;
	uint32_t line, col, last, first = 0;

	for (open = ti; open > 0; open--) {
		if (is(t, open - 1, ")"))
			depth++;
		else if (is(t, open - 1, "(") && !depth--)
			break;
	}
	if (!open)
		return;
	open--;
	close = lex_skip_parens(t->text, t->len, t->v.v[open].off);
	if (!close)
		return;
	text_position(t->text, t->v.v[open].off, &line, &col);
	last = line;
	under = visual_col(t->text, t->v.v[open].off) + 1;
	for (i = open + 1; i < t->v.nr && t->v.v[i].off < close; i++) {
		size_t k, nl = 0;

		for (k = t->v.v[i - 1].off; k < t->v.v[i].off; k++)
			nl += t->text[k] == '\n';
		last += (uint32_t)nl;
		/* the first token of a continued line, not under the '(' */
		if (nl && !first && visual_col(t->text, t->v.v[i].off) != under)
			first = last;
	}
	if (!first)
		return;
	add_only(w, ef->rel, first, 0, "(parameter list)",
		 "spatch re-aligns the continued lines of the list");
	w->only.v[w->only.nr - 1].last = last > first ? last : 0;
}

/*
 * The rule for the edit `e` of a declaration that is alone on its type
 * token, or -1 with a reason.
 */
static int describe(struct writer *w, const struct edit_file *ef,
		    const struct toks *t, const struct edit *e, struct smpl_rule *r,
		    const char **why)
{
	const struct fdecl *d = e->decl;
	struct decl_text sp = { 0, 0, 0, 0, 0, 0, 0, STRBUF_INIT, STRBUF_INIT };
	struct strbuf outer = STRBUF_INIT, cond = STRBUF_INIT;
	struct strbuf name = STRBUF_INIT, before = STRBUF_INIT;
	struct strbuf after = STRBUF_INIT;
	struct levels levels = { NULL, 0, 0 };
	size_t i;
	int ret = -1;

	if (read_decl(w, t, e, &sp, why))
		goto out;
	/*
	 * spatch 1.1.1 parses `u32 __iomem *p` in a parameter list only: a
	 * field or variable so declared is a parse error of the whole file;
	 * so is a prototype's unnamed `volatile u16 __iomem *` (drivers/scsi
	 * qla1280), the rule failing as a whole.
	 */
	for (i = sp.te; (d->kind != DECL_PARAM || !*d->name) && i < sp.end;
	     i++)
		if (is_one_of(t, i, attr_words)) {
			*why = d->kind == DECL_PARAM ?
			       "an address space (__iomem) in an unnamed "
			       "parameter, which spatch cannot parse" :
			       "an address space (__iomem) before its name, "
			       "which spatch parses in parameters only";
			goto out;
		}
	if (d->kind == DECL_FIELD &&
	    record_chain(t, sp.ti, &outer, &levels, why))
		goto out;
	if (choose(w, ef, d, r, &cond, why))
		goto out;
	metavars(t, &sp, d, cond.buf, &r->meta);
	frame(d, &sp, outer.buf, &levels, &name, &before, &after);
	strbuf_addstr(&r->body, before.buf);
	if (sp.pre.len)
		strbuf_addf(&r->body, "\t%s\n", sp.pre.buf);
	strbuf_addf(&r->body, "-\t%s\n+\t%s\n\t", sp.old.buf, e->text);
	declarator(t, &sp, d, cond.len > 0, &r->body);
	strbuf_addstr(&r->body, after.buf);
	if (d->kind == DECL_TYPEDEF)
		r->declares = d->name;
	/* the types the rule names */
	add_type(w, e->text, strlen(e->text));
	for (i = sp.ti; i < sp.te; i++)
		if (!is_one_of(t, i, c_type_words))
			add_type(w, t->text + t->v.v[i].off, t->v.v[i].len);
	r->base = strbuf_detach(&name);
	if (d->kind == DECL_PARAM)
		realigned_params(w, ef, t, sp.ti);
	ret = 0;
out:
	for (i = 0; i < levels.nr; i++) {
		strbuf_release(&levels.v[i].head);
		strbuf_release(&levels.v[i].tail);
	}
	VEC_FREE(levels);
	strbuf_release(&sp.pre);
	strbuf_release(&sp.old);
	strbuf_release(&outer);
	strbuf_release(&cond);
	strbuf_release(&name);
	strbuf_release(&before);
	strbuf_release(&after);
	return ret;
}

/*
 * The `#include <x>` or `#include "x"` of the line text[from, to), in
 * `sb`; -1 when the line is not one.
 */
static int include_line(const char *text, size_t from, size_t to,
			struct strbuf *sb)
{
	size_t i = from, name;
	char close;

	while (i < to && (text[i] == ' ' || text[i] == '\t'))
		i++;
	if (i >= to || text[i++] != '#')
		return -1;
	while (i < to && (text[i] == ' ' || text[i] == '\t'))
		i++;
	if (to - i < 7 || strncmp(text + i, "include", 7))
		return -1;
	i += 7;
	while (i < to && (text[i] == ' ' || text[i] == '\t'))
		i++;
	if (i >= to || (text[i] != '<' && text[i] != '"'))
		return -1;
	close = text[i] == '<' ? '>' : '"';
	for (name = i++; i < to && text[i] != close; i++)
		;
	if (i >= to)
		return -1;
	strbuf_addstr(sb, "#include ");
	strbuf_add(sb, text + name, i + 1 - name);
	return 0;
}

/*
 * The #include of the generated header that a file gets on a line of
 * its own after its last #include line: a rule that adds it after that
 * line, in that file.
 */
static void add_include(struct writer *w, const struct edit_file *ef,
			const struct edit *e)
{
	struct strbuf anchor = STRBUF_INIT, line = STRBUF_INIT;
	const char *text = ef->orig, *why = NULL;
	size_t start, i, nr = 0;
	uint32_t lineno = 1;
	struct smpl_rule r;

	for (i = 0; i < e->off; i++)
		lineno += text[i] == '\n';
	if (e->text[strcspn(e->text, "\n")] != '\n') {
		/* SmPL cannot take a blank line or join one */
		why = "an #include on a line that was blank or a comment, "
		      "so that no line moves";
		goto only;
	}
	if (!e->off || text[e->off - 1] != '\n') {
		why = "an #include at the top of the file";
		goto only;
	}
	for (start = e->off - 1; start > 0 && text[start - 1] != '\n'; start--)
		;
	if (include_line(text, start, e->off - 1, &anchor)) {
		why = "an #include after a line that is no #include";
		goto only;
	}
	/* the anchor must be the file's only include of its header */
	for (i = 0; i < ef->orig_len;) {
		const char *nl = memchr(text + i, '\n', ef->orig_len - i);
		size_t end = nl ? (size_t)(nl - text) : ef->orig_len;

		strbuf_reset(&line);
		if (!include_line(text, i, end, &line) &&
		    !strcmp(line.buf, anchor.buf))
			nr++;
		i = end + 1;
	}
	if (nr != 1) {
		why = "an #include after one the file has twice";
		goto only;
	}
	memset(&r, 0, sizeof(r));
	strbuf_init(&r.meta);
	strbuf_init(&r.body);
	strbuf_reset(&line);
	strbuf_addstr(&line, "include_");
	sanitize(&line, ef->rel);
	r.base = strbuf_detach(&line);
	r.file = ef->rel;
	r.line = lineno;
	r.in_file = 1;
	w->in_file = 1;
	strbuf_addf(&r.body, "%s\n+", anchor.buf);
	strbuf_add(&r.body, e->text, strcspn(e->text, "\n"));
	strbuf_addch(&r.body, '\n');
	VEC_PUSH(w->rules, r);
	strbuf_release(&anchor);
	return;
only:
	/* the directive, without the blank before a comment it joined */
	strbuf_add(&line, e->text, strcspn(e->text, "\n"));
	while (line.len && line.buf[line.len - 1] == ' ')
		line.buf[--line.len] = '\0';
	add_only(w, ef->rel, lineno, 0, line.buf, why);
	strbuf_release(&anchor);
	strbuf_release(&line);
}

/*
 * An edit the patch makes at its own place, Diff-only by its line: a
 * fix wraps one site's operand in a conversion, a one-off change of code
 * a semantic patch would only restate; a helper's body is typed; a twin
 * sits in an #if branch spatch may or may not match.
 */
static void code_only(struct writer *w, const struct edit_file *ef,
		      const struct edit *e, const char *name, const char *why)
{
	uint32_t line, col, last, last_col;

	text_position(ef->orig, e->off, &line, &col);
	if (!w->only.nr || strcmp(w->only.v[w->only.nr - 1].file, ef->rel) ||
	    w->only.v[w->only.nr - 1].line != line)
		add_only(w, ef->rel, line, col, name, why);
	/* a helper's body may go on over continued lines: all are the patch's */
	text_position(ef->orig, e->off + (e->len ? e->len - 1 : 0), &last,
		      &last_col);
	if (last > line)
		w->only.v[w->only.nr - 1].last = last;
}

static void fix_only(struct writer *w, const struct edit_file *ef,
		     const struct edit *e)
{
	code_only(w, ef, e, "(conversion)",
		  "a fix of one site, not a declaration");
	w->nr_fixes += strcmp(e->text, ")") != 0;
}

static void add_edit(struct writer *w, const struct edit_file *ef,
		     const struct toks *t, const struct edit *e)
{
	const struct fdecl *d = e->decl;
	struct smpl_rule r;
	const char *why = NULL;

	if (e->fix) {
		fix_only(w, ef, e);
		return;
	}
	/* a macro body, which Coccinelle does not match */
	if (e->typing) {
		code_only(w, ef, e, e->type,
			  e->typing == TYPING_MOVE ?
			  "a native accessor typed for the checkers" :
			  e->typing == TYPING_BITWISE ?
			  "a typedef named for its order, made bitwise" :
			  "a conversion helper typed for the checkers");
		return;
	}
	if (!d) {
		add_include(w, ef, e);
		return;
	}
	if (e->twin) {
		/* spatch may match it or not: the diff's either way */
		code_only(w, ef, e, d->name,
			  "the same field in an #if branch not compiled here");
		return;
	}
	if (d->kind == DECL_CAST) {
		diff_only(w, ef->rel, d, "a cast");
		return;
	}
	if (strchr(e->text, ';') || strchr(e->text, '\n')) {
		diff_only_all(w, ef->rel, d, "one of several declarators "
			      "(split)");
		return;
	}
	if (d->flags & FDECL_IN_MACRO) {
		diff_only(w, ef->rel, d, "declared inside a macro body");
		return;
	}
	memset(&r, 0, sizeof(r));
	strbuf_init(&r.meta);
	strbuf_init(&r.body);
	if (describe(w, ef, t, e, &r, &why)) {
		strbuf_release(&r.meta);
		strbuf_release(&r.body);
		if (!strcmp(why, "one of several declarators") ||
		    !strcmp(why, "a static or extern declarator list"))
			diff_only_all(w, ef->rel, d, why);
		else
			diff_only(w, ef->rel, d, why);
		return;
	}
	r.file = ef->rel;
	w->in_file |= r.in_file;
	r.line = d->type_line;
	r.col = d->type_col;
	VEC_PUSH(w->rules, r);
	count(w, d, ef->rel);
}

/* ---------------------------------------------------------------- output */

static int cmp_rule(const void *a, const void *b)
{
	const struct smpl_rule *x = a, *y = b;
	int c;

	if (x->constrained != y->constrained)
		return x->constrained ? -1 : 1;
	c = cmp_position(x->file, x->line, x->col, y->file, y->line, y->col);
	return c ? c : strcmp(x->base, y->base);
}

static int cmp_only(const void *a, const void *b)
{
	const struct only *x = a, *y = b;
	int c = cmp_position(x->file, x->line, x->col, y->file, y->line,
			     y->col);

	return c ? c : strcmp(x->name, y->name);
}

/* `text` as `///` lines of at most 80 columns. */
static void header(struct writer *w, struct strbuf *sb)
{
	static const char *const names[] = {
		"field", "variable", "parameter", "return type", "typedef",
		"cast"
	};
	struct strbuf line = STRBUF_INIT;
	size_t i;
	int first = 1;

	if (!w->anchor && w->nr_fixes)
		strbuf_addf(&line, "Add the %zu byte-order conversion%s the "
			    "code lacks", w->nr_fixes,
			    w->nr_fixes == 1 ? "" : "s");
	else if (!w->anchor && (w->rules.nr || w->only.nr))
		strbuf_addstr(&line, "Include the generated byte-order types "
			      "header where the series uses it");
	else if (!w->anchor)
		strbuf_addstr(&line, "Annotate nothing: no declaration "
			      "changes");
	else if (w->anchor_is_struct)
		strbuf_addf(&line, "Annotate the byte order of %s: ",
			    w->anchor);
	else
		strbuf_addf(&line, "Annotate byte-ordered values in %s: ",
			    w->anchor);
	for (i = 0; i <= DECL_CAST; i++) {
		if (!w->kinds[i])
			continue;
		strbuf_addf(&line, "%s%zu %s%s", first ? "" : ", ",
			    w->kinds[i], names[i], w->kinds[i] == 1 ? "" : "s");
		first = 0;
	}
	strbuf_add_wrapped(sb, "/// ", line.buf, 76);
	strbuf_release(&line);
	if (!w->anchor && w->nr_fixes)
		strbuf_addstr(sb, "///\n"
			      "/// The patch beside this file wraps each site "
			      "in its conversion: one-off\n"
			      "/// fixes of code, listed as Diff-only.\n");
	else if (!w->anchor && (w->rules.nr || w->only.nr))
		strbuf_addstr(sb, "///\n"
			      "/// Each rule adds the #include of the generated "
			      "header to one file, as\n"
			      "/// the patch beside this file does; the patch "
			      "alone creates the header.\n");
	else
		strbuf_addstr(sb, "///\n"
			      "/// Each rule gives one declaration its byte-order "
			      "type (u32 -> __le32),\n"
			      "/// as the patch beside this file does; the patch "
			      "alone changes the\n"
			      "/// declarations listed as Diff-only.\n");
	/* no inferred declaration (only #include lines): nothing to doubt */
	strbuf_addf(sb, "// Confidence: %s\n",
		    w->conf >= 90 || w->conf < 0 ? "High" :
		    w->conf >= 60 ? "Moderate" : "Low");
	if (w->conf >= 0)
		strbuf_addf(sb, "// Comments: generated by endian; lowest "
			    "solver confidence %d%%\n", w->conf);
	if (w->in_file)
		strbuf_addstr(sb, "// Comments: a rule that depends on a file "
			      "names it as the patch does:\n"
			      "// Comments: run spatch where `patch -p1` "
			      "applies (--dir .)\n");
	strbuf_addstr(sb, "// Options: --include-headers --no-includes\n");
	for (i = 0; i < w->only.nr; i++) {
		const struct only *o = &w->only.v[i];

		strbuf_addf(sb, "// Diff-only: %s:%u", o->file, o->line);
		if (o->last)
			strbuf_addf(sb, "-%u", o->last);
		strbuf_addf(sb, " %s: %s\n", o->name, o->why);
	}
}

static void body(struct writer *w, struct strbuf *sb)
{
	VEC(char *) used = { NULL, 0, 0 };
	size_t i, j;

	if (!w->rules.nr) {
		strbuf_addstr(sb, "\n// No rule: an empty one keeps this file "
			      "valid input for spatch.\n@script:python@\n@@\n");
		return;
	}
	for (i = 0; i < w->rules.nr; i++) {
		struct smpl_rule *r = &w->rules.v[i];
		struct strbuf name = STRBUF_INIT;
		int n = 1;

		for (;;) {
			strbuf_reset(&name);
			strbuf_addstr(&name, r->base);
			if (n > 1)
				strbuf_addf(&name, "_%d", n);
			for (j = 0; j < used.nr; j++)
				if (!strcmp(used.v[j], name.buf))
					break;
			if (j == used.nr)
				break;
			n++;
		}
		if (r->in_file)
			strbuf_addf(sb, "\n@%s depends on file in \"%s\"@\n",
				    name.buf, r->file);
		else
			strbuf_addf(sb, "\n@%s@\n", name.buf);
		VEC_PUSH(used, strbuf_detach(&name));
		if (!i && w->types.nr) {
			strbuf_addstr(sb, "typedef ");
			for (j = 0; j < w->types.nr; j++)
				strbuf_addf(sb, "%s%s", j ? ", " : "",
					    w->types.v[j]);
			strbuf_addstr(sb, ";\n");
		}
		strbuf_addf(sb, "%s@@\n%s", r->meta.buf, r->body.buf);
	}
	for (j = 0; j < used.nr; j++)
		free(used.v[j]);
	VEC_FREE(used);
}

/*
 * A typedef rule whose name the rules also use as a type would not
 * parse (spatch reads `typedef u32 t;` with t a type): diff-only.
 */
static void drop_type_clashes(struct writer *w)
{
	size_t i, j, n = 0;

	for (i = 0; i < w->rules.nr; i++) {
		struct smpl_rule *r = &w->rules.v[i];
		int clash = 0;

		for (j = 0; r->declares && j < w->types.nr; j++)
			if (!strcmp(w->types.v[j], r->declares))
				clash = 1;
		if (clash) {
			struct only o = {
				.file = r->file, .line = r->line,
				.col = r->col, .name = xstrdup(r->declares),
				.why = "a typedef whose name the rules use "
				       "as a type",
			};

			VEC_PUSH(w->only, o);
			free(r->base);
			strbuf_release(&r->meta);
			strbuf_release(&r->body);
			continue;
		}
		w->rules.v[n++] = *r;
	}
	w->rules.nr = n;
}

/* The patch that creates the generated header: series.c's choice. */
static int header_group(const struct edit_set *set)
{
	size_t i, j;
	int first = -1, include = -1;

	for (i = 0; i < set->files.nr; i++)
		for (j = 0; j < set->files.v[i].edits.nr; j++) {
			const struct edit *e = &set->files.v[i].edits.v[j];

			if (!edit_is_include(e) && e->needs_header &&
			    (first < 0 || e->group < first))
				first = e->group;
			if (edit_is_include(e) &&
			    (include < 0 || e->group < include))
				include = e->group;
		}
	/* the header comes with the first #include of it (series.c) */
	return include >= 0 ? include : first;
}

/* The names that tell rules apart: locals, functions, globals. */
static void index_names(struct writer *w)
{
	size_t i;

	for (i = 0; i < w->f->decls.nr; i++) {
		const struct fdecl *d = &w->f->decls.v[i];
		struct nref r = { NULL, d->at.file, d->slot };

		if (d->kind == DECL_VAR && !strncmp(d->scope, "local:", 6)) {
			VEC_PUSH(w->locals, d);
			r.name = d->scope + 6;
		} else if (d->kind == DECL_VAR && !strcmp(d->scope, "global")) {
			r.name = d->name;
			VEC_PUSH(w->globals, r);
			continue;
		} else if (d->kind == DECL_PARAM) {
			r.name = d->scope;
		} else if (d->kind == DECL_RETURN) {
			r.name = d->name;
		}
		if (r.name)
			VEC_PUSH(w->fnrefs, r);
	}
	if (w->fnrefs.nr)
		qsort(w->fnrefs.v, w->fnrefs.nr, sizeof(*w->fnrefs.v),
		      cmp_nref);
	if (w->globals.nr)
		qsort(w->globals.v, w->globals.nr, sizeof(*w->globals.v),
		      cmp_nref);
	if (w->locals.nr)
		qsort(w->locals.v, w->locals.nr, sizeof(*w->locals.v),
		      cmp_local);
}

static void writer_release(struct writer *w)
{
	size_t i;

	for (i = 0; i < w->rules.nr; i++) {
		free(w->rules.v[i].base);
		strbuf_release(&w->rules.v[i].meta);
		strbuf_release(&w->rules.v[i].body);
	}
	VEC_FREE(w->rules);
	for (i = 0; i < w->only.nr; i++)
		free(w->only.v[i].name);
	VEC_FREE(w->only);
	for (i = 0; i < w->types.nr; i++)
		free(w->types.v[i]);
	VEC_FREE(w->types);
	for (i = 0; i < w->fns.nr; i++)
		free(w->fns.v[i]);
	VEC_FREE(w->fns);
	VEC_FREE(w->locals);
	VEC_FREE(w->fnrefs);
	VEC_FREE(w->globals);
}

int cocci_write(const struct facts *f, const struct solution *s,
		const struct edit_set *set, int group, const char *path)
{
	struct writer w;
	struct strbuf out = STRBUF_INIT;
	size_t i, j;
	int ret = -1;

	memset(&w, 0, sizeof(w));
	w.f = f;
	w.s = s;
	w.conf = -1;
	index_names(&w);
	for (i = 0; i < set->files.nr; i++) {
		const struct edit_file *ef = &set->files.v[i];
		struct toks t;

		for (j = 0; j < ef->edits.nr; j++)
			if (group < 0 || ef->edits.v[j].group == group)
				break;
		if (j == ef->edits.nr)
			continue;
		memset(&t, 0, sizeof(t));
		tokenize(ef->orig, ef->orig_len, &t);
		for (; j < ef->edits.nr; j++)
			if (group < 0 || ef->edits.v[j].group == group)
				add_edit(&w, ef, &t, &ef->edits.v[j]);
		VEC_FREE(t.v);
	}
	if (set->header_rel && (group < 0 || group == header_group(set)))
		add_only(&w, set->header_rel, 1, 0, "(new file)",
			 "the patch creates it, spatch cannot");
	if (w.types.nr)
		qsort(w.types.v, w.types.nr, sizeof(*w.types.v), cmp_str);
	drop_type_clashes(&w);
	if (w.rules.nr)
		qsort(w.rules.v, w.rules.nr, sizeof(*w.rules.v), cmp_rule);
	if (w.only.nr)
		qsort(w.only.v, w.only.nr, sizeof(*w.only.v), cmp_only);
	header(&w, &out);
	body(&w, &out);
	if (unlink(path) && errno != ENOENT)
		error("cannot replace '%s': %s", path, strerror(errno));
	else if (!file_create(path, out.buf, out.len, 0644, FILE_SYNC))
		ret = (int)w.rules.nr;
	strbuf_release(&out);
	writer_release(&w);
	return ret;
}
