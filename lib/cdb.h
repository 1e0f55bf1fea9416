/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_CDB_H
#define LIB_CDB_H

#include <clang-c/CXCompilationDatabase.h>

struct ccargs;

/*
 * compile_commands.json through clang's own API.  A cdb owns its
 * database; cdb_close() releases it.
 */
struct cdb {
	CXCompilationDatabase db;
	char *dir;
};

/* Open BUILD_DIR/compile_commands.json; -1 with one error line if absent
 * or unreadable. */
int cdb_open(struct cdb *cdb, const char *build_dir);
void cdb_close(struct cdb *cdb);

/*
 * Append to `out` the clang arguments that compile `path` (made absolute
 * against the current directory), including `-working-directory`, and
 * store the source path as the entry names it in `*source` (heap, caller
 * frees).  Returns -1 with an error line when the database has no entry.
 */
int cdb_args(struct cdb *cdb, const char *path, struct ccargs *out,
	     char **source);

/*
 * The compile command of `path` as the database records it, for running
 * it (endian verify): `*argv` the arguments, the compiler first (heap
 * strings in a heap array terminated by NULL), `*dir` the directory it
 * runs in and `*source` the source as the entry names it (heap; the
 * caller frees all three).  -1 with an error line when there is no entry.
 */
int cdb_command(struct cdb *cdb, const char *path, char ***argv,
		char **dir, char **source);

/* All source files in the database, in its order (heap strings in a
 * heap array terminated by NULL; free each and the array). */
char **cdb_files(struct cdb *cdb);

/* `path` made absolute against the current directory (heap). */
char *abspath(const char *path);

#endif
