/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef REWRITE_SERIES_H
#define REWRITE_SERIES_H

#include "infer/facts.h"
#include "infer/solve.h"
#include "lib/parse-options.h"
#include "rewrite/edits.h"

/*
 * The edits as a `git format-patch`-style series in DIR: a cover letter
 * (0000-cover-letter.patch) and 0001-....patch files that `git am`
 * applies in order.  Each patch is a closed set: whole constraint
 * classes, grouped by the struct their fields belong to (everything
 * that must change with one on-disk struct), then the classes without a
 * field per file; so applying any prefix of the series never mixes an
 * annotated slot with a plain one of its class.
 *
 * Beside each patch, NAME.cocci holds the same edits as a semantic
 * patch (cocci.c), and series.cocci all of them.
 *
 * Subjects take the prefix the tree's own history uses for those paths
 * (`git log`), else the directory's name.  Returns the number of patches
 * written (0, and DIR untouched, when no edit is left to write), or -1
 * with an error line.
 */
/*
 * An annotation patch whose types bring out the checkers' warnings at
 * probable bugs lists those sites under this heading, one
 * "  FILE:LINE what[, operand on line N] (...)" line each, as the tree
 * has them before the series; `endian verify` accepts new warnings on
 * those lines and nowhere else.
 */
#define SERIES_EXPOSED_HEADING "New warnings at probable bugs:"
#define SERIES_EXPOSED_OPERAND "operand on line"
/*
 * The same for the sites where it meets a constant whose bytes read the
 * same in either order (`x == 0xffff`): no bug, a plain number to the
 * checkers.
 */
#define SERIES_SYMMETRIC_HEADING \
	"New warnings at constants of the same bytes in either order:"
/*
 * The same for the sites where its data meets data declared outside the
 * tree (a system header's), plain or typed by another name there.
 */
#define SERIES_OUTSIDE_HEADING "New warnings at data declared outside:"
/*
 * And for the first patch, which types the conversions: the sites where
 * a conversion meets data the series leaves plain (converted in place,
 * read in either order, in conflict, or declared outside), which the
 * checkers flag from then on.  No line moves in a series, so verify
 * takes them as the tree has them.
 */
#define SERIES_PLAIN_HEADING "New warnings at conversions of plain data:"
/*
 * And a fix patch's sites that no edit fixes (a macro's body): the
 * warnings that stay after the series, for the maintainer.
 */
#define SERIES_REVIEW_HEADING "Left for review:"

/*
 * How the mails are addressed, as `git format-patch` takes it.  From: is
 * the user's git identity (`git var GIT_AUTHOR_IDENT`).
 */
struct series_options {
	const char *subject_prefix;	/* NULL: "PATCH" */
	int rfc;			/* "RFC PATCH" */
	unsigned version;		/* > 1: "PATCH v2", files v2-0001-... */
	int signoff;			/* Signed-off-by: the committer */
	const char *base;		/* base-commit: in the cover letter */
};
#define SERIES_OPTIONS_INIT { NULL, 0, 0, 0, NULL }

#define OPT_SERIES(so)							\
	OPT_BOOL('s', "signoff", &(so)->signoff,			\
		 "add Signed-off-by: of your git identity"),		\
	OPT_STRING(0, "subject-prefix", &(so)->subject_prefix, "TEXT",	\
		   "[TEXT n/m] instead of [PATCH n/m]"),		\
	OPT_BOOL(0, "rfc", &(so)->rfc, "[RFC PATCH n/m]"),		\
	OPT_UINT('v', "reroll-count", &(so)->version, "N",		\
		 "mark the series as its N-th version\n"		\
		 "([PATCH vN n/m], files vN-0001-...)", 1, 999),	\
	OPT_STRING(0, "base", &(so)->base, "COMMIT",			\
		   "record the commit the series applies to\n"		\
		   "(base-commit: in the cover letter)")

/*
 * The patch files of a series in DIR, as series_write() names them
 * (NNNN-*.patch or vN-NNNN-*.patch, the cover letter aside)?
 */
int series_patch_name(const char *name);

int series_write(const struct facts *f, const struct solution *s,
		 struct edit_set *set, const char *dir,
		 const struct series_options *so);

#endif
