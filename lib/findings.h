/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_FINDINGS_H
#define LIB_FINDINGS_H

#include <stdio.h>

#include "lib/vec.h"

/*
 * Diagnostics kept for a machine instead of printed at once: `endian
 * check --format=json|sarif` and `--baseline`, `endian infer
 * --format=sarif`.  A finding is one warning or error with the detail
 * lines printed under it, and the steps that led to it (infer's chain
 * of evidence).  Its fingerprint
 * names it by its file, rule, message and the text of its line (blanks
 * aside) and which of the same it is in that file, not by its line
 * number, so that a baseline still knows it after lines move.
 *
 * A struct findings owns everything it holds; findings_release() frees
 * it.
 */
/* A detail line under a finding: "file:line:col:    msg". */
struct finding_info {
	char *file;
	unsigned line, col;
	char *msg;
};

/* A rule: its id and what it finds, static strings. */
struct finding_rule {
	const char *id, *text;
};

struct finding {
	struct finding_rule rule;	/* "cast-to-restricted" */
	int error;		/* an error, not a warning */
	char *file;		/* as the text output names it */
	unsigned line, col;	/* col: sparse's, tabs to the tab stop */
	char *msg;
	VEC(struct finding_info) info;
	/* how it came about, step by step (SARIF's code flow), or none */
	VEC(struct finding_info) flow;
	/* filled by findings_locate() */
	unsigned char_col;	/* col in characters (SARIF's) */
	char *fingerprint;	/* "HEX:K" */
	int old;		/* matched in the baseline */
};

struct findings {
	VEC(struct finding) v;
};

#define FINDINGS_INIT { { NULL, 0, 0 } }

void findings_add(struct findings *f, struct finding_rule rule, int error,
		  const char *file, unsigned line, unsigned col,
		  const char *msg);
/* A detail line under the last finding (dropped when there is none). */
void findings_info(struct findings *f, const char *file, unsigned line,
		   unsigned col, const char *msg);
/* A step of the last finding's code flow. */
void findings_step(struct findings *f, const char *file, unsigned line,
		   unsigned col, const char *msg);
void findings_release(struct findings *f);

/*
 * Read each finding's line from its file: the column in characters for
 * sparse's `col` (tabs counted to `tabstop`) and the fingerprint.  A file
 * that cannot be read leaves the column as it is and fingerprints the
 * finding without its line's text.
 */
void findings_locate(struct findings *f, unsigned tabstop);

/*
 * Mark the findings that an earlier run reported: `path` is that run's
 * SARIF (matched by fingerprint) or its text output (file:line:col:
 * warning: lines, matched by file and message, each to the nearest line
 * of the same; lines a blank line moved still match).  Needs
 * findings_locate() first.  -1 after an error line when `path` cannot be
 * read or holds neither.
 */
int findings_baseline(struct findings *f, const char *path);

/* Those not marked old. */
size_t findings_new(const struct findings *f);

/*
 * Print the findings not marked old: as the text output would (to `out`,
 * `prefix` before "warning:"), as a JSON array, or as one SARIF 2.1.0
 * run of `tool` `version`, with a rule per rule id and file URIs
 * relative to the current directory (%SRCROOT%) when they are.
 */
void findings_print_text(FILE *out, const struct findings *f,
			 const char *prefix);
void findings_print_json(FILE *out, const struct findings *f);
void findings_print_sarif(FILE *out, const struct findings *f,
			  const char *tool, const char *version);

#endif
