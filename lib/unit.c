// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>

#include "cdb.h"
#include "cx.h"
#include "diag.h"
#include "path.h"
#include "pch.h"
#include "run.h"
#include "strbuf.h"
#include "strvec.h"
#include "unit.h"
#include "vec.h"
#include "xalloc.h"

int unit_init(struct unit *u, const char *path, struct cdb *db,
	      const struct ccargs *flags, enum unit_flags uflags)
{
	size_t i;

	u->path = xstrdup(path);
	u->source = NULL;
	u->cc = (struct ccargs)CCARGS_INIT;
	u->local_idx = NULL;
	u->local_line = NULL;
	u->pch_seen = 0;
	if (db && cdb_args(db, path, &u->cc, &u->source)) {
		unit_release(u);
		return -1;
	}
	for (i = 0; i < flags->argv.nr; i++)
		ccargs_push(&u->cc, flags->argv.v[i]);
	ccargs_language(&u->cc, unit_source(u));
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

static void read_visit(CXFile file, void *data)
{
	char *name = cx_file_path(file), *real = realpath(name, NULL);

	strvec_push(data, real ? real : name);
	free(real);
	free(name);
}

/* Does the note PCH_NOTE_LOCAL of the PCH `use` hold u->local_line? */
static int may_be_local(const struct unit *u, const struct pch_use *use)
{
	struct strbuf note = STRBUF_INIT;
	const char *p, *nl;
	int ret = 0;

	if (!u->local_idx || pch_use_note_read(use, PCH_NOTE_LOCAL, &note))
		return 0;
	for (p = note.buf; !ret && (nl = strchr(p, '\n')); p = nl + 1)
		ret = (size_t)(nl - p) == strlen(u->local_line) &&
		      !memcmp(p, u->local_line, (size_t)(nl - p));
	strbuf_release(&note);
	return ret;
}

/*
 * Parse `u` with a precompiled prefix when lib/pch.h has one: 1 with
 * *tu when that parse is clean, else 0 (*tu NULL), and the caller
 * parses as usual.  A unit with errors is always parsed without, so
 * that what the user reads comes from the parse of the text.
 */
static int parse_pch(CXIndex idx, const struct unit *u,
		     struct CXUnsavedFile *unsaved, unsigned nunsaved,
		     CXTranslationUnit *tu, char **pch)
{
	VEC(struct CXUnsavedFile) files = { NULL, 0, 0 };
	struct ccargs cc = CCARGS_INIT;
	struct pch_use use;
	unsigned errors = 0, i;
	int ret = 0, local, attached = -1;

	*pch = NULL;
	if (!pch_find(idx, u, unsaved, nunsaved, &use))
		return 0;
	local = may_be_local(u, &use);
	for (i = 0; i < u->cc.argv.nr; i++)
		ccargs_push(&cc, u->cc.argv.v[i]);
	ccargs_push(&cc, "-include-pch");
	ccargs_push(&cc, use.path);
	/*
	 * the unit's file (and the header it begins with) with the prefix
	 * blank, instead of any other copy
	 */
	for (i = 0; i < nunsaved; i++)
		if (strcmp(unsaved[i].Filename, use.main.Filename) &&
		    (!use.header.Filename ||
		     strcmp(unsaved[i].Filename, use.header.Filename)))
			VEC_PUSH(files, unsaved[i]);
	VEC_PUSH(files, use.main);
	if (use.header.Filename)
		VEC_PUSH(files, use.header);
	if (!cx_parse(local ? u->local_idx : idx, unit_source(u),
		      (const char *const *)cc.argv.v, (int)cc.argv.nr,
		      files.v, (unsigned)files.nr, tu, &errors, NULL, 1) &&
	    !errors &&
	    !(attached = pch_attach(*tu, &use, unsaved, nunsaved))) {
		if (local)
			cx_tu_set_local(*tu);
		ret = 1;
	} else if (*tu) {
		cx_dispose_tu(*tu);
	}
	if (!ret) {
		*tu = NULL;
		if (attached != 1)
			*pch = xstrdup(use.path);
	}
	pch_use_release(&use);
	VEC_FREE(files);
	ccargs_release(&cc);
	return ret;
}

/* -v: a clean parse of `u` that started at `t0`, and `how`. */
static void say_parsed(const struct unit *u, double t0, const char *how)
{
	char *rel;

	if (verbosity <= 0)
		return;
	rel = path_from_cwd(u->path);
	verbose("%s: parsed%s in %.2f s", rel, how, run_now() - t0);
	free(rel);
}

static int parse(CXIndex idx, const struct unit *u,
		 struct CXUnsavedFile *unsaved, unsigned nunsaved,
		 CXTranslationUnit *tu, struct strbuf *why, unsigned *errors,
		 struct strvec *reads)
{
	double t0 = verbosity > 0 ? run_now() : 0;
	char *pch = NULL;

	*tu = NULL;
	*errors = 0;
	if (parse_pch(idx, u, unsaved, nunsaved, tu, &pch)) {
		say_parsed(u, t0, " with a PCH");
		return 0;
	}
	if (cx_parse(idx, unit_source(u),
		     (const char *const *)u->cc.argv.v, (int)u->cc.argv.nr,
		     unsaved, nunsaved, tu, errors, why, 0)) {
		free(pch);
		return -1;
	}
	/* the PCH failed a unit that parses: it is not what it replaced */
	if (pch && !*errors)
		pch_reject(pch, u->path);
	free(pch);
	if (*errors) {
		if (reads)
			cx_files_read(*tu, read_visit, reads);
		cx_dispose_tu(*tu);
		*tu = NULL;
		return -1;
	}
	say_parsed(u, t0, "");
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
