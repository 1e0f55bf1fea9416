// SPDX-License-Identifier: GPL-2.0-only
/*
 * Where things are and which slot holds them: the files a walk meets
 * (sites, the text a fix can wrap, whether a declaration is the
 * project's), what a declared type says, and the key, slot and record
 * (fdecl, fstruct) of each declaration.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer/walk-internal.h"
#include "lib/hash.h"
#include "lib/lex.h"
#include "lib/xalloc.h"

/* ---------------------------------------------------------------- files */

struct file_info {
	uint32_t id;
	int in_roots;
};

static uint32_t file_hash(CXFile file)
{
	return hash_fold(hash_mix(0, (uintptr_t)file));
}

static int same_file(const void *data, uint32_t id, const void *key)
{
	const struct walker *w = data;

	return w->files.v[id].file == *(const CXFile *)key;
}

static struct file_info file_info(struct walker *w, CXFile file)
{
	uint32_t next = (uint32_t)w->files.nr;
	uint32_t id = hashmap_put(&w->file_map, file_hash(file), next,
				  same_file, w, &file);
	struct walk_file wf = { file, 0, 0 };
	struct file_info fi;
	char *path;

	if (id != next) {
		fi.id = w->files.v[id].id;
		fi.in_roots = w->files.v[id].in_roots;
		return fi;
	}
	path = cx_file_path(file);
	wf.id = facts_file(w->f, path);
	wf.in_roots = walk_in_roots(w->o, path);
	free(path);
	VEC_PUSH(w->files, wf);
	fi.id = wf.id;
	fi.in_roots = wf.in_roots;
	return fi;
}

static struct fsite site_of_loc(struct walker *w, CXSourceLocation loc)
{
	struct cx_pos p = cx_file_pos(loc);
	struct fsite s = { 0, p.line, p.col };

	if (p.file)
		s.file = file_info(w, p.file).id;
	return s;
}

struct fsite site_of(struct walker *w, CXCursor c)
{
	return site_of_loc(w, clang_getCursorLocation(c));
}

static int same_pos(struct cx_pos a, struct cx_pos b)
{
	return a.file && b.file && clang_File_isEqual(a.file, b.file) &&
	       a.off == b.off;
}

/*
 * The length of the identifier written at `p` (0 if none), with the text
 * of its file in *text and *len.
 */
size_t ident_at(struct walker *w, struct cx_pos p, const char **text,
		size_t *len)
{
	size_t n = 0;

	*text = cx_file_text(w->tu, p.file, len);
	if (!*text || p.off >= *len)
		return 0;
	while (p.off + n < *len && lex_ident_char((*text)[p.off + n]))
		n++;
	return n;
}

/* The text from `fb` to `fe` (one file), if that file is the project's. */
static struct fspan project_span(struct walker *w, struct cx_pos fb,
				 struct cx_pos fe)
{
	struct fspan sp = { 0, 0, 0, 0, 0, 0 };
	struct file_info fi = file_info(w, fb.file);

	if (!fi.in_roots)
		return sp;
	sp.file = fi.id;
	sp.line = fb.line;
	sp.col = fb.col;
	sp.end_line = fe.line;
	sp.end_col = fe.col;
	return sp;
}

/*
 * Is the expression spelled from `sb` the whole value of the object-like
 * macro `name` (n bytes): its #define line reads `#define NAME TOKEN` or
 * `#define NAME (TOKEN)`, one token (a number or a name) and then only
 * blanks or a comment, and sb is where the body or its token starts?
 * clang says where a macro's expression starts in the body but not where
 * it ends, so a body of more than one token is not taken: `a` of
 * `#define T a + 5` would look the same as all of it.
 */
static int whole_macro_body(struct walker *w, struct cx_pos sb,
			    const char *name, size_t n)
{
	const char *text;
	size_t len, at, bol, body, tok;
	int paren;

	if (!sb.file)
		return 0;
	text = cx_file_text(w->tu, sb.file, &len);
	if (!text || sb.off >= len)
		return 0;
	for (bol = sb.off; bol && text[bol - 1] != '\n'; bol--)
		;
	at = lex_directive(text, bol, sb.off, "define");
	if (at)
		at = lex_skip_blanks(text, at, sb.off);
	if (!at || at + n > sb.off || memcmp(text + at, name, n))
		return 0;
	at += n;
	body = lex_skip_blanks(text, at, sb.off);
	if (body == at)
		return 0;	/* `NAME(`: a function-like macro */
	paren = text[body] == '(';
	at = paren ? lex_skip_blanks(text, body + 1, len) : body;
	for (tok = at; at < len && lex_ident_char(text[at]); at++)
		;
	if (at == tok || (sb.off != body && sb.off != tok))
		return 0;
	at = lex_skip_blanks(text, at, len);
	if (paren && (at >= len || text[at++] != ')'))
		return 0;
	at = lex_skip_blanks(text, at, len);
	return at >= len || text[at] == '\n' ||
	       (text[at] == '/' && at + 1 < len &&
		(text[at + 1] == '*' || text[at + 1] == '/'));
}

/*
 * The text of an expression that is the whole of one use of an
 * object-like macro of one token (`tag = RESERVED_TAG`): both its ends
 * are the macro's name in the file, no '(' follows it, and the
 * expression is the macro's whole value (whole_macro_body()).  Line 0
 * otherwise.
 */
