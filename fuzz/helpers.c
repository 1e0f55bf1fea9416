// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the helper table reader (`--helpers FILE`,
 * infer/helpers.c) on any bytes.  The reader takes a path: each input is
 * written to a file of this process first.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz/fuzz.h"
#include "infer/helpers.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	const char *path = fuzz_file("helpers", data, size);
	struct helper_table *t = helpers_new();
	char digest[17];

	if (path && !helpers_load(t, path))
		helpers_digest(t, digest);
	helpers_free(t);
	return 0;
}
