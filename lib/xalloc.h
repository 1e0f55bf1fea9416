/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_XALLOC_H
#define LIB_XALLOC_H

#include <stddef.h>

/*
 * Allocation that cannot fail: on exhaustion these die() with a message,
 * so callers never check for NULL.  Everything returned is owned by the
 * caller and released with free().
 */
void *xmalloc(size_t size);
void *xcalloc(size_t nmemb, size_t size);
void *xrealloc(void *ptr, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
