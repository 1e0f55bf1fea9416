// SPDX-License-Identifier: GPL-2.0-only
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer/discover.h"
#include "infer/helpers.h"
#include "lib/lex.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/xalloc.h"
#include "rewrite/typing.h"

/* One function-like #define, as offsets into its file's text. */
struct define {
	struct lex_tok name;
	struct lex_tok params[DISCOVER_MAX_PARAMS];	/* the first ones */
	unsigned nparams;
	size_t body, body_end;		/* first token, end of the last */
	const char *why;		/* why it cannot be wrapped, or NULL */
	int typed;			/* the body has types for the checkers */
};

/*
 * The helper `name` names: the table's entry (--helpers included), else
 * a macro (or, unless `macros_only`, a function) the analysis found to
 * be one (a wrapper, a byte-order #if, a selector), described in `tmp`.
 */
static const struct helper *find_helper(const struct gather *g,
					const char *name, size_t len,
					struct helper *tmp, int macros_only)
{
	const struct facts *f = &g->facts;
	const struct helper *h = helper_find(g->helpers, name, len);
	size_t i;

	if (h)
		return h;
	for (i = 0; i < f->wrappers.nr; i++) {
		const struct fwrapper *w = &f->wrappers.v[i];

		if ((macros_only && !w->is_macro) || strlen(w->name) != len ||
		    memcmp(w->name, name, len))
			continue;
		memset(tmp, 0, sizeof(*tmp));
		tmp->name = w->name;
		tmp->kind = (enum helper_kind)w->kind;
		tmp->order = (enum order)w->order;
		tmp->width = w->width;
		tmp->family = HF_NONE;
		tmp->found = 1;
		tmp->selector = w->selector;
		return tmp;
	}
	return NULL;
}

/* Is `t` a __force (or this rewrite's own typing)? */
static int force_word(const char *s, const struct lex_tok *t)
{
	return lex_is(s, t, "__force") || lex_is(s, t, "force") ||
	       lex_is(s, t, "__force__") || lex_is(s, t, HELPER_CHECKED) ||
	       lex_is(s, t, "__endian_force");
}

/*
 * Does the identifier `t` give the body types for the checkers: a
 * __force, or a kernel conversion (typed where it is defined, by the
 * kernel or by this very rewrite)?  A bitwise type without a __force
 * does not: `((__le32){t32(x)})` initialises it with a plain integer,
 * and sparse warns at every use.
 */
static int typing_word(const struct gather *g, const struct helper *self,
		       const char *s, const struct lex_tok *t)
{
	const struct helper *h;

	if (force_word(s, t))
		return 1;
	/*
	 * A kernel conversion of the same kind and order is typed; its
	 * swabs are not, nor is the other direction (udftools: #define
	 * cpu_to_be16(x) be16_to_cpu((x))).  Of any width: a helper defined
	 * per configuration is cpu_to_le64() in one #if branch and
	 * cpu_to_le32() in the other (3w-9xxx's TW_CPU_TO_SGL), and each
	 * branch is already typed with its own width.
	 */
	h = helper_find(g->helpers, s + t->off, t->len);
	return h && h->family == HF_KERNEL && h->kind == self->kind &&
	       h->order == self->order;
}

/*
 * Read the function-like #define whose name starts at `off`, up to
 * `eol`, and judge its body as a definition of `self`; 0 when it is
 * none.
 */