static struct fspan object_macro_span(struct walker *w, CXSourceLocation b,
				      CXSourceLocation end)
{
	struct fspan none_span = { 0, 0, 0, 0, 0, 0 };
	struct cx_pos fb = cx_file_pos(b), fe = cx_file_pos(end);
	const char *text;
	char name[256];
	size_t len, n, at;

	if (!fb.file || !clang_File_isEqual(fb.file, fe.file) ||
	    fe.off < fb.off)
		return none_span;
	/* a name, not a number, and the expression ends inside it */
	n = ident_at(w, fb, &text, &len);
	if (!n || fe.off > fb.off + n ||
	    (text[fb.off] >= '0' && text[fb.off] <= '9'))
		return none_span;
	at = lex_skip_blanks(text, fb.off + n, len);
	if (at < len && text[at] == '(')
		return none_span;
	/* the name copied: the body may be in another file's text */
	if (n >= sizeof(name))
		return none_span;
	memcpy(name, text + fb.off, n);
	if (!whole_macro_body(w, cx_spelling_pos(b), name, n))
		return none_span;
	fe = fb;
	fe.col += (unsigned)n;
	fe.off += n;
	return project_span(w, fb, fe);
}

/*
 * The text of expression `e` in a project file, when a fix can wrap it:
 * both ends written where they stand (spelling and file location agree,
 * which holds for a macro's argument and not for a macro's body), in one
 * file, in order; or the whole use of an object-like macro.  Line 0
 * otherwise.
 */
struct fspan span_of(struct walker *w, CXCursor e)
{
	CXSourceRange r = clang_getCursorExtent(e);
	CXSourceLocation b = clang_getRangeStart(r), end = clang_getRangeEnd(r);
	struct cx_pos fb = cx_file_pos(b), fe = cx_file_pos(end);

	if (!same_pos(fb, cx_spelling_pos(b)) ||
	    !same_pos(fe, cx_spelling_pos(end)) ||
	    !clang_File_isEqual(fb.file, fe.file) || fe.off <= fb.off)
		return object_macro_span(w, b, end);
	return project_span(w, fb, fe);
}

/*
 * The text of `e` when it is one call of a helper macro of the table as
 * the user wrote it (`le64_to_cpu(v + 3)`), which span_of() cannot take:
 * the call's first token comes from the macro's body.  The identifier at
 * its file location names a helper and its parentheses close exactly
 * where the expression ends, so the expression is the whole call.
 */
struct fspan helper_call_span(struct walker *w, CXCursor e)
{
	CXSourceRange r = clang_getCursorExtent(e);
	CXSourceLocation end = clang_getRangeEnd(r);
	struct cx_pos fb = cx_file_pos(clang_getRangeStart(r));
	struct cx_pos fe = cx_file_pos(end);
	struct fspan none_span = { 0, 0, 0, 0, 0, 0 };
	const char *text;
	size_t len, n;

	if (!fb.file || !same_pos(fe, cx_spelling_pos(end)) ||
	    !clang_File_isEqual(fb.file, fe.file))
		return none_span;
	n = ident_at(w, fb, &text, &len);
	if (!n || !helper_find(w->o->helpers, text + fb.off, n) ||
	    lex_skip_parens(text, len, fb.off + n) != fe.off)
		return none_span;
	return project_span(w, fb, fe);
}

/* Is the declaration `c` in a project file (not a system header)? */
int decl_in_roots(struct walker *w, CXCursor c)
{
	CXSourceLocation loc = clang_getCursorLocation(c);
	struct cx_pos p = cx_expansion_pos(loc);

	if (!p.file || clang_Location_isInSystemHeader(loc))
		return 0;
	return file_info(w, p.file).in_roots;
}

/* ---------------------------------------------------------------- types */

static enum order order_from_name(const char *s, unsigned *width)
{
	const char *p;

	for (p = s; *p; p++) {
		if ((p[0] == 'l' && p[1] == 'e') || (p[0] == 'b' && p[1] == 'e')) {
			unsigned wd = (unsigned)atoi(p + 2);

			if ((p == s || p[-1] == '_' || p[-1] == 'f' ||
			     p[-1] == 'd') &&
			    (wd == 16 || wd == 32 || wd == 64)) {
				*width = wd;
				return p[0] == 'l' ? ORDER_LE : ORDER_BE;
			}
		}
	}
	return ORDER_NONE;
}

#define TYPEDEF_NAMED ((uintptr_t)1 << 8)	/* in w->typedef_order */

/*
 * The order and width a type name spells as the kernel does, and only
 * so: le16, __be32, le64_t (ORDER_NONE for any other name).
 */
static enum order order_named(const char *s, unsigned *width)
{
	static const char *const widths[] = { "16", "32", "64" };
	enum order o;
	size_t i;

	if (!strncmp(s, "__", 2))
		s += 2;
	if (!strncmp(s, "le", 2))
		o = ORDER_LE;
	else if (!strncmp(s, "be", 2))
		o = ORDER_BE;
	else
		return ORDER_NONE;
	for (i = 0; i < sizeof(widths) / sizeof(*widths); i++)
		if (!strncmp(s + 2, widths[i], 2) &&
		    (!s[4] || !strcmp(s + 4, "_t"))) {
			*width = 16u << i;
			return o;
		}
	return ORDER_NONE;
}

/*
 * A project's plain typedef named for an order and a width, over an
 * unsigned integer of that width (`typedef u16 le16;`): its data is of
 * that order by the project's own word, only the checkers cannot see it
 * yet (ntfs-3g declares its whole on-disk layout so).  A typedef made
 * on an ordered type is ordered through it already.
 */
