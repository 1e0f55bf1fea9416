// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <sys/stat.h>
#include <string.h>

#include "arena.h"
#include "cx.h"
#include "diag.h"
#include "hash.h"
#include "hashmap.h"
#include "stack.h"
#include "strbuf.h"
#include "strvec.h"
#include "vec.h"
#include "xalloc.h"

/* The longest diagnostic quoted in an error line. */
#define MAX_MESSAGE 300

unsigned cx_parse_options(void)
{
	return CXTranslationUnit_KeepGoing;
}

static const char *cx_error_name(enum CXErrorCode e)
{
	switch (e) {
	case CXError_Crashed:
		return "libclang crashed";
	case CXError_InvalidArguments:
		return "invalid arguments";
	case CXError_ASTReadError:
		return "AST read error";
	default:
		return "libclang failure";
	}
}

int cx_parse(CXIndex idx, const char *path, const char *const *argv,
	     int argc, struct CXUnsavedFile *unsaved, unsigned nunsaved,
	     CXTranslationUnit *tu, unsigned *errors,
	     struct strbuf *first_error, int quiet)
{
	enum CXErrorCode e;
	unsigned i, n;

	*errors = 0;
	e = clang_parseTranslationUnit2(idx, path, argv, argc, unsaved,
					nunsaved, cx_parse_options(), tu);
	if (e != CXError_Success || !*tu) {
		*tu = NULL;
		if (quiet)
			return -1;
		return error("cannot parse '%s': %s", path, cx_error_name(e));
	}
	n = clang_getNumDiagnostics(*tu);
	for (i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(*tu, i);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);

		if (sev >= CXDiagnostic_Error) {
			if (!*errors && first_error) {
				CXString s = clang_formatDiagnostic(d,
					CXDiagnostic_DisplaySourceLocation |
					CXDiagnostic_DisplayColumn);
				const char *m = clang_getCString(s);

				/* one line, even for a megabyte-long token */
				if (strlen(m) > MAX_MESSAGE) {
					strbuf_add(first_error, m, MAX_MESSAGE);
					strbuf_addstr(first_error, "...");
				} else {
					strbuf_addstr(first_error, m);
				}
				clang_disposeString(s);
			}
			(*errors)++;
		}
		clang_disposeDiagnostic(d);
	}
	return 0;
}

static struct cx_more_file *more_file_any(CXFile file);

char *cx_file_name(CXFile file)
{
	/* a PCH names its files by absolute paths: say what the text did */
	struct cx_more_file *f = more_file_any(file);

	return f ? xstrdup(f->name) : cx_strdup(NULL, clang_getFileName(file));
}

char *cx_file_path(CXFile file)
{
	char *p = cx_strdup(NULL, clang_File_tryGetRealPathName(file));
	char *real;

	if (*p == '/')
		return p;
	free(p);
	p = cx_file_name(file);
	real = realpath(p, NULL);
	if (!real)
		return p;
	free(p);
	return real;
}

char *cx_strdup(struct arena *a, CXString s)
{
	const char *c = clang_getCString(s);
	char *r;

	if (!c)
		c = "";
	r = a ? arena_strdup(a, c) : xstrdup(c);
	clang_disposeString(s);
	return r;
}

struct cx_pos cx_file_pos(CXSourceLocation loc)
{
	struct cx_pos p;

	clang_getFileLocation(loc, &p.file, &p.line, &p.col, &p.off);
	return p;
}

struct cx_pos cx_expansion_pos(CXSourceLocation loc)
{
	struct cx_pos p;

	clang_getExpansionLocation(loc, &p.file, &p.line, &p.col, &p.off);
	return p;
}

struct cx_pos cx_spelling_pos(CXSourceLocation loc)
{
	struct cx_pos p;

	clang_getSpellingLocation(loc, &p.file, &p.line, &p.col, &p.off);
	return p;
}

/*
 * clang_getFileContents() finds the file by walking every source entry
 * of the unit (each macro expansion is one), and the checker asks for
 * the texts of hundreds of headers, many of them again and again (a
 * kernel unit's declarations, fs/btrfs/inode.c: 7 % of the check went
 * there with a cache of the latest 32): so each file's is asked once.
 */
struct text_entry {
	CXTranslationUnit tu;
	CXFile file;
	const char *text;	/* NULL: clang has none */
	size_t len;
};
static VEC(struct text_entry) texts;
static struct hashmap text_map;

static uint32_t text_hash(CXTranslationUnit tu, CXFile file)
{
	return hash_fold(hash_mix(hash_mix(0, (uintptr_t)tu),
				  (uintptr_t)file));
}

static int text_eq(const void *data, uint32_t id, const void *key)
{
	const struct text_entry *k = key;

	(void)data;
	return texts.v[id].tu == k->tu && texts.v[id].file == k->file;
}

