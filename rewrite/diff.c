// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/file.h"
#include "lib/run.h"
#include "lib/strbuf.h"
#include "rewrite/diff.h"

int diff_texts(const char *rel, const char *old, size_t old_len,
	       const char *new, size_t new_len, const char *scratch,
	       int out_fd)
{
	struct strbuf a = STRBUF_INIT, b = STRBUF_INIT;
	struct strbuf la = STRBUF_INIT, lb = STRBUF_INIT;
	const char *argv[10];
	int ret = -1, rc;

	strbuf_addf(&a, "%s/a", scratch);
	strbuf_addf(&b, "%s/b", scratch);
	unlink(a.buf);
	unlink(b.buf);
	if (file_create(a.buf, old ? old : "", old ? old_len : 0, 0600, 0) ||
	    file_create(b.buf, new, new_len, 0600, 0))
		goto out;
	if (old)
		strbuf_addf(&la, "a/%s", rel);
	else
		strbuf_addstr(&la, "/dev/null");	/* a new file */
	strbuf_addf(&lb, "b/%s", rel);
	argv[0] = "diff";
	argv[1] = "-u";
	argv[2] = "-p";
	argv[3] = "--label";
	argv[4] = la.buf;
	argv[5] = "--label";
	argv[6] = lb.buf;
	argv[7] = a.buf;
	argv[8] = b.buf;
	argv[9] = NULL;
	rc = run_command(argv, out_fd);
	if (rc == 0 || rc == 1)
		ret = 0;
	else if (rc > 1)
		error("diff failed on '%s'", rel);
out:
	unlink(a.buf);
	unlink(b.buf);
	strbuf_release(&a);
	strbuf_release(&b);
	strbuf_release(&la);
	strbuf_release(&lb);
	return ret;
}