static enum order plain_named_order(struct walker *w, CXCursor td)
{
	enum order o = ORDER_NONE;
	unsigned width = 0;
	struct tinfo ti;
	char *name;

	if (!decl_in_roots(w, td))
		return ORDER_NONE;
	name = cx_strdup(NULL, clang_getCursorSpelling(td));
	o = order_named(name, &width);
	free(name);
	if (o == ORDER_NONE ||
	    !type_info(w, clang_getTypedefDeclUnderlyingType(td), &ti) ||
	    ti.levels || ti.is_signed || ti.width != width ||
	    ti.annotated != ORDER_NONE)
		return ORDER_NONE;
	return o;
}

enum order typedef_order_named(struct walker *w, CXCursor td, int *named)
{
	void **slot = cx_map_slot(&w->typedef_order, td);
	enum order o = ORDER_NONE;
	int by_name = 0;
	CXSourceRange r;
	struct cx_pos a, b;
	const char *text;
	size_t len;

	if (*slot) {
		uintptr_t v = (uintptr_t)*slot;

		if (named)
			*named = (v & TYPEDEF_NAMED) != 0;
		return (enum order)((v & ~TYPEDEF_NAMED) - 1);
	}
	r = clang_getCursorExtent(td);
	a = cx_file_pos(clang_getRangeStart(r));
	b = cx_file_pos(clang_getRangeEnd(r));
	if (a.file && a.file == b.file && a.off <= b.off) {
		text = cx_file_text(w->tu, a.file, &len);
		if (text && b.off <= len &&
		    bitwise_in_text(&w->bw, text, a.off, b.off)) {
			char *name = cx_strdup(NULL, clang_getCursorSpelling(td));
			unsigned wd;

			o = order_from_name(name, &wd);
			free(name);
		}
	}
	if (o == ORDER_NONE) {
		o = plain_named_order(w, td);
		by_name = o != ORDER_NONE;
	}
	*slot = (void *)((uintptr_t)(o + 1) | (by_name ? TYPEDEF_NAMED : 0));
	if (named)
		*named = by_name;
	return o;
}

enum order typedef_order(struct walker *w, CXCursor td)
{
	return typedef_order_named(w, td, NULL);
}

static int integer_kind(enum CXTypeKind k, int *is_signed)
{
	switch (k) {
	case CXType_UShort: case CXType_UInt: case CXType_ULong:
	case CXType_ULongLong:
		*is_signed = 0;
		return 1;
	case CXType_Short: case CXType_Int: case CXType_Long:
	case CXType_LongLong:
		*is_signed = 1;
		return 1;
	default:
		return 0;
	}
}

/*
 * The chain of typedefs from `td`, each walked once: type_info() hops to
 * its end at once.  A program that defines each of 10,000 typedefs on
 * the one before would otherwise walk the chain again from each, 50
 * million hops.
 */
static struct typedef_chain typedef_chain(struct walker *w, CXCursor td)
{
	VEC(CXCursor) path = { NULL, 0, 0 };
	struct typedef_chain c = { { CXType_Invalid, { NULL, NULL } },
				   ORDER_NONE };
	size_t i;

	for (;;) {
		void **known = cx_map_find(&w->typedef_chain, td);
		CXType u;

		if (known && *known) {
			c = w->chains.v[(uintptr_t)*known - 1];
			break;
		}
		VEC_PUSH(path, td);
		u = cx_unwrap(clang_getTypedefDeclUnderlyingType(td));
		if (u.kind != CXType_Typedef) {
			c.end = u;
			break;
		}
		td = clang_getTypeDeclaration(u);
	}
	/* from the deepest up: a typedef's own order comes before deeper ones */
	for (i = path.nr; i-- > 0;) {
		enum order o = typedef_order(w, path.v[i]);

		if (o != ORDER_NONE)
			c.order = o;
		VEC_PUSH(w->chains, c);
		*cx_map_slot(&w->typedef_chain, path.v[i]) =
			(void *)(uintptr_t)w->chains.nr;
	}
	VEC_FREE(path);
	return c;
}

/*
 * Fill `ti` for a declared type; returns 1 when a 16-, 32- or 64-bit
 * integer lies at its bottom.
 */
