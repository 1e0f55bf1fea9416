/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef REWRITE_PATCH_H
#define REWRITE_PATCH_H

#include "infer/facts.h"
#include "infer/infer.h"
#include "infer/solve.h"
#include "rewrite/edits.h"

/*
 * The proposals `set` could not rewrite, one warning line each on stderr
 * ("file:line:col: warning: not rewritten: ... : why").
 */
void patch_list_skipped(const struct facts *f, const struct edit_set *set);

/*
 * From gathered facts to planned edits, as `endian patch` makes them:
 * solve, keep what reaches `ro`'s confidence, choose the spelling (`types` as --types takes it, or NULL),
 * plan (with the fixes of settled conflicts for a series, `with_fixes`),
 * and list what cannot be rewritten.  Returns -1 with an error line
 * when there is nothing to plan with (then `s` holds nothing to
 * release); else 0, with *trouble set when a file could not be read.
 */
int patch_plan(const struct gather *g, const struct infer_report_options *ro,
	       const char *types, int with_fixes, struct solution *s,
	       struct edit_set *set, int *trouble);

/*
 * The planned edits as a unified diff on stdout (`in_place` 0), or
 * written into the files with the generated types header created where
 * it is missing, all as one change (lib/inplace.h: every file new or none;
 * a file that no longer holds the text the edits were planned on is not
 * written).  Returns -1 after an error line: with `in_place`, then no
 * file was written.
 */
int patch_write(const struct edit_set *set, int in_place);

#endif
