// SPDX-License-Identifier: GPL-2.0-only
#include <limits.h>
#include <string.h>
#include <unistd.h>

#include "checker/branches.h"
#include "checker/check.h"
#include "checker/eval.h"
#include "checker/options.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/unit.h"

/*
 * The unit with the project's __CHECKER__ branches taken; when clang
 * cannot parse those (a checker-only construct it does not know), the
 * unit as the compiler sees it, as if there were none.
 */
static int parse(CXIndex idx, const struct unit *u,
		 struct checker_branches *br, CXTranslationUnit *tu)
{
	struct strbuf why = STRBUF_INIT;
	unsigned errors = 0;
	int ret;

	if (!br->files.nr)
		return unit_parse(idx, u, "check", NULL, 0, tu);
	ret = unit_parse_quiet(idx, u, br->files.v, (unsigned)br->files.nr,
			       tu, &why, &errors);
	strbuf_release(&why);
	if (ret && errors)
		ret = unit_parse(idx, u, "check", NULL, 0, tu);
	return ret;
}

/*
 * The directory a database's command runs in (-working-directory), when
 * it is not the current one: the report names headers from there.
 * Borrowed from `u`.
 */
static const char *unit_dir(const struct unit *u)
{
	char here[PATH_MAX];
	size_t i;

	for (i = 0; i + 1 < u->cc.argv.nr; i++)
		if (!strcmp(u->cc.argv.v[i], "-working-directory"))
			break;
	if (i + 1 >= u->cc.argv.nr)
		return NULL;
	if (getcwd(here, sizeof(here)) && !strcmp(here, u->cc.argv.v[i + 1]))
		return NULL;
	return u->cc.argv.v[i + 1];
}

void check_index_init(struct check_index *idx)
{
	idx->whole = clang_createIndex(0, 0);
	idx->local = clang_createIndex(1, 0);
}

void check_index_release(struct check_index *idx)
{
	clang_disposeIndex(idx->whole);
	clang_disposeIndex(idx->local);
}

int check_file(const struct check_index *idx, const char *path,
	       struct cdb *db, const struct ccargs *cmdline,
	       const struct check_options *o, unsigned *warnings)
{
	struct checker_branches br = CHECKER_BRANCHES_INIT;
	struct check_options unit_o = *o;
	CXTranslationUnit tu;
	struct unit u;
	int ret;

	/* a missing file is missing, not absent from the database */
	if (path_readable_source(path, "check") ||
	    unit_init(&u, path, db, cmdline, UNIT_CHECKER))
		return -1;
	unit_o.report.dir = unit_dir(&u);
	u.local_idx = idx->local;
	u.local_line = prefix_line(o);
	checker_branches_find(&br, &u);
	do {
		ret = parse(idx->whole, &u, &br, &tu);
		if (ret)
			break;
		ret = check_translation_unit(tu, path, &unit_o, warnings);
		cx_dispose_tu(tu);
		/* what its PCH's note says does not hold for this unit */
		u.local_idx = NULL;
		u.pch_seen = 1;
	} while (ret == 1);
	checker_branches_release(&br);
	unit_release(&u);
	return ret ? -1 : 0;
}