static const char *more_text(CXTranslationUnit tu, CXFile file, size_t *len);

const char *cx_file_text(CXTranslationUnit tu, CXFile file, size_t *len)
{
	struct text_entry key = { tu, file, NULL, 0 };
	uint32_t id;

	*len = 0;
	if (!file)
		return NULL;
	if (!text_map.alloc)
		hashmap_init(&text_map, 1024);
	id = hashmap_put(&text_map, text_hash(tu, file),
			 (uint32_t)texts.nr, text_eq, NULL, &key);
	if (id == texts.nr) {
		key.text = more_text(tu, file, &key.len);
		if (!key.text)
			key.text = clang_getFileContents(tu, file, &key.len);
		if (!key.text)
			key.len = 0;
		VEC_PUSH(texts, key);
	}
	*len = texts.v[id].len;
	return texts.v[id].text;
}

/* Forget the texts of `tu`: the map is made again from those left. */
static void texts_forget(CXTranslationUnit tu)
{
	size_t i, n = 0;

	for (i = 0; i < texts.nr; i++)
		if (texts.v[i].tu != tu)
			texts.v[n++] = texts.v[i];
	if (n == texts.nr)
		return;
	texts.nr = n;
	hashmap_release(&text_map);
	if (!n) {
		VEC_FREE(texts);
		return;
	}
	hashmap_init(&text_map, n);
	for (i = 0; i < n; i++)
		hashmap_put(&text_map, text_hash(texts.v[i].tu,
						 texts.v[i].file),
			    (uint32_t)i, text_eq, NULL, &texts.v[i]);
}

/*
 * The units that have more files than clang shows: few live at once (a
 * unit is parsed, walked and disposed of), so a list does.
 */
struct more_files {
	CXTranslationUnit tu;
	struct cx_more_file *v;
	size_t nr;
	char *pch, *id;
	int local;	/* cx_tu_set_local() */
};
static VEC(struct more_files) more;

static struct more_files *more_of(CXTranslationUnit tu)
{
	size_t i;

	for (i = 0; i < more.nr; i++)
		if (more.v[i].tu == tu)
			return &more.v[i];
	return NULL;
}

static int cmp_more(const void *a, const void *b)
{
	const struct cx_more_file *x = a, *y = b;

	if (x->dev != y->dev)
		return x->dev < y->dev ? -1 : 1;
	return x->ino < y->ino ? -1 : x->ino > y->ino;
}

void cx_tu_add_files(CXTranslationUnit tu, struct cx_more_file *v,
		     size_t nr, const char *pch, const char *id)
{
	struct more_files m = { tu, v, nr, xstrdup(pch), xstrdup(id), 0 };
	size_t i;

	for (i = 0; i < nr; i++) {
		struct stat st;

		v[i].dev = v[i].ino = 0;
		if (!stat(v[i].real, &st)) {
			v[i].dev = (uint64_t)st.st_dev;
			v[i].ino = (uint64_t)st.st_ino;
		}
	}
	/* by inode, as clang_getFileUniqueID() names a file */
	if (nr)
		qsort(v, nr, sizeof(*v), cmp_more);
	VEC_PUSH(more, m);
}

const char *cx_tu_pch(CXTranslationUnit tu, const char **id)
{
	struct more_files *m = more_of(tu);

	if (id)
		*id = m ? m->id : NULL;
	return m ? m->pch : NULL;
}

/*
 * The text of a file a PCH read.  clang_getFileContents() finds such a
 * file by a walk over every source location entry the PCH holds, a
 * quarter of a second for a kernel unit's headers: read it from disk
 * instead, unchanged since the PCH was checked, or from the parse's
 * own copy.
 */
static struct cx_more_file *more_find(struct more_files *m, CXFile file)
{
	CXFileUniqueID id;
	struct cx_more_file key;

	if (!m || !m->nr || !file || clang_getFileUniqueID(file, &id))
		return NULL;
	key.dev = id.data[0];
	key.ino = id.data[1];
	return bsearch(&key, m->v, m->nr, sizeof(*m->v), cmp_more);
}

static struct cx_more_file *more_file(CXTranslationUnit tu, CXFile file)
{
	return more_find(more_of(tu), file);
}

int cx_tu_pch_file(CXTranslationUnit tu, CXFile file)
{
	return more_file(tu, file) != NULL;
}

void cx_tu_set_local(CXTranslationUnit tu)
{
	struct more_files *m = more_of(tu);

	if (m)
		m->local = 1;
}

int cx_tu_local(CXTranslationUnit tu)
{
	struct more_files *m = more_of(tu);

	return m && m->local;
}

/* The same for a file of any unit alive: the file is the same file. */
static struct cx_more_file *more_file_any(CXFile file)
{
	struct cx_more_file *f = NULL;
	size_t i;