static int read_define(const struct gather *g, const struct helper *self,
		       const char *s, size_t eol, size_t off, struct define *d)
{
	static const char *const statement[] = {
		"do", "if", "for", "while", "switch", "return",
	};
	struct lex_tok t, prev = { LEX_EOF, 0, 0 };
	int depth = 0, forced = 0, casts_param = 0;
	size_t i;

	memset(d, 0, sizeof(*d));
	lex_next(s, eol, &off, &d->name, 0);
	if (d->name.kind != LEX_IDENT || off >= eol || s[off] != '(')
		return 0;
	off++;
	for (;;) {
		lex_next(s, eol, &off, &t, 0);
		if (t.kind == LEX_EOF)
			return 0;
		if (lex_is(s, &t, ")"))
			break;
		if (lex_is(s, &t, ","))
			continue;
		if (t.kind != LEX_IDENT)
			return 0;	/* `...`: no helper of ours */
		if (d->nparams < DISCOVER_MAX_PARAMS)
			d->params[d->nparams] = t;
		d->nparams++;
	}
	for (;;) {
		lex_next(s, eol, &off, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		if (!d->body_end)
			d->body = t.off;
		d->body_end = t.off + t.len;
		if (lex_is(s, &t, "(") || lex_is(s, &t, "[") ||
		    lex_is(s, &t, "{")) {
			depth++;
		} else if (lex_is(s, &t, ")") || lex_is(s, &t, "]") ||
			   lex_is(s, &t, "}")) {
			depth--;
		} else if (!depth && (lex_is(s, &t, ",") ||
				      lex_is(s, &t, ";"))) {
			d->why = "its body is no single expression";
		} else if (lex_is(s, &t, "\\") || lex_is(s, &t, "#") ||
			   lex_is(s, &t, "##")) {
			d->why = "its body pastes, stringizes or splices";
		} else if (t.kind == LEX_IDENT) {
			for (i = 0; i < sizeof(statement) / sizeof(*statement);
			     i++)
				if (lex_is(s, &t, statement[i]))
					d->why = "its body is a statement";
			if (typing_word(g, self, s, &t))
				d->typed = 1;
			forced |= force_word(s, &t);
			if (d->nparams && t.len == d->params[0].len &&
			    !memcmp(s + t.off, s + d->params[0].off, t.len) &&
			    lex_is(s, &prev, ")"))
				casts_param = 1;
		}
		if (!lex_is(s, &t, "("))
			prev = t;
	}
	/*
	 * A kernel conversion called on the value cast plain first
	 * (ntfs-3g: `(u16)__le16_to_cpu((u16)(x))`) types nothing: the
	 * checkers flag the cast.
	 */
	if (casts_param && !forced)
		d->typed = 0;
	/*
	 * A selector's conversions are typed for one order each: the data
	 * of the other, or of either, draws a warning in the branch not
	 * taken.  Only a __force of its own types it.
	 */
	if (self->selector)
		d->typed = forced;
	if (!d->body_end)
		d->why = "its body is empty";
	else if (depth)
		d->why = "its body is unbalanced";
	return 1;
}

static void not_typed(const char *path, const char *text,
		      const struct define *d, const char *why)
{
	char *rel = path_from_cwd(path);
	uint32_t line, col;

	text_position(text, d->name.off, &line, &col);
	fprintf(stderr, "%s:%" PRIu32 ":%" PRIu32
		": warning: helper not typed: %.*s: %s\n",
		rel, line, col, (int)d->name.len, text + d->name.off, why);
	free(rel);
}

/*
 * The body wrapped: for the checkers, the kernel's casts on the
 * parameter, `(__force u32)(__le32)(x)` to cpu and
 * `(__force __le32)(u32)(x)` from it, or on what it points to,
 * `(__force u32)*(const __le32 *)(p)` of le32_to_cpup(); for the
 * compiler, the body.
 */
static char *wrapped(const char *s, const struct define *d,
		     const struct helper *h, const char *type)
{
	struct strbuf sb = STRBUF_INIT;
	const struct lex_tok *p = &d->params[0];
	int param = (int)p->len;

	strbuf_addstr(&sb, HELPER_CHECKED "(");
	if (h->kind == HK_TO_CPU)
		strbuf_addf(&sb, "((__endian_force uint%u_t)(%s)(%.*s))",
			    h->width, type, param, s + p->off);
	else if (h->kind == HK_FROM_CPU)
		strbuf_addf(&sb, "((__endian_force %s)(uint%u_t)(%.*s))",
			    type, h->width, param, s + p->off);
	else if (h->kind == HK_TO_CPU_P)
		strbuf_addf(&sb,
			    "((__endian_force uint%u_t)*(const %s *)(%.*s))",
			    h->width, type, param, s + p->off);
	else
		strbuf_addf(&sb,
			    "((__endian_force %s)*(const uint%u_t *)(%.*s))",
			    type, h->width, param, s + p->off);
	strbuf_addstr(&sb, ", ");
	strbuf_add(&sb, s + d->body, d->body_end - d->body);
	strbuf_addch(&sb, ')');
	return strbuf_detach(&sb);
}

/* Who a selector's body calls, for discover_shape(). */
struct callee_lookup {
	const struct gather *g;
	struct helper tmp;
};

static const struct helper *lookup_callee(void *data, const char *name,
					  size_t len)
{
	struct callee_lookup *c = data;

	return find_helper(c->g, name, len, &c->tmp, 0);
}

/*
 * The body of selector `h`, defined by `d` in `s`, wrapped: the
 * compiler's is the body; the checkers' cannot be one conversion, for
 * the order is the caller's.  To cpu it is the value made plain by a
 * __force: whatever the order, the result is a host number.  From cpu,
 * with a constant order argument, it is the value typed for the order
 * that constant picks: __builtin_choose_expr() keeps only that
 * operand's type, and __builtin_constant_p() takes a run-time argument
 * to the plain value, the data of either order that stays plain.  NULL
 * when the body is not a selector of one value (*why says).
 *
 *	#define CPU_TO_FS32(x, le) __endian_checked(__builtin_choose_expr(
 *		__builtin_constant_p(le), __builtin_choose_expr(
 *		__builtin_constant_p(le) ? !!(le) : 0,
 *		(__endian_force le32_t)(uint32_t)(x),
 *		(__endian_force be32_t)(uint32_t)(x)), (uint32_t)(x)), BODY)
 */
static char *selector_wrapped(const struct gather *g,
			      const struct spelling *sp, const char *s,
			      const struct define *d, const struct helper *h,
			      const char **why)
{
	struct dparam p[DISCOVER_MAX_PARAMS];
	struct callee_lookup look = { g, { 0 } };
	struct strbuf sb = STRBUF_INIT;
	VEC(struct lex_tok) toks = { NULL, 0, 0 };
	const struct helper *c0;
	const struct lex_tok *x, *sel;
	const char *t0 = NULL, *t1 = NULL;
	enum order o0;
	struct shape sh;
	struct lex_tok t;
	size_t off = d->body;
	unsigned i;
	int ok;

	*why = NULL;
	if (!spelling_name(sp, ORDER_LE, h->width, NULL))
		return NULL;	/* a width of no byte-order type (24) */
	if (h->kind != HK_TO_CPU && h->kind != HK_FROM_CPU)
		return NULL;
	*why = "it is no selector of one value";
	if (d->nparams > DISCOVER_MAX_PARAMS)
		return NULL;
	for (;;) {
		lex_next(s, d->body_end, &off, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		VEC_PUSH(toks, t);
	}
	for (i = 0; i < d->nparams; i++) {
		p[i].name = s + d->params[i].off;
		p[i].len = d->params[i].len;
		p[i].pointer = -1;
		p[i].vbytes = p[i].ebytes = 0;
	}
	ok = discover_shape(s, toks.v, toks.nr, 0, p, d->nparams, 0,
			    lookup_callee, &look, &sh);
	VEC_FREE(toks);
	/* one that calls a selector (a wrapper) is typed by it */
	if (ok && sh.kind != SHAPE_SELECT)
		*why = NULL;
	if (!ok || sh.kind != SHAPE_SELECT || sh.ndata != 1)
		return NULL;
	c0 = lookup_callee(&look, sh.callee[0], strlen(sh.callee[0]));
	o0 = c0 ? c0->order : ORDER_NONE;
	if (o0 == ORDER_LE || o0 == ORDER_BE) {
		t0 = spelling_name(sp, o0, h->width, NULL);
		t1 = spelling_name(sp, o0 == ORDER_LE ? ORDER_BE : ORDER_LE,
				   h->width, NULL);
	}
	x = &d->params[sh.data[0]];
	sel = sh.sel_direct ? &d->params[sh.sel_param] : NULL;
	strbuf_addstr(&sb, HELPER_CHECKED "(");
	if (h->kind == HK_TO_CPU) {
		strbuf_addf(&sb, "((__endian_force uint%u_t)(%.*s))",
			    h->width, (int)x->len, s + x->off);
	} else if (sel && t0 && t1) {
		int sl = (int)sel->len, xl = (int)x->len;
		const char *sv = s + sel->off, *xv = s + x->off;

		strbuf_addf(&sb, "__builtin_choose_expr("
			    "__builtin_constant_p(%.*s), "
			    "__builtin_choose_expr("
			    "__builtin_constant_p(%.*s) ? !!(%.*s) : 0, "
			    "(__endian_force %s)(uint%u_t)(%.*s), "
			    "(__endian_force %s)(uint%u_t)(%.*s)), "
			    "(uint%u_t)(%.*s))",
			    sl, sv, sl, sv, sl, sv, t0, h->width, xl, xv,
			    t1, h->width, xl, xv, h->width, xl, xv);
	} else {
		strbuf_addf(&sb, "((uint%u_t)(%.*s))", h->width,
			    (int)x->len, s + x->off);
	}
	strbuf_addstr(&sb, ", ");
	strbuf_add(&sb, s + d->body, d->body_end - d->body);
	strbuf_addch(&sb, ')');
	return strbuf_detach(&sb);
}

/*
 * The edit of `set` that types the field a native accessor moves its
 * bytes through: the body names `struct TAG` and then `->FIELD` or
 * `.FIELD`, and the series types that field of that struct.  NULL when
 * the body names none, or the series leaves it plain.
 */
static const struct edit *view_field(const struct edit_set *set,
				     const char *s, const struct define *d)
{
	struct lex_tok t = { LEX_EOF, 0, 0 }, tag = { LEX_EOF, 0, 0 };
	size_t off = d->body, i, j;
	int after_struct = 0, member = 0;

	while (off < d->body_end) {
		lex_next(s, d->body_end, &off, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		if (after_struct && t.kind == LEX_IDENT)
			tag = t;
		after_struct = lex_is(s, &t, "struct") ||
			       lex_is(s, &t, "union");
		if (member && t.kind == LEX_IDENT && tag.len)
			break;
		member = lex_is(s, &t, "->") || lex_is(s, &t, ".");
	}
	if (t.kind != LEX_IDENT || !member || !tag.len)
		return NULL;
	for (i = 0; i < set->files.nr; i++) {
		const struct edit_file *ef = &set->files.v[i];

		for (j = 0; j < ef->edits.nr; j++) {
			const struct fdecl *dl = ef->edits.v[j].decl;
			const char *sc;

			if (!dl || dl->kind != DECL_FIELD ||
			    ef->edits.v[j].twin ||
			    strlen(dl->name) != t.len ||
			    memcmp(dl->name, s + t.off, t.len))
				continue;
			sc = strchr(dl->scope, ' ');
			if (sc && strlen(sc + 1) == tag.len &&
			    !memcmp(sc + 1, s + tag.off, tag.len))
				return &ef->edits.v[j];
		}
	}
	return NULL;
}

/*
 * A store's body with the value cast for the checkers to whatever the
 * field is, `(P)->x = (__endian_force __typeof__((P)->x))(v)`: right
 * before the series types the field and after.  NULL when the body is
 * not `(lhs = rhs)` or `lhs = rhs` with one plain `=` at its top.
 */
static char *forced_store(const char *s, const struct define *d)
{
	size_t off = d->body, lhs = d->body, rhs_end = d->body_end, eq = 0;
	size_t lhs_end, rhs;
	struct strbuf sb = STRBUF_INIT;
	struct lex_tok t;
	int depth = 0, top = 0;

	if (s[d->body] == '(' &&
	    lex_skip_parens(s, d->body_end, d->body) == d->body_end) {
		top = 1;
		lhs = d->body + 1;
		rhs_end = d->body_end - 1;
	}
	while (off < d->body_end) {
		lex_next(s, d->body_end, &off, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		if (lex_is(s, &t, "(") || lex_is(s, &t, "["))
			depth++;
		else if (lex_is(s, &t, ")") || lex_is(s, &t, "]"))
			depth--;
		else if (depth == top && lex_is(s, &t, "=")) {
			if (eq)
				return NULL;
			eq = t.off;
		}
	}
	if (!eq)
		return NULL;
	lhs_end = eq;
	while (lhs_end > lhs && isspace((unsigned char)s[lhs_end - 1]))
		lhs_end--;
	rhs = eq + 1;
	while (rhs < rhs_end && isspace((unsigned char)s[rhs]))
		rhs++;
	strbuf_add(&sb, s + d->body, rhs - d->body);
	strbuf_addstr(&sb, "(__endian_force __typeof__(");
	strbuf_add(&sb, s + lhs, lhs_end - lhs);
	strbuf_addstr(&sb, "))(");
	strbuf_add(&sb, s + rhs, rhs_end - rhs);
	strbuf_addch(&sb, ')');
	strbuf_add(&sb, s + rhs_end, d->body_end - rhs_end);
	return strbuf_detach(&sb);
}

/*
 * A native accessor (a load or store the tree defines) moves its bytes
 * through a field of a one-field struct of its own
 * (`#define get_unaligned_64(p) (((const struct __una_u64 *)(p))->x)`).
 * The analysis reads such a move as one of *p, in whatever order that
 * holds; once the series types the field for the byte-order accessors
 * beside it, the checkers see a __le64 where the move had none.  So the
 * checkers get the move as the analysis reads it: a load's value forced
 * plain, a store's value forced to the field's type.  NULL when the body
 * needs no edit or is not one of those forms.
 */
static char *typed_move(const struct edit_set *set, const char *s,
			const struct define *d, const struct helper *h,
			const struct facts *f)
{
	const struct edit *field;
	struct strbuf sb = STRBUF_INIT;
	char *store = NULL;

	if (d->typed || d->why || !(field = view_field(set, s, d)))
		return NULL;
	if (h->kind == HK_STORE && !(store = forced_store(s, d)))
		return NULL;
	strbuf_addstr(&sb, HELPER_CHECKED "(");
	if (store)
		strbuf_addstr(&sb, store);
	else
		strbuf_addf(&sb, "((__endian_force uint%u_t)%.*s)",
			    f->slots.v[field->decl->slot].width,
			    (int)(d->body_end - d->body), s + d->body);
	strbuf_addstr(&sb, ", ");
	strbuf_add(&sb, s + d->body, d->body_end - d->body);
	strbuf_addch(&sb, ')');
	free(store);
	return strbuf_detach(&sb);
}

/* Add the edit in offset order; 0 when a planned edit overlaps it. */
/* Does edit `o` replace text that `len` bytes at `off` reach? */
static int overlaps(const struct edit *o, size_t off, size_t len)
{
	return o->off < off + len && off < (size_t)o->off + o->len;
}

static int insert(struct edit_file *ef, const struct edit *e)
{
	size_t i;

	for (i = 0; i < ef->edits.nr; i++) {
		const struct edit *o = &ef->edits.v[i];

		if (overlaps(o, e->off, e->len))
			return 0;
		if (o->off >= e->off + e->len)
			break;
	}
	VEC_PUSH(ef->edits, *e);
	memmove(ef->edits.v + i + 1, ef->edits.v + i,
		(ef->edits.nr - 1 - i) * sizeof(*ef->edits.v));
	ef->edits.v[i] = *e;
	return 1;
}

/* `e`: the body of `d` in `text` becomes `body` (heap, taken). */
static void body_edit(struct edit *e, const char *text,
		      const struct define *d, char *body,
		      enum typing_kind kind)
{
	memset(e, 0, sizeof(*e));
	e->off = (uint32_t)d->body;
	e->len = (uint32_t)(d->body_end - d->body);
	e->text = body;
	e->type = xstrndup(text + d->name.off, d->name.len);
	e->typing = kind;
	e->needs_header = 1;
}

/*
 * The edit that types `d`, a definition of helper `h` in `text`, the
 * file at `path`; 0 when it needs none or gets none (listed then).
 */
static int type_define(const struct spelling *sp, const char *path,
		       const char *text, const struct helper *h,
		       const struct define *d, struct edit *e)
{
	const char *type;

	if (d->typed)
		return 0;
	type = spelling_name(sp, h->order, h->width, NULL);
	if (!type)
		return 0;	/* a width of no byte-order type (24) */
	if (d->why || d->nparams != 1) {
		not_typed(path, text, d,
			  d->why ? d->why : "it takes more than the value");
		return 0;
	}
	body_edit(e, text, d, wrapped(text, d, h, type), TYPING_CONVERSION);
	return 1;
}

static void type_file(const struct gather *g, const struct spelling *sp,
		      struct edit_set *set, const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	struct edit_file *ef = NULL;
	size_t off = 0;
	int failed = 0;

	/*
	 * Most files define no helper: look before planning an edit file.
	 * The header an earlier series generated types glibc's helpers
	 * with types of its own.
	 */
	if (strbuf_read_file_quiet(&sb, path) || !strstr(sb.buf, "define") ||
	    strstr(sb.buf, "#define " SPELLING_GUARD "\n"))
		goto out;
	while (off < sb.len) {
		size_t eol = lex_line_end(sb.buf, sb.len, off), at, name_at;
		const struct helper *h;
		struct helper found;
		struct lex_tok name;
		struct define d;
		struct edit e;

		at = lex_directive(sb.buf, off, eol, "define");
		off = eol > off ? eol : sb.len;
		if (!at)
			continue;
		name_at = at;
		lex_next(sb.buf, eol, &name_at, &name, 0);
		h = name.kind != LEX_IDENT ? NULL :
		    find_helper(g, sb.buf + name.off, name.len, &found, 1);
		if (!h || !read_define(g, h, sb.buf, eol, at, &d))
			continue;
		if (h->kind == HK_LOAD || h->kind == HK_STORE) {
			char *body = typed_move(set, sb.buf, &d, h, &g->facts);

			if (!body)
				continue;
			body_edit(&e, sb.buf, &d, body, TYPING_MOVE);
		} else if (h->selector) {
			const char *why = d.why;
			char *body = d.typed || why ? NULL :
				     selector_wrapped(g, sp, sb.buf, &d, h,
						      &why);

			if (!body) {
				if (why)
					not_typed(path, sb.buf, &d, why);
				continue;
			}
			body_edit(&e, sb.buf, &d, body, TYPING_CONVERSION);
		} else if ((h->kind != HK_TO_CPU && h->kind != HK_FROM_CPU &&
			    h->kind != HK_TO_CPU_P &&
			    h->kind != HK_FROM_CPU_P) ||
			   !type_define(sp, path, sb.buf, h, &d, &e)) {
			continue;
		}
		if (!ef)
			ef = edit_file_for(set, path, &failed);
		/* offsets are into `sb`: the file must not have changed */
		if (!ef || ef->orig_len != sb.len ||
		    memcmp(ef->orig, sb.buf, sb.len)) {
			free(e.text);
			free(e.type);
			goto out;
		}
		if (!insert(ef, &e)) {
			not_typed(path, sb.buf, &d, "the planned edits reach it");
			free(e.text);
			free(e.type);
		}
	}
out:
	strbuf_release(&sb);
}

/* The offset of the last character before `off` that is no blank. */
static long char_before(const char *s, size_t off)
{
	while (off && isspace((unsigned char)s[off - 1]))
		off--;
	return (long)off - 1;
}

/* Is the name at `off` a member's, after `.` or `->`? */
static int after_member(const char *s, size_t off)
{
	long b = char_before(s, off);

	return b >= 0 && (s[b] == '.' || (s[b] == '>' && b && s[b - 1] == '-'));
}

/* Is the name at `off` cast by a cast that holds a __force? */
static int forced_cast_before(const char *s, size_t off)
{
	long b = char_before(s, off), open;
	int depth = 0;
	size_t o;
	struct lex_tok t;

	if (b < 0 || s[b] != ')')
		return 0;
	for (open = b; open >= 0; open--) {
		depth += (s[open] == ')') - (s[open] == '(');
		if (!depth)
			break;
	}
	if (open < 0)
		return 0;
	for (o = (size_t)open; o < (size_t)b;) {
		lex_next(s, (size_t)b, &o, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		if (force_word(s, &t))
			return 1;
	}
	return 0;
}

/* Does no edit of `ef` replace text around `off`? */
static int free_at(const struct edit_file *ef, size_t off)
{
	size_t i;

	for (i = 0; i < ef->edits.nr; i++)
		if (overlaps(&ef->edits.v[i], off, 0))
			return 0;
	return 1;
}

/*
 * An edit of `kind` for `name`: `text` (heap, taken) in place of `len`
 * bytes at `off` of `ef`.  0 when planned edits reach there.
 */
static int plan_edit(struct edit_file *ef, size_t off, size_t len,
		     char *text, const char *name, enum typing_kind kind)
{
	struct edit e;

	memset(&e, 0, sizeof(e));
	e.off = (uint32_t)off;
	e.len = (uint32_t)len;
	e.text = text;
	e.type = xstrdup(name);
	e.typing = kind;
	e.needs_header = 1;
	if (insert(ef, &e))
		return 1;
	free(e.text);
	free(e.type);
	return 0;
}

/*
 * A selector function (`w`) converts a plain parameter, or returns a
 * plain result, of either order: one type for the orders it picks.  Its
 * body is typed for the checkers where it calls its conversions, and the
 * compiler sees the same code: the value a to-cpu one reads and the
 * result of a from-cpu one pass a __force,
 *
 *	return big ? be16toh((__endian_force be16_t)(x)) : ...;
 *	return (__endian_force uint32_t)htole32(x);
 */
static void type_selector_function(const struct gather *g,
				   const struct spelling *sp,
				   const struct fwrapper *w,
				   struct edit_set *set)
{
	const char *path = g->facts.files.v[w->at.file];
	struct strbuf sb = STRBUF_INIT;
	struct edit_file *ef;
	struct lex_tok t, next, first, second;
	const char *s;
	size_t o, len;
	int failed = 0, bol = 0, depth;
	long off;

	ef = edit_file_for(set, path, &failed);
	if (!ef)
		return;
	s = ef->orig;
	len = ef->orig_len;
	off = offset_of(s, len, w->at.line, w->at.col);
	if (off < 0)
		return;
	o = (size_t)off;
	lex_next(s, len, &o, &t, 0);
	if (t.kind != LEX_IDENT || !lex_is(s, &t, w->name) ||
	    !(o = lex_skip_parens(s, len, o)))
		return;
	do
		lex_next_code(s, len, &o, &t, &bol);
	while (t.kind != LEX_EOF && !lex_is(s, &t, "{") &&
	       !lex_is(s, &t, ";"));
	if (!lex_is(s, &t, "{"))
		return;
	for (depth = 1; depth;) {
		struct helper tmp;
		const struct helper *h;
		const char *type;
		size_t at, close;

		lex_next_code(s, len, &o, &t, &bol);
		if (t.kind == LEX_EOF)
			break;
		depth += lex_is(s, &t, "{") - lex_is(s, &t, "}");
		if (t.kind != LEX_IDENT || after_member(s, t.off))
			continue;
		at = o;
		lex_next(s, len, &at, &next, 0);
		if (!lex_is(s, &next, "("))
			continue;
		lex_next(s, len, &at, &first, 0);
		lex_next(s, len, &at, &second, 0);
		h = find_helper(g, s + t.off, t.len, &tmp, 0);
		if (!h || h->selector || h->width != w->width ||
		    (h->order != ORDER_LE && h->order != ORDER_BE))
			continue;
		type = spelling_name(sp, h->order, h->width, NULL);
		if (!type)
			continue;
		/*
		 * A __force there already: a second run.  free_at() is
		 * insert()'s own test, so both parentheses go in or none.
		 */
		if (h->kind == HK_TO_CPU) {
			close = lex_skip_parens(s, len, next.off);
			if (!close || (lex_is(s, &first, "(") &&
				       force_word(s, &second)) ||
			    !free_at(ef, next.off + 1) ||
			    !free_at(ef, close - 1))
				continue;
			strbuf_addf(&sb, "(__endian_force %s)(", type);
			plan_edit(ef, next.off + 1, 0, strbuf_detach(&sb),
				  w->name, TYPING_CONVERSION);
			plan_edit(ef, close - 1, 0, xstrdup(")"), w->name,
				  TYPING_CONVERSION);
		} else if (h->kind == HK_FROM_CPU &&
			   !forced_cast_before(s, t.off) &&
			   free_at(ef, t.off)) {
			strbuf_addf(&sb, "(__endian_force uint%u_t)",
				    h->width);
			plan_edit(ef, t.off, 0, strbuf_detach(&sb), w->name,
				  TYPING_CONVERSION);
		}
	}
	strbuf_release(&sb);
}

/*
 * The type a plain typedef named for its order is made on, so that the
 * checkers see one type, not two that warn where they meet: the
 * generated one the spelling made for it (`typedef le16_t le16;`, which
 * glibc's conversions are typed with), or the series' name for that
 * order and width when the generated header defines it or a system
 * header every unit reads declares it (`typedef __le16 le16;`).  NULL:
 * made bitwise where it stands, `typedef u16 __endian_bitwise le16;`,
 * beside another project typedef that may come after it, or when the
 * integer would change for the compiler (le64_t is uint64_t, `unsigned
 * long`; a system header's 64-bit type may be either long).
 */
static const char *made_on(const struct spelling *sp, const struct fdecl *d,
			   unsigned width)
{
	enum order o = (enum order)d->order;
	const char *name = spelling_name(sp, o, width, NULL);
	const char *made = spelling_made(sp, o, width);
	int wi = width_index(width);

	if (d->flags & FDECL_NOT_UINTN)
		return NULL;
	if (made)
		return made;
	if (sp->generated[o][wi] || (sp->include[o][wi] && width != 64))
		return name;
	return NULL;
}

/* The edit that makes `d`, a plain typedef named for its order, bitwise. */
static void named_edit(const struct facts *f, const struct spelling *sp,
		       const struct fdecl *d, struct edit_set *set)
{
	unsigned width = f->slots.v[d->slot].width;
	const char *on = made_on(sp, d, width);
	const char *why = decl_cannot_rewrite(d);
	struct edit_file *ef = NULL;
	struct strbuf sb = STRBUF_INIT;
	long off = -1;
	int failed = 0;

	if (!why && !(ef = edit_file_for(set, f->files.v[d->at.file],
					 &failed)))
		why = "its file cannot be read";
	if (!why && (off = decl_type_offset(ef, d)) < 0)
		why = "the file changed since it was analysed";
	if (!why) {
		if (on)
			strbuf_addstr(&sb, on);
		else
			strbuf_addf(&sb, "%.*s __endian_bitwise",
				    (int)d->type_len, ef->orig + off);
		if (plan_edit(ef, (size_t)off, d->type_len,
			      strbuf_detach(&sb), d->name, TYPING_BITWISE))
			return;
		why = "the planned edits reach it";
	}
	strbuf_addf(&sb, "%s %s", d->type, "__endian_bitwise");
	edit_skip(set, d, strbuf_detach(&sb), why);
}

void typing_plan(const struct gather *g, const struct spelling *sp,
		 const char *const *unproven, size_t nr_unproven,
		 struct edit_set *set)
{
	const struct facts *f = &g->facts;
	struct strset seen = STRSET_INIT;
	size_t i, nr = f->inputs.nr + f->files.nr;

	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];

		if (d->kind == DECL_TYPEDEF && (d->flags & FDECL_NAMED) &&
		    !(d->flags & FDECL_OUTSIDE) &&
		    !path_listed(f->files.v[d->at.file], unproven,
				 nr_unproven))
			named_edit(f, sp, d, set);
	}

	for (i = 0; i < f->wrappers.nr; i++) {
		const struct fwrapper *w = &f->wrappers.v[i];
		const char *path = f->files.v[w->at.file];

		if (w->selector && !w->is_macro &&
		    (w->kind == HK_TO_CPU || w->kind == HK_FROM_CPU) &&
		    path_under(path, (const char *const *)g->roots.v,
			       g->roots.nr) &&
		    !path_listed(path, unproven, nr_unproven))
			type_selector_function(g, sp, w, set);
	}
	for (i = 0; i < nr; i++) {
		const char *path = i < f->inputs.nr ?
				   f->files.v[f->inputs.v[i].file] :
				   f->files.v[i - f->inputs.nr];

		if (strset_has(&seen, path, strlen(path)))
			continue;
		strset_add(&seen, path, strlen(path));
		if (path_under(path, (const char *const *)g->roots.v,
			       g->roots.nr) &&
		    !path_listed(path, unproven, nr_unproven))
			type_file(g, sp, set, path);
	}
	strset_release(&seen);
}
