// SPDX-License-Identifier: GPL-2.0-only
/*
 * verify_print(): a run's results as a table, one row per patch, and a
 * total line.  It reads struct verify_result alone (verify/verify.h),
 * so `endian annotate` prints the same table as `endian verify`.  The
 * sparse column is there when sparse ran after a patch (--sparse-each,
 * or the patch that makes the first bitwise types); the total line
 * always has sparse's count before and after the series.  With -q
 * (lib/diag.h's verbosity) the rows are the failed patches' alone.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/diag.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"
#include "verify/verify.h"

static const char *const spatch_names[] = {
	"-", "skipped", "reproduced", "diff-only", "failed"
};

#define COLUMNS 8
#define SPARSE_COLUMN 5

void verify_print(const struct verify_result *res, FILE *out)
{
	static const char *const head[COLUMNS] = {
		"patch", "units", "compiled", "identical", "checker", "sparse",
		"spatch", "result"
	};
	size_t nr = res->patches.nr + 1, i, c, w[COLUMNS] = { 0 };
	int sparse_column = 0;
	char *(*cell)[COLUMNS] = xcalloc(nr, sizeof(*cell));
	char *shown = xcalloc(nr, 1);
	struct strbuf sb = STRBUF_INIT;
	const char *sep;

	for (c = 0; c < COLUMNS; c++)
		cell[0][c] = xstrdup(head[c]);
	for (i = 1; i < nr; i++) {
		const struct verify_patch *r = &res->patches.v[i - 1];

		sparse_column |= r->sparse;
		cell[i][0] = xstrdup(r->name);
		if (r->reading != r->units)
			strbuf_addf(&sb, "%u of %u", r->units, r->reading);
		else
			strbuf_addf(&sb, "%u", r->units);
		cell[i][1] = strbuf_detach(&sb);
		strbuf_addf(&sb, "%u/%u", r->compiled, r->units);
		cell[i][2] = strbuf_detach(&sb);
		strbuf_addf(&sb, "%u/%u", r->identical, r->units);
		if (r->same_program)
			strbuf_addf(&sb, " (%u same program)", r->same_program);
		cell[i][3] = strbuf_detach(&sb);
		strbuf_addf(&sb, "%u -> %u", r->checker_before,
			    r->checker_after);
		cell[i][4] = strbuf_detach(&sb);
		if (r->sparse && r->sparse_errors)
			strbuf_addf(&sb, "%u -> %u (errors in %u)",
				    r->sparse_before, r->sparse_after,
				    r->sparse_errors);
		else if (r->sparse)
			strbuf_addf(&sb, "%u -> %u", r->sparse_before,
				    r->sparse_after);
		else
			strbuf_addstr(&sb, "-");
		cell[i][SPARSE_COLUMN] = strbuf_detach(&sb);
		cell[i][6] = xstrdup(spatch_names[r->spatch]);
		cell[i][7] = xstrdup(r->failed ? "FAILED" :
				     r->baseline ? "baseline" :
				     r->converted ? "ok, code converts" : "ok");
	}
	/* the heading is row 0, there when a row is */
	shown[0] = 0;
	for (i = 1; i < nr; i++) {
		shown[i] = verbosity >= 0 || res->patches.v[i - 1].failed;
		shown[0] |= shown[i];
	}
	for (i = 0; i < nr; i++)
		for (c = 0; shown[i] && c < COLUMNS; c++)
			if (strlen(cell[i][c]) > w[c])
				w[c] = strlen(cell[i][c]);
	for (i = 0; i < nr; i++) {
		for (c = 0; c < COLUMNS; c++) {
			if (!shown[i])
				;
			else if (c == COLUMNS - 1)
				fprintf(out, "%s\n", cell[i][c]);
			else if (c != SPARSE_COLUMN || sparse_column)
				fprintf(out, "%-*s  ", (int)w[c], cell[i][c]);
			free(cell[i][c]);
		}
	}
	free(cell);
	free(shown);

	fprintf(out, "total: %zu patch%s, %u failed; %u unit%s; compiled "
		"%u/%u, identical %u/%u",
		res->patches.nr, res->patches.nr == 1 ? "" : "es", res->failed,
		res->units, res->units == 1 ? "" : "s", res->compiled,
		res->touched, res->identical, res->touched);
	if (res->same_program)
		fprintf(out, " (%u same program)", res->same_program);
	fprintf(out, "; checker %u -> %u", res->checker_before,
		res->checker_after);
	if (res->converted)
		fprintf(out, " (%u changed by the conversions of fixes)",
			res->converted);
	if (res->sparse)
		fprintf(out, "; sparse %u -> %u", res->sparse_before,
			res->sparse_after);
	if (res->sparse && res->sparse_errors)
		fprintf(out, " (errors of its own in %u unit%s: it checks "
			"less there)", res->sparse_errors,
			res->sparse_errors == 1 ? "" : "s");
	fputs("; spatch", out);
	for (c = VERIFY_SPATCH_NONE, sep = " "; c <= VERIFY_SPATCH_FAILED; c++)
		if (res->spatch[c] && c != VERIFY_SPATCH_NONE) {
			fprintf(out, "%s%u %s", sep, res->spatch[c],
				spatch_names[c]);
			sep = ", ";
		}
	fputs(*sep == ' ' ? " -" : "", out);
	if (res->rechecked)
		fprintf(out, "; after the series, %u unit%s rechecked: "
			"identical %u/%u", res->rechecked,
			res->rechecked == 1 ? "" : "s",
			res->rechecked_identical, res->rechecked);
	if (res->rechecked_failed)
		fputs("; the series as a whole: FAILED (a unit rechecked "
		      "after it changed)", out);
	else if (res->series_failed)
		fputs("; the series as a whole: FAILED (more warnings than "
		      "before it)", out);
	putc('\n', out);
}
