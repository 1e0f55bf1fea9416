/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef REWRITE_TWINS_H
#define REWRITE_TWINS_H

#include "rewrite/edits.h"

/*
 * For each field edit of `set` in a branch of an #if inside a struct,
 * a twin edit (struct edit's `twin`, its own text and type on the heap,
 * as `set` owns every edit's) in each other branch of that #if that
 * declares the field with the same tokens at its top level: the code
 * that reads the field is the same whichever branch the build takes.
 * A file whose conditionals do not nest, or a branch whose braces do
 * not balance, gets none.
 */
void twins_plan(struct edit_set *set);

#endif
