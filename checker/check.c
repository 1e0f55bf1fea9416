#include "checker/check.h"
#include "checker/options.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/path.h"
#include "lib/unit.h"

int check_file(CXIndex idx, const char *path, struct cdb *db,
	       const struct ccargs *cmdline, const struct check_options *o,
	       unsigned *warnings)
{
	CXTranslationUnit tu;
	struct unit u;

	/* a missing file is missing, not absent from the database */
	if (path_readable_source(path, "check") ||
	    unit_init(&u, path, db, cmdline, UNIT_CHECKER))
		return -1;
	if (unit_parse(idx, &u, "check", NULL, 0, &tu)) {
		unit_release(&u);
		return -1;
	}
	*warnings += check_translation_unit(tu, path, o);
	cx_dispose_tu(tu);
	unit_release(&u);
	return 0;
}
