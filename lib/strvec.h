/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_STRVEC_H
#define LIB_STRVEC_H

#include <stddef.h>

/*
 * A NULL-terminated array of strings, in git's manner: `v` always ends
 * in a NULL (an empty strvec points at a shared empty array), so it can
 * be handed to execvp() or to any API taking `const char *const *`.
 * strvec_push() copies its string and the strvec owns the copies;
 * strvec_clear() frees them and leaves an empty, reusable strvec.
 */
struct strvec {
	const char **v;
	size_t nr, alloc;
};

extern const char *strvec_empty[];
#define STRVEC_INIT { strvec_empty, 0, 0 }

void strvec_init(struct strvec *sv);
/* Append a copy of `s`; returns the copy. */
const char *strvec_push(struct strvec *sv, const char *s);
/* Append the copy of each string of the NULL-terminated `v`. */
void strvec_pushv(struct strvec *sv, const char *const *v);
void strvec_clear(struct strvec *sv);

#endif
