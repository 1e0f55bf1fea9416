// SPDX-License-Identifier: GPL-2.0-only
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <json-c/json.h>

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

/* The line of buf[0..off): 1 and up. */
static unsigned line_of(const char *buf, size_t off)
{
	unsigned line = 1;
	size_t i;

	for (i = 0; i < off; i++)
		line += buf[i] == '\n';
	return line;
}

static int has_string(struct json_object *o, const char *key)
{
	struct json_object *v;

	return json_object_object_get_ex(o, key, &v) &&
	       json_object_is_type(v, json_type_string);
}

/* Has `o` a non-empty "arguments" array of strings? */
static int has_arguments(struct json_object *o)
{
	struct json_object *v;
	size_t i, n;

	if (!json_object_object_get_ex(o, "arguments", &v) ||
	    !json_object_is_type(v, json_type_array))
		return 0;
	n = json_object_array_length(v);
	for (i = 0; i < n; i++)
		if (!json_object_is_type(json_object_array_get_idx(v, i),
					 json_type_string))
			return 0;
	return n > 0;
}

/* What is wrong with entry `o`, or NULL. */
static const char *entry_problem(struct json_object *o)
{
	if (!json_object_is_type(o, json_type_object))
		return "is not an object";
	if (!has_string(o, "directory"))
		return "has no \"directory\" string";
	if (!has_string(o, "file"))
		return "has no \"file\" string";
	if (!has_string(o, "command") && !has_arguments(o))
		return "has neither a \"command\" string nor an \"arguments\" list";
	return NULL;
}

static size_t skip_space(const char *buf, size_t len, size_t at)
{
	while (at < len && strchr(" \t\r\n", buf[at]))
		at++;
	return at;
}

/*
 * Is buf[0..len) a compilation database: a JSON array of entries, each
 * with "directory", "file" and "command" or "arguments"?  libclang keeps
 * the entries before a syntax error and drops the rest without failing,
 * so a cut or damaged file would silently check part of a tree.  One
 * entry at a time: a whole kernel's database is 70 MB of JSON, whose
 * tree would take several times that.  0, or -1 with one error line.
 */
static int validate(const char *path, const char *buf, size_t len)
{
	struct json_tokener *tok = json_tokener_new();
	size_t at = skip_space(buf, len, 0), nr = 0;
	int ret = -1;

	if (!tok)
		return error("'%s': out of memory", path);
	if (at == len || buf[at] != '[') {
		error("'%s': line %u: not a JSON array of compile commands",
		      path, line_of(buf, at));
		goto out;
	}
	at = skip_space(buf, len, at + 1);
	if (at < len && buf[at] == ']')
		goto end;
	for (;;) {
		struct json_object *o;
		enum json_tokener_error jerr;
		const char *why;
		size_t rest = len - at;

		if (!rest) {
			error("'%s': line %u: the file ends before the "
			      "closing ']'", path, line_of(buf, at));
			goto out;
		}
		json_tokener_reset(tok);
		o = json_tokener_parse_ex(tok, buf + at,
					  rest > INT_MAX ? INT_MAX : (int)rest);
		jerr = json_tokener_get_error(tok);
		if (jerr != json_tokener_success) {
			error("'%s': line %u: %s", path,
			      line_of(buf, at + json_tokener_get_parse_end(tok)),
			      jerr == json_tokener_continue ?
			      "the file ends inside an entry" :
			      json_tokener_error_desc(jerr));
			json_object_put(o);
			goto out;
		}
		why = entry_problem(o);
		json_object_put(o);
		nr++;
		if (why) {
			error("'%s': line %u: entry %zu %s", path,
			      line_of(buf, at), nr, why);
			goto out;
		}
		at = skip_space(buf, len, at + json_tokener_get_parse_end(tok));
		if (at < len && buf[at] == ',') {
			at = skip_space(buf, len, at + 1);
			continue;
		}
		if (at < len && buf[at] == ']')
			break;
		error("'%s': line %u: %s", path, line_of(buf, at),
		      at < len ? "expected ',' or ']' after an entry" :
		      "the file ends before the closing ']'");
		goto out;
	}
end:
	at = skip_space(buf, len, at + 1);
	if (at < len) {
		error("'%s': line %u: text after the closing ']'", path,
		      line_of(buf, at));
		goto out;
	}
	ret = 0;
out:
	json_tokener_free(tok);
	return ret;
}

int cdb_open(struct cdb *cdb, const char *build_dir)
{
	struct strbuf text = STRBUF_INIT;
	CXCompilationDatabase_Error err;
	struct strbuf path = STRBUF_INIT;

	cdb->db = NULL;
	cdb->dir = abspath(build_dir);
	strbuf_addf(&path, "%s/compile_commands.json", build_dir);
	/* libclang would read a FIFO or /dev/zero without end */
	if (path_readable_source(path.buf, "read") ||
	    strbuf_read_file(&text, path.buf) ||
	    validate(path.buf, text.buf, text.len))
		goto fail;
	strbuf_release(&text);
	cdb->db = clang_CompilationDatabase_fromDirectory(cdb->dir, &err);
	if (err != CXCompilationDatabase_NoError || !cdb->db) {
		error("'%s' is not a valid compilation database", path.buf);
		goto fail;
	}
	strbuf_release(&path);
	return 0;
fail:
	strbuf_release(&text);
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