int type_info(struct walker *w, CXType t, struct tinfo *ti)
{
	int stars = 0, arrays = 0, i;
	char *p;

	memset(ti, 0, sizeof(*ti));
	for (;;) {
		CXType u = cx_unwrap(t);

		if (u.kind == CXType_Typedef) {
			struct typedef_chain c = typedef_chain(
				w, clang_getTypeDeclaration(u));

			if (!ti->fixed && !ti->base[0]) {
				char *n = cx_strdup(NULL, clang_getTypedefName(u));

				snprintf(ti->base, sizeof(ti->base), "%s", n);
				free(n);
				ti->fixed = 1;
			}
			if (c.order != ORDER_NONE &&
			    ti->annotated == ORDER_NONE) {
				ti->annotated = c.order;
				ti->annotated_name = facts_str(w->f, ti->base,
							      strlen(ti->base));
			}
			t = c.end;
			continue;
		}
		if (u.kind == CXType_Pointer) {
			stars++;
			memset(ti->base, 0, sizeof(ti->base));
			ti->fixed = 0;
			ti->annotated = ORDER_NONE;
			t = clang_getPointeeType(u);
			continue;
		}
		if (u.kind == CXType_ConstantArray ||
		    u.kind == CXType_IncompleteArray ||
		    u.kind == CXType_VariableArray ||
		    u.kind == CXType_DependentSizedArray) {
			if (stars) {
				/* pointer to array: not ours */
				ti->unmodelled = 1;
				return 0;
			}
			arrays++;
			memset(ti->base, 0, sizeof(ti->base));
			ti->fixed = 0;
			ti->annotated = ORDER_NONE;
			t = clang_getArrayElementType(u);
			continue;
		}
		if (!integer_kind(u.kind, &ti->is_signed))
			return 0;
		ti->width = (unsigned)clang_Type_getSizeOf(u) * 8;
		if (ti->width != 16 && ti->width != 32 && ti->width != 64) {
			ti->width = 0;
			return 0;
		}
		if (!ti->base[0]) {
			char *n = cx_strdup(NULL, clang_getTypeSpelling(
				clang_getCanonicalType(u)));

			snprintf(ti->base, sizeof(ti->base), "%s", n);
			free(n);
		}
		break;
	}
	/* `int **...*p` of 10,000 stars is valid C, and no slot we model */
	if ((size_t)stars >= sizeof(ti->shape)) {
		ti->unmodelled = 1;
		return 0;
	}
	ti->levels = stars + arrays;
	p = ti->shape;
	for (i = 0; i < stars; i++)
		*p++ = '*';
	for (i = 0; i < arrays && p + 2 < ti->shape + sizeof(ti->shape); i++) {
		*p++ = '[';
		*p++ = ']';
	}
	*p = '\0';
	return 1;
}

/* ---------------------------------------------------------------- slots */

/* The record a nested struct or union (or a field) finally lies in. */
static CXCursor outermost_record(CXCursor c)
{
	for (;;) {
		CXCursor up = clang_getCursorSemanticParent(c);
		enum CXCursorKind k = clang_getCursorKind(up);

		if (k != CXCursor_StructDecl && k != CXCursor_UnionDecl)
			return c;
		c = up;
	}
}

/*
 * The file name of the outermost record `c` belongs to (or is), where
 * it is defined; NULL when there is none.
 */
static char *record_file(CXCursor c)
{
	CXCursor def;
	struct cx_pos p;
	char *path, *base;

	c = outermost_record(c);
	def = clang_getCursorDefinition(c);
	p = cx_file_pos(clang_getCursorLocation(
		clang_Cursor_isNull(def) ? c : def));
	if (!p.file)
		return NULL;
	path = cx_file_name(p.file);
	base = strrchr(path, '/');
	if (base)
		memmove(path, base + 1, strlen(base));
	return path;
}

/*
 * A declaration's key: its USR, except that a named struct or union
 * (and its fields) also names the file that defines it, the way clang's
 * USRs name the file of a static function.  Two drivers built side by
 * side (aic7xxx and aic79xx) may each define a different `struct
 * hardware_scb`; one USR would join their fields.  So may two define a
 * `typedef struct { ... } cmd_a64_entry_t` (qla1280 and qla2xxx, whose
 * fields of one name differ in width): an unnamed record named by its
 * typedef (c:@SA@, c:@UA@) is keyed the same way.
 */
const char *usr_of(struct walker *w, CXCursor c)
{
	CXString s = clang_getCursorUSR(c);
	const char *usr = clang_getCString(s), *r;
	struct strbuf key = STRBUF_INIT;
	char *file;

	if ((strncmp(usr, "c:@S@", 5) && strncmp(usr, "c:@U@", 5) &&
	     strncmp(usr, "c:@SA@", 6) && strncmp(usr, "c:@UA@", 6)) ||
	    !(file = record_file(c))) {
		r = facts_cstr(w->f, usr);
		clang_disposeString(s);
		return r;
	}
	/* not w->sb: callers build keys of their own around this one */
	strbuf_addf(&key, "c:%s%s", file, usr + 2);
	r = facts_cstr(w->f, key.buf);
	strbuf_release(&key);
	free(file);
	clang_disposeString(s);
	return r;
}

const char *name_of(struct walker *w, CXCursor c)
{
	CXString s = clang_getCursorSpelling(c);
	const char *r = facts_cstr(w->f, clang_getCString(s));

	clang_disposeString(s);
	return r;
}

/* The key of a local: its USR names its spelling, so two expansions of
 * one macro would share it; add where this one was expanded. */
static const char *local_key(struct walker *w, CXCursor c)
{
	struct cx_pos p = cx_expansion_pos(clang_getCursorLocation(c));

	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "%s@%u", usr_of(w, c), p.off);
	return facts_cstr(w->f, w->sb.buf);
}

const char *indexed_key(struct walker *w, const char *usr,
			const char *suffix)
{
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "%s#%s", usr, suffix);
	return facts_cstr(w->f, w->sb.buf);
}

const char *param_key(struct walker *w, const char *fn_usr, unsigned i)
{
	char n[16];

	snprintf(n, sizeof(n), "%u", i);
	return indexed_key(w, fn_usr, n);
}

/* Is the declaration's location inside a macro expansion? */
static int decl_in_macro(CXCursor c)
{
	CXSourceLocation loc = clang_getCursorLocation(c);
	struct cx_pos f = cx_file_pos(loc), s = cx_spelling_pos(loc);

	/*
	 * A macro's argument is spelled in the file where it is written
	 * (clang's file location is its spelling): a declaration or cast
	 * there, `le32toh((uint32_t)v)`, is text a rewrite can edit.  A
	 * macro's body is not.
	 */
	return f.file != s.file || f.off != s.off;
}

