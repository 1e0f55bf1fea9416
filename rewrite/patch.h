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
 * solve, choose the spelling (`types` as --types takes it, or NULL),
 * plan (with the fixes of settled conflicts for a series, `with_fixes`),
 * and list what cannot be rewritten.  Returns -1 with an error line
 * when there is nothing to plan with (then `s` holds nothing to
 * release); else 0, with *trouble set when a file could not be read.
 */
int patch_plan(const struct gather *g, const char *types, int with_fixes,
	       struct solution *s, struct edit_set *set, int *trouble);

/* endian patch: see rewrite/patch.c's usage text. */
int cmd_patch(int argc, const char **argv);

#endif
