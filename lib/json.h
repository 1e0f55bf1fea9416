/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_JSON_H
#define LIB_JSON_H

#include <stdio.h>

/*
 * Writing JSON: `s` as a JSON string, quotes and escapes included.
 * Bytes are copied as they are (the texts endian writes are the
 * source's, UTF-8 in practice); control characters are escaped.
 */
void json_str(FILE *out, const char *s);

/* "key": "value", with `sep` (", " or "") before it. */
void json_kv(FILE *out, const char *sep, const char *key, const char *val);

#endif
