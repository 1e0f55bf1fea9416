/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef REWRITE_DIFF_H
#define REWRITE_DIFF_H

#include <stddef.h>

/*
 * The unified diff of two versions of one file, from GNU diff (never a
 * hand-made one): `diff -u -p` with the labels a/REL and b/REL, written
 * to `out_fd`.  Both texts are written to files in the directory
 * `scratch` first; `old` NULL makes a diff that creates the file
 * (--- /dev/null).  Returns 0 (also when they are equal), or -1 with an
 * error line.
 */
int diff_texts(const char *rel, const char *old, size_t old_len,
	       const char *new, size_t new_len, const char *scratch,
	       int out_fd);

#endif
