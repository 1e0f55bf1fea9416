// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the facts reader (infer/facts.c) on any bytes, as it
 * reads a cache entry, a worker's facts or `--facts FILE`.  A file it
 * takes must write back as it read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer/facts.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct facts f = FACTS_INIT, g = FACTS_INIT;
	char *out = NULL;
	size_t len = 0;
	FILE *in, *mem;

	if (!size)
		return 0;
	in = fmemopen((void *)data, size, "r");
	if (!in)
		return 0;
	if (!facts_read(&f, in, "fuzz")) {
		/* what it read, written and read again, is the same text */
		mem = open_memstream(&out, &len);
		if (mem && !facts_write(&f, mem) && !fclose(mem)) {
			FILE *again = fmemopen(out, len, "r");
			char *out2 = NULL;
			size_t len2 = 0;
			FILE *mem2;

			if (again && facts_read(&g, again, "fuzz-again"))
				abort();
			if (again)
				fclose(again);
			mem2 = open_memstream(&out2, &len2);
			if (mem2 && !facts_write(&g, mem2) && !fclose(mem2) &&
			    (len2 != len || memcmp(out, out2, len)))
				abort();
			free(out2);
		}
		free(out);
	}
	fclose(in);
	facts_release(&f);
	facts_release(&g);
	return 0;
}
