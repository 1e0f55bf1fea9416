/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_VERSION_H
#define LIB_VERSION_H

/* The release: the VERSION file's line, compiled in (static string). */
const char *endian_version(void);

#endif
