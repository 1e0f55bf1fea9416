// SPDX-License-Identifier: GPL-2.0-only
/* memmem() */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

#include "infer/cache.h"
#include "infer/helpers.h"
#include "lib/lex.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"
#include "rewrite/fix.h"

/*
 * The conversion a cut lacks, in the tree's family of names: the
 * kernel's with the kernel's type names, glibc's with the generated
 * header's (which types them); NULL for a tree with names of its own.
 */
static const char *call_name(const struct helper_table *t,
			     const struct spelling *sp, enum order order,
			     const struct chain_step *cut, int *generated)
{
	const char *type = spelling_name(sp, order, cut->width, generated);
	const struct helper *h;
	enum helper_family family;

	if (!type)
		return NULL;
	if (!strncmp(type, "__le", 4) || !strncmp(type, "__be", 4))
		family = HF_KERNEL;
	else if (*generated)
		family = HF_LIBC;
	else
		return NULL;
	h = helpers_first(t, family,
			  cut->fix == FIX_FROM_CPU ? HK_FROM_CPU : HK_TO_CPU,
			  order, cut->width);
	return h ? h->name : NULL;
}

/*
 * Is text[from..to) one whole expression a call can wrap: brackets
 * balanced, nothing that ends a statement or an argument at its top
 * level, no preprocessor line inside?
 */
static int wrappable(const char *text, size_t from, size_t to)
{
	size_t off = from;
	int depth = 0;

	while (off < to) {
		struct lex_tok t;

		lex_next(text, to, &off, &t, 1);
		if (t.kind == LEX_EOF)
			break;
		if (t.kind == LEX_NEWLINE) {
			size_t p = off;

			while (p < to && (text[p] == ' ' || text[p] == '\t'))
				p++;
			if (p < to && text[p] == '#')
				return 0;
			continue;
		}
		if (t.kind != LEX_PUNCT)
			continue;
		switch (text[t.off]) {
		case '(': case '[':
			depth++;
			break;
		case ')': case ']':
			if (--depth < 0)
				return 0;
			break;
		case ';': case '{': case '}': case '#':
			return 0;
		case ',': case '=': case '?':
			if (!depth && t.len == 1)
				return 0;
			break;
		default:
			break;
		}
	}
	return !depth;
}

/*
 * Does an edit of `ef` touch the bytes [from, to), or insert text inside
 * or at either end of them (another conversion around the same text)?
 */
static int overlaps(const struct edit_file *ef, size_t from, size_t to)
{
	size_t i;

	for (i = 0; i < ef->edits.nr; i++) {
		const struct edit *e = &ef->edits.v[i];

		if (e->len ? e->off < to && from < e->off + e->len :
		    from <= e->off && e->off <= to)
			return 1;
	}
	return 0;
}

/* Was [from, to) wrapped already, by the same call? (two cuts, one read) */
static int wrapped(const struct edit_file *ef, size_t from, size_t to,
		   const char *call)
{
	size_t i, n = strlen(call);

	for (i = 0; i + 1 < ef->edits.nr; i++) {
		const struct edit *e = &ef->edits.v[i];

		if (e->fix && e->off == from &&
		    !strncmp(e->text, call, n) && e->text[n] == '(') {
			size_t j;

			for (j = i + 1; j < ef->edits.nr; j++)
				if (ef->edits.v[j].fix &&
				    ef->edits.v[j].off + ef->edits.v[j].len ==
				    to && !strcmp(ef->edits.v[j].text, ")"))
					return 1;
		}
	}
	return 0;
}

static size_t skip_blanks_back(const char *text, size_t off)
{
	while (off && (text[off - 1] == ' ' || text[off - 1] == '\t' ||
		       text[off - 1] == '\n'))
		off--;
	return off;
}

/* Does name[0..len) spell `c`? */
static int spells(const char *name, size_t len, const char *c)
{
	return strlen(c) == len && !memcmp(c, name, len);
}

/* Is a helper of `kind`, `order`, `width` the conversion asked for? */
static int conversion_of(unsigned kind, unsigned order_of, unsigned width_of,
			 int dir, enum order order, unsigned width)
{
	if (kind != HK_TO_CPU && kind != HK_FROM_CPU)
		return 0;
	return order == ORDER_NONE ||
	       ((kind == HK_FROM_CPU) == dir && order_of == order &&
		width_of == width);
}

/*
 * Is name[0..len) the conversion to cpu (`dir` 0) or from cpu (1) of
 * `order` and `width` bits, by the helper table, a project wrapper of
 * one, or a project's own helper found by its code?  With ORDER_NONE:
 * any conversion at all.
 */
