#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "checker/check.h"
#include "checker/options.h"
#include "lib/cdb.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/path.h"
#include "lib/strbuf.h"

int check_file(CXIndex idx, const char *path, struct cdb *db,
	       const struct ccargs *cmdline, const struct check_options *o,
	       unsigned *warnings)
{
	struct ccargs cc = CCARGS_INIT;
	struct strbuf first = STRBUF_INIT;
	CXTranslationUnit tu = NULL;
	char *source = NULL;
	unsigned errors, i;
	int ret = -1;

	if (path_readable_source(path, "check"))
		goto out;
	if (db && cdb_args(db, path, &cc, &source))
		goto out;
	for (i = 0; i < cmdline->argv.nr; i++)
		ccargs_push(&cc, cmdline->argv.v[i]);
	ccargs_finish_checker(&cc);
	if (cx_parse(idx, source ? source : path,
		     (const char *const *)cc.argv.v, (int)cc.argv.nr,
		     NULL, 0, &tu, &errors, &first))
		goto out;
	if (errors) {
		error("cannot check '%s': %s%s", path, first.buf,
		      errors > 1 ? " (and more errors)" : "");
		goto out;
	}
	*warnings += check_translation_unit(tu, path, o);
	ret = 0;
out:
	if (tu)
		cx_dispose_tu(tu);
	free(source);
	strbuf_release(&first);
	ccargs_release(&cc);
	return ret;
}
