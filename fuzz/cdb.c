// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the compile database reader (lib/cdb.c) on any
 * bytes: endian's own check of the JSON, then for what it takes,
 * libclang's reading of it and every entry's arguments as endian uses
 * them.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz/fuzz.h"
#include "lib/ccargs.h"
#include "lib/cdb.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	const char *dir = fuzz_dir();
	struct cdb db;
	char **files, **f;

	if (!dir || !fuzz_file("compile_commands.json", data, size) ||
	    cdb_open(&db, dir))
		return 0;
	files = cdb_files(&db);
	for (f = files; f && *f; f++) {
		struct ccargs args = CCARGS_INIT;
		char *source = NULL;

		cdb_args(&db, *f, &args, &source);
		free(source);
		ccargs_release(&args);
		free(*f);
	}
	free(files);
	cdb_close(&db);
	return 0;
}
