#include <stdlib.h>

#include "cdb.h"
#include "cx.h"
#include "diag.h"
#include "strbuf.h"
#include "strvec.h"
#include "unit.h"
#include "xalloc.h"

int unit_init(struct unit *u, const char *path, struct cdb *db,
	      const struct ccargs *flags, enum unit_flags uflags)
{
	size_t i;

	u->path = xstrdup(path);
	u->source = NULL;
	u->cc = (struct ccargs)CCARGS_INIT;
	if (db && cdb_args(db, path, &u->cc, &u->source)) {
		unit_release(u);
		return -1;
	}
	for (i = 0; i < flags->argv.nr; i++)
		ccargs_push(&u->cc, flags->argv.v[i]);
	if (uflags & UNIT_CHECKER)
		ccargs_finish_checker(&u->cc);
	else
		ccargs_finish(&u->cc);
	return 0;
}

void unit_release(struct unit *u)
{
	free(u->path);
	free(u->source);
	ccargs_release(&u->cc);
	u->path = u->source = NULL;
}

const char *unit_source(const struct unit *u)
{
	return u->source ? u->source : u->path;
}

static void read_visit(CXFile file, CXSourceLocation *stack, unsigned depth,
		       CXClientData data)
{
	char *name = cx_file_path(file), *real = realpath(name, NULL);

	(void)stack;
	(void)depth;
	strvec_push(data, real ? real : name);
	free(real);
	free(name);
}

static int parse(CXIndex idx, const struct unit *u,
		 struct CXUnsavedFile *unsaved, unsigned nunsaved,
		 CXTranslationUnit *tu, struct strbuf *why, unsigned *errors,
		 struct strvec *reads)
{
	*tu = NULL;
	if (cx_parse(idx, unit_source(u),
		     (const char *const *)u->cc.argv.v, (int)u->cc.argv.nr,
		     unsaved, nunsaved, tu, errors, why))
		return -1;
	if (*errors) {
		if (reads)
			clang_getInclusions(*tu, read_visit, reads);
		cx_dispose_tu(*tu);
		*tu = NULL;
		return -1;
	}
	return 0;
}

int unit_parse_quiet(CXIndex idx, const struct unit *u,
		     struct CXUnsavedFile *unsaved, unsigned nunsaved,
		     CXTranslationUnit *tu, struct strbuf *why,
		     unsigned *errors)
{
	return parse(idx, u, unsaved, nunsaved, tu, why, errors, NULL);
}

int unit_parse_reads(CXIndex idx, const struct unit *u, const char *verb,
		     struct CXUnsavedFile *unsaved, unsigned nunsaved,
		     CXTranslationUnit *tu, struct strvec *reads)
{
	struct strbuf first = STRBUF_INIT;
	unsigned errors = 0;
	int ret;

	ret = parse(idx, u, unsaved, nunsaved, tu, &first, &errors, reads);
	if (ret && errors)
		error("cannot %s '%s': %s%s", verb, u->path, first.buf,
		      errors > 1 ? " (and more errors)" : "");
	strbuf_release(&first);
	return ret;
}

int unit_parse(CXIndex idx, const struct unit *u, const char *verb,
	       struct CXUnsavedFile *unsaved, unsigned nunsaved,
	       CXTranslationUnit *tu)
{
	return unit_parse_reads(idx, u, verb, unsaved, nunsaved, tu, NULL);
}
