/*
 * From one translation unit to byte-order facts.
 *
 * Every expression evaluates to a `struct val`: the slot it reads
 * (through how many pointer or array levels), or what a helper made of it
 * (a little- or big-endian value, a host-order number), or a constant.
 * Where two values must hold the same order (assignment, initialiser,
 * argument and parameter, return, ?:, == and !=, & | ^, switch and case)
 * unify() turns the pair into an edge or a seed; where a value is used as
 * a number (arithmetic, relational operators, shifts, indexing, ++) the
 * slot it reads gets a host seed.  Constant 0 fits anything.
 *
 * The walk is context-insensitive inside the project: a parameter is one
 * slot for all callers.  Functions declared outside the project roots
 * are not: their parameters would join unrelated callers into one class,
 * so a call seeds each argument directly from the declared parameter type
 * (annotated: that order; plain integer: host).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer/overlay.h"
#include "infer/walk-internal.h"
#include "lib/lex.h"
#include "lib/xalloc.h"

static const struct val none = { .kind = V_NONE, .slot = FACTS_NO_SLOT,
				 .src_slot = FACTS_NO_SLOT };

static struct val eval(struct walker *w, CXCursor e);
static void walk_stmt(struct walker *w, CXCursor s);
static void flow_init(struct walker *w, struct val target, CXType type,
		      CXCursor init, const char *why);

/* ---------------------------------------------------------------- files */

struct file_info {
	uint32_t id;
	int in_roots;
};

int walk_in_roots(const struct walk_options *o, const char *path)
{
	size_t i;

	for (i = 0; i < o->nr_roots; i++) {
		size_t n = strlen(o->roots[i]);

		while (n > 1 && o->roots[i][n - 1] == '/')
			n--;
		if (!strncmp(path, o->roots[i], n) &&
		    (path[n] == '/' || path[n] == '\0' || n == 1))
			return 1;
	}
	return 0;
}

/* The files a walk met: open addressing on the CXFile pointer. */
static size_t file_bucket(const struct walker *w, CXFile file)
{
	uint64_t h = (uint64_t)(uintptr_t)file * 0x9e3779b97f4a7c15ull;

	return (size_t)(h >> 32) & (w->alloc_files - 1);
}

static void files_grow(struct walker *w)
{
	size_t old = w->alloc_files, i;
	__typeof__(w->files) v = w->files;

	w->alloc_files = old ? 2 * old : 256;
	w->files = xcalloc(w->alloc_files, sizeof(*w->files));
	for (i = 0; i < old; i++) {
		size_t b;

		if (!v[i].file)
			continue;
		for (b = file_bucket(w, v[i].file); w->files[b].file;
		     b = (b + 1) & (w->alloc_files - 1))
			;
		w->files[b] = v[i];
	}
	free(v);
}

static struct file_info file_info(struct walker *w, CXFile file)
{
	struct file_info fi = { 0, 0 };
	char *path;
	size_t b;