/* Words that make up a builtin integer type. */
static int builtin_type_word(const char *s, size_t n)
{
	static const char *const words[] = {
		"unsigned", "signed", "int", "long", "short", "char",
		"__signed__", NULL
	};
	size_t i;

	for (i = 0; words[i]; i++)
		if (strlen(words[i]) == n && !strncmp(s, words[i], n))
			return 1;
	return 0;
}

/*
 * Find where the declaration spells its integer type (`ti->base`: a
 * typedef name, or a run of builtin words) between its start and its
 * name, and store it in d->type_*.  Returns -1 when the text does not
 * spell it: a macro made the type.
 */
static int type_range(struct walker *w, CXCursor c, const struct tinfo *ti,
		      struct fdecl *d)
{
	CXSourceRange r = clang_getCursorExtent(c);
	struct cx_pos a = cx_file_pos(clang_getRangeStart(r));
	struct cx_pos b = cx_file_pos(clang_getCursorLocation(c));
	size_t len, i, from = 0, to = 0, line_start;
	const char *text;
	unsigned line;

	if (!a.file || a.file != b.file)
		return -1;
	if (b.off <= a.off)	/* an unnamed parameter */
		b = cx_file_pos(clang_getRangeEnd(r));
	text = cx_file_text(w->tu, a.file, &len);
	if (!text || b.off > len || a.off >= b.off)
		return -1;
	/*
	 * clang starts the second declarator of a local declaration
	 * (`u32 n = 1, *p`) at its own name: look back to the statement's
	 * start for the shared type.
	 */
	if (clang_getCursorKind(c) == CXCursor_VarDecl &&
	    clang_getCursorKind(clang_getCursorSemanticParent(c)) ==
	    CXCursor_FunctionDecl) {
		unsigned back = a.off;

		while (back > 0 && text[back - 1] != ';' &&
		       text[back - 1] != '{' && text[back - 1] != '}')
			back--;
		for (i = back; i < a.off; i++)
			if (text[i] == '\n') {
				a.line--;
			}
		a.col = 1;
		for (i = back; i > 0 && text[i - 1] != '\n'; i--)
			a.col++;
		a.off = back;
	}
	for (i = a.off; i < b.off;) {
		size_t n = 0;

		if (!lex_ident_char(text[i]) || (i > a.off &&
						lex_ident_char(text[i - 1]))) {
			i++;
			continue;
		}
		while (i + n < b.off && lex_ident_char(text[i + n]))
			n++;
		if (ti->fixed) {
			if (n == strlen(ti->base) && !strncmp(text + i, ti->base, n)) {
				from = i;
				to = i + n;
				break;
			}
		} else if (builtin_type_word(text + i, n)) {
			if (!to)
				from = i;
			to = i + n;
		} else if (to) {
			break;
		}
		i += n;
	}
	if (!to)
		return -1;
	line = a.line;
	line_start = a.off - (a.col - 1);
	for (i = a.off; i < from; i++)
		if (text[i] == '\n') {
			line++;
			line_start = i + 1;
		}
	d->type_line = line;
	d->type_col = (uint32_t)(from - line_start + 1);
	d->type_len = (uint32_t)(to - from);
	return 0;
}

void add_decl(struct walker *w, CXCursor c, uint32_t slot,
	      enum decl_kind kind, const char *name, const char *scope,
	      const struct tinfo *ti, int outside, int definition)
{
	struct fdecl d;

	memset(&d, 0, sizeof(d));
	d.slot = slot;
	d.at = site_of(w, c);
	d.kind = (uint8_t)kind;
	d.name = name;
	d.scope = scope;
	d.shape = facts_cstr(w->f, ti->shape);
	d.type = facts_cstr(w->f, ti->base);
	d.width = (uint8_t)ti->width;
	d.flags = ti->flags;
	if (ti->annotated != ORDER_NONE) {
		d.flags |= FDECL_ANNOTATED;
		d.order = (uint8_t)ti->annotated;
	}
	if (outside)
		d.flags |= FDECL_OUTSIDE;
	if (ti->is_signed)
		d.flags |= FDECL_SIGNED;
	if (!ti->fixed)
		d.flags |= FDECL_NOT_FIXED;
	if (definition)
		d.flags |= FDECL_DEFINITION;
	if (decl_in_macro(c))
		d.flags |= FDECL_IN_MACRO;
	else if (!outside && type_range(w, c, ti, &d))
		d.flags |= FDECL_MACRO_TYPE;
	VEC_PUSH(w->f->decls, d);
	if (ti->annotated != ORDER_NONE) {
		strbuf_reset(&w->sb);
		strbuf_addf(&w->sb, "declared %s", ti->annotated_name ?
			    ti->annotated_name : ti->base);
		facts_seed(w->f, slot, ti->annotated == ORDER_LE ? MARK_LE :
			   MARK_BE, ti->width, d.at, facts_cstr(w->f, w->sb.buf),
			   NULL);
	}
}

struct val slot_val(uint32_t slot, int levels)
{
	struct val v = none;

	v.kind = V_SLOT;
	v.slot = slot;
	v.levels = levels;
	return v;
}

struct member_find {
	CXCursor rec;
	char *name;		/* heap */
};

