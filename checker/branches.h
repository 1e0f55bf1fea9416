/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef CHECKER_BRANCHES_H
#define CHECKER_BRANCHES_H

#include <clang-c/Index.h>

#include "lib/unit.h"
#include "lib/vec.h"

/*
 * sparse's side of a project's own `#ifdef __CHECKER__`.
 *
 * sparse defines __CHECKER__, and projects keep what only a checker
 * should see behind it: typed conversion helpers, bitwise typedefs,
 * __force casts.  clang must never see __CHECKER__ defined for the
 * kernel's headers (address_space(__user) does not parse), so endian
 * does not define it; instead the files of a unit that is not built for
 * the kernel (no -D__KERNEL__) and that test __CHECKER__ in a
 * conditional directive reach clang as in-memory copies in which those
 * directives test __ENDIAN_CHECK__, which the checker's command line
 * defines.  Only #if, #ifdef, #ifndef and #elif lines change, within
 * their lines, so no line or column of code moves.
 *
 * The files are found from the text, before the parse: the unit's
 * source, its -include files and every file their #include lines reach
 * through the directory of the including file, -iquote and -I
 * directories (relative ones taken from -working-directory).  System
 * headers (-isystem, the compiler's own directories) are not entered:
 * they are not the project's.  An #include whose name comes from a
 * macro is not followed.
 */
struct checker_branches {
	VEC(struct CXUnsavedFile) files;	/* names and texts owned */
};

#define CHECKER_BRANCHES_INIT { { NULL, 0, 0 } }

/*
 * Fill `b` with the copies `u` needs (none for a kernel unit).  Files
 * that cannot be read are left to the parse to report.
 */
void checker_branches_find(struct checker_branches *b, const struct unit *u);
void checker_branches_release(struct checker_branches *b);

#endif
