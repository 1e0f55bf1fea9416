/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_BITWISE_H
#define LIB_BITWISE_H

#include <clang-c/Index.h>

#include "strset.h"

/*
 * sparse's view of a build that never defines __CHECKER__.
 *
 * Headers define `__bitwise` and `__force` as attributes only for the
 * checker and as nothing otherwise, so the parsed program has no trace of
 * them but their names.  We read every #define in every file of the
 * translation unit, active branch or not: a macro whose body mentions
 * `__attribute__((bitwise))` (or `force`), or another such macro, is a
 * bitwise (force) macro.  This finds the kernel's __bitwise/__force, old
 * kernels' __bitwise__, and userspace macros such as libfdt's
 * FDT_BITWISE without knowing any of their names.
 */
struct address_space_macro;

struct bitwise_macros {
	struct strset bitwise;
	struct strset force;
	struct strset noderef;	/* macros that mark pointers noderef */
	/* macros naming an address space (__user, __iomem, __percpu) */
	struct strset as_names;
	struct address_space_macro *as;
	size_t nr_as, alloc_as;
};

#define BITWISE_MACROS_INIT { STRSET_INIT, STRSET_INIT, STRSET_INIT, \
			      STRSET_INIT, NULL, 0, 0 }

/*
 * Fill `m` (empty) from all files of `tu`.  For the files of the PCH
 * `tu` was parsed with, from that PCH's note when it has one, else
 * writing it (lib/pch.h).  1 when the unit's other files change what
 * the PCH's alone give, else 0.
 */
int bitwise_macros_collect(struct bitwise_macros *m, CXTranslationUnit tu);
void bitwise_macros_release(struct bitwise_macros *m);

/*
 * Does text[start..end) spell a bitwise (force) annotation: the name of a
 * bitwise (force) macro, or the attribute itself?
 */
int bitwise_in_text(const struct bitwise_macros *m, const char *text,
		    size_t start, size_t end);
int force_in_text(const struct bitwise_macros *m, const char *text,
		  size_t start, size_t end);

/*
 * If the identifier text[off..off+len) is an address-space macro, its
 * address space's name (owned by `m`), else NULL.  *noderef tells whether
 * the identifier marks pointers noderef (it may without an address space).
 */
const char *address_space_of(const struct bitwise_macros *m, const char *text,
			     size_t off, size_t len, int *noderef);

/*
 * `text + off` is the '(' of a cast: is the type name up to the matching
 * ')' marked __force?
 */
int force_cast_at(const struct bitwise_macros *m, const char *text,
		  size_t len, size_t off);

/*
 * Is the C-style cast `cast` (a CStyleCastExpr of `tu`) forced?  Reads
 * the cast's parenthesised type where it is spelled, inside a macro
 * definition when the cast comes from one.
 */
int bitwise_cast_is_forced(const struct bitwise_macros *m,
			   CXTranslationUnit tu, CXCursor cast);

#endif