	for (i = 0; i < more.nr && !f; i++)
		f = more_find(&more.v[i], file);
	return f;
}

static const char *more_text(CXTranslationUnit tu, CXFile file, size_t *len)
{
	struct cx_more_file *f = more_file(tu, file);

	if (!f)
		return NULL;
	if (!f->has_text) {
		struct strbuf sb = STRBUF_INIT;

		if (strbuf_read_file_quiet(&sb, f->real)) {
			strbuf_release(&sb);
			return NULL;
		}
		f->len = sb.len;
		f->text = strbuf_detach(&sb);
		f->has_text = 1;
	}
	*len = f->len;
	return f->text;
}

void cx_more_files_free(struct cx_more_file *v, size_t nr)
{
	size_t i, j;

	for (i = 0; i < nr; i++) {
		for (j = 0; v[i].through[j]; j++)
			free(v[i].through[j]);
		free(v[i].through);
		free(v[i].name);
		free(v[i].real);
		free(v[i].text);
		free(v[i].lines);
	}
	free(v);
}

static void more_release(struct more_files *m)
{
	cx_more_files_free(m->v, m->nr);
	free(m->pch);
	free(m->id);
	*m = more.v[--more.nr];
	if (!more.nr)
		VEC_FREE(more);
}

/* Where each line of text[0..len) starts: \n, \r and \r\n end lines. */
static size_t *line_starts(const char *text, size_t len, size_t *nr)
{
	VEC(size_t) v = { NULL, 0, 0 };
	size_t i;

	VEC_PUSH(v, 0);
	for (i = 0; i < len; i++)
		if (text[i] == '\n' ||
		    (text[i] == '\r' && (i + 1 >= len || text[i + 1] != '\n')))
			VEC_PUSH(v, i + 1);
	*nr = v.nr;
	return v.v;
}

/*
 * The line tables of the files of live units that a PCH did not read:
 * a few dozen a unit, so a list does.
 */
struct line_table {
	CXTranslationUnit tu;
	uint64_t dev, ino;
	size_t *lines, nr, len;
};
static VEC(struct line_table) tables;

static struct line_table *table_of(CXTranslationUnit tu, CXFile file)
{
	struct line_table t;
	CXFileUniqueID id;
	const char *text;
	size_t i;

	if (clang_getFileUniqueID(file, &id))
		return NULL;
	for (i = 0; i < tables.nr; i++)
		if (tables.v[i].tu == tu && tables.v[i].dev == id.data[0] &&
		    tables.v[i].ino == id.data[1])
			return &tables.v[i];
	text = cx_file_text(tu, file, &t.len);
	if (!text)
		return NULL;
	t.tu = tu;
	t.dev = id.data[0];
	t.ino = id.data[1];
	t.lines = line_starts(text, t.len, &t.nr);
	VEC_PUSH(tables, t);
	return &tables.v[tables.nr - 1];
}

struct cx_pos cx_offset_pos(CXTranslationUnit tu, CXFile file, unsigned off)
{
	struct cx_more_file *f = more_file(tu, file);
	struct line_table *t = NULL;
	const size_t *lines;
	size_t len, nr, lo, hi;
	struct cx_pos p;

