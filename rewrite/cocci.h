/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef REWRITE_COCCI_H
#define REWRITE_COCCI_H

struct facts;
struct solution;
struct edit_set;

/*
 * The edits as a semantic patch for spatch (1.1.1): a Linux-style header
 * (`///` summary, `// Confidence:` from the solver's lowest confidence:
 * >= 90 High, >= 60 Moderate, else Low, `// Options:`), then one named
 * rule per declaration, sorted by file and line:
 *
 *	field_<struct>_<f>		struct S { ... -T +NT f; ... };
 *	local_<fn>_<v>			fn(...) { <... -T +NT v = I; ...> }
 *	param_<fn>_<i>_{def,proto,anon}	fn(Ps, -T +NT p, ...)
 *	ret_<fn>_{def,proto}		-T +NT fn(...) { ... } / ...;
 *	global_<v>[_decl]		-T +NT v@p = I; (p: current_element)
 *	typedef_<t>			typedef -T +NT t;
 *	include_<file>			#include <last.h> +#include "gen.h"
 *
 * Each rule spells the old type, qualifiers, stars, sparse address
 * spaces and array sizes as the file writes them, so a drifted tree
 * fails to match rather than being misapplied.  Fields of nested records
 * spell the records around them.  The first rule declares the typedefs
 * spatch must know.
 *
 * A name that other source files give another function or global (two
 * static ones) gets `depends on file in "FILE"`, FILE as the patch names
 * it: spatch must run where `patch -p1` applies.  A local whose name
 * another local of its function shares gets a line constraint; such
 * rules come first, one per function, because spatch renumbers a
 * function's lines once a rule changed it.
 *
 * What spatch cannot express exactly has no rule and a `// Diff-only:
 * FILE:LINE NAME: REASON` header line (LINE: of the type token; a
 * change over continued lines, a typed helper's body, gives
 * FILE:LINE-LAST): one
 * declarator of several (a split, or a list sharing the type), casts,
 * function-pointer and parenthesised declarators, declarations in macro
 * bodies, fields of anonymous or function-local structs, words between
 * the type and the name that are not qualifiers, a second same-named
 * local, a generated header the patch creates (NAME "(new file)").
 * Applied with `spatch --sp-file F --in-place --include-headers
 * --no-includes` on the files as they were before the patch, the rules
 * give the patch's text except at those lines.  A file without rules
 * still parses (an empty python rule).
 */

/*
 * Write the rules for the edits of series group `group` (edit.group;
 * < 0: every edit) of `set` to `path` (replaced if present).  Returns
 * the number of rules written, or -1 with an error line.
 */
int cocci_write(const struct facts *f, const struct solution *s,
		const struct edit_set *set, int group, const char *path);

#endif
