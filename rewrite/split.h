/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef REWRITE_SPLIT_H
#define REWRITE_SPLIT_H

#include <stddef.h>

#include "lib/strbuf.h"

/*
 * Splitting `u32 len, count;` when only `len` changes type:
 *
 *	u32 len, count;		/ * c * /
 * becomes
 *	__le32 len; u32 count;		/ * c * /
 *
 * One declaration per declarator, each with the declaration's qualifiers
 * and its own type; whatever follows a declarator (its initialiser, a
 * comment before the next comma) stays with it, and what follows the ';'
 * stays at the end.  No line moves, for __LINE__ is in the object code:
 * a declaration written over several lines keeps that many, its breaks
 * now between the new declarations.  Only declarations that begin their line are split: anything
 * else before the type would have to be understood first.
 */
struct split_part {
	size_t name_off;	/* where the declarator's name is, in the file */
	const char *type;	/* the type to give it */
};

/*
 * Plan the split of the declaration whose type token is text[type_off,
 * type_off + type_len): on success, the byte range to replace is
 * [*from, *to) and `out` holds its new text.  `parts` name the types of
 * the declarators by the offset of their names; a declarator not named
 * keeps the old type.  Returns -1 (and a reason in *why) when the
 * declaration cannot be split safely.
 */
int split_declaration(const char *text, size_t len, size_t type_off,
		      size_t type_len, const struct split_part *parts,
		      size_t nr_parts, size_t *from, size_t *to,
		      struct strbuf *out, const char **why);

#endif
