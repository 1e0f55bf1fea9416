// SPDX-License-Identifier: GPL-2.0-only
/*
 * A unit parsed with a PCH (lib/pch.h) begins with thousands of header
 * declarations, and the first walk over them costs more than the rest
 * of a warm kernel check: libclang reads each back from the PCH.  In a
 * kernel header they do nothing: no warning, nothing that changes what
 * later declarations report.  So the first unit parsed whole with a PCH
 * watches what its declarations' turns do, in every pass, and notes it
 * beside the PCH; a later unit whose PCH says "nothing" under its
 * options is parsed with an index that leaves them out of the walk
 * (lib/unit.h's local_idx), and its walk stands in for them here.
 * A turn that did nothing in one unit does nothing in another when it
 * evaluates no code of the unit's and reads no state the unit's code
 * may have set: so a turn that meets an inline call (whose expansion
 * depends on what the unit defines, uninlines and marks), that asks
 * lib/fold.c whether a variable is written (its scans record writes
 * that later questions read), or that declares a static with an
 * initializer (whose writes lib/fold.c reads from the declarations of
 * its file, which a local walk does not have), counts as doing
 * something, and one that evaluates the unit's own definition leaves
 * nothing noted.
 *
 * What links a unit's own declarations to the PCH's:
 * - a redeclaration is checked against the earlier declarations of its
 *   entity: the PCH's one is its canonical cursor, seeded into the list
 *   (prefix_seed());
 * - a definition whose evaluation the PCH's turn made (a definition
 *   there) is not made again (prefix_done()).
 * Where that would not be the whole story, the note names the entity
 * (declared twice in the PCH, or one whose definition a PCH
 * declaration other than itself evaluates, which brings a unit's
 * definition forward to the PCH's turn), and a unit that declares it
 * is parsed whole.  So is a unit whose other files change the PCH's
 * bitwise macros, or that reads a file of the PCH again: what the note
 * says of the PCH's declarations then need not hold for it.
 *
 * The note (PCH_NOTE_LOCAL), line by line:
 *	local KEY	the declarations do nothing under options KEY
 *	busy KEY	they do something: parse whole
 *	twice USR	an entity the walk cannot stand in for
 */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "checker/eval.h"
#include "lib/digest.h"
#include "lib/pch.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"

/*
 * The line of the note, and unit.h's local_line, for options `o`: with
 * the running binary's digest, for what the walk does is its code's.
 */
const char *prefix_line(const struct check_options *o)
{
	static char lines[2][2][96];
	static int made;
	char hex[DIGEST_HEX] = "unknown";
	struct digest self;
	struct stat st;
	int b, ptr;

	if (!made) {
		if (!stat("/proc/self/exe", &st) &&
		    !file_digest("/proc/self/exe", &st, &self))
			digest_hex(&self, hex);
		for (b = 0; b < 2; b++)
			for (ptr = 0; ptr < 2; ptr++)
				snprintf(lines[b][ptr], sizeof(lines[b][ptr]),
					 "local %s bitwise=%d pointer=%d",
					 hex, b, ptr);
		made = 1;
	}
	return lines[!!o->bitwise][!!o->bitwise_pointer];
}

int prefix_in_pch(const struct prefix *p, CXCursor c)
{
	struct cx_pos at;

	if (p->mode == PREFIX_PLAIN)
		return 0;
	at = cx_expansion_pos(clang_getCursorLocation(c));
	return at.file && cx_tu_pch_file(p->tu, at.file);
}

/* Is the USR of `c` in `set`? */
static int usr_in(const struct strset *set, CXCursor c)
{
	CXString usr = clang_getCursorUSR(c);
	const char *s = clang_getCString(usr);
	int ret = s && strset_has(set, s, strlen(s));

	clang_disposeString(usr);
	return ret;
}

/* The USR of `c` into `set`: 1 when new, 0 when there, -1 when none. */
static int usr_add(struct strset *set, CXCursor c)
{
	CXString usr = clang_getCursorUSR(c);
	const char *s = clang_getCString(usr);
	int ret = -1;

	if (s && *s)
		ret = strset_add(set, s, strlen(s));
	clang_disposeString(usr);
	return ret;
}

static void pch_file_visit(CXFile file, void *data)
{
	struct prefix *p = data;

	if (cx_tu_pch_file(p->tu, file))
		p->again = 1;
}

/*
 * Of the note's line s[0..nl): is it "WORD KEY" for the options `line`
 * is "local KEY" of?  (WORD local or busy.)
 */
