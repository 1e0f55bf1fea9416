// SPDX-License-Identifier: GPL-2.0-only
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ccargs.h"
#include "cdb.h"
#include "cx.h"
#include "diag.h"
#include "path.h"
#include "strbuf.h"
#include "xalloc.h"

char *abspath(const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	char cwd[PATH_MAX];

	if (path[0] == '/')
		return xstrdup(path);
	if (!getcwd(cwd, sizeof(cwd)))
		return xstrdup(path);
	strbuf_addf(&sb, "%s/%s", cwd, path);
	return strbuf_detach(&sb);
}

int cdb_open(struct cdb *cdb, const char *build_dir)
{
	CXCompilationDatabase_Error err;
	struct strbuf path = STRBUF_INIT;

	cdb->db = NULL;
	cdb->dir = abspath(build_dir);
	strbuf_addf(&path, "%s/compile_commands.json", build_dir);
	/* libclang would read a FIFO or /dev/zero without end */
	if (path_readable_source(path.buf, "read"))
		goto fail;
	cdb->db = clang_CompilationDatabase_fromDirectory(cdb->dir, &err);
	if (err != CXCompilationDatabase_NoError || !cdb->db) {
		error("'%s' is not a valid compilation database", path.buf);
		goto fail;
	}
	strbuf_release(&path);
	return 0;
fail:
	strbuf_release(&path);
	free(cdb->dir);
	cdb->dir = NULL;
	cdb->db = NULL;
	return -1;
}

void cdb_close(struct cdb *cdb)
{
	if (cdb->db)
		clang_CompilationDatabase_dispose(cdb->db);
	free(cdb->dir);
	cdb->db = NULL;
	cdb->dir = NULL;
}

static void command_args(CXCompileCommand cmd, struct ccargs *out)
{
	unsigned n = clang_CompileCommand_getNumArgs(cmd);
	const char **argv = xcalloc(n + 1, sizeof(*argv));
	char **own = xcalloc(n + 1, sizeof(*own));
	unsigned k;
	int i;

	for (k = 0; k < n; k++)
		argv[k] = own[k] = cx_strdup(NULL,
					clang_CompileCommand_getArg(cmd, k));
	/* argv[0] is the compiler; the input file is not an option. */
	for (i = 1; i < (int)n; i++)
		ccargs_filter_one(out, argv, (int)n, &i);
	for (k = 0; k < n; k++)
		free(own[k]);
	free(own);
	free(argv);
}

/* The first entry for `path` (absolute); NULL after an error line. */
static CXCompileCommands lookup(struct cdb *cdb, const char *path,
				CXCompileCommand *cmd)
{
	char *abs = abspath(path);
	CXCompileCommands cmds;

	cmds = clang_CompilationDatabase_getCompileCommands(cdb->db, abs);
	free(abs);
	if (!cmds || !clang_CompileCommands_getSize(cmds)) {
		if (cmds)
			clang_CompileCommands_dispose(cmds);
		error("no entry for '%s' in '%s/compile_commands.json'",
		      path, cdb->dir);
		return NULL;
	}
	*cmd = clang_CompileCommands_getCommand(cmds, 0);
	return cmds;
}

int cdb_args(struct cdb *cdb, const char *path, struct ccargs *out,
	     char **source)
{
	CXCompileCommands cmds;
	CXCompileCommand cmd;
	char *dir;
	size_t n;

	cmds = lookup(cdb, path, &cmd);
	if (!cmds)
		return -1;
	dir = cx_strdup(NULL, clang_CompileCommand_getDirectory(cmd));
	ccargs_push(out, "-working-directory");
	ccargs_push(out, dir);
	command_args(cmd, out);
	*source = cx_strdup(NULL, clang_CompileCommand_getFilename(cmd));
	/*
	 * Name the file relative to its build directory, as kbuild names it
	 * to the compiler, so that headers found next to it are named the
	 * way sparse names them ("fs/ext2/ext2.h").
	 */
	n = strlen(dir);
	if (!strncmp(*source, dir, n) && (*source)[n] == '/') {
		char *rel = xstrdup(*source + n + 1);

		free(*source);
		*source = rel;
	}
	clang_CompileCommands_dispose(cmds);
	free(dir);
	return 0;
}

int cdb_command(struct cdb *cdb, const char *path, char ***argv,
		char **dir, char **source)
{
	CXCompileCommands cmds;
	CXCompileCommand cmd;
	unsigned n, k;

	cmds = lookup(cdb, path, &cmd);
	if (!cmds)
		return -1;
	n = clang_CompileCommand_getNumArgs(cmd);
	*argv = xcalloc(n + 1, sizeof(**argv));
	for (k = 0; k < n; k++)
		(*argv)[k] = cx_strdup(NULL,
				       clang_CompileCommand_getArg(cmd, k));
	*dir = cx_strdup(NULL, clang_CompileCommand_getDirectory(cmd));
	*source = cx_strdup(NULL, clang_CompileCommand_getFilename(cmd));
	clang_CompileCommands_dispose(cmds);
	return 0;
}

char **cdb_files(struct cdb *cdb)
{
	CXCompileCommands cmds;
	unsigned i, n;
	char **files;

	cmds = clang_CompilationDatabase_getAllCompileCommands(cdb->db);
	n = cmds ? clang_CompileCommands_getSize(cmds) : 0;
	files = xcalloc(n + 1, sizeof(*files));
	for (i = 0; i < n; i++) {
		CXCompileCommand cmd = clang_CompileCommands_getCommand(cmds, i);
		char *dir = cx_strdup(NULL,
				clang_CompileCommand_getDirectory(cmd));
		char *f = cx_strdup(NULL,
				clang_CompileCommand_getFilename(cmd));

		if (f[0] != '/') {
			struct strbuf sb = STRBUF_INIT;

			strbuf_addf(&sb, "%s/%s", dir, f);
			free(f);
			f = strbuf_detach(&sb);
		}
		files[i] = f;
		free(dir);
	}
	if (cmds)
		clang_CompileCommands_dispose(cmds);
	return files;
}