/* Is `c` the field whose type (or element type) is record m->rec? */
static enum CXChildVisitResult find_member(CXCursor c, CXCursor parent,
					   CXClientData data)
{
	struct member_find *m = data;
	CXType t;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_FieldDecl)
		return CXChildVisit_Continue;
	t = clang_getCanonicalType(clang_getCursorType(c));
	while (t.kind == CXType_ConstantArray ||
	       t.kind == CXType_IncompleteArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (!clang_equalCursors(clang_getTypeDeclaration(t), m->rec))
		return CXChildVisit_Continue;
	m->name = cx_strdup(NULL, clang_getCursorSpelling(c));
	return CXChildVisit_Break;
}

#define SCOPE_MAX_DEPTH 16

/*
 * `rec`, or the record that holds it when it is an unnamed member (C11:
 * `union { struct { ... }; };`), and so on up, while *depth stays under
 * SCOPE_MAX_DEPTH: an unnamed member's fields are its parent's.
 */
static CXCursor past_unnamed(CXCursor rec, int *depth)
{
	while (clang_Cursor_isAnonymousRecordDecl(rec) &&
	       (*depth)++ < SCOPE_MAX_DEPTH) {
		CXCursor up = clang_getCursorSemanticParent(rec);
		enum CXCursorKind k = clang_getCursorKind(up);

		if (k != CXCursor_StructDecl && k != CXCursor_UnionDecl)
			break;
		rec = up;
	}
	return rec;
}

/*
 * The name of record `rec` without its keyword, onto `sb`: its tag; for
 * an unnamed record that is the type of a named field F of a record
 * named P, "P.F" (`struct msdos_boot_sector.fat32`, `struct
 * ext2_inode.osd1.linux1`); else "(anonymous)".  tools/ground-truth
 * names them the same way from the text.
 */
static void record_name(CXCursor rec, struct strbuf *sb, int depth)
{
	char *name = cx_strdup(NULL, clang_getCursorSpelling(rec));
	CXCursor parent = clang_getCursorSemanticParent(rec);
	enum CXCursorKind pk = clang_getCursorKind(parent);
	struct member_find m = { rec, NULL };
	size_t len = sb->len;

	if (*name && !strchr(name, ' ')) {
		strbuf_addstr(sb, name);
		free(name);
		return;
	}
	free(name);
	if (depth < SCOPE_MAX_DEPTH &&
	    (pk == CXCursor_StructDecl || pk == CXCursor_UnionDecl))
		clang_visitChildren(parent, find_member, &m);
	if (m.name && *m.name) {
		/*
		 * past the unnamed members (C11) that hold the field: their
		 * fields are their parent's (`struct smp_req.long_smp_req`)
		 */
		parent = past_unnamed(parent, &depth);
		record_name(parent, sb, depth + 1);
		if (strcmp(sb->buf + len, "(anonymous)"))
			strbuf_addf(sb, ".%s", m.name);
	} else {
		strbuf_addstr(sb, "(anonymous)");
	}
	free(m.name);
}

/*
 * The scope string of a field: "struct NAME" of its record.  The fields
 * of an unnamed member (C11: `union { struct { u64 a; }; };` in struct
 * P, or the kernel's struct_group()) are P's: `p->a`, in P's scope, as
 * the code reads them; so is their patch.
 */
static const char *record_scope(struct walker *w, CXCursor rec)
{
	const char *kw;
	int depth = 0;

	rec = past_unnamed(rec, &depth);
	kw = clang_getCursorKind(rec) == CXCursor_UnionDecl ? "union" :
	     "struct";

	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "%s ", kw);
	record_name(rec, &w->sb, 0);
	return facts_cstr(w->f, w->sb.buf);
}

struct record_walk {
	struct walker *w;
	struct fstruct *s;
	const char *scope;
	int outside;
};

static enum CXChildVisitResult record_field(CXCursor c, CXCursor parent,
					    CXClientData data)
{
	struct record_walk *rw = data;
	struct walker *w = rw->w;
	enum CXCursorKind k = clang_getCursorKind(c);
	struct tinfo ti;
	uint32_t slot;

	(void)parent;
	if (k == CXCursor_PackedAttr) {
		rw->s->flags |= FSTRUCT_PACKED;
		return CXChildVisit_Continue;
	}
	if (k == CXCursor_StructDecl || k == CXCursor_UnionDecl) {
		/*
		 * A record defined inside another is part of its format
		 * (a descriptor's read and write-back layouts): its fields
		 * are siblings of the outer ones for the struct hint.
		 */
		struct record_walk inner = *rw;

		if (!clang_isCursorDefinition(c) ||
		    cx_map_test_and_add(&w->declared, c))
			return CXChildVisit_Continue;
		inner.scope = record_scope(w, c);
		clang_visitChildren(c, record_field, &inner);
		return CXChildVisit_Continue;
	}
	if (k != CXCursor_FieldDecl)
		return CXChildVisit_Continue;
	rw->s->nr_fields++;
	if (!type_info(w, clang_getCursorType(c), &ti)) {
		CXType u = clang_getCanonicalType(clang_getCursorType(c));
		int sg;

		while (u.kind == CXType_ConstantArray)
			u = clang_getCanonicalType(clang_getArrayElementType(u));
		/*
		 * an enum is an int on every ABI the formats are read on:
		 * ntfs's `enum FILE_ATTRIBUTE fa;` is its struct's __le32
		 */
		if (!(integer_kind(u.kind, &sg) || u.kind == CXType_UChar ||
		      u.kind == CXType_SChar || u.kind == CXType_Char_S ||
		      u.kind == CXType_Char_U || u.kind == CXType_Record ||
		      u.kind == CXType_Enum))
			rw->s->flags &= (uint16_t)~FSTRUCT_FIXED;
		return CXChildVisit_Continue;
	}
	if (!ti.fixed || clang_getFieldDeclBitWidth(c) >= 0)
		rw->s->flags &= (uint16_t)~FSTRUCT_FIXED;
	if (clang_getFieldDeclBitWidth(c) >= 0)
		return CXChildVisit_Continue;
	slot = facts_slot(w->f, usr_of(w, c), ti.width);
	add_decl(w, c, slot, DECL_FIELD, name_of(w, c), rw->scope, &ti,
		 rw->outside, 0);
	VEC_PUSH(w->f->members, slot);
	rw->s->nr++;
	return CXChildVisit_Continue;
}

