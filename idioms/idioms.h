/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef IDIOMS_IDIOMS_H
#define IDIOMS_IDIOMS_H

#include <stdio.h>

/*
 * endian idioms: the hand-written semantic patches of semantic-patches/
 * (double conversions, add_cpu, constant comparisons, __ spellings,
 * in-place conversions, byte-order #if around a swab) run on the given
 * files and directories, without the user knowing spatch's flags.
 *
 * The rules are found in $ENDIAN_COCCI_DIR, else in semantic-patches/
 * beside the endian binary.  Each rule runs once over all the files, with
 * the options of its `// Options:` line, on scratch copies; in patch mode
 * the rules run one after the other on the same copies, so one rule's
 * result feeds the next, and the diff comes from GNU diff between each
 * file and its copy.  ifdef_swab's edit is made by idioms/ifdef_swab.c
 * (spatch cannot match directives); its semantic patch only reports.
 */

enum idioms_mode { IDIOMS_PATCH, IDIOMS_REPORT, IDIOMS_CONTEXT, IDIOMS_ORG };

/* What to run and how; the strings are borrowed. */
struct idioms_options {
	const char *const *rules;	/* NULL-terminated names; empty: all */
	enum idioms_mode mode;
	int in_place;			/* patch mode: edit the files */
	unsigned jobs;			/* spatch's -j */
};

/*
 * The mode named `name` ("patch", "report", "context", "org") into *mode;
 * -1 with an error line for another name.
 */
int idioms_mode_parse(const char *name, enum idioms_mode *mode);

/* The rules and what they do, one line each, to `out`; -1 on trouble. */
int idioms_list(FILE *out);

/*
 * Run the rules over `paths` (files, and directories standing for the
 * .c and .h files below them; NULL-terminated): a unified diff on
 * stdout, the files edited, a sorted report or the matched lines, by
 * the options.  Returns 1 when something was found (a diff, report or
 * edit), 0 when nothing was, and -1 after an error line for trouble (no
 * rules, an unknown rule, spatch missing or failing, a file unreadable:
 * the others are still read).
 */
int idioms_run(const struct idioms_options *o, const char *const *paths);

#endif
