#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cx.h"
#include "diag.h"
#include "strbuf.h"
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
	     struct strbuf *first_error)
{
	enum CXErrorCode e;
	unsigned i, n;

	*errors = 0;
	e = clang_parseTranslationUnit2(idx, path, argv, argc, unsaved,
					nunsaved, cx_parse_options(), tu);
	if (e != CXError_Success || !*tu) {
		*tu = NULL;
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

char *cx_file_name(CXFile file)
{
	return cx_strdup(NULL, clang_getFileName(file));
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
 * clang_getFileContents() looks the file up by name each time, and the
 * checker asks for the same few files constantly: keep the latest ones.
 */
static struct text_cache {
	CXTranslationUnit tu;
	CXFile file;
	const char *text;
	size_t len;
} texts[32];
static unsigned next_text;

const char *cx_file_text(CXTranslationUnit tu, CXFile file, size_t *len)
{
	struct text_cache *t;
	const char *s;
	unsigned i;

	*len = 0;
	if (!file)
		return NULL;
	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++)
		if (texts[i].tu == tu && texts[i].file == file) {
			*len = texts[i].len;
			return texts[i].text;
		}
	s = clang_getFileContents(tu, file, len);
	if (!s)
		*len = 0;
	t = &texts[next_text++ % (sizeof(texts) / sizeof(texts[0]))];
	t->tu = tu;
	t->file = file;
	t->text = s;
	t->len = *len;
	return s;
}

void cx_dispose_tu(CXTranslationUnit tu)
{
	unsigned i;

	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++)
		if (texts[i].tu == tu)
			texts[i].tu = NULL;
	clang_disposeTranslationUnit(tu);
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