/* Record a struct or union definition and its integer fields, once. */
void declare_record(struct walker *w, CXCursor rec)
{
	struct record_walk rw;
	struct fstruct s;

	rec = clang_getCursorDefinition(rec);
	if (clang_Cursor_isNull(rec))
		return;
	/* the format unit is the outermost record */
	rec = outermost_record(rec);
	if (cx_map_test_and_add(&w->declared, rec))
		return;
	memset(&s, 0, sizeof(s));
	s.key = usr_of(w, rec);
	s.name = record_scope(w, rec);
	s.flags = FSTRUCT_FIXED;
	if (clang_getCursorKind(rec) == CXCursor_UnionDecl)
		s.flags |= FSTRUCT_UNION;
	s.at = site_of(w, rec);
	s.first = (uint32_t)w->f->members.nr;
	rw.w = w;
	rw.s = &s;
	rw.scope = s.name;
	rw.outside = !decl_in_roots(w, rec);
	if (rw.outside)
		s.flags |= FSTRUCT_OUTSIDE;
	clang_visitChildren(rec, record_field, &rw);
	VEC_PUSH(w->f->structs, s);
}

/* The slot of a field, declaring its struct on first sight. */
struct val field_val(struct walker *w, CXCursor field)
{
	struct tinfo ti;

	if (!type_info(w, clang_getCursorType(field), &ti) ||
	    clang_getFieldDeclBitWidth(field) >= 0)
		return none;
	declare_record(w, clang_getCursorSemanticParent(field));
	return slot_val(facts_slot(w->f, usr_of(w, field), ti.width),
			ti.levels);
}

/* The function a parameter or local belongs to, by walking up. */
static CXCursor enclosing_function(CXCursor c)
{
	while (!clang_Cursor_isNull(c) &&
	       clang_getCursorKind(c) != CXCursor_FunctionDecl &&
	       clang_getCursorKind(c) != CXCursor_TranslationUnit)
		c = clang_getCursorSemanticParent(c);
	return c;
}

/* The parameters and return value of declaration `fn`, with `outside`. */
static void declare_signature(struct walker *w, CXCursor fn, int outside)
{
	const char *usr = usr_of(w, fn), *name = name_of(w, fn);
	int i, n, def = !outside && clang_isCursorDefinition(fn);
	struct tinfo ti;

	if (type_info(w, clang_getCursorResultType(fn), &ti))
		add_decl(w, fn, facts_slot(w->f, indexed_key(w, usr, "r"),
					   ti.width),
			 DECL_RETURN, name, name, &ti, outside, def);
	n = clang_Cursor_getNumArguments(fn);
	for (i = 0; i < n; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, (unsigned)i);
		uint32_t slot;

		if (!type_info(w, clang_getCursorType(p), &ti))
			continue;
		slot = facts_slot(w->f, param_key(w, usr, (unsigned)i), ti.width);
		if (!outside)
			*cx_map_slot(&w->parm_slot, p) =
				(void *)(uintptr_t)(slot + 1);
		add_decl(w, p, slot, DECL_PARAM, name_of(w, p), name, &ti,
			 outside, def);
	}
}

/*
 * Record the parameters and return value of function `fn` (a prototype
 * or a definition), once per declaration.  Outside the roots nothing is
 * recorded (calls seed their arguments instead, see call_val()), but
 * the first declaration of a function the roots define.
 */
void declare_function(struct walker *w, CXCursor fn)
{
	CXCursor first;

	if (cx_map_test_and_add(&w->declared, fn) || !decl_in_roots(w, fn))
		return;
	declare_signature(w, fn, 0);
	/*
	 * Its first declaration outside the tree (net/ipv4's
	 * tcp_fastopen_get_cipher(), declared in include/net/tcp.h): the
	 * declarations must keep one type, so that one's, which no patch
	 * of the tree changes, is recorded too (rewrite/edits.c holds the
	 * class).
	 */
	first = clang_getCanonicalCursor(fn);
	if (!clang_equalCursors(first, fn) && !decl_in_roots(w, first) &&
	    !cx_map_test_and_add(&w->declared, first))
		declare_signature(w, first, 1);
}

/* The scope of a variable in `fn`: "local:FN", or "global" outside one. */
static const char *var_scope(struct walker *w, CXCursor fn)
{
	if (clang_getCursorKind(fn) != CXCursor_FunctionDecl)
		return facts_cstr(w->f, "global");
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "local:%s", name_of(w, fn));
	return facts_cstr(w->f, w->sb.buf);
}