static int conversion_is(const struct helper_table *t, const struct facts *f,
			 const char *name, size_t len, int dir,
			 enum order order, unsigned width, int depth)
{
	const struct helper *h = helper_find(t, name, len);
	size_t i;

	if (h && (h->kind == HK_TO_CPU || h->kind == HK_FROM_CPU))
		return conversion_of(h->kind, h->order, h->width, dir, order,
				     width);
	for (i = 0; depth < 4 && i < f->wrappers.nr; i++) {
		const struct fwrapper *w = &f->wrappers.v[i];

		if (!spells(name, len, w->name))
			continue;
		if (!*w->helper)	/* a selector's order is the caller's */
			return !w->selector &&
			       conversion_of(w->kind, w->order, w->width, dir,
					     order, width);
		return conversion_is(t, f, w->helper, strlen(w->helper), dir,
				     order, width, depth + 1);
	}
	return 0;
}

/*
 * The twin of a project's own conversion name[0..len), from cpu (`dir`
 * 1) or to cpu of `order` and `width` bits, by its name.  A project names
 * its helpers as it likes (`get_be16`, `put_be16`); only the kernel's
 * spelling of the direction inside a name is turned round
 * (`ext2fs_le32_to_cpu` -> `ext2fs_cpu_to_le32`), and the result counts
 * when the project or the table has it as the other direction.  Its
 * name as they hold it, or NULL.
 */
static const char *own_twin(const struct helper_table *t,
			    const struct facts *f, const char *name,
			    size_t len, int dir, enum order order,
			    unsigned width)
{
	const char *o = order == ORDER_LE ? "le" : "be", *in, *out, *hit;
	char to_cpu[16], from_cpu[16];
	const struct helper *h;
	struct strbuf sb = STRBUF_INIT;
	const char *twin = NULL;
	size_t i;

	if (order == ORDER_NONE)
		return NULL;
	snprintf(to_cpu, sizeof(to_cpu), "%s%u_to_cpu", o, width);
	snprintf(from_cpu, sizeof(from_cpu), "cpu_to_%s%u", o, width);
	in = dir ? from_cpu : to_cpu;
	out = dir ? to_cpu : from_cpu;
	hit = memmem(name, len, in, strlen(in));
	if (!hit)
		return NULL;
	strbuf_add(&sb, name, (size_t)(hit - name));
	strbuf_addstr(&sb, out);
	strbuf_add(&sb, hit + strlen(in),
		   len - (size_t)(hit - name) - strlen(in));
	if (conversion_is(t, f, sb.buf, sb.len, !dir, order, width, 0)) {
		h = helper_find(t, sb.buf, sb.len);
		twin = h ? h->name : NULL;
		for (i = 0; !twin && i < f->wrappers.nr; i++)
			if (spells(sb.buf, sb.len, f->wrappers.v[i].name))
				twin = f->wrappers.v[i].name;
	}
	strbuf_release(&sb);
	return twin;
}

/*
 * The twin of conversion name[0..len) (from cpu with `dir` 1, of `order`
 * and `width` bits): in its own family of names, or a project's own by
 * its name (e2fsprogs' ext2fs_cpu_to_le32(): its units have no
 * cpu_to_le32()); else `fallback`, the tree's family's.
 */
static const char *twin_name(const struct helper_table *t,
			     const struct facts *f, const char *name,
			     size_t len, int dir, enum order order,
			     unsigned width, const char *fallback)
{
	const struct helper *h = helper_find(t, name, len), *twin;
	const char *own;

	if (!h || h->family == HF_NONE) {
		own = own_twin(t, f, name, len, dir, order, width);
		return own ? own : fallback;
	}
	if (h->kind != HK_TO_CPU && h->kind != HK_FROM_CPU)
		return fallback;
	twin = helpers_first(t, h->family, h->kind == HK_TO_CPU ?
			     HK_FROM_CPU : HK_TO_CPU, h->order, h->width);
	return twin ? twin->name : fallback;
}

/*
 * A double conversion, `cpu_to_le32(x)` of data in that order already:
 * the conversion `what` names ("argument of cpu_to_le32()"), spelled
 * around text[from..to), goes.  Returns its text's bounds in *start and
 * *end, or 0 when that is not what is written there (a macro made the
 * call, or it is no conversion from cpu to the conflict's order).
 */