	if (f) {
		if (!more_text(tu, file, &len))
			goto clang;
		if (!f->lines)
			f->lines = line_starts(f->text, f->len, &f->nr_lines);
		lines = f->lines;
		nr = f->nr_lines;
	} else {
		if (!file || !(t = table_of(tu, file)))
			goto clang;
		lines = t->lines;
		nr = t->nr;
		len = t->len;
	}
	if (off > len)
		goto clang;
	lo = 0;
	hi = nr;
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (lines[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	p.file = file;
	p.line = (unsigned)lo + 1;
	p.col = off - (unsigned)lines[lo] + 1;
	p.off = off;
	return p;
clang:
	/* walks every source entry: only where no table can be had */
	return cx_file_pos(clang_getLocationForOffset(tu, file, off));
}

void cx_dispose_tu(CXTranslationUnit tu)
{
	struct more_files *m;
	size_t i, n = 0;

	texts_forget(tu);
	while ((m = more_of(tu)))
		more_release(m);
	for (i = 0; i < tables.nr; i++) {
		if (tables.v[i].tu == tu)
			free(tables.v[i].lines);
		else
			tables.v[n++] = tables.v[i];
	}
	tables.nr = n;
	if (!n)
		VEC_FREE(tables);
	clang_disposeTranslationUnit(tu);
}

struct files_visit {
	cx_file_fn *fn;
	void *data;
};

static void files_visit(CXFile file, CXSourceLocation *stack, unsigned depth,
			CXClientData data)
{
	struct files_visit *v = data;

	(void)stack;
	(void)depth;
	v->fn(file, v->data);
}

void cx_pch_files_read(CXTranslationUnit tu, cx_file_fn *fn, void *data)
{
	struct more_files *m = more_of(tu);
	size_t i;

	for (i = 0; m && i < m->nr; i++) {
		CXFile f = clang_getFile(tu, m->v[i].name);

		if (f)
			fn(f, data);
	}
}

void cx_parsed_files_read(CXTranslationUnit tu, cx_file_fn *fn, void *data)
{
	struct files_visit v = { fn, data };

	clang_getInclusions(tu, files_visit, &v);
}

void cx_files_read(CXTranslationUnit tu, cx_file_fn *fn, void *data)
{
	/* a PCH's files come first, as its lines begin the unit */
	cx_pch_files_read(tu, fn, data);
	cx_parsed_files_read(tu, fn, data);
}

struct chain_visit {
	CXFile want;
	struct strvec *out;
	int found;
};

static void chain_visit(CXFile file, CXSourceLocation *stack, unsigned depth,
			CXClientData data)
{
	struct chain_visit *c = data;
	unsigned i;

	if (c->found || !clang_File_isEqual(file, c->want))
		return;
	c->found = 1;
	/* stack[0] is in the includer; the last entry is in the unit's file */
	for (i = 0; i + 1 < depth; i++) {
		CXFile f;

		char *name;

		clang_getExpansionLocation(stack[i], &f, NULL, NULL, NULL);
		name = cx_file_name(f);
		strvec_push(c->out, name);
		free(name);
	}
}

int cx_include_chain(CXTranslationUnit tu, CXFile file, struct strvec *out)
{
	struct chain_visit c = { file, out, 0 };
	struct more_files *m = more_of(tu);
	size_t i, j;

	/*
	 * The first time the unit read it: in the PCH when it has it there,
	 * as its lines begin the unit (a header read again later, like a
	 * trace header under CREATE_TRACE_POINTS, is named by the first).
	 */
	for (i = 0; m && i < m->nr; i++) {
		CXFile f = clang_getFile(tu, m->v[i].name);

		if (!f || !clang_File_isEqual(f, file))
			continue;
		for (j = 0; m->v[i].through[j]; j++)
			strvec_push(out, m->v[i].through[j]);
		return 0;
	}
	clang_getInclusions(tu, chain_visit, &c);
	return c.found ? 0 : -1;
}

CXType cx_unwrap(CXType t)
{
	while (t.kind == CXType_Elaborated)
		t = clang_Type_getNamedType(t);
	return t;
}

struct child_ctx {
	unsigned want, seen;
	CXCursor found;
};

static enum CXChildVisitResult child_visit(CXCursor c, CXCursor parent,
					   CXClientData data)
{
	struct child_ctx *ctx = data;

	(void)parent;
	if (ctx->seen++ == ctx->want) {
		ctx->found = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

CXCursor cx_child(CXCursor c, unsigned n)
{
	struct child_ctx ctx = { n, 0, clang_getNullCursor() };

	clang_visitChildren(c, child_visit, &ctx);
	return ctx.found;
}

static enum CXChildVisitResult kids_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct cx_kids *k = data;

	(void)parent;
	if (k->nr < 4)
		k->v[k->nr] = c;
	k->last = c;
	k->nr++;
	return CXChildVisit_Continue;
}

struct cx_kids cx_kids(CXCursor c)
{
	struct cx_kids k = { .nr = 0 };

	clang_visitChildren(c, kids_visit, &k);
	return k;
}

CXCursor cx_strip(CXCursor c)
{
	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(c);
		struct cx_kids kd;

		if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr)
			return c;
		kd = cx_kids(c);
		if (kd.nr != 1 || !clang_isExpression(clang_getCursorKind(kd.v[0])))
			return c;
		if (k == CXCursor_UnexposedExpr && !clang_equalLocations(
		    clang_getRangeStart(clang_getCursorExtent(c)),
		    clang_getRangeStart(clang_getCursorExtent(kd.v[0]))))
			return c;
		c = kd.v[0];
	}
}

int cx_too_deep(struct cx_deep *d, CXCursor c)
{
	if (!d->hit && stack_low()) {
		d->hit = 1;
		d->at = c;
	}
	return d->hit;
}

int cx_deep_error(const struct cx_deep *d, const char *verb,
		  const char *unit, const char *whose)
{
	struct cx_pos p = cx_file_pos(clang_getCursorLocation(d->at));
	char *file = cx_file_name(p.file);

	error("cannot %s '%s': %s:%u:%u: nested too deeply for %s %zu MiB of "
	      "stack", verb, unit, file ? file : unit, p.line, p.col, whose,
	      stack_size() >> 20);
	free(file);
	return -1;
}