	if (2 * (w->nr_files + 1) > w->alloc_files)
		files_grow(w);
	for (b = file_bucket(w, file); w->files[b].file;
	     b = (b + 1) & (w->alloc_files - 1))
		if (w->files[b].file == file) {
			fi.id = w->files[b].id;
			fi.in_roots = w->files[b].in_roots;
			return fi;
		}
	path = cx_strdup(NULL, clang_File_tryGetRealPathName(file));
	if (!*path) {
		free(path);
		path = cx_strdup(NULL, clang_getFileName(file));
	}
	fi.id = facts_file(w->f, path);
	fi.in_roots = walk_in_roots(w->o, path);
	free(path);
	w->files[b].file = file;
	w->files[b].id = fi.id;
	w->files[b].in_roots = fi.in_roots;
	w->nr_files++;
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

static struct fsite site_of(struct walker *w, CXCursor c)
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
static size_t ident_at(struct walker *w, struct cx_pos p, const char **text,
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
 * The text of expression `e` in a project file, when a fix can wrap it:
 * both ends written where they stand (spelling and file location agree,
 * which holds for a macro's argument and not for a macro's body), in one
 * file, in order.  Line 0 otherwise.
 */
static struct fspan span_of(struct walker *w, CXCursor e)
{
	CXSourceRange r = clang_getCursorExtent(e);
	CXSourceLocation b = clang_getRangeStart(r), end = clang_getRangeEnd(r);
	struct cx_pos fb = cx_file_pos(b), fe = cx_file_pos(end);
	struct fspan none_span = { 0, 0, 0, 0, 0, 0 };

	if (!same_pos(fb, cx_spelling_pos(b)) ||
	    !same_pos(fe, cx_spelling_pos(end)) ||
	    !clang_File_isEqual(fb.file, fe.file) || fe.off <= fb.off)
		return none_span;
	return project_span(w, fb, fe);
}

/* Is the declaration `c` in a project file (not a system header)? */
static int decl_in_roots(struct walker *w, CXCursor c)
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

/* The order of a bitwise typedef (ORDER_NONE for a plain one). */
static enum order typedef_order(struct walker *w, CXCursor td)
{
	void **slot = cx_map_slot(&w->typedef_order, td);
	enum order o = ORDER_NONE;
	CXSourceRange r;
	struct cx_pos a, b;
	const char *text;
	size_t len;

	if (*slot)
		return (enum order)((uintptr_t)*slot - 1);
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
	*slot = (void *)(uintptr_t)(o + 1);
	return o;
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
 * Fill `ti` for a declared type; returns 1 when a 16-, 32- or 64-bit
 * integer lies at its bottom.
 */
static int type_info(struct walker *w, CXType t, struct tinfo *ti)
{
	int stars = 0, arrays = 0, i;
	char *p;

	memset(ti, 0, sizeof(*ti));
	for (;;) {
		CXType u = cx_unwrap(t);

		if (u.kind == CXType_Typedef) {
			CXCursor d = clang_getTypeDeclaration(u);
			enum order o = typedef_order(w, d);

			if (!ti->fixed && !ti->base[0]) {
				char *n = cx_strdup(NULL, clang_getTypedefName(u));

				snprintf(ti->base, sizeof(ti->base), "%s", n);
				free(n);
				ti->fixed = 1;
			}
			if (o != ORDER_NONE && ti->annotated == ORDER_NONE) {
				ti->annotated = o;
				ti->annotated_name = facts_str(w->f, ti->base,
							      strlen(ti->base));
			}
			t = clang_getTypedefDeclUnderlyingType(d);
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
			if (stars)
				return 0;	/* pointer to array: not ours */
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
	path = cx_strdup(NULL, clang_getFileName(p.file));
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
 * hardware_scb`; one USR would join their fields.
 */
static const char *usr_of(struct walker *w, CXCursor c)
{
	CXString s = clang_getCursorUSR(c);
	const char *usr = clang_getCString(s), *r;
	struct strbuf key = STRBUF_INIT;
	char *file;

	if ((strncmp(usr, "c:@S@", 5) && strncmp(usr, "c:@U@", 5)) ||
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

static const char *name_of(struct walker *w, CXCursor c)
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

static const char *indexed_key(struct walker *w, const char *usr,
			       const char *suffix)
{
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "%s#%s", usr, suffix);
	return facts_cstr(w->f, w->sb.buf);
}

static const char *param_key(struct walker *w, const char *fn_usr, unsigned i)
{
	char n[16];

	snprintf(n, sizeof(n), "%u", i);
	return indexed_key(w, fn_usr, n);
}

/* Is the declaration's location inside a macro expansion? */
static int decl_in_macro(CXCursor c)
{
	CXSourceLocation loc = clang_getCursorLocation(c);
	struct cx_pos e = cx_expansion_pos(loc), s = cx_spelling_pos(loc);

	return e.file != s.file || e.off != s.off;
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

static void add_decl(struct walker *w, CXCursor c, uint32_t slot,
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
		strbuf_addf(&w->sb, "declared %s", ti->base);
		facts_seed(w->f, slot, ti->annotated == ORDER_LE ? MARK_LE :
			   MARK_BE, ti->width, d.at, facts_cstr(w->f, w->sb.buf),
			   NULL);
	}
}

static struct val slot_val(uint32_t slot, int levels)
{
	struct val v = none;

	v.kind = V_SLOT;
	v.slot = slot;
	v.levels = levels;
	return v;
}

/* The scope string of a field: "struct NAME" of its record. */
static const char *record_scope(struct walker *w, CXCursor rec)
{
	char *name = cx_strdup(NULL, clang_getCursorSpelling(rec));
	const char *kw = clang_getCursorKind(rec) == CXCursor_UnionDecl ?
			 "union" : "struct";
	const char *r;

	strbuf_release(&w->sb);
	if (!*name || strchr(name, ' '))
		strbuf_addf(&w->sb, "%s (anonymous)", kw);
	else
		strbuf_addf(&w->sb, "%s %s", kw, name);
	free(name);
	r = facts_cstr(w->f, w->sb.buf);
	return r;
}

struct record_walk {
	struct walker *w;
	struct fstruct *s;
	const char *scope;
	int outside;
};

static void declare_record(struct walker *w, CXCursor rec);

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
		if (!(integer_kind(u.kind, &sg) || u.kind == CXType_UChar ||
		      u.kind == CXType_SChar || u.kind == CXType_Char_S ||
		      u.kind == CXType_Char_U || u.kind == CXType_Record))
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
static void declare_record(struct walker *w, CXCursor rec)
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
static struct val field_val(struct walker *w, CXCursor field)
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

/*
 * Record the parameters and return value of function `fn` (a prototype
 * or a definition), once per declaration.  Outside the roots nothing is
 * recorded: calls seed their arguments instead (see call_val()).
 */
static void declare_function(struct walker *w, CXCursor fn)
{
	const char *usr, *name;
	int i, n, def;
	struct tinfo ti;

	if (cx_map_test_and_add(&w->declared, fn) || !decl_in_roots(w, fn))
		return;
	usr = usr_of(w, fn);
	name = name_of(w, fn);
	def = clang_isCursorDefinition(fn);
	if (type_info(w, clang_getCursorResultType(fn), &ti))
		add_decl(w, fn, facts_slot(w->f, indexed_key(w, usr, "r"),
					   ti.width),
			 DECL_RETURN, name, name, &ti, 0, def);
	n = clang_Cursor_getNumArguments(fn);
	for (i = 0; i < n; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, (unsigned)i);
		uint32_t slot;

		if (!type_info(w, clang_getCursorType(p), &ti))
			continue;
		slot = facts_slot(w->f, param_key(w, usr, (unsigned)i), ti.width);
		*cx_map_slot(&w->parm_slot, p) = (void *)(uintptr_t)(slot + 1);
		add_decl(w, p, slot, DECL_PARAM, name_of(w, p), name, &ti, 0,
			 def);
	}
}

/* A variable: global, static or local. */
static struct val var_val(struct walker *w, CXCursor var)
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
	if (!cx_map_test_and_add(&w->declared, var)) {
		const char *scope = "global";
		int outside = !decl_in_roots(w, var);

		if (local) {
			strbuf_reset(&w->sb);
			strbuf_addf(&w->sb, "local:%s", name_of(w, fn));
			scope = facts_cstr(w->f, w->sb.buf);
		}
		add_decl(w, var, slot, DECL_VAR, name_of(w, var),
			 facts_cstr(w->f, scope), &ti, outside,
			 clang_isCursorDefinition(var));
	}
	return slot_val(slot, ti.levels);
}

static struct val parm_val(struct walker *w, CXCursor parm)
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

/* ---------------------------------------------------------------- flows */

/*
 * The slot of a value that no declaration holds, keyed by where it was
 * made: a helper's result handed straight to another helper
 * (`be32_to_cpu(get_unaligned_be32(p))`) or to a host parameter
 * (`writel(cpu_to_le32(x), r)`).  Nothing is proposed for it, but its
 * two seeds are a conflict like any other.
 */
static uint32_t value_slot(struct walker *w, struct val v, unsigned width)
{
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "value@%s@%u:%u", w->f->files.v[v.at.file],
		    v.at.line, v.at.col);
	return facts_slot(w->f, facts_cstr(w->f, w->sb.buf), width);
}

static void seed(struct walker *w, struct val v, enum mark m, unsigned width,
		 struct fsite at, const char *how)
{
	enum mark own;
	uint32_t slot;

	if (v.kind == V_SLOT && v.levels == 0) {
		facts_seed(w->f, v.slot, m, width, at, how, &v.span);
		return;
	}
	if (!v.how || m == MARK_PLAIN)
		return;
	if (v.kind == V_HOST && m != MARK_HOST)
		own = MARK_HOST;
	else if (v.kind == V_ORDER && (m == MARK_HOST ||
		 m != (v.order == ORDER_LE ? MARK_LE : MARK_BE)))
		own = v.order == ORDER_LE ? MARK_LE : MARK_BE;
	else
		return;
	slot = value_slot(w, v, own == MARK_HOST ? width : v.width);
	facts_seed(w->f, slot, own, own == MARK_HOST ? 0 : v.width, v.at,
		   v.how, NULL);
	facts_seed(w->f, slot, m, width, at, how, NULL);
}

static void demand_host(struct walker *w, struct val v, struct fsite at,
			const char *how)
{
	seed(w, v, MARK_HOST, 0, at, how);
}

static struct val host_val(struct fsite at, const char *how)
{
	struct val v = none;

	v.kind = V_HOST;
	v.at = at;
	v.how = how;
	return v;
}

/*
 * The text of `e` when it is one call of a helper macro of the table as
 * the user wrote it (`le64_to_cpu(v + 3)`), which span_of() cannot take:
 * the call's first token comes from the macro's body.  The identifier at
 * its file location names a helper and its parentheses close exactly
 * where the expression ends, so the expression is the whole call.
 */
static struct fspan helper_call_span(struct walker *w, CXCursor e)
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

/*
 * `dst` is where the value of expression `src` goes: a host number it
 * meets is fixed by converting `src`, not by touching `dst`.
 */
static struct val storing(struct walker *w, struct val dst, CXCursor src)
{
	if (dst.kind == V_SLOT && dst.levels == 0) {
		dst.span = span_of(w, src);
		if (!dst.span.line)
			dst.span = helper_call_span(w, src);
		dst.span.stored = dst.span.line != 0;
	}
	return dst;
}

/* `v` is written in place (`x++`, `x += n`): no conversion can wrap it. */
static struct val modified(struct val v)
{
	memset(&v.span, 0, sizeof(v.span));
	return v;
}

/*
 * a and b must hold the same order.  Returns the value that stands for
 * both (the slot, if either is one).
 */
static struct val unify(struct walker *w, struct val a, struct val b,
			struct fsite at, const char *why)
{
	if (b.kind == V_SLOT && a.kind != V_SLOT) {
		struct val t = a;

		a = b;
		b = t;
	}
	if (a.kind != V_SLOT)
		return a.kind == V_NONE || a.kind == V_ZERO ? b : a;
	switch (b.kind) {
	case V_SLOT:
		if (a.levels == b.levels && a.slot != b.slot)
			facts_edge(w->f, a.slot, b.slot, at, why,
				   b.levels ? NULL : &b.span);
		break;
	case V_ORDER:
		if (a.levels == 0)
			seed(w, a, b.order == ORDER_LE ? MARK_LE : MARK_BE,
			     b.width, b.at, b.how);
		break;
	case V_HOST:
		demand_host(w, a, b.at, b.how);
		break;
	case V_CONST:
		demand_host(w, a, at, "a non-zero constant");
		break;
	default:
		break;
	}
	return a;
}

static struct val deref(struct val v)
{
	if (v.kind != V_SLOT || v.levels <= 0)
		return none;
	v.levels--;
	return v;
}

/* ---------------------------------------------------------------- helpers */

/* The byte-ordered value helper `h` makes at `at`. */
static struct val order_val(const struct helper *h, struct fsite at,
			    const char *how)
{
	struct val v = none;

	v.kind = V_ORDER;
	v.order = h->order;
	v.width = h->width;
	v.at = at;
	v.how = how;
	return v;
}

/*
 * Does load or store helper `h` move the data of pointer `p` whole?  A
 * native-order accessor of fixed width applied to a byte buffer moves
 * part of it, which says nothing about the buffer's elements.
 */
static int moves_slot(struct walker *w, const struct helper *h,
		      struct val p)
{
	unsigned wd;

	if (p.kind != V_SLOT || p.levels != 1)
		return 0;
	wd = w->f->slots.v[p.slot].width;
	return wd && (!h->width || wd == h->width);
}

/* The value of helper `h` applied to `args` at `at`. */
static struct val apply_helper(struct walker *w, const struct helper *h,
			       struct val *args, unsigned nargs,
			       struct fsite at)
{
	const char *how, *result, *arg;
	struct val r = none, a0 = nargs > 0 ? args[0] : none;
	struct val a1 = nargs > 1 ? args[1] : none;
	enum mark m = h->order == ORDER_LE ? MARK_LE : MARK_BE;
	unsigned wd = h->width;

	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "%s()", h->name);
	how = facts_cstr(w->f, w->sb.buf);
	/* the host number a helper returns, told apart from its argument */
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "the host value %s() returns", h->name);
	result = facts_cstr(w->f, w->sb.buf);
	/* what a helper demands of its argument, told apart from its result */
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "argument of %s()", h->name);
	arg = facts_cstr(w->f, w->sb.buf);
	switch (h->kind) {
	case HK_TO_CPU:
		seed(w, a0, m, wd, at, how);
		r = host_val(at, result);
		break;
	case HK_FROM_CPU:
		demand_host(w, a0, at, arg);
		r = order_val(h, at, how);
		break;
	case HK_TO_CPU_P:
		seed(w, deref(a0), m, wd, at, how);
		r = host_val(at, result);
		break;
	case HK_FROM_CPU_P:
		demand_host(w, deref(a0), at, arg);
		r = order_val(h, at, how);
		break;
	case HK_ARRAY:
		if (nargs == 3 && h->order != ORDER_NONE) {
			/* (dst, src, len): a copy, converted on the way */
			int from_cpu = !strncmp(h->name, "cpu_to_", 7);

			seed(w, deref(from_cpu ? a0 : a1), m, wd, at, how);
			demand_host(w, deref(from_cpu ? a1 : a0), at, arg);
			demand_host(w, args[2], at, arg);
			break;
		}
		/* (buf, n): in place */
		seed(w, deref(a0), MARK_PLAIN, 0, at, how);
		demand_host(w, a1, at, arg);
		break;
	case HK_IN_PLACE:
	case HK_SWAB_S:
		seed(w, deref(a0), MARK_PLAIN, 0, at, how);
		break;
	case HK_ADD_CPU:
		seed(w, deref(a0), m, wd, at, how);
		demand_host(w, a1, at, arg);
		break;
	case HK_GET:
		if (a0.kind == V_SLOT && a0.levels == 1 &&
		    w->f->slots.v[a0.slot].width == wd)
			seed(w, deref(a0), m, wd, at, how);
		r = host_val(at, result);
		break;
	case HK_PUT:
	case HK_ENC: {
		struct val v = h->kind == HK_PUT ? a0 : a1;
		struct val p = h->kind == HK_PUT ? a1 : a0;

		demand_host(w, v, at, arg);
		if (p.kind == V_SLOT && p.levels == 1 &&
		    w->f->slots.v[p.slot].width == wd)
			seed(w, deref(p), m, wd, at, how);
		break;
	}
	case HK_LOAD:
		/* the bytes as they lie: the value of *p, in its own order */
		if (moves_slot(w, h, a0))
			r = deref(a0);
		break;
	case HK_STORE:
		if (moves_slot(w, h, a1))
			unify(w, deref(a1), a0, at, how);
		break;
	case HK_SWAB:
		demand_host(w, a0, at, arg);
		r = host_val(at, result);
		break;
	case HK_SWAB_P:
		demand_host(w, deref(a0), at, arg);
		r = host_val(at, result);
		break;
	default:
		break;
	}
	if (a0.kind == V_SLOT &&
	    (h->kind == HK_TO_CPU || h->kind == HK_FROM_CPU)) {
		r.src_slot = a0.slot;
		r.src_levels = a0.levels;
	}
	return r;
}

/*
 * If `e` (stripped) is a marker's comma chain "__bo:NAME", a, b, ...,
 * store the arguments' cursors and return the helper; else NULL.
 */
static const struct helper *marker_chain(struct walker *w, CXCursor e,
					 CXCursor *args, unsigned *nargs)
{
	CXCursor chain[8];
	unsigned n = 0, i;
	const struct helper *h;
	const char *name;
	char *lit;
	size_t len;

	e = cx_strip(e);
	while (clang_getCursorKind(e) == CXCursor_BinaryOperator &&
	       clang_getCursorBinaryOperatorKind(e) == CXBinaryOperator_Comma &&
	       n < 8) {
		struct cx_kids k = cx_kids(e);

		if (k.nr != 2)
			return NULL;
		chain[n++] = k.v[1];
		e = cx_strip(k.v[0]);
	}
	if (clang_getCursorKind(e) != CXCursor_StringLiteral)
		return NULL;
	lit = cx_strdup(NULL, clang_getCursorSpelling(e));
	name = overlay_tag_name(lit, &len);
	h = name ? helper_find(w->o->helpers, name, len) : NULL;
	free(lit);
	if (!h)
		return NULL;
	for (i = 0; i < n; i++)
		args[i] = chain[n - 1 - i];
	*nargs = n;
	return h;
}

/*
 * The helper as the user wrote it: a marker carries the name of the macro
 * that holds it (`__le32_to_cpu` for the kernel's `le32_to_cpu` alias), so
 * read the identifier at the call site and prefer it when the table knows
 * it too.
 */
static const struct helper *user_helper(struct walker *w,
					const struct helper *h, CXCursor site)
{
	struct cx_pos p = cx_file_pos(clang_getCursorLocation(site));
	const struct helper *u;
	const char *text;
	size_t len, n = p.file ? ident_at(w, p, &text, &len) : 0;

	u = n ? helper_find(w->o->helpers, text + p.off, n) : NULL;
	return u && u->kind == h->kind && u->order == h->order &&
	       u->width == h->width ? u : h;
}

static struct val marker_val(struct walker *w, const struct helper *h,
			     CXCursor site, CXCursor *args, unsigned n)
{
	struct val v[8];
	unsigned i;

	for (i = 0; i < n; i++)
		v[i] = eval(w, args[i]);
	return apply_helper(w, user_helper(w, h, site), v, n,
			    site_of(w, site));
}

/* ---------------------------------------------------------------- calls */

static int is_builtin_name(const char *name)
{
	return !strncmp(name, "__builtin_", 10);
}

static struct val call_val(struct walker *w, CXCursor call)
{
	CXCursor callee = clang_getCursorReferenced(call);
	int n = clang_Cursor_getNumArguments(call), i;
	struct fsite at = site_of(w, call);
	const struct helper *h = NULL;
	const char *name = NULL, *usr = NULL, *fn_usr = NULL;
	struct val args[8], r = none;
	CXType fnt;
	struct tinfo ti;
	int inside = 0;

	if (n < 0)
		n = 0;
	if (clang_getCursorKind(callee) == CXCursor_FunctionDecl) {
		name = name_of(w, callee);
		h = helper_find(w->o->helpers, name, strlen(name));
		if (h) {
			for (i = 0; i < n && i < 8; i++)
				args[i] = eval(w, clang_Cursor_getArgument(
					call, (unsigned)i));
			return apply_helper(w, user_helper(w, h, call), args,
					    (unsigned)(n < 8 ? n : 8), at);
		}
		if (!strcmp(name, "__builtin_expect") && n >= 1) {
			r = eval(w, clang_Cursor_getArgument(call, 0));
			for (i = 1; i < n; i++)
				eval(w, clang_Cursor_getArgument(call,
								 (unsigned)i));
			return r;
		}
		inside = !is_builtin_name(name) && decl_in_roots(w, callee);
		if (inside) {
			declare_function(w, callee);
			fn_usr = usr_of(w, callee);
		}
		fnt = clang_getCursorType(callee);
	} else {
		/* through a pointer: the callee expression's type */
		CXCursor c = cx_strip(cx_child(call, 0));
		CXCursor ref = clang_getCursorReferenced(c);
		enum CXCursorKind rk = clang_getCursorKind(ref);

		fnt = clang_getCursorType(c);
		if (cx_unwrap(fnt).kind == CXType_Pointer)
			fnt = clang_getPointeeType(cx_unwrap(fnt));
		if ((rk == CXCursor_FieldDecl || rk == CXCursor_VarDecl) &&
		    decl_in_roots(w, ref)) {
			usr = usr_of(w, ref);
			fn_usr = usr;
			inside = 1;
		}
		eval(w, c);
	}
	fnt = cx_unwrap(fnt);
	if (name) {
		strbuf_reset(&w->sb);
		strbuf_addf(&w->sb, "%s()", name);
		name = facts_cstr(w->f, w->sb.buf);
	} else {
		name = "a function pointer";
	}
	for (i = 0; i < n; i++) {
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)i);
		struct val a = eval(w, arg);
		int np = clang_getNumArgTypes(fnt);

		if (i >= np ||
		    !type_info(w, clang_getArgType(fnt, (unsigned)i), &ti))
			continue;
		if (inside) {
			struct val p = slot_val(facts_slot(
				w->f, param_key(w, fn_usr, (unsigned)i),
				ti.width), ti.levels);

			strbuf_reset(&w->sb);
			strbuf_addf(&w->sb, "argument %d of %s", i + 1, name);
			unify(w, storing(w, p, arg), a, site_of(w, arg),
			      facts_cstr(w->f, w->sb.buf));
		} else if (a.kind != V_SLOT || a.levels == ti.levels) {
			/* the data the argument reaches has the declared type */
			struct val at_bottom = a;

			at_bottom.levels = 0;
			strbuf_reset(&w->sb);
			strbuf_addf(&w->sb, "argument %d of %s is %s%s", i + 1,
				    name, ti.base, ti.shape);
			if (ti.annotated != ORDER_NONE)
				seed(w, at_bottom, ti.annotated == ORDER_LE ?
				     MARK_LE : MARK_BE, ti.width,
				     site_of(w, arg), facts_cstr(w->f, w->sb.buf));
			else
				demand_host(w, at_bottom, site_of(w, arg),
					    facts_cstr(w->f, w->sb.buf));
		}
	}
	if (!type_info(w, clang_getResultType(fnt), &ti))
		return none;
	if (inside)
		return slot_val(facts_slot(w->f, indexed_key(w, fn_usr, "r"),
					   ti.width), ti.levels);
	if (ti.levels)
		return none;
	strbuf_reset(&w->sb);
	if (ti.annotated != ORDER_NONE) {
		strbuf_addf(&w->sb, "%s returns %s", name, ti.annotated_name);
		r.kind = V_ORDER;
		r.order = ti.annotated;
		r.width = ti.width;
		r.at = at;
		r.how = facts_cstr(w->f, w->sb.buf);
		return r;
	}
	strbuf_addf(&w->sb, "result of %s", name);
	return host_val(at, facts_cstr(w->f, w->sb.buf));
}

/* ---------------------------------------------------------------- expressions */

static int is_zero_literal(CXCursor e)
{
	CXEvalResult r = clang_Cursor_Evaluate(e);
	int zero = 0;

	if (r) {
		if (clang_EvalResult_getKind(r) == CXEval_Int)
			zero = clang_EvalResult_getAsLongLong(r) == 0;
		clang_EvalResult_dispose(r);
	}
	return zero;
}

static struct val const_val(CXCursor e)
{
	struct val v = none;

	v.kind = is_zero_literal(e) ? V_ZERO : V_CONST;
	return v;
}

static int is_pointer_type(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
	       t.kind == CXType_IncompleteArray;
}

static const char *op_how(struct walker *w, const char *what, CXCursor op)
{
	CXString s = clang_getBinaryOperatorKindSpelling(
		clang_getCursorBinaryOperatorKind(op));
	const char *r;

	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "%s '%s'", what, clang_getCString(s));
	clang_disposeString(s);
	r = facts_cstr(w->f, w->sb.buf);
	return r;
}

/* `x = le32_to_cpu(x)`: converted in place. */
static int in_place(struct walker *w, struct val lhs, struct val rhs,
		    struct fsite at)
{
	if (lhs.kind != V_SLOT || rhs.src_slot != lhs.slot ||
	    rhs.src_levels != lhs.levels ||
	    (rhs.kind != V_HOST && rhs.kind != V_ORDER) || !rhs.how)
		return 0;
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "converted in place by %s", rhs.how);
	seed(w, lhs, MARK_PLAIN, 0, at, facts_cstr(w->f, w->sb.buf));
	return 1;
}

static struct val binary_val(struct walker *w, CXCursor e)
{
	enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
	struct cx_kids k = cx_kids(e);
	struct fsite at = site_of(w, e);
	struct val a, b;

	if (k.nr != 2)
		return none;
	a = eval(w, k.v[0]);
	b = eval(w, k.v[1]);
	switch (op) {
	case CXBinaryOperator_Add:
	case CXBinaryOperator_Sub:
		if (is_pointer_type(clang_getCursorType(k.v[0]))) {
			if (!is_pointer_type(clang_getCursorType(k.v[1]))) {
				demand_host(w, b, at, "pointer arithmetic");
				return a;
			}
			/* p - q: both point to the same data */
			unify(w, a, b, at, "pointer difference");
			return none;
		}
		if (is_pointer_type(clang_getCursorType(k.v[1]))) {
			demand_host(w, a, at, "pointer arithmetic");
			return b;
		}
		/* fall through */
	case CXBinaryOperator_Mul:
	case CXBinaryOperator_Div:
	case CXBinaryOperator_Rem:
	case CXBinaryOperator_Shl:
	case CXBinaryOperator_Shr: {
		const char *how = op_how(w, op == CXBinaryOperator_Shl ||
					 op == CXBinaryOperator_Shr ?
					 "shift" : "arithmetic", e);

		demand_host(w, a, at, how);
		demand_host(w, b, at, how);
		return host_val(at, how);
	}
	case CXBinaryOperator_LT:
	case CXBinaryOperator_GT:
	case CXBinaryOperator_LE:
	case CXBinaryOperator_GE: {
		const char *how = op_how(w, "relational", e);

		if (a.levels == 0 && b.levels == 0) {
			demand_host(w, a, at, how);
			demand_host(w, b, at, how);
		} else {
			/* pointers compared: they point to the same data */
			unify(w, a, b, at, op_how(w, "pointer comparison", e));
		}
		return none;
	}
	case CXBinaryOperator_EQ:
	case CXBinaryOperator_NE:
		unify(w, a, b, at, op_how(w, "comparison", e));
		return none;
	case CXBinaryOperator_And:
	case CXBinaryOperator_Or:
	case CXBinaryOperator_Xor: {
		struct val r = unify(w, a, b, at, op_how(w, "bit operation", e));

		/*
		 * `x & MASK` uses x as a number already: a fix where the
		 * result goes is the one that wraps x.  With two operands
		 * of data, or data of an order, no one text is to wrap.
		 */
		if (!(a.kind == V_SLOT && (b.kind == V_CONST ||
					   b.kind == V_HOST)) &&
		    !(b.kind == V_SLOT && (a.kind == V_CONST ||
					   a.kind == V_HOST)))
			memset(&r.span, 0, sizeof(r.span));
		return r;
	}
	case CXBinaryOperator_Assign:
		if (!in_place(w, a, b, at))
			unify(w, storing(w, a, k.v[1]), b, at, "assignment");
		return a;
	case CXBinaryOperator_AndAssign:
	case CXBinaryOperator_OrAssign:
	case CXBinaryOperator_XorAssign:
		return unify(w, storing(w, a, k.v[1]), b, at,
			     op_how(w, "bit operation", e));
	case CXBinaryOperator_Comma:
		return b;
	case CXBinaryOperator_LAnd:
	case CXBinaryOperator_LOr:
		return none;
	default: {
		/* *= /= %= += -= <<= >>= */
		const char *how = op_how(w, "arithmetic", e);

		if (a.levels == 0)
			demand_host(w, modified(a), at, how);
		demand_host(w, b, at, how);
		return a.levels ? a : host_val(at, how);
	}
	}
}

static struct val unary_val(struct walker *w, CXCursor e)
{
	enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(e);
	struct fsite at = site_of(w, e);
	struct val v = eval(w, cx_child(e, 0));

	switch (op) {
	case CXUnaryOperator_AddrOf:
		if (v.kind == V_SLOT)
			v.levels++;
		else
			v = none;
		return v;
	case CXUnaryOperator_Deref:
		return deref(v);
	case CXUnaryOperator_Not:
	case CXUnaryOperator_Extension:
		return v;
	case CXUnaryOperator_LNot:
		return none;
	case CXUnaryOperator_PostInc: case CXUnaryOperator_PostDec:
	case CXUnaryOperator_PreInc: case CXUnaryOperator_PreDec:
		if (v.levels == 0)
			demand_host(w, modified(v), at,
				    "increment or decrement");
		return v.levels ? v : host_val(at, "increment or decrement");
	case CXUnaryOperator_Minus:
	case CXUnaryOperator_Plus:
		demand_host(w, v, at, "unary '-' or '+'");
		return host_val(at, "unary '-' or '+'");
	default:
		return none;
	}
}

/*
 * A cast to an integer type names a type the rewrite may have to change
 * too (`(u32 *)bh->b_data` feeding a __le32 pointer), so the cast is a
 * slot of its own, keyed by where it is written, tied to its operand
 * when that is the same data.
 */
static struct val cast_val(struct walker *w, CXCursor e)
{
	struct cx_kids k = cx_kids(e);
	CXType to = clang_getCursorType(e);
	struct fsite at = site_of(w, e);
	struct val v, cv;
	struct tinfo ti;
	uint32_t slot;

	if (!k.nr)
		return none;
	v = eval(w, k.last);
	if (clang_getCanonicalType(to).kind == CXType_Void)
		return none;
	if (!type_info(w, to, &ti))
		return v.kind == V_SLOT && v.levels ? none : v;
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "cast@%s@%u:%u", w->f->files.v[at.file], at.line,
		    at.col);
	slot = facts_slot(w->f, facts_cstr(w->f, w->sb.buf), ti.width);
	if (!cx_map_test_and_add(&w->declared, e))
		add_decl(w, e, slot, DECL_CAST, "",
			 w->fn ? w->fn->name : "global", &ti,
			 !decl_in_roots(w, e), 0);
	cv = slot_val(slot, ti.levels);
	/*
	 * A __force cast is where the code itself says the order changes
	 * (`(__force __u16)*p` inside le16_to_cpup()): the cast holds what
	 * its type says, not what its operand holds.
	 */
	if (clang_getCursorKind(e) == CXCursor_CStyleCastExpr &&
	    bitwise_cast_is_forced(&w->bw, w->tu, e))
		return cv;
	if (v.kind == V_SLOT) {
		if (ti.levels == v.levels &&
		    ti.width == w->f->slots.v[v.slot].width) {
			facts_edge(w->f, slot, v.slot, at, "cast",
				   v.levels ? NULL : &v.span);
		} else if (ti.levels == 0 && v.levels == 0) {
			demand_host(w, v, at, "cast to another width");
			demand_host(w, cv, at, "cast to another width");
		}
		return cv;
	}
	if (v.kind == V_ORDER && (ti.levels || ti.width != v.width))
		return cv;
	unify(w, cv, v, at, "cast");
	return cv;
}

/* Is `e` an UnexposedExpr for __builtin_choose_expr with a marker? */
/*
 * A helper's body is skipped: it is the helper's own business how it
 * converts.  Unaligned accessors are the exception: a userspace one
 * (`le32_to_cpu(((struct __una_u32 *)(p))->x)`) reads its data through a
 * struct of its own, whose field must carry the order as well.
 */
static int body_holds_data(const struct helper *h)
{
	return h->kind == HK_GET || h->kind == HK_PUT || h->kind == HK_ENC;
}

/* Is `e` an UnexposedExpr for __builtin_choose_expr with a marker? */
static int marker_expr(struct walker *w, CXCursor e, struct val *out)
{
	struct cx_kids k = cx_kids(e);
	CXCursor args[8];
	unsigned n;
	const struct helper *h;

	if (k.nr != 3)
		return 0;
	h = marker_chain(w, k.v[2], args, &n);
	if (!h)
		return 0;
	*out = marker_val(w, h, e, args, n);
	if (body_holds_data(h))
		eval(w, k.v[1]);
	return 1;
}

static void walk_children_exprs(struct walker *w, CXCursor e);

static struct val conditional(struct walker *w, CXCursor e, struct cx_kids *k)
{
	struct val a, b;

	eval(w, k->v[0]);
	a = eval(w, k->v[k->nr - 2]);
	b = eval(w, k->last);
	return unify(w, a, b, site_of(w, e), "?:");
}

static struct val eval_expr(struct walker *w, CXCursor e)
{
	enum CXCursorKind kind = clang_getCursorKind(e);
	struct cx_kids k;
	struct val v;
	CXCursor ref;

	switch (kind) {
	case CXCursor_ParenExpr:
		return eval(w, cx_child(e, 0));
	case CXCursor_UnexposedExpr:
		k = cx_kids(e);
		if (k.nr == 1)
			return eval(w, k.v[0]);
		if (marker_expr(w, e, &v))
			return v;
		if (k.nr == 3 && clang_getCursorKind(k.v[0]) ==
		    CXCursor_IntegerLiteral)
			/* __builtin_choose_expr: the branch it takes */
			return eval(w, is_zero_literal(k.v[0]) ? k.v[2] :
				    k.v[1]);
		if (k.nr == 4)	/* a ?: b */
			return conditional(w, e, &k);
		walk_children_exprs(w, e);
		return none;
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(e);
		switch (clang_getCursorKind(ref)) {
		case CXCursor_VarDecl:
			return var_val(w, ref);
		case CXCursor_ParmDecl:
			return parm_val(w, ref);
		case CXCursor_EnumConstantDecl:
			return const_val(e);
		default:
			return none;
		}
	case CXCursor_MemberRefExpr:
		k = cx_kids(e);
		if (k.nr)
			eval(w, k.v[0]);
		ref = clang_getCursorReferenced(e);
		if (clang_getCursorKind(ref) != CXCursor_FieldDecl)
			return none;
		return field_val(w, ref);
	case CXCursor_ArraySubscriptExpr:
		k = cx_kids(e);
		if (k.nr != 2)
			return none;
		v = eval(w, k.v[0]);
		demand_host(w, eval(w, k.v[1]), site_of(w, k.v[1]),
			    "array index");
		return deref(v);
	case CXCursor_UnaryOperator:
		return unary_val(w, e);
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		return binary_val(w, e);
	case CXCursor_ConditionalOperator:
		k = cx_kids(e);
		if (k.nr != 3)
			return none;
		return conditional(w, e, &k);
	case CXCursor_CStyleCastExpr:
		return cast_val(w, e);
	case CXCursor_CallExpr:
		return call_val(w, e);
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
		return const_val(e);
	case CXCursor_UnaryExpr:	/* sizeof, alignof */
		v = none;
		v.kind = V_CONST;
		return v;
	case CXCursor_StmtExpr:
		k = cx_kids(e);
		if (k.nr == 1 && clang_getCursorKind(k.v[0]) ==
		    CXCursor_CompoundStmt) {
			struct cx_kids b = cx_kids(k.v[0]);
			CXCursor last = b.last;

			walk_stmt(w, k.v[0]);
			if (b.nr && clang_isExpression(clang_getCursorKind(last)))
				return eval(w, last);
		}
		return none;
	case CXCursor_CompoundLiteralExpr:
		k = cx_kids(e);
		if (k.nr)
			flow_init(w, none, clang_getCursorType(e), k.last,
				  "initializer");
		return none;
	case CXCursor_StringLiteral:
	case CXCursor_FloatingLiteral:
		return none;
	default:
		walk_children_exprs(w, e);
		return none;
	}
}

/*
 * The value of `e`, with the text that reads it when a fix could wrap
 * that text in a conversion and mean the same: a name, a member, an
 * element, a dereference, a cast or a call, through parentheses and
 * implicit conversions; never the result of an operator, which changes
 * the value (`x & MASK`) or mixes operands.
 */
static struct val eval(struct walker *w, CXCursor e)
{
	enum CXCursorKind kind = clang_getCursorKind(e);
	struct val v = eval_expr(w, e);

	switch (kind) {
	case CXCursor_ParenExpr:
		return v;
	case CXCursor_BinaryOperator:
		/* binary_val() says which keep their operand's text */
		switch (clang_getCursorBinaryOperatorKind(e)) {
		case CXBinaryOperator_And:
		case CXBinaryOperator_Or:
		case CXBinaryOperator_Xor:
			return v;
		default:
			break;
		}
		break;
	case CXCursor_UnexposedExpr:
		if (!v.span.line || cx_kids(e).nr != 4)
			return v;
		break;		/* a ?: b */
	case CXCursor_UnaryOperator:
		if (clang_getCursorUnaryOperatorKind(e) !=
		    CXUnaryOperator_Deref)
			break;
		/* fall through */
	case CXCursor_DeclRefExpr:
	case CXCursor_MemberRefExpr:
	case CXCursor_ArraySubscriptExpr:
	case CXCursor_CStyleCastExpr:
	case CXCursor_CallExpr:
		if (v.kind == V_SLOT && v.levels == 0) {
			v.span = span_of(w, e);
			return v;
		}
		break;
	default:
		break;
	}
	memset(&v.span, 0, sizeof(v.span));
	return v;
}

static enum CXChildVisitResult child_expr(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	(void)parent;
	if (clang_isExpression(clang_getCursorKind(c)))
		eval(data, c);
	else if (clang_isStatement(clang_getCursorKind(c)))
		walk_stmt(data, c);
	return CXChildVisit_Continue;
}

static void walk_children_exprs(struct walker *w, CXCursor e)
{
	clang_visitChildren(e, child_expr, w);
}

/* ---------------------------------------------------------------- initialisers */

/* All children of `c`, in order (cx_child() is linear per call). */
typedef VEC(CXCursor) cursor_vec;

static enum CXChildVisitResult collect_child(CXCursor c, CXCursor parent,
					     CXClientData data)
{
	cursor_vec *v = data;

	(void)parent;
	VEC_PUSH(*v, c);
	return CXChildVisit_Continue;
}

static void children(CXCursor c, cursor_vec *out)
{
	out->nr = 0;
	clang_visitChildren(c, collect_child, out);
}

struct field_list {
	CXCursor v[256];
	unsigned nr;
};

static enum CXVisitorResult add_field(CXCursor c, CXClientData data)
{
	struct field_list *fl = data;

	if (fl->nr < 256)
		fl->v[fl->nr++] = c;
	return CXVisit_Continue;
}

static void flow_field(struct walker *w, CXCursor field, CXCursor value)
{
	flow_init(w, field_val(w, field), clang_getCursorType(field), value,
		  "initializer");
}

/*
 * Initialise `target` (a slot value, or none) of type `type` with `init`:
 * an expression or a braced list.
 */
static void flow_init(struct walker *w, struct val target, CXType type,
		      CXCursor init, const char *why)
{
	CXType ct = clang_getCanonicalType(type);
	cursor_vec items = { NULL, 0, 0 };
	struct field_list fl;
	unsigned next = 0;
	size_t i;

	if (clang_getCursorKind(init) != CXCursor_InitListExpr) {
		struct val v = eval(w, init);

		unify(w, storing(w, target, init), v, site_of(w, init), why);
		return;
	}
	if (ct.kind == CXType_ConstantArray || ct.kind == CXType_IncompleteArray) {
		CXType el = clang_getArrayElementType(ct);
		struct val t = deref(target);

		children(init, &items);
		for (i = 0; i < items.nr; i++) {
			CXCursor item = items.v[i];
			struct cx_kids ik = cx_kids(item);

			/* [N] = value */
			if (clang_getCursorKind(item) == CXCursor_UnexposedExpr &&
			    ik.nr >= 2)
				item = ik.last;
			flow_init(w, t, el, item, why);
		}
		VEC_FREE(items);
		return;
	}
	if (ct.kind != CXType_Record) {
		walk_children_exprs(w, init);
		return;
	}
	fl.nr = 0;
	clang_Type_visitFields(ct, add_field, &fl);
	children(init, &items);
	for (i = 0; i < items.nr; i++) {
		CXCursor item = items.v[i];
		struct cx_kids ik = cx_kids(item);

		if (clang_getCursorKind(item) == CXCursor_UnexposedExpr &&
		    ik.nr >= 2 && clang_getCursorKind(ik.v[0]) ==
		    CXCursor_MemberRef) {
			CXCursor f = clang_getCursorReferenced(ik.v[0]);
			unsigned j;

			flow_field(w, f, ik.last);
			for (j = 0; j < fl.nr; j++)
				if (clang_equalCursors(fl.v[j], f))
					next = j + 1;
			continue;
		}
		if (next < fl.nr)
			flow_field(w, fl.v[next++], item);
		else
			eval(w, item);
	}
	VEC_FREE(items);
}

/* ---------------------------------------------------------------- statements */

static enum CXChildVisitResult stmt_child(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct walker *w = data;
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)parent;
	if (clang_isExpression(k))
		eval(w, c);
	else if (clang_isStatement(k) || clang_isDeclaration(k))
		walk_stmt(w, c);
	return CXChildVisit_Continue;
}

static void walk_var_decl(struct walker *w, CXCursor var)
{
	struct val v = var_val(w, var);
	struct cx_kids k = cx_kids(var);
	CXCursor init = k.last;

	if (!k.nr)
		return;
	if (!clang_isExpression(clang_getCursorKind(init)))
		return;
	flow_init(w, v, clang_getCursorType(var), init, "initializer");
}

/* `do { (void)("__bo:NAME", x); BODY; } while (0)`: the marker statement. */
static int marker_stmt(struct walker *w, CXCursor s)
{
	CXCursor args[8];
	unsigned n;
	const struct helper *h;
	struct cx_kids k;

	if (clang_getCursorKind(s) != CXCursor_CStyleCastExpr)
		return 0;
	k = cx_kids(s);
	if (!k.nr)
		return 0;
	h = marker_chain(w, k.last, args, &n);
	if (!h)
		return 0;
	marker_val(w, h, s, args, n);
	return body_holds_data(h) ? 2 : 1;
}

static void walk_stmt(struct walker *w, CXCursor s)
{
	enum CXCursorKind kind = clang_getCursorKind(s);
	struct cx_kids k;

	switch (kind) {
	case CXCursor_VarDecl:
		walk_var_decl(w, s);
		return;
	case CXCursor_DeclStmt:
		clang_visitChildren(s, stmt_child, w);
		return;
	case CXCursor_ReturnStmt:
		k = cx_kids(s);
		if (k.nr && w->fn && w->fn->ret_key) {
			struct tinfo ti;
			struct val r;

			if (!type_info(w, clang_getCursorResultType(
				w->fn->cursor), &ti))
				return;
			r = slot_val(facts_slot(w->f, w->fn->ret_key, ti.width),
				     ti.levels);
			flow_init(w, r, clang_getCursorResultType(w->fn->cursor),
				  k.v[0], "return");
		} else if (k.nr) {
			eval(w, k.v[0]);
		}
		return;
	case CXCursor_CompoundStmt: {
		CXCursor first = cx_child(s, 0);
		int m = clang_Cursor_isNull(first) ? 0 : marker_stmt(w, first);

		if (m == 2) {	/* an unaligned store: its body too */
			cursor_vec body = { NULL, 0, 0 };
			size_t i;

			children(s, &body);
			for (i = 1; i < body.nr; i++)
				stmt_child(body.v[i], s, w);
			VEC_FREE(body);
		}
		if (m)
			return;
		clang_visitChildren(s, stmt_child, w);
		return;
	}
	case CXCursor_SwitchStmt: {
		struct val *outer = w->switch_val, v;

		k = cx_kids(s);
		if (k.nr < 2)
			return;
		v = eval(w, k.v[0]);
		w->switch_val = &v;
		walk_stmt(w, k.last);
		w->switch_val = outer;
		return;
	}
	case CXCursor_CaseStmt:
		k = cx_kids(s);
		if (k.nr >= 2) {
			struct val c = eval(w, k.v[0]);

			if (w->switch_val)
				unify(w, *w->switch_val, c, site_of(w, k.v[0]),
				      "switch case");
			walk_stmt(w, k.last);
		}
		return;
	default:
		if (clang_isExpression(kind))
			eval(w, s);
		else
			clang_visitChildren(s, stmt_child, w);
		return;
	}
}

/* ---------------------------------------------------------------- top level */

/*
 * A project function whose body only returns a helper applied to one of
 * its parameters (`return le32_to_cpu(v);`) is a wrapper: listed in the
 * report.  Its parameter and return value are slots like any other, so
 * its callers' data meets through them.
 */
static void find_wrapper(struct walker *w, CXCursor fn, CXCursor body)
{
	struct cx_kids k = cx_kids(body), r;
	CXCursor e, args[8];
	const struct helper *h = NULL;
	unsigned n = 0;
	struct fwrapper wr;

	if (k.nr != 1 || clang_getCursorKind(k.v[0]) != CXCursor_ReturnStmt)
		return;
	r = cx_kids(k.v[0]);
	if (r.nr != 1)
		return;
	e = cx_strip(r.v[0]);
	while (clang_getCursorKind(e) == CXCursor_CStyleCastExpr)
		e = cx_strip(cx_kids(e).last);
	if (clang_getCursorKind(e) == CXCursor_UnexposedExpr &&
	    cx_kids(e).nr == 3) {
		h = marker_chain(w, cx_kids(e).v[2], args, &n);
	} else if (clang_getCursorKind(e) == CXCursor_CallExpr) {
		CXCursor callee = clang_getCursorReferenced(e);
		const char *name = name_of(w, callee);

		h = helper_find(w->o->helpers, name, strlen(name));
		n = (unsigned)clang_Cursor_getNumArguments(e);
		if (n >= 1)
			args[0] = clang_Cursor_getArgument(e, 0);
	}
	if (!h || !n || clang_getCursorKind(clang_getCursorReferenced(
		cx_strip(args[0]))) != CXCursor_ParmDecl)
		return;
	memset(&wr, 0, sizeof(wr));
	wr.name = name_of(w, fn);
	wr.helper = facts_cstr(w->f, user_helper(w, h, e)->name);
	wr.at = site_of(w, fn);
	VEC_PUSH(w->f->wrappers, wr);
}

static void walk_function(struct walker *w, CXCursor fn)
{
	struct func f, *outer = w->fn;
	struct tinfo ti;
	struct cx_kids k = cx_kids(fn);

	declare_function(w, fn);
	f.cursor = fn;
	f.name = name_of(w, fn);
	f.ret_key = type_info(w, clang_getCursorResultType(fn), &ti) ?
		    indexed_key(w, usr_of(w, fn), "r") : NULL;
	w->fn = &f;
	if (k.nr && clang_getCursorKind(k.last) == CXCursor_CompoundStmt) {
		find_wrapper(w, fn, k.last);
		walk_stmt(w, k.last);
	}
	w->fn = outer;
}

/*
 * A bitwise typedef (`typedef __u32 __bitwise __le32;`, libfdt's fdt32_t)
 * is an annotated declaration of kind typedef: the rewrite spells the new
 * types with the names the tree already has.
 */
static void declare_bitwise_typedef(struct walker *w, CXCursor td)
{
	enum order o = typedef_order(w, td);
	struct tinfo ti;
	uint32_t slot;

	if (o == ORDER_NONE ||
	    !type_info(w, clang_getTypedefDeclUnderlyingType(td), &ti) ||
	    ti.levels || cx_map_test_and_add(&w->declared, td))
		return;
	ti.annotated = o;
	snprintf(ti.base, sizeof(ti.base), "%s", name_of(w, td));
	slot = facts_slot(w->f, usr_of(w, td), ti.width);
	add_decl(w, td, slot, DECL_TYPEDEF, name_of(w, td), "global", &ti,
		 !decl_in_roots(w, td), 1);
}

static enum CXChildVisitResult top_level(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	struct walker *w = data;

	(void)parent;
	switch (clang_getCursorKind(c)) {
	case CXCursor_FunctionDecl:
		if (!decl_in_roots(w, c))
			break;
		if (clang_isCursorDefinition(c))
			walk_function(w, c);
		else
			declare_function(w, c);
		break;
	case CXCursor_VarDecl:
		if (decl_in_roots(w, c))
			walk_var_decl(w, c);
		break;
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
		if (clang_isCursorDefinition(c) && decl_in_roots(w, c))
			declare_record(w, c);
		break;
	case CXCursor_TypedefDecl: {
		CXCursor d = clang_getTypeDeclaration(
			clang_getTypedefDeclUnderlyingType(c));
		enum CXCursorKind k = clang_getCursorKind(d);

		if ((k == CXCursor_StructDecl || k == CXCursor_UnionDecl) &&
		    clang_isCursorDefinition(d) && decl_in_roots(w, d))
			declare_record(w, d);
		declare_bitwise_typedef(w, c);
		break;
	}
	default:
		break;
	}
	return CXChildVisit_Continue;
}

int walk_tu(CXTranslationUnit tu, const struct walk_options *o,
	    struct facts *out)
{
	struct walker w;

	memset(&w, 0, sizeof(w));
	w.tu = tu;
	w.o = o;
	w.f = out;
	w.bw = (struct bitwise_macros)BITWISE_MACROS_INIT;
	strbuf_init(&w.sb);
	bitwise_macros_collect(&w.bw, tu);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), top_level, &w);
	bitwise_macros_release(&w.bw);
	cx_map_release(&w.typedef_order);
	cx_map_release(&w.declared);
	cx_map_release(&w.parm_slot);
	free(w.files);
	strbuf_release(&w.sb);
	return 0;
}