/* A variable: global, static or local. */
struct val var_val(struct walker *w, CXCursor var)
{
	CXCursor fn = enclosing_function(clang_getCursorSemanticParent(var));
	int local = clang_getCursorKind(fn) == CXCursor_FunctionDecl;
	struct tinfo ti;
	const char *key;
	uint32_t slot;

	if (!type_info(w, clang_getCursorType(var), &ti))
		return none;
	key = local ? local_key(w, var) : usr_of(w, var);
	slot = facts_slot(w->f, key, ti.width);
	if (!cx_map_test_and_add(&w->declared, var))
		add_decl(w, var, slot, DECL_VAR, name_of(w, var),
			 var_scope(w, fn), &ti, !decl_in_roots(w, var),
			 clang_isCursorDefinition(var));
	return slot_val(slot, ti.levels);
}

struct val parm_val(struct walker *w, CXCursor parm)
{
	void **p = cx_map_find(&w->parm_slot, parm);
	struct tinfo ti;

	if (p)
		return type_info(w, clang_getCursorType(parm), &ti) ?
		       slot_val((uint32_t)((uintptr_t)*p - 1), ti.levels) : none;
	declare_function(w, enclosing_function(
		clang_getCursorSemanticParent(parm)));
	p = cx_map_find(&w->parm_slot, parm);
	if (!p || !type_info(w, clang_getCursorType(parm), &ti))
		return none;
	return slot_val((uint32_t)((uintptr_t)*p - 1), ti.levels);
}

/*
 * The byte expression `e` reads, when it is an 8-bit integer field or
 * variable, or an element of an array of them (`ino->i_advise`,
 * `cp->alloc_type[i]`): a slot of width 8 for that declaration, keyed
 * apart from every slot of the usual widths, and declared once.  Bytes
 * have no order, so nothing reads them into a slot but a conversion
 * wider than they are (`le32_to_cpu(ino->i_advise)`), whose order seed
 * on this slot the solver reports as a width mismatch.  none otherwise.
 */
struct val narrow_val(struct walker *w, CXCursor e)
{
	CXCursor ref, base = cx_strip(e), owner;
	CXType t = clang_getCanonicalType(clang_getCursorType(base));
	enum decl_kind kind = DECL_FIELD;
	const char *key, *scope;
	struct tinfo ti;
	uint32_t slot;
	int local, array;
	char *n;

	memset(&ti, 0, sizeof(ti));
	if (t.kind == CXType_Char_S || t.kind == CXType_SChar)
		ti.is_signed = 1;
	else if (!integer_kind(t.kind, &ti.is_signed) &&
		 t.kind != CXType_Char_U && t.kind != CXType_UChar)
		return none;
	if (clang_Type_getSizeOf(t) != 1)
		return none;
	if (clang_getCursorKind(base) == CXCursor_ArraySubscriptExpr) {
		base = cx_strip(cx_child(base, 0));
		strcpy(ti.shape, "[]");
	}
	if (clang_getCursorKind(base) != CXCursor_MemberRefExpr &&
	    clang_getCursorKind(base) != CXCursor_DeclRefExpr)
		return none;
	ref = clang_getCursorReferenced(base);
	if (clang_getCursorKind(ref) == CXCursor_VarDecl)
		kind = DECL_VAR;
	else if (clang_getCursorKind(ref) != CXCursor_FieldDecl ||
		 clang_getFieldDeclBitWidth(ref) >= 0)
		return none;
	/* the array (`u8 bitmap[]` too), or the byte itself: not a pointer */
	t = clang_getCanonicalType(clang_getCursorType(ref));
	array = t.kind == CXType_ConstantArray ||
		t.kind == CXType_IncompleteArray;
	if (!ti.shape[0] != !array)
		return none;
	/* keyed as field_val() and var_val() key the declaration */
	owner = clang_getCursorSemanticParent(ref);
	if (kind == DECL_VAR)
		owner = enclosing_function(owner);
	local = kind == DECL_VAR &&
		clang_getCursorKind(owner) == CXCursor_FunctionDecl;
	key = local ? local_key(w, ref) : usr_of(w, ref);	/* not in w->sb */
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "byte@%s", key);
	key = facts_cstr(w->f, w->sb.buf);
	slot = facts_slot(w->f, key, 8);
	if (cx_map_test_and_add(&w->declared, ref))
		return slot_val(slot, 0);
	if (array) {
		CXType el = clang_getArrayElementType(clang_getCursorType(ref));

		/* an array typedef: its element as the canonical type says */
		t = el.kind == CXType_Invalid ? clang_getArrayElementType(t) :
						el;
	} else {
		t = clang_getCursorType(ref);
	}
	n = cx_strdup(NULL, clang_getTypeSpelling(t));
	snprintf(ti.base, sizeof(ti.base), "%s", n);
	free(n);
	ti.width = 8;
	ti.fixed = t.kind == CXType_Typedef || t.kind == CXType_Elaborated;
	if (kind == DECL_FIELD) {
		declare_record(w, owner);
		scope = record_scope(w, owner);
	} else {
		scope = var_scope(w, owner);
	}
	add_decl(w, ref, slot, kind, name_of(w, ref), scope, &ti,
		 !decl_in_roots(w, ref),
		 kind == DECL_VAR && clang_isCursorDefinition(ref));
	return slot_val(slot, 0);
}