static int line_for(const char *s, const char *nl, const char *line)
{
	const char *key = strchr(line, ' ');
	size_t len = strlen(key);

	if (strncmp(s, "local ", 6) && strncmp(s, "busy ", 5))
		return 0;
	s = strchr(s, ' ');
	return (size_t)(nl - s) == len && !memcmp(s, key, len);
}

/*
 * Read the note's "twice" lines into p->twice.  1 when it says the
 * PCH's declarations do nothing under the options of `line`, -1 when it
 * says they do something, 0 when it does not say.
 */
static int note_parse(struct prefix *p, const char *note, const char *line)
{
	const char *s, *nl;
	int said = 0;

	for (s = note; (nl = strchr(s, '\n')); s = nl + 1) {
		if (!strncmp(s, "twice ", 6))
			strset_add(&p->twice, s + 6, (size_t)(nl - s - 6));
		else if (line_for(s, nl, line))
			said = *s == 'l' ? 1 : -1;
	}
	return said;
}

/*
 * Is `c` written at file scope?  (A block-scope extern's semantic
 * parent is the translation unit too.)
 */
static int at_file_scope(CXCursor c)
{
	return clang_getCursorKind(clang_getCursorLexicalParent(c)) ==
	       CXCursor_TranslationUnit;
}

/* Is `c` declared outside the unit's own files (the PCH's, clang's)? */
static int not_own(const struct prefix *p, CXCursor c)
{
	struct cx_pos at = cx_expansion_pos(clang_getCursorLocation(c));

	return !at.file || cx_tu_pch_file(p->tu, at.file);
}

/*
 * The unit's own declarations: does one redeclare an entity whose
 * earlier declarations the walk cannot stand in for?
 */
