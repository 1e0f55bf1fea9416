/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_CX_H
#define LIB_CX_H

#include <stdint.h>

#include <clang-c/Index.h>

/*
 * Thin helpers over libclang.  Rules kept here: every CXString is
 * disposed in the function that obtained it (cx_strdup/cx_streq do that),
 * and nothing derived from a CXCursor or CXFile may outlive its
 * CXTranslationUnit.
 */
struct arena;
struct strbuf;

/*
 * Flags every parse uses: keep going after errors, so one bad header does
 * not hide the whole file.  No detailed preprocessing record: macro
 * facts come from the file text and clang's spelling locations, and the
 * record costs a tenth of a kernel parse.
 */
unsigned cx_parse_options(void);

/*
 * Parse `path` with compiler arguments `argv` (no argv[0], no source).
 * On failure prints one error line naming the file (none when `quiet`)
 * and returns -1.
 * `*errors` receives the number of error diagnostics and `first_error`
 * (if non-NULL) the first one, as "file:line:col: message".
 */
int cx_parse(CXIndex idx, const char *path, const char *const *argv,
	     int argc, struct CXUnsavedFile *unsaved, unsigned nunsaved,
	     CXTranslationUnit *tu, unsigned *errors,
	     struct strbuf *first_error, int quiet);

/* Copy a CXString into `a` (or the heap when `a` is NULL) and dispose it. */
char *cx_strdup(struct arena *a, CXString s);

/*
 * The two names of a file, by what they are for (heap, caller frees):
 * cx_file_name() is clang's, as the command line or the #include spelled
 * it, relative to the unit's working directory: for messages, which
 * must say what sparse says.  cx_file_path() is the absolute path clang
 * opened (dots removed, links kept), for telling files apart; for a file
 * clang did not open itself, the canonical path of its name, or the name
 * when it is gone.
 */
char *cx_file_name(CXFile file);
char *cx_file_path(CXFile file);

/* A point in a file: the byte offset plus clang's 1-based line and column. */
struct cx_pos {
	CXFile file;
	unsigned line, col, off;
};

/* Where the text of `loc` lies in a file, following macro arguments to
 * their spelling and macro bodies to the invocation (clang's file
 * location). */
struct cx_pos cx_file_pos(CXSourceLocation loc);
/* The outermost macro invocation for a location inside an expansion. */
struct cx_pos cx_expansion_pos(CXSourceLocation loc);
/* The true spelling position: inside the macro definition for tokens
 * that come from a macro body (libclang 19). */
struct cx_pos cx_spelling_pos(CXSourceLocation loc);

/*
 * The position `off` bytes into `file`: what clang_getFileLocation()
 * says of clang_getLocationForOffset(), from a line table of the file's
 * text; clang's call walks every source entry of the unit to find the
 * file (every macro expansion, every entry of a PCH).
 */
struct cx_pos cx_offset_pos(CXTranslationUnit tu, CXFile file, unsigned off);

/* The contents of `file` as the TU saw them (valid while the TU lives). */
const char *cx_file_text(CXTranslationUnit tu, CXFile file, size_t *len);
/*
 * Dispose of `tu`; use this rather than clang's, it drops cached texts
 * and the files cx_tu_add_files() gave it.
 */
void cx_dispose_tu(CXTranslationUnit tu);

/*
 * The files a unit read that clang_getInclusions() does not show: those
 * of the PCH it was parsed with (lib/pch.h).  For each, its name as
 * clang spelt it and the names of its includers between the unit's file
 * and it, innermost first (as report.c quotes them).
 */
struct cx_more_file {
	char *name;
	char *real;		/* its real path, to read it from */
	char **through;		/* NULL-terminated */
	/* its text: read on first use, or set when the parse had a copy */
	char *text;
	size_t len;
	int has_text;
	uint64_t dev, ino;	/* filled by cx_tu_add_files() */
	size_t *lines, nr_lines;	/* where each line starts, when asked */
};

/* Free `v[0..nr)` and everything in it. */
void cx_more_files_free(struct cx_more_file *v, size_t nr);

/*
 * `v[0..nr)` (heap, with everything in it) are `tu`'s from now on: the
 * files of the PCH `pch` (copied), whose inputs entry hashed to `id`
 * (32 hex digits, copied) when the parse checked them.
 */
void cx_tu_add_files(CXTranslationUnit tu, struct cx_more_file *v,
		     size_t nr, const char *pch, const char *id);

/*
 * The PCH `tu` was parsed with, and in *id the hash of its inputs entry
 * as cx_tu_add_files() was told; NULL when none.  Both borrowed from `tu`.
 */
const char *cx_tu_pch(CXTranslationUnit tu, const char **id);

/* Is `file` one of those of the PCH `tu` was parsed with? */
int cx_tu_pch_file(CXTranslationUnit tu, CXFile file);

/*
 * `tu`, parsed with a PCH, was parsed with an index that leaves the
 * PCH's declarations out of the translation unit cursor's children
 * (clang_createIndex(1, 0)): the children are the unit's own.  Told by
 * lib/unit.c, after cx_tu_add_files().
 */
void cx_tu_set_local(CXTranslationUnit tu);
int cx_tu_local(CXTranslationUnit tu);

/*
 * Visit every file `tu` read in the order it read them first:
 * cx_tu_add_files()' once each (a PCH's lines begin the unit), then
 * clang_getInclusions()', once per #include as clang shows them.
 * cx_pch_files_read() visits the first, cx_parsed_files_read() the
 * second.
 */
typedef void cx_file_fn(CXFile file, void *data);
void cx_files_read(CXTranslationUnit tu, cx_file_fn *fn, void *data);
void cx_pch_files_read(CXTranslationUnit tu, cx_file_fn *fn, void *data);
void cx_parsed_files_read(CXTranslationUnit tu, cx_file_fn *fn, void *data);

/*
 * The names of the includers between `tu`'s own file and `file` where
 * the unit first read it, innermost first, as clang spelt them, pushed
 * onto `out`; -1 when `tu` did not read `file`.
 */
struct strvec;
int cx_include_chain(CXTranslationUnit tu, CXFile file, struct strvec *out);

/* Strip clang's sugar that sparse does not see as a separate type. */
CXType cx_unwrap(CXType t);

/* Up to four children of a cursor, the last one, and how many in all. */
struct cx_kids {
	CXCursor v[4];
	CXCursor last;
	unsigned nr;
};
struct cx_kids cx_kids(CXCursor c);

/*
 * `c` without parentheses and clang's implicit casts (unexposed nodes
 * with one expression child that start where their child starts).
 */
CXCursor cx_strip(CXCursor c);

/* The n-th child of a cursor, or a null cursor. */
CXCursor cx_child(CXCursor c, unsigned n);

/*
 * A recursion over cursors that stops where the stack runs low
 * (lib/stack.h) rather than overflow: the checker's and the analysis'.
 * cx_too_deep() says whether to stop before going into `c`, and keeps
 * the first place it did; cx_deep_error() then says, in one line,
 * "cannot VERB 'UNIT': FILE:LINE:COL: nested too deeply for WHOSE N MiB
 * of stack", and returns -1.
 */
struct cx_deep {
	CXCursor at;
	int hit;
};
int cx_too_deep(struct cx_deep *d, CXCursor c);
int cx_deep_error(const struct cx_deep *d, const char *verb,
		  const char *unit, const char *whose);

#endif
