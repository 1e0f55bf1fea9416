/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef REWRITE_TYPING_H
#define REWRITE_TYPING_H

#include "infer/infer.h"
#include "rewrite/edits.h"
#include "rewrite/spelling.h"

/*
 * The project's own conversion helpers, typed for the checkers.
 *
 * A tree that converts with untyped macros of its own
 * (`#define le32_to_cpu(x) ((__u32)(x))`, `#define cpu_to_be16(x)
 * htobe16(x)`) makes each conversion of annotated data warn: sparse sees
 * a restricted value cast to a plain one, or a plain one stored into a
 * restricted field.  The kernel types its helpers with casts only the
 * checkers see; the series' first patch does the same for the project's:
 *
 *	#define le32_to_cpu(x) __endian_checked(((__endian_force uint32_t)(__le32)(x)), ((__u32)(x)))
 *
 * __endian_checked() (SPELLING_HEADER) is its first argument for sparse
 * and `endian check`, its second for the compiler, so the object code
 * cannot change, and the body keeps its lines.  Every definition of the
 * name is typed, in each #if branch (the other byte order's too).
 *
 * Typed are the function-like #defines, in the project's files, of
 * to-cpu and from-cpu helpers of one order and width (the table's names,
 * --helpers entries and the wrappers found).  Left as they are: a body
 * typed already (a __force, the kernel's helpers; a bitwise type alone
 * is not, sparse warns at its plain initialiser); and, listed, one that
 * is no single expression, one the planned edits reach.  Static inline helpers need no such edit: their
 * parameters are declarations, annotated like any other.
 *
 * Selectors, whose order the caller picks, are typed for a value of any
 * order: a macro's checker body is the value forced plain (to cpu), or
 * __builtin_choose_expr() of the value typed for the order a constant
 * argument picks, plain for a run-time one (from cpu); a function's
 * body gets a __force at each conversion it calls, for its parameter
 * and result are plain.
 *
 * Native accessors (loads and stores that move bytes as they lie,
 * get_unaligned_64() of a userspace kerncompat.h) are typed too when
 * they move them through a field of a struct of their own that the
 * series annotates (`((const struct __una_u64 *)(p))->x`, whose field
 * the byte-order accessors beside them read as __le64).  The analysis
 * reads such a move as one of *p in whatever order that holds; the
 * checkers get the same: a load's value cast to the plain integer of
 * its width, a store's value cast to the field's type through
 * __typeof__, right before and after the field is annotated:
 *
 *	#define put_unaligned_64(val,p) __endian_checked((((struct __una_u64 *)(p))->x = (__endian_force __typeof__(((struct __una_u64 *)(p))->x))((val))), (...))
 */

/*
 * The same first patch makes bitwise the project's plain typedefs named
 * for their order (infer's FDECL_NAMED, `typedef u16 le16;`), on the
 * type the spelling made for them (`typedef le16_t le16;`, spelling.h).
 *
 * Add the edits to `set` (each with `typing` set, `type` the helper's
 * or the typedef's name), with the names `sp` chose.  The files are
 * those `g` read under its roots but unproven[0..nr_unproven) (absolute:
 * the files units that did not parse read).  A file that cannot be read is skipped: it was
 * read for the analysis, so it is the parse's to report.
 */
void typing_plan(const struct gather *g, const struct spelling *sp,
		 const char *const *unproven, size_t nr_unproven,
		 struct edit_set *set);

#endif
