/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_OVERLAY_H
#define INFER_OVERLAY_H

#include <clang-c/Index.h>

#include "infer/facts.h"
#include "infer/helpers.h"

/*
 * Typed markers for conversion helpers that are macros.
 *
 * `le32_to_cpu(x)` is often a macro that leaves no trace in the AST (two
 * casts, or bare `x` on a little-endian host), and it is used inside other
 * macros and in `pr_info()` arguments, where the preprocessing record
 * cannot see it.  So every file that #defines a helper of the table is
 * handed to clang as an in-memory copy in which each such definition is
 * rewritten, on its own lines (no line moves), to carry a marker:
 *
 *	expression macro:
 *	#define NAME(a, b) __builtin_choose_expr(1, (BODY), ("__bo:NAME", (a), (b)))
 *	statement macro (BODY starts with do, {, if, for, while or switch):
 *	#define NAME(a, b) do { (void)("__bo:NAME", (a), (b)); BODY; } while (0)
 *
 * __builtin_choose_expr keeps constant contexts (static initialisers,
 * case labels) valid and its value and type are BODY's, so the program
 * means what it meant; the unselected branch is a comma chain whose first
 * element is the string literal "__bo:NAME" followed by the arguments in
 * order.  An object-like alias (`#define cpu_to_le32 __cpu_to_le32`) is
 * left alone when its target is itself a helper of the table (the
 * target's marker is found), and otherwise becomes function-like with the
 * kind's number of parameters.
 *
 * Macros of the project that discovery finds to be helpers by their own
 * bodies (infer/discover.h) carry markers the same way, in every branch
 * they are defined in; a unit whose table does not hold such a name
 * sees through the marker to the body (the walker evaluates a
 * __builtin_choose_expr's chosen branch).
 *
 * Files are found after a parse: overlay_discover() scans every file the
 * translation unit read for such #define lines; the caller parses again
 * when it returns more than 0.  The set of files persists in the cache so
 * later runs parse once.
 *
 * What libclang 19 shows of a marker (walkers, take note):
 *
 *  - The ChooseExpr is an UnexposedExpr with three children: the
 *    IntegerLiteral 1, a ParenExpr around BODY, and a ParenExpr around
 *    the comma chain.  Its type is BODY's.  The chain is left-nested
 *    BinaryOperators (',' , type of the last argument) whose leftmost
 *    leaf is the StringLiteral under an UnexposedExpr (array decay);
 *    each argument is a ParenExpr, under an UnexposedExpr when clang
 *    converts it to an rvalue.  The statement form is a DoStmt whose
 *    CompoundStmt starts with a CStyleCastExpr (void) over a ParenExpr
 *    over the same chain; BODY follows as further statements.
 *  - The file location of every node of the expansion (ChooseExpr,
 *    literal, casts) is the user's helper token: `le32_to_cpu` in
 *    `le32_to_cpu(x)`, and also in pr_info() arguments; inside another
 *    macro's body it is that macro's invocation.  The extent covers the
 *    whole invocation.  Argument nodes keep their own file locations.
 *  - The tag names the macro that carries the marker: for the kernel's
 *    `le32_to_cpu`, an alias, that is `__le32_to_cpu`; the name the user
 *    wrote is the identifier at the file location.
 *  - BODY holds the helper's own workings, often more markers (htonl ->
 *    __cpu_to_be32 -> __swab32) at the same site: walk only the chain.
 *  - In constant contexts (case labels, enum values, static initialisers)
 *    clang's ConstantExpr shows up as a cursor equal (clang_equalCursors)
 *    to the ChooseExpr it wraps, with the same three children: a
 *    recursive visit meets each such marker twice.
 *  - An overlaid file is named by its registered absolute path in that
 *    parse (clang_getFileName), not by the -I path that reached it, and
 *    its CXFile differs from clang_getFile(tu, name): compare files with
 *    clang_File_isEqual().
 */
#define OVERLAY_TAG "__bo:"

struct overlay_set;
struct walk_options;

/*
 * `h` and `roots` (whose roots say which files are the project's) are
 * borrowed and must outlive the set; what the files define is
 * remembered for the run, so entries added to `h` after the first
 * overlay_discover() are not looked for in files already scanned.
 */
struct overlay_set *overlay_new(const struct helper_table *h,
				const struct walk_options *roots);
void overlay_free(struct overlay_set *s);

/*
 * The unsaved files to pass to clang: every registered file with its
 * markers.  The array and its contents belong to `s` and stay valid until
 * the next overlay_discover() or overlay_add().
 */
void overlay_unsaved(struct overlay_set *s, struct CXUnsavedFile **files,
		     unsigned *nr);

/*
 * Register `path` (absolute; symlinks are resolved, as clang matches
 * files by what they are, not by name); 1 if it defines helpers (of the
 * table, or found in a project file) and was new, 0 if not, -1 with an
 * error line if it cannot be read.
 */
int overlay_add(struct overlay_set *s, const char *path);

/*
 * Register the files of `tu` that define helper macros and are not
 * overlaid yet; returns how many were new, or -1 (with an error line)
 * when a file could not be read.
 *
 * With `unit` (a layer over the table, helpers_layer()) and `wrappers`,
 * also what the unit's files define: the helpers found in its project
 * files (infer/discover.h) go into `unit` and are listed, and the
 * macros in every file of `tu` whose body only passes a parameter
 * through one helper, perhaps under casts and parentheses (`#define
 * GET32(x) ((u32)le32_to_cpu((x)))`), or through another such macro, or
 * that are an object-like alias of one (`#define RD32 le32_to_cpu`), are
 * appended to `wrappers` as fwrapper records: helper is the helper
 * reached, the site is the macro's name, the file as clang names it;
 * once per name.  Files are read from disk, not through libclang, whose
 * clang_getFileContents() is slow on large units.
 */
int overlay_discover(struct overlay_set *s, CXTranslationUnit tu,
		     struct helper_table *unit, struct facts *wrappers);

/*
 * The registered paths, one per line, for the cache: written to a
 * temporary file and renamed, so parallel runs see one list or the
 * other; -1 with an error line on failure.
 */
int overlay_save(const struct overlay_set *s, const char *path);
/*
 * Register the paths listed in `path`: how many were registered (a
 * missing registry gives 0; listed files that went away or no longer
 * define helpers are skipped), or -1 if it cannot be read.
 */
int overlay_load(struct overlay_set *s, const char *path);

/*
 * If `lit` (the text of a string literal, quotes included) is a marker
 * tag, the helper name it carries (in `lit`) and its length; else NULL.
 */
const char *overlay_tag_name(const char *lit, size_t *len);

#endif
