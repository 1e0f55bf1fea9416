/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef IDIOMS_IFDEF_SWAB_H
#define IDIOMS_IFDEF_SWAB_H

#include <stddef.h>

struct helper_table;
struct strbuf;

/*
 * The byte-order #if around a swab, rewritten as one conversion helper:
 *
 *	#ifdef __BIG_ENDIAN
 *		x = swab32(e);			x = le32_to_cpu(e);
 *	#else				->
 *		x = e;
 *	#endif
 *
 * On a big-endian host the swab turns little-endian data into host order,
 * and on a little-endian one the data is already in host order, so the
 * block is le32_to_cpu(e); with the swab on the little-endian side it is
 * be32_to_cpu(e).  Spatch cannot match preprocessor directives, so this
 * edit is ours (semantic-patches/ifdef_swab.cocci only reports it).
 *
 * The idiom is lexical and read from the text alone:
 * - the condition is #ifdef, #ifndef, #if defined(...) or #if !defined(...)
 *   of __BIG_ENDIAN, __LITTLE_ENDIAN, __BIG_ENDIAN__, __LITTLE_ENDIAN__,
 *   _BIG_ENDIAN or _LITTLE_ENDIAN, or #if O == V or O != V with O one of
 *   __BYTE_ORDER, __BYTE_ORDER__, BYTE_ORDER, _BYTE_ORDER and V one of
 *   __BIG_ENDIAN, __ORDER_BIG_ENDIAN__, BIG_ENDIAN, _BIG_ENDIAN or their
 *   little-endian names (bitfield-order macros are not byte order);
 * - the two branches hold the same number of statements, pairwise
 *   `L = SWAB(E);` and `L = E;` (or `return SWAB(E);` and `return E;`),
 *   compared token by token, with nothing else: no comment, no other
 *   directive, no #elif;
 * - without #else, every statement is `L = SWAB(L);`;
 * - SWAB is a value swab of the helper table (infer/helpers.tab) whose
 *   family has conversions: the kernel's swab32() and kin become
 *   le32_to_cpu()/be32_to_cpu(), glibc's bswap_32() and kin (and the
 *   compiler's __builtin_bswap32()) <endian.h>'s le32toh()/be32toh(),
 *   each the first name of its family in the table.
 * The swab statement is kept as written with the swab's name replaced,
 * on its own line with its own indentation; the directives and the other
 * branch go.
 */

/*
 * Append to `out` text[0..len) with every such block rewritten; return
 * the number of blocks rewritten.
 */
int ifdef_swab_rewrite(const struct helper_table *t, const char *text,
		       size_t len, struct strbuf *out);

#endif
