/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_PCH_H
#define LIB_PCH_H

#include <clang-c/Index.h>

/*
 * The shared cache of precompiled include prefixes.
 *
 * Most of a unit's parse is its headers, and the units of a directory
 * start with the same #include lines.  A unit's prefix is the run of
 * #include lines (with blank and comment lines among them) that begins
 * its file; a PCH of the first k of them stands for them in every unit
 * whose file begins with the same k lines.  The unit is then parsed with
 * -include-pch and an in-memory copy of its file in which those k lines
 * are blank (no line or column moves), so that no header is read twice.
 * The PCH is made from an in-memory file of those k lines named as a
 * file of the unit's own directory, so that a quoted #include finds the
 * same header under the same name as in the unit.
 *
 * A PCH is used only where it is equivalent to the text it replaces:
 *  - the k #include lines are the same (comments and blank lines
 *    among them aside), in the same directory, with the same working
 *    directory;
 *  - the command line is the same, apart from the values of -D macros
 *    that no file of the prefix names outside a #define body, even
 *    through the body of another macro it names there: the PCH is built
 *    without them, and clang defines them after it;
 *  - every file the PCH read has the mtime and size it had, and the
 *    same in-memory copies (infer's overlays, the checker's branches)
 *    stand for the same files;
 *  - the prefix parsed without an error and names none of the macros
 *    that differ from one parse to the next (__DATE__, __TIME__,
 *    __BASE_FILE__).
 * Anything else, and a PCH that clang refuses to load, means a parse
 * as if there were no cache.  clang_getInclusions() does not show the
 * files a PCH read: lib/cx.h's cx_files_read() does.
 *
 * When: a parse leaves a mark for each of its prefixes.  A parse builds
 * the PCH of the longest prefix two built files beside it (of its kind,
 * their object there too) begin with; where there is no built file
 * beside it, of the longest prefix another unit marked; either way, of
 * its whole prefix when it marked it itself in an earlier run (kbuild
 * calls the checker again after each change); and uses it.  The -D
 * options in which it differs from the unit that left the mark, and
 * those whose value is the unit's own name, are the ones tried without.
 *
 * Where: the subdirectory "pch" of the facts cache (lib/file.h).  Every entry is written under a
 * temporary name and renamed (or linked, where a name must never change
 * under a PCH that reads it), and a lock file keeps two checkers under
 * `make -j` from building the same prefix at once, so no process reads
 * half an entry.  The cache keeps under $ENDIAN_PCH_LIMIT bytes (K, M
 * or G; default 5G): past it, the PCHs used longest ago go.
 *
 * $ENDIAN_PCH, words separated by commas: "off" turns the cache off
 * (as --no-pch does), "eager" builds a unit's PCH on first sight (for
 * tests), "trace" prints one line per decision on stderr.
 */
struct unit;

/* Parse without PCHs from now on (--no-pch). */
void pch_disable(void);

/*
 * With ENDIAN_PCH=trace or -v: "endian: pch: PATH: MESSAGE" on stderr,
 * one line of what the cache did for the unit `path`, and why.
 */
__attribute__((format(printf, 2, 3)))
void pch_trace(const char *path, const char *fmt, ...);

/*
 * For a run that changes a project's files between its parses (verify
 * applying a series): PCHs go to `dir` (created if missing, the
 * caller's to remove) instead of the shared cache; each unit's is built
 * on first sight, since it is parsed again after the patches that reach
 * it; a prefix stops before its first `#include "..."` line (the
 * project's own headers, which the series annotates), or, when that is
 * the unit's first line, is the `#include <...>` lines the header it
 * names begins with (lib/pch.c's descend()); and a prefix whose PCH a
 * patch made stale is not built again.  Nothing changes
 * under --no-pch or ENDIAN_PCH=off.  0, or -1 after an error line.
 */
int pch_private(const char *dir);

/* How to parse a unit with a PCH: owned, pch_use_release() frees. */
struct pch_use {
	char *path;			/* to hand clang as -include-pch */
	struct CXUnsavedFile main;	/* the unit's file, prefix blanked */
	/*
	 * pch_private() only: when the lines the PCH stands for begin the
	 * header the unit's first line includes, that header with them
	 * blanked, and its name as the unit includes it (else NULL)
	 */
	struct CXUnsavedFile header;
	char *through;
	/*
	 * the hash of its inputs entry when found (pch_use_note_read()),
	 * or "": pch_attach() refuses a PCH whose entry is no longer it
	 */
	char id[33];
};

/*
 * Is there a PCH for `u` parsed with `unsaved`?  1 and `use` filled,
 * else 0 (parse as usual).  Builds it with `idx` when the rules above
 * say so.  Never an error: any trouble is 0.  The parse takes `unsaved`
 * with use->main in place of any copy of the unit's file.
 */
int pch_find(CXIndex idx, const struct unit *u,
	     struct CXUnsavedFile *unsaved, unsigned nunsaved,
	     struct pch_use *use);
void pch_use_release(struct pch_use *use);

/*
 * `tu` was parsed with the PCH of `use` and the copies `unsaved`: tell
 * lib/cx.c which files that PCH read.  -1 when they cannot be read back
 * (parse without it), 1 when its inputs entry is no longer the one
 * pch_find() saw (another process built it again: parse without it,
 * and leave it).
 */
int pch_attach(CXTranslationUnit tu, const struct pch_use *use,
	       struct CXUnsavedFile *unsaved, unsigned nunsaved);

/*
 * The parse of `unit_path` failed with the PCH `path` and succeeded
 * without it: remove the PCH, so that it is built again.
 */
void pch_reject(const char *path, const char *unit_path);

/*
 * Notes beside a PCH: what a parse derives from the text of the files
 * the PCH stands for and nothing else (lib/bitwise.c's macros; what the
 * checker's walk of the PCH's declarations does, checker/prefix.c), kept
 * so that the units parsed with it later need not read or walk them.
 * A note holds the hash of the PCH's inputs entry it was derived under;
 * it is read back only by a unit parsed with that PCH and the same
 * inputs (a PCH built again under the same name, after a header
 * changed, has other inputs).  It goes when its PCH goes, or after a
 * month unwritten, as marks do (then the next unit writes it again).
 * The name of each kind carries its format's version.
 */
enum pch_note { PCH_NOTE_MACROS, PCH_NOTE_LOCAL, PCH_NOTES };

struct strbuf;

/*
 * The note `what` of the PCH `tu` was parsed with, into `sb`: 0, or -1
 * when there is none (no PCH, no note, one of other inputs, a damaged
 * one).
 */
int pch_note_read(CXTranslationUnit tu, enum pch_note what,
		  struct strbuf *sb);

/* The same, before the parse, of the PCH pch_find() found. */
int pch_use_note_read(const struct pch_use *use, enum pch_note what,
		      struct strbuf *sb);

/*
 * Keep buf[0..len) as that note, written whole under a temporary name
 * and renamed, so that a unit reads all of it or none.  Failure is not
 * an error: the next unit derives it again.
 */
void pch_note_write(CXTranslationUnit tu, enum pch_note what,
		    const char *buf, size_t len);

#endif