static int call_around(const struct helper_table *t, const struct facts *f,
		       const struct conflict *c,
		       const struct chain_step *cut,
		       const struct edit_file *ef, size_t from, size_t to,
		       size_t *start, size_t *end)
{
	static const char prefix[] = "argument of ";
	const char *what = cut->what;
	size_t n = strlen(what), len, p, q;
	const char *name = what + sizeof(prefix) - 1;

	if (strncmp(what, prefix, sizeof(prefix) - 1) || n < sizeof(prefix) + 2 ||
	    strcmp(what + n - 2, "()"))
		return 0;
	len = (size_t)(what + n - 2 - name);
	if (!conversion_is(t, f, name, len, 1, (enum order)c->order,
			   cut->width, 0))
		return 0;
	p = skip_blanks_back(ef->orig, from);
	if (!p || ef->orig[--p] != '(')
		return 0;
	p = skip_blanks_back(ef->orig, p);
	if (p < len || memcmp(ef->orig + p - len, name, len) ||
	    (p > len && lex_ident_char(ef->orig[p - len - 1])))
		return 0;
	for (q = to; q < ef->orig_len && (ef->orig[q] == ' ' ||
	     ef->orig[q] == '\t' || ef->orig[q] == '\n'); q++)
		;
	if (q == ef->orig_len || ef->orig[q] != ')')
		return 0;
	*start = p - len;
	*end = q + 1;
	return 1;
}

/*
 * If text[from..to) is one call written out, `name(...)`, the length of
 * its name; else 0.
 */
static size_t whole_call(const struct edit_file *ef, size_t from, size_t to)
{
	size_t n = 0;

	while (from + n < to && lex_ident_char(ef->orig[from + n]))
		n++;
	if (!n || lex_skip_parens(ef->orig, to, from + n) != to)
		return 0;
	return n;
}

/*
 * Is the cast text[open..close) to the unsigned integer of `width` bits
 * that a conversion returns, so that it changes nothing but the type?
 */
static int plain_cast(const char *text, size_t open, size_t close,
		      unsigned width)
{
	static const char *const names[3][6] = {
		{ "(u16)", "(__u16)", "(uint16_t)", "(unsigned short)",
		  "(unsigned short int)", NULL },
		{ "(u32)", "(__u32)", "(uint32_t)", "(unsigned)",
		  "(unsigned int)", NULL },
		{ "(u64)", "(__u64)", "(uint64_t)", "(unsigned long long)",
		  "(unsigned long long int)", NULL },
	};
	int w = width_index(width);
	size_t i;

	for (i = 0; w >= 0 && names[w][i]; i++)
		if (strlen(names[w][i]) == close - open &&
		    !memcmp(text + open, names[w][i], close - open))
			return 1;
	return 0;
}

/*
 * Past the casts that open text[from..to) (`(unsigned) ntohl(X)`): a
 * parenthesised run of words and stars that an identifier follows can
 * only be a type.  The offset of what they cast; *plain says whether
 * every one is a plain_cast() of `width`.
 */
static size_t past_casts(const struct edit_file *ef, size_t from, size_t to,
			 unsigned width, int *plain)
{
	*plain = 1;
	for (;;) {
		size_t off = from + 1, close;
		struct lex_tok t;

		if (from >= to || ef->orig[from] != '(')
			return from;
		close = lex_skip_parens(ef->orig, to, from);
		if (!close || close >= to)
			return from;
		do
			lex_next(ef->orig, close - 1, &off, &t, 0);
		while (t.kind == LEX_IDENT || lex_is(ef->orig, &t, "*"));
		if (t.kind != LEX_EOF)
			return from;	/* not a type */
		off = close;
		lex_next(ef->orig, to, &off, &t, 0);
		if (t.kind != LEX_IDENT)
			return from;
		*plain &= plain_cast(ef->orig, from, close, width);
		from = t.off;
	}
}

/* "le16_to_cpu(" (heap) */
static char *open_call(const char *call)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s(", call);
	return strbuf_detach(&sb);
}

/* Add a fix edit; `closes`: see edit_insert(). */
static void add_edit(struct edit_file *ef, const struct conflict *c,
		     size_t off, size_t len, char *text, int generated,
		     int closes)
{
	struct edit e;

	memset(&e, 0, sizeof(e));
	e.fix = c;
	e.needs_header = generated;
	e.off = (uint32_t)off;
	e.len = (uint32_t)len;
	e.text = text;
	edit_insert(ef, e, closes);
}

/*
 * Plan the fix of one cut: what it changes ("le16_to_cpu()", "drop
 * cpu_to_le32()", heap), or NULL when it is left by hand.
 */
static char *fix_cut(const struct facts *f, const struct conflict *c,
		     const struct chain_step *cut, const struct spelling *sp,
		     const struct helper_table *t,
		     const char *const *failed, size_t nr_failed,
		     struct edit_set *set, int *trouble)
{
	const struct fspan *span = &cut->span;
	const char *path = f->files.v[span->file];
	struct strbuf sb = STRBUF_INIT;
	struct edit_file *ef;
	const char *call;
	size_t start, end, n;
	long from, to;
	int generated = 0, bad = 0, plain;