static enum CXChildVisitResult twice_visit(CXCursor c, CXCursor parent,
					   CXClientData data)
{
	struct prefix *p = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor canon;

	(void)parent;
	if (k != CXCursor_FunctionDecl && k != CXCursor_VarDecl)
		return CXChildVisit_Continue;
	canon = clang_getCanonicalCursor(c);
	if (clang_equalCursors(canon, c) || !not_own(p, canon))
		return CXChildVisit_Continue;
	/*
	 * prefix_seed() stands for one declaration at the PCH's file
	 * scope; not for one in a body, or clang's implicit one
	 */
	if (usr_in(&p->twice, canon) || !prefix_in_pch(p, canon) ||
	    !at_file_scope(canon)) {
		p->whole = cx_strdup(NULL, clang_getCursorSpelling(c));
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

int prefix_begin(struct prefix *p, struct eval *e, const char *name,
		 int macros_changed)
{
	struct strbuf note = STRBUF_INIT;
	const char *line = prefix_line(e->o), *why = NULL;
	int said;

	memset(p, 0, sizeof(*p));
	p->tu = e->tu;
	p->name = name;
	if (!cx_tu_pch(e->tu, NULL))
		return 0;
	if (pch_note_read(e->tu, PCH_NOTE_LOCAL, &note))
		strbuf_reset(&note);
	said = note_parse(p, note.buf, line);
	strbuf_release(&note);
	cx_parsed_files_read(e->tu, pch_file_visit, p);
	if (macros_changed)
		why = "its own #defines change the PCH's bitwise macros";
	else if (p->again)
		why = "it reads a file of the PCH again";
	if (cx_tu_local(e->tu)) {
		p->mode = PREFIX_LOCAL;
		if (!why && said != 1)
			why = "the PCH's note changed";
		if (!why)
			clang_visitChildren(
				clang_getTranslationUnitCursor(e->tu),
				twice_visit, p);
		if (p->whole)
			pch_trace(name, "checked again, walking the PCH's "
				  "declarations: it declares '%s' again",
				  p->whole);
		else if (why)
			pch_trace(name, "checked again, walking the PCH's "
				  "declarations: %s", why);
		else
			pch_trace(name, "checked without walking the PCH's "
				  "declarations");
		if (why)
			p->whole = xstrdup(why);
	} else if (!said && !why) {
		p->mode = PREFIX_WATCH;
	} else if (!said) {
		pch_trace(name, "what the PCH's declarations do is not noted: "
			  "%s", why);
	}
	/* WATCH finds them again */
	strset_release(&p->twice);
	return p->whole != NULL;
}

/*
 * A static lib/fold.c may fold into its initializer's value, when
 * nothing writes it: it reads the writes from the declarations of the
 * static's own file, which a local walk does not have.  An array or a
 * record has no such value.
 */
static int foldable_static(CXCursor c)
{
	enum CXTypeKind k;

	if (clang_getCursorKind(c) != CXCursor_VarDecl ||
	    clang_Cursor_getStorageClass(c) != CX_SC_Static ||
	    clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(c)))
		return 0;
	k = clang_getCanonicalType(clang_getCursorType(c)).kind;
	return k != CXType_ConstantArray && k != CXType_IncompleteArray &&
	       k != CXType_VariableArray && k != CXType_Record;
}

void prefix_turn_start(struct prefix *p, struct eval *e, CXCursor c)
{
	p->in_pch = p->mode == PREFIX_WATCH && prefix_in_pch(p, c);
	if (!p->in_pch)
		return;
	p->calls = report_calls(e->rep);
	p->epoch = e->epoch;
	p->uninlined = e->uninlined.nr;
	p->deep = e->deep.hit;
	p->inline_calls = e->inline_calls;
	p->asked = e->fold.asked;
	if (foldable_static(c))
		p->busy = 1;
}

void prefix_turn_end(struct prefix *p, struct eval *e)
{
	/*
	 * an inline call's expansion depends on the unit (which bodies
	 * it uninlines, which it defines, what it marked); lib/fold.c's
	 * scan for one question records writes other questions read
	 */
	if (p->in_pch && (report_calls(e->rep) != p->calls ||
			  e->epoch != p->epoch ||
			  e->uninlined.nr != p->uninlined ||
			  e->deep.hit != p->deep ||
			  e->inline_calls != p->inline_calls ||
			  e->fold.asked != p->asked))
		p->busy = 1;
	p->in_pch = 0;
}

void prefix_declared(struct prefix *p, CXCursor c)
{
	if (p->in_pch && usr_add(&p->once, c) == 0)
		usr_add(&p->twice, c);
}

void prefix_evaluates(struct prefix *p, CXCursor c, CXCursor def)
{
	if (!p->in_pch || clang_equalCursors(c, def))
		return;
	usr_add(&p->twice, c);
	/* the turn evaluated the unit's own code: it says nothing of the PCH */
	if (!clang_Cursor_isNull(def) && !prefix_in_pch(p, def))
		p->unsure = 1;
}

void prefix_seed(const struct prefix *p, CXCursor c, struct cursors *list)
{
	CXCursor canon;

	if (p->mode != PREFIX_LOCAL || list->v.nr)
		return;
	canon = clang_getCanonicalCursor(c);
	/* as check_redeclaration() would have been called for it */
	if (!clang_equalCursors(canon, c) && prefix_in_pch(p, canon) &&
	    (clang_getCursorKind(canon) != CXCursor_FunctionDecl ||
	     !clang_Cursor_isFunctionInlined(canon)))
		VEC_PUSH(list->v, canon);
}

int prefix_done(const struct prefix *p, CXCursor def)
{
	/* an inline one is evaluated by no turn of its own */
	return p->mode == PREFIX_LOCAL && prefix_in_pch(p, def) &&
	       !clang_Cursor_isFunctionInlined(def);
}

void prefix_end(struct prefix *p, const struct check_options *o)
{
	struct strbuf old = STRBUF_INIT, note = STRBUF_INIT;
	const char *line = prefix_line(o);
	const char *s, *nl;
	size_t i;

	if (p->mode == PREFIX_WATCH && !p->unsure) {
		if (pch_note_read(p->tu, PCH_NOTE_LOCAL, &old))
			strbuf_reset(&old);
		/* what the walk under other options found, then this one's */
		for (s = old.buf; (nl = strchr(s, '\n')); s = nl + 1)
			if (strncmp(s, "twice ", 6) && !line_for(s, nl, line))
				strbuf_add(&note, s, (size_t)(nl - s + 1));
		strbuf_addf(&note, "%s%s\n", p->busy ? "busy" : "local",
			    strchr(line, ' '));
		for (i = 0; i < p->twice.nr; i++)
			strbuf_addf(&note, "twice %s\n", p->twice.v[i]);
		pch_note_write(p->tu, PCH_NOTE_LOCAL, note.buf, note.len);
		pch_trace(p->name, "noted that the PCH's declarations do %s",
			  p->busy ? "something" : "nothing");
	} else if (p->mode == PREFIX_WATCH) {
		pch_trace(p->name, "what the PCH's declarations do is not "
			  "noted: one evaluates the unit's code");
	}
	free(p->whole);
	strbuf_release(&old);
	strbuf_release(&note);
	strset_release(&p->once);
	strset_release(&p->twice);
}
