// SPDX-License-Identifier: GPL-2.0-only
/*
 * A unit's object code: obj/K.o stripped of its debug sections and
 * compared with the one the unit had before (obj/K.cur), and, where
 * the bytes differ, whether the instructions do.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/strbuf.h"
#include "verify/verify-internal.h"

/* The stripped object of unit `k`, compiled: obj/K.new; -1 on trouble. */
int verify_unit_strip(struct verify *v, size_t k)
{
	char *obj = scratch_path(v, "obj/%zu.o", k);
	char *out = scratch_path(v, "obj/%zu.new", k);
	char *log = scratch_path(v, "obj/%zu.strip", k);
	const char *argv[] = { "objcopy", "--strip-debug", obj, out, NULL };
	int rc = run_logged(NULL, argv, log);

	if (rc > 0) {
		show_log(log);
		rc = error("objcopy failed on the object of '%s'",
			   v->units.v[k].rel);
	}
	free(obj);
	free(out);
	free(log);
	return rc;
}

/*
 * Do objects `a` and `b` hold the same instructions and relocations?
 * Only asked when their bytes differ, to say whether data alone does:
 * a kernel built with UBSAN names each checked type in its data
 * ("'__u32 [15]'"), so there even a typedef's new name shows.
 */
static int same_code(struct verify *v, const char *a, const char *b)
{
	const char *files[2] = { a, b };
	struct strbuf out[2] = { STRBUF_INIT, STRBUF_INIT };
	char *log[2] = { NULL, NULL };
	const char *x, *y;
	int i, same = 0;

	for (i = 0; i < 2; i++) {
		const char *argv[] = { "objdump", "-dr", files[i], NULL };

		log[i] = scratch_path(v, "obj/objdump.%zu", (size_t)i);
		if (run_logged(NULL, argv, log[i]) ||
		    strbuf_read_file_quiet(&out[i], log[i]))
			goto out;
	}
	/* past the first lines, which name the file */
	x = strstr(out[0].buf, "\n\n");
	y = strstr(out[1].buf, "\n\n");
	same = x && y && !strcmp(x, y);
out:
	for (i = 0; i < 2; i++) {
		strbuf_release(&out[i]);
		free(log[i]);
	}
	return same;
}

/*
 * Is obj/K.new the same as obj/K.cur (none: yes)?  Then K.new becomes
 * K.cur.  1 or 0 (with `*data_only` set when the instructions are the
 * same), -1 on trouble.
 */
int verify_unit_same_object(struct verify *v, size_t k, int *data_only)
{
	char *cur = scratch_path(v, "obj/%zu.cur", k);
	char *new = scratch_path(v, "obj/%zu.new", k);
	int same = access(cur, F_OK) ? 1 : same_file(cur, new);

	*data_only = !same && v->objdump && same_code(v, cur, new);
	if (rename(new, cur))
		same = error("cannot rename '%s': %s", new, strerror(errno));
	free(cur);
	free(new);
	return same;
}
