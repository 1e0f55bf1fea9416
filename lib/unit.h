/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_UNIT_H
#define LIB_UNIT_H

#include <clang-c/Index.h>

#include "ccargs.h"

/*
 * The one translation-unit driver of check, infer and verify: a unit is
 * a source file with the clang command line that parses it, taken from
 * the compilation database when there is one, then the command line's
 * own flags.  A unit owns its strings; unit_release() frees them.
 */
struct cdb;
struct strbuf;

struct unit {
	char *path;		/* as the user or the database named it */
	char *source;		/* the database's spelling, or NULL */
	struct ccargs cc;	/* clang's arguments, finished */
	/*
	 * For a caller that walks only the unit's own declarations where
	 * its PCH allows it (the checker, checker/prefix.c): an index made
	 * with clang_createIndex(1, 0), borrowed, and the line the PCH's
	 * note PCH_NOTE_LOCAL must hold for a parse with that PCH to use
	 * it (the parse is then cx_tu_local()).  NULL by unit_init(): any
	 * parse uses the index it is given.
	 */
	CXIndex local_idx;
	const char *local_line;
	/*
	 * Parsed before in this run (the checker's second parse): its PCH
	 * is looked up, and no mark is left nor PCH built for it again.
	 */
	int pch_seen;
};

enum unit_flags {
	/*
	 * For the built-in checker: the command line also defines
	 * __ENDIAN_CHECK__ (ccargs_finish_checker()).
	 */
	UNIT_CHECKER = 1 << 0,
};

/*
 * Fill `u` for `path`: the database's arguments when `db` is given,
 * then `flags` (already filtered for clang, ccargs_filter_one()).
 * Returns -1 with an error line when the database has no entry (`u`
 * then holds nothing to release).
 */
int unit_init(struct unit *u, const char *path, struct cdb *db,
	      const struct ccargs *flags, enum unit_flags uflags);
void unit_release(struct unit *u);

/* The file clang is handed: the database's spelling, else the path. */
const char *unit_source(const struct unit *u);

/*
 * Parse `u` with the in-memory files `unsaved` (may be NULL).  A parse
 * that fails or one with error diagnostics gives one error line,
 * "cannot VERB 'path': why", and -1 (*tu NULL); else 0 with *tu to
 * cx_dispose_tu().  The caller has made sure the file can be read
 * (path_readable_source()): before the database or the cache, so that
 * a missing file is reported as missing.
 */
int unit_parse(CXIndex idx, const struct unit *u, const char *verb,
	       struct CXUnsavedFile *unsaved, unsigned nunsaved,
	       CXTranslationUnit *tu);

/*
 * The same for a caller that words the error itself: for error
 * diagnostics -1 with the first in `why` and their number in *errors.
 * Only libclang's own failure prints a line.
 */
int unit_parse_quiet(CXIndex idx, const struct unit *u,
		     struct CXUnsavedFile *unsaved, unsigned nunsaved,
		     CXTranslationUnit *tu, struct strbuf *why,
		     unsigned *errors);

/*
 * unit_parse(), and when the parse had error diagnostics, the canonical
 * paths of the files it read, appended to `reads`: a rewrite must leave
 * alone the headers of a unit it cannot prove.
 */
struct strvec;
int unit_parse_reads(CXIndex idx, const struct unit *u, const char *verb,
		     struct CXUnsavedFile *unsaved, unsigned nunsaved,
		     CXTranslationUnit *tu, struct strvec *reads);

#endif