	if (cut->fix == FIX_NONE || path_listed(path, failed, nr_failed) ||
	    cache_input_changed(f, path))
		return NULL;
	call = call_name(t, sp, (enum order)c->order, cut, &generated);
	if (!call)
		return NULL;
	ef = edit_file_for(set, path, &bad);
	if (!ef) {
		*trouble = 1;
		return NULL;
	}
	from = offset_of(ef->orig, ef->orig_len, span->line, span->col);
	to = offset_of(ef->orig, ef->orig_len, span->end_line, span->end_col);
	if (from < 0 || to <= from ||
	    !wrappable(ef->orig, (size_t)from, (size_t)to))
		return NULL;
	if (cut->fix == FIX_TO_CPU &&
	    call_around(t, f, c, cut, ef, (size_t)from, (size_t)to, &start,
			&end)) {
		if (overlaps(ef, start, end))
			return NULL;
		add_edit(ef, c, start, (size_t)from - start, xstrdup(""), 0,
			 0);
		add_edit(ef, c, (size_t)to, end - (size_t)to, xstrdup(""), 0,
			 1);
		strbuf_addf(&sb, "drop %.*s", (int)strlen(cut->what) - 12,
			    cut->what + 12);
		return strbuf_detach(&sb);
	}
	/* the call a cast may hide: `(unsigned) ntohl(X)` */
	start = past_casts(ef, (size_t)from, (size_t)to, cut->width, &plain);
	n = whole_call(ef, start, (size_t)to);
	if (n && conversion_is(t, f, ef->orig + start, n,
			       cut->fix == FIX_TO_CPU, (enum order)c->order,
			       cut->width, 0)) {
		/*
		 * le64_to_cpu() where cpu_to_le64() was meant, or the other
		 * way round: same bits; a cast to the type it returns goes,
		 * or it would hide the twin's bitwise type again.  The twin
		 * of the same family (ntohl()'s is htonl()), which the
		 * compiler sees as the same kind of call.
		 */
		call = twin_name(t, f, ef->orig + start, n,
				 cut->fix == FIX_TO_CPU, (enum order)c->order,
				 cut->width, call);
		if (overlaps(ef, (size_t)from, start + n))
			return NULL;
		if (start > (size_t)from && plain)
			add_edit(ef, c, (size_t)from, start - (size_t)from,
				 xstrdup(""), 0, 0);
		add_edit(ef, c, start, n, xstrdup(call), generated, 0);
		if (!plain)
			from = (long)start;	/* the casts stay: not named */
		strbuf_addf(&sb, "%s() for %.*s()", call,
			    (int)(start + n - (size_t)from),
			    ef->orig + from);
		return strbuf_detach(&sb);
	}
	if (n && conversion_is(t, f, ef->orig + start, n, 0, ORDER_NONE, 0, 0))
		return NULL;	/* another order or width: not one call's fix */
	strbuf_addf(&sb, "%s()", call);
	if (wrapped(ef, (size_t)from, (size_t)to, call))
		return strbuf_detach(&sb);
	if (overlaps(ef, (size_t)from, (size_t)to)) {
		strbuf_release(&sb);
		return NULL;
	}
	/* `x &= (~F)`: the conversion's parentheses take the place of its own */
	n = ef->orig[from] == '(' &&
	    lex_skip_parens(ef->orig, (size_t)to, (size_t)from) == (size_t)to;
	add_edit(ef, c, (size_t)from, n, open_call(call), generated, 0);
	add_edit(ef, c, (size_t)to - n, n, xstrdup(")"), generated, 1);
	return strbuf_detach(&sb);
}

int fixes_plan(const struct facts *f, const struct solution *s,
	       const struct spelling *sp, const struct helper_table *helpers,
	       const char *const *failed, size_t nr_failed, struct edit_set *set)
{
	size_t i, j;
	int trouble = 0;

	for (i = 0; i < s->nr_conflicts; i++) {
		const struct conflict *c = &s->conflicts[i];

		/* a class left plain: a conversion of its data would warn */
		if (!c->resolved || set->held[c->root])
			continue;
		for (j = 0; j < c->nr_cuts; j++) {
			struct fix_site fs;

			fs.c = c;
			fs.cut = &c->cuts[j];
			fs.change = fix_cut(f, c, fs.cut, sp, helpers, failed,
					    nr_failed, set, &trouble);
			VEC_PUSH(set->fixes, fs);
		}
	}
	return trouble ? -1 : 0;
}
