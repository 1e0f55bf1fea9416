/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef FUZZ_FUZZ_H
#define FUZZ_FUZZ_H

#include <stddef.h>

/*
 * What the libFuzzer targets share (fuzz/README.md).  Readers that take a
 * path get each input as a file in a directory of this process, made on
 * first use under $TMPDIR and removed at exit.
 */

/* The directory (static storage), or NULL when it cannot be made. */
const char *fuzz_dir(void);

/*
 * data[0..size) as the file `name` of fuzz_dir(), replacing the last
 * input: its path (static storage, until the next call), or NULL.
 */
const char *fuzz_file(const char *name, const unsigned char *data,
		      size_t size);

#endif
