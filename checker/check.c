#include "checker/branches.h"
#include "checker/check.h"
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

int check_file(CXIndex idx, const char *path, struct cdb *db,
	       const struct ccargs *cmdline, const struct check_options *o,
	       unsigned *warnings)
{
	struct checker_branches br = CHECKER_BRANCHES_INIT;
	CXTranslationUnit tu;
	struct unit u;
	int ret;

	/* a missing file is missing, not absent from the database */
	if (path_readable_source(path, "check") ||
	    unit_init(&u, path, db, cmdline, UNIT_CHECKER))
		return -1;
	checker_branches_find(&br, &u);
	ret = parse(idx, &u, &br, &tu);
	checker_branches_release(&br);
	if (ret) {
		unit_release(&u);
		return -1;
	}
	*warnings += check_translation_unit(tu, path, o);
	cx_dispose_tu(tu);
	unit_release(&u);
	return 0;
}
