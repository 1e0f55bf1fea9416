/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef REWRITE_FIX_H
#define REWRITE_FIX_H

#include "infer/facts.h"
#include "infer/solve.h"
#include "rewrite/edits.h"
#include "rewrite/spelling.h"

/*
 * Fixes for the conflicts the majority settled (solve.h): at each cut
 * whose operand text the analysis knows, the conversion the code lacks
 * wraps that text, so that `foo(hscb->tag)` becomes
 * `foo(le16_to_cpu(hscb->tag))` and `hscb->tag = tag` becomes
 * `hscb->tag = cpu_to_le16(tag)`.  Once the annotations are in, those
 * are the sites sparse flags; with the fix the series adds no warning
 * and says what was wrong.
 *
 * The conversions are the kernel's (le16_to_cpu(), cpu_to_be32() ...)
 * when the tree spells the types the kernel's way, glibc's (le16toh(),
 * htobe32() ...) when the names come from the generated header, which
 * types them for the checkers; a tree with other names of its own gets
 * no fix.  A cut stays for the maintainer (listed, not edited) when the
 * analysis does not know its operand's text (a macro's body), the text
 * is not one balanced expression, it overlaps another edit, or its file
 * changed since it was analysed.
 *
 * The names are the first of their family in the helper table
 * (helpers_first()), and which calls are conversions the table says.
 *
 * Every fix edit has `fix` set to its conflict, `decl` NULL and
 * `needs_header` when its name is the generated header's.
 */

struct helper_table;

/*
 * Add the fix edits of every settled conflict of `s` to `set`, whose
 * files' edits stay sorted, and list each cut in set->fixes.  `failed`
 * are the files read by translation units that did not parse: no fix in
 * them.
 * Returns -1 when a file cannot be read (with an error line; its fixes
 * are left out).
 */
int fixes_plan(const struct facts *f, const struct solution *s,
	       const struct spelling *sp, const struct helper_table *helpers,
	       const char *const *failed, size_t nr_failed, struct edit_set *set);

#endif
