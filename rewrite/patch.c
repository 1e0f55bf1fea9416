// SPDX-License-Identifier: GPL-2.0-only
/*
 * The proposals of `endian infer` as planned edits, and those edits as
 * a unified diff or written into the files (endian patch).
 *
 * The diff comes from GNU diff on a scratch copy of each new file, never
 * from a hand-written diff, with a/ and b/ paths relative to the current
 * directory so that `patch -p1` applies it.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "infer/infer.h"
#include "infer/report.h"
#include "infer/solve.h"
#include "lib/diag.h"
#include "lib/file.h"
#include "lib/inplace.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"
#include "rewrite/cocci.h"
#include "rewrite/diff.h"
#include "rewrite/edits.h"
#include "rewrite/patch.h"
#include "rewrite/series.h"
#include "rewrite/spelling.h"
#include "rewrite/typing.h"

/*
 * --in-place: every file and the generated types header (unless it is
 * there already) as one change, all new or all old (lib/inplace.h).
 */
static int write_in_place(const struct edit_set *set)
{
	struct inplace change;
	size_t j, len;
	char *text;
	int ret;

	inplace_begin(&change, ".");
	if (set->header_path && access(set->header_path, F_OK) &&
	    inplace_add(&change, set->header_path, set->header_rel, NULL, 0,
			set->header_text, strlen(set->header_text)))
		goto fail;
	for (j = 0; j < set->files.nr; j++) {
		const struct edit_file *ef = &set->files.v[j];

		text = edits_apply(ef, &len);
		ret = inplace_add(&change, ef->path, ef->rel, ef->orig,
				  ef->orig_len, text, len);
		free(text);
		if (ret)
			goto fail;
	}
	return inplace_commit(&change);
fail:
	inplace_abort(&change);
	return -1;
}

/* The diff of one file on stdout. */
static int diff_file(const struct edit_file *ef, const char *scratch)
{
	size_t len;
	char *text = edits_apply(ef, &len);
	int ret = diff_texts(ef->rel, ef->orig, ef->orig_len, text, len,
			     scratch, 1);

	free(text);
	return ret;
}

static const char *kind_name(enum decl_kind k)
{
	static const char *const names[] = {
		"field", "var", "param", "return", "typedef", "cast"
	};

	return k <= DECL_CAST ? names[k] : "?";
}

void patch_list_skipped(const struct facts *f, const struct edit_set *set)
{
	size_t i;

	for (i = 0; i < set->skipped.nr; i++) {
		const struct skipped *sk = &set->skipped.v[i];
		const struct fdecl *d = sk->decl;
		char *rel = path_from_cwd(f->files.v[d->at.file]);

		if (d->kind == DECL_CAST)
			fprintf(stderr, "%s:%u:%u: warning: not rewritten: a cast "
				"in %s would be to %s: %s\n", rel, d->at.line,
				d->at.col, d->scope, sk->type, sk->why);
		else
			fprintf(stderr, "%s:%u:%u: warning: not rewritten: %s %s "
				"(%s) would be %s: %s\n", rel, d->at.line,
				d->at.col, kind_name(d->kind), d->name,
				d->scope, sk->type, sk->why);
		free(rel);
	}
}

int patch_plan(const struct gather *g, const struct infer_report_options *ro,
	       const char *types, int with_fixes, struct solution *s,
	       struct edit_set *set, int *trouble)
{
	struct solve_options so = { 0 };
	struct strvec unproven = STRVEC_INIT;
	struct spelling sp;

	if (solve(&g->facts, &so, s))
		return -1;
	if (spelling_init(&sp, g, types)) {
		solution_release(s);
		return -1;
	}
	/* a unit that did not parse: no edit in any file it read */
	strvec_pushv(&unproven, g->failed.v);
	strvec_pushv(&unproven, g->failed_reads.v);
	if (edits_plan(&g->facts, s, ro, &sp, unproven.v, unproven.nr,
		       with_fixes ? g->helpers : NULL, set))
		*trouble = 1;
	typing_plan(g, &sp, unproven.v, unproven.nr, set);
	strvec_clear(&unproven);
	edits_finish(set, &sp);
	spelling_release(&sp);
	patch_list_skipped(&g->facts, set);
	return 0;
}

int patch_write(const struct edit_set *set, int in_place)
{
	char *scratch = NULL;
	int trouble = 0;
	size_t j;

	if (in_place)
		return write_in_place(set);
	if (set->files.nr || set->header_path) {
		scratch = scratch_dir_create("patch");
		if (!scratch)
			return -1;
	}
	if (set->header_path &&
	    diff_texts(set->header_rel, NULL, 0, set->header_text,
		       strlen(set->header_text), scratch, 1))
		trouble = 1;
	for (j = 0; j < set->files.nr; j++)
		if (diff_file(&set->files.v[j], scratch))
			trouble = 1;
	if (scratch) {
		remove_tree(scratch);
		free(scratch);
	}
	return trouble ? -1 : 0;
}
