/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_WALK_H
#define INFER_WALK_H

#include <clang-c/Index.h>

#include "infer/facts.h"
#include "infer/helpers.h"

/*
 * Facts from one parsed translation unit: declarations of slots, seeds
 * from helper calls (markers, see overlay.h), from ordinary calls of
 * helper functions and from annotated declarations, and the edges that
 * assignments, initialisers, calls, returns, ?:, comparisons and bit
 * operations make.  Function bodies are walked only in files under one of
 * `roots` (absolute directory paths); declarations elsewhere are still
 * recorded (flagged FDECL_OUTSIDE) so that a call into a header's
 * annotated prototype seeds its arguments.  `helpers` is the unit's
 * table, its found helpers included (infer/discover.h): the body of a
 * found function is not walked, it is the helper's own business.
 */
struct walk_options {
	const struct helper_table *helpers;
	const char *const *roots;
	size_t nr_roots;
};

/* Returns 0, or -1 with an error line (the facts are then incomplete). */
int walk_tu(CXTranslationUnit tu, const struct walk_options *o,
	    struct facts *out);

/* Is absolute `path` under one of the roots? */
int walk_in_roots(const struct walk_options *o, const char *path);

#endif
