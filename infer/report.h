/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_REPORT_H
#define INFER_REPORT_H

#include <stdio.h>

#include "infer/facts.h"
#include "infer/solve.h"

/*
 * The result of `endian infer` in its three forms.  A *proposal* is a
 * declaration (fdecl) whose slot holds an order, that is not annotated
 * yet, lies inside the project (no FDECL_OUTSIDE), whose slot is 16, 32
 * or 64 bits wide and whose confidence is at least min_confidence.
 *
 *	text	one block per struct ("struct foo  (file:line)"), then per
 *		function (params, return, locals), then "globals" (globals,
 *		typedefs); each line KIND NAME TYPE CONFIDENCE% and up to
 *		three evidence sites "file:line how" (or "format of struct
 *		foo (packed)" for a hint); then "conflicts:", each
 *		"file:line: KIND-IN-WORDS: NAME (SCOPE)" with its chain as
 *		indented "file:line: what" steps; "kept plain:" slots
 *		converted in place or picked at run time, and why;
 *		"wrappers found:", the project's helpers found, each
 *		"NAME [(macro)]  KIND ORDER WIDTH  FILE:LINE  WHY" (ORDER
 *		le/be for a selector, WIDTH - for any); and the summary line
 *		"N proposals (F fields, V vars, P params, R returns[, T
 *		typedefs]), C conflicts, W wrappers"
 *	tsv	exactly one line per proposal:
 *		FILE LINE KIND NAME TYPE SCOPE (tab-separated), FILE relative
 *		to the current directory, KIND field|var|param|return|typedef,
 *		TYPE "__le"/"__be" + the slot's width + the decl's shape
 *		("__le32", "__be16*", "__le32[]", "__le32*[]": the type as C
 *		spells it without the name and array sizes, see fdecl.shape),
 *		sorted by file, line, kind (in enum decl_kind order), name
 *	json	one object: "proposals" (file, line, col, kind, name, scope,
 *		type, order, confidence, [hint], evidence[{file, line, how}]),
 *		"conflicts" (kind missing-conversion|double-conversion|
 *		mixed-orders|reused|width, file, line, slot, name, scope,
 *		chain[{file, line, col, what}], and for a settled one
 *		settled, majority, fix[{file, line, col, what}]),
 *		"in_place" (sites{file, line, how}), "wrappers" (name,
 *		helper or null, kind, order, width, why, macro, file,
 *		line), "counts"; keys in that order, lists
 *		sorted as in tsv
 *
 * With `annotated`, the lists hold the annotated declarations instead
 * (json: "annotated" instead of "proposals", and no conflicts, in-place
 * slots or wrappers).  Output never depends on the order of the facts.
 */
enum report_format {
	REPORT_TEXT,
	REPORT_TSV,
	REPORT_JSON,
	REPORT_SARIF,	/* the conflicts, each with its chain as a code flow */
};

struct infer_report_options {
	enum report_format format;
	unsigned min_confidence;
	/*
	 * List the declarations that are annotated already (FDECL_ANNOTATED,
	 * not FDECL_OUTSIDE) with their declared type, in the same formats,
	 * instead of proposals: the ground truth of an annotated tree.
	 */
	int annotated;
	/*
	 * The names a series writes, [enum order][16, 32, 64], or NULL:
	 * data declared outside the project with another byte-order name
	 * is listed with what the series cannot type (annotate).
	 */
	char *(*spelled)[3];
};

/*
 * The new type of a proposal: "__le32", "__be16*" (caller frees); with
 * ORDER_NONE the declared type and shape.
 */
char *proposal_type(const struct facts *f, const struct fdecl *d,
		    enum order order);


/* Is `d` a proposal under `o` (see above)? */
int decl_is_proposal(const struct facts *f, const struct solution *s,
		     const struct infer_report_options *o,
		     const struct fdecl *d);

/* Write the report; -1 with an error line when `out` fails. */
int report_write(const struct facts *f, const struct solution *s,
		 const struct infer_report_options *o, FILE *out);
/*
 * Only the text form's conflict lines, without their heading, and with
 * the other declarations each unsettled one keeps plain ("also").
 */
int report_write_conflicts(const struct facts *f, const struct solution *s,
			   const struct infer_report_options *o, FILE *out);
/*
 * Each conflict as a compiler's diagnostic, for editors and CI matchers:
 * "FILE:LINE: warning: KIND: NAME (SCOPE)", then "FILE:LINE: note: WHAT"
 * for each site of its chain of evidence.  The GNU form without a
 * column: the sites are lines.  -1 with an error line when `out` fails.
 */
int report_write_diagnostics(const struct facts *f, const struct solution *s,
			     const struct infer_report_options *o, FILE *out);
/*
 * The "kept plain" slots (storage of the project converted in place,
 * read in either order, or typed by a function pointer) laid out as
 * conflicts, for annotate's summary: heading(N, out) when there are N,
 * then "  FILE:LINE: kept plain: NAME (SCOPE)" and each site that keeps
 * it plain.  With `outside`, the byte-ordered slots that only headers
 * outside the project declare, plain there or with another name than
 * o->spelled: "  FILE:LINE: declared outside: NAME (SCOPE)", then the
 * evidence.  -1 with an error line when `out` fails.
 */
int report_write_plain(const struct facts *f, const struct solution *s,
		       const struct infer_report_options *o, int outside,
		       void (*heading)(size_t n, FILE *out), FILE *out);
/*
 * Is `d`, declared outside the project, byte-ordered data that the
 * checkers will see otherwise than a series types the rest of its
 * class: plain there, or annotated with another name than
 * spelled[order][16, 32, 64] (spelled NULL: none counts as other)?
 */
int report_outside_other(const struct facts *f, const struct solution *s,
			 const struct fdecl *d, char *(*spelled)[3]);
/* How many of the kept-plain declarations are read in either order. */
size_t report_count_either(const struct facts *f, const struct solution *s,
			   const struct infer_report_options *o);
/*
 * How many conflicts and proposals the report holds (for the exit code);
 * with `annotated`, how many annotated declarations it lists.
 */
size_t report_count_proposals(const struct facts *f, const struct solution *s,
			      const struct infer_report_options *o);

#endif
