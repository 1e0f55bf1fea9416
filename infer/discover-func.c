// SPDX-License-Identifier: GPL-2.0-only
/*
 * The project's functions that are helpers by their own code: a byte
 * shuffle, a byte assembly, byte stores, a choice between two
 * conversions.  Their bodies are read as text (discover-expr.c), with
 * what libclang knows of their parameters' and result's types; those in
 * byte-order branches were found with the file's text already
 * (discover-text.c), as clang sees one branch only.  Definitions come in
 * the order of the source, so a helper built from one above it
 * (`get_be48()` of `get_be16()` and `get_be32()`) is found too.
 */
#include <stdlib.h>
#include <string.h>

#include "infer/discover.h"
#include "infer/walk.h"
#include "lib/cx.h"
#include "lib/strbuf.h"
#include "lib/vec.h"

/* A body longer than this is no helper, and not worth reading. */
#define BODY_MAX_BYTES 8192

struct fctx {
	CXTranslationUnit tu;
	const struct walk_options *o;
	struct helper_table *unit;
	struct facts *out;
	VEC(struct lex_tok) toks;
	struct strbuf why;
};

static const struct helper *lookup(void *data, const char *name, size_t len)
{
	struct fctx *c = data;

	return helper_find(c->unit, name, len);
}

static const struct helper *known(void *data, const char *name)
{
	return lookup(data, name, strlen(name));
}

/* The width of an integer type in bytes; 0 for anything else. */
static unsigned int_bytes(CXType t)
{
	long long n;

	t = clang_getCanonicalType(t);
	if (t.kind < CXType_Bool || t.kind > CXType_Int128)
		return 0;
	n = clang_Type_getSizeOf(t);
	return n > 0 && n <= 8 ? (unsigned)n : 0;
}

/* A parameter's name and what its type says; 0 when it has no name. */
static int param(CXCursor parm, struct dparam *p, char **name)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(parm));

	*name = cx_strdup(NULL, clang_getCursorSpelling(parm));
	if (!**name)
		return 0;
	p->name = *name;
	p->len = strlen(*name);
	p->pointer = t.kind == CXType_Pointer;
	p->vbytes = p->pointer ? 0 : int_bytes(t);
	p->ebytes = p->pointer ? int_bytes(clang_getPointeeType(t)) : 0;
	return 1;
}

/* The tokens of s[b..e), at most DISCOVER_MAX_TOKENS + 1 of them. */
static size_t tokens(struct fctx *c, const char *s, size_t b, size_t e)
{
	struct lex_tok t;

	c->toks.nr = 0;
	while (c->toks.nr <= DISCOVER_MAX_TOKENS) {
		lex_next(s, e, &b, &t, 0);
		if (t.kind == LEX_EOF)
			break;
		VEC_PUSH(c->toks, t);
	}
	return c->toks.nr;
}

/* The body's text, when it is written where it stands (no macro made it). */
static const char *body_text(struct fctx *c, CXCursor body, size_t *b,
			     size_t *e)
{
	CXSourceRange r = clang_getCursorExtent(body);
	CXSourceLocation lb = clang_getRangeStart(r), le = clang_getRangeEnd(r);
	struct cx_pos fb = cx_file_pos(lb), fe = cx_file_pos(le);
	struct cx_pos sb = cx_spelling_pos(lb);
	const char *text;
	size_t len;

	if (!fb.file || !fe.file || !clang_File_isEqual(fb.file, fe.file) ||
	    !sb.file || !clang_File_isEqual(fb.file, sb.file) ||
	    sb.off != fb.off || fe.off <= fb.off ||
	    fe.off - fb.off > BODY_MAX_BYTES)
		return NULL;
	text = cx_file_text(c->tu, fb.file, &len);
	if (!text || fe.off > len)
		return NULL;
	*b = fb.off;
	*e = fe.off;
	return text;
}

static void function(struct fctx *c, CXCursor fn)
{
	struct dparam p[DISCOVER_MAX_PARAMS];
	char *names[DISCOVER_MAX_PARAMS], *name = NULL, *path;
	CXSourceLocation loc = clang_getCursorLocation(fn);
	struct cx_pos at = cx_file_pos(loc);
	struct cx_kids k = cx_kids(fn);
	const struct helper *e;
	struct helper h;
	struct shape sh;
	struct fsite site;
	const char *text;
	size_t b, end;
	int n = clang_Cursor_getNumArguments(fn), i, got = 0, r;
	unsigned ret;

	if (n < 1 || n > DISCOVER_MAX_PARAMS || !at.file ||
	    clang_Location_isInSystemHeader(loc) || !k.nr ||
	    clang_getCursorKind(k.last) != CXCursor_CompoundStmt)
		return;
	path = cx_file_path(at.file);
	if (!walk_in_roots(c->o, path)) {
		free(path);
		return;
	}
	name = cx_strdup(NULL, clang_getCursorSpelling(fn));
	if (helper_find(c->unit, name, strlen(name)))
		goto out;
	for (i = 0; i < n; i++) {
		int named = param(clang_Cursor_getArgument(fn, (unsigned)i),
				  &p[i], &names[i]);

		got++;
		if (!named)
			goto out;
	}
	text = body_text(c, k.last, &b, &end);
	if (!text || tokens(c, text, b, end) > DISCOVER_MAX_TOKENS)
		goto out;
	ret = int_bytes(clang_getCursorResultType(fn));
	if (!discover_shape(text, c->toks.v, c->toks.nr, 1, p, (unsigned)n,
			    ret, lookup, c, &sh))
		goto out;
	r = discover_single(&sh, (unsigned)n, &h, &c->why);
	if (!r || (r == 2 && !discover_settle(&sh, &h, known, c)))
		goto out;
	h.name = name;
	e = helpers_add_found(c->unit, &h);
	if (!e)
		goto out;
	site.file = facts_file(c->out, path);
	site.line = at.line;
	site.col = at.col;
	discover_list(c->out, e, 0, c->why.buf, site);
out:
	for (i = 0; i < got; i++)
		free(names[i]);
	free(name);
	free(path);
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent,
				     CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_FunctionDecl &&
	    clang_isCursorDefinition(c))
		function(data, c);
	return CXChildVisit_Continue;
}

int discover_functions(CXTranslationUnit tu, const struct walk_options *o,
		       struct helper_table *unit, struct facts *out)
{
	struct fctx c;

	memset(&c, 0, sizeof(c));
	c.tu = tu;
	c.o = o;
	c.unit = unit;
	c.out = out;
	strbuf_init(&c.why);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), visit, &c);
	VEC_FREE(c.toks);
	strbuf_release(&c.why);
	return 0;
}
