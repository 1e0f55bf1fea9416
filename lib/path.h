/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_PATH_H
#define LIB_PATH_H

#include <stddef.h>

/*
 * Paths as strings; nothing here touches the file system except
 * path_readable_source().  Returned strings are the caller's (heap).
 */

/* The directory of `path`: "/" for a file at the root, "." for a bare name. */
char *path_dir(const char *path);

/* What follows the last '/' of `path` (a pointer into it). */
const char *path_last(const char *path);

/*
 * The extension of `path`'s last component, from its last '.' (a
 * pointer into it); its end when there is none, a leading dot (.config)
 * being no extension.
 */
const char *path_ext(const char *path);

/*
 * Shrink directory `dir` (absolute, modified in place) to the longest
 * directory that holds both it and directory `other`.
 */
void path_common_dir(char *dir, const char *other);

/* Is `path` one of the directories roots[0..nr) or under one of them? */
int path_under(const char *path, const char *const *roots, size_t nr);

/* Absolute `to` as seen from absolute directory `from`: "../inc/x.h". */
char *path_relative(const char *from, const char *to);

/*
 * `path` made absolute against the absolute directory `base` and
 * normalised as text: empty and "." components dropped, ".." removing
 * the one before it.  Symbolic links are not followed, so a path into a
 * tree of links stays in that tree.
 */
char *path_normalize(const char *base, const char *path);

/* The current directory, absolute (heap), or NULL when it has none. */
char *path_cwd(void);

/*
 * `path` relative to directory `dir` (absolute, or NULL) when it lies
 * below it, else as it is; without leading "./" either way (heap).
 */
char *path_below(const char *dir, const char *path);

/*
 * `path` as the user names it from here: relative to the current
 * directory when it lies below it, else as it is (heap).  The one path
 * convention of every line a run prints.
 */
char *path_from_cwd(const char *path);

/*
 * Is `path` a regular file we may read, of at most READ_LIMIT bytes
 * (lib/strbuf.h)?  Otherwise one error line, "cannot VERB 'path': not a
 * regular file", "...: larger than N MiB" or "cannot open ...", and -1.
 */
int path_readable_source(const char *path, const char *verb);

/*
 * Replace (or create) `path` with buf[0..len) atomically: written whole
 * into a temporary beside it, given `mode`, and renamed over it, so a
 * reader sees the old file or the new one and a failure leaves the old.
 * Returns -1 with one error line naming `name` (as the user knows the
 * file) on failure.
 */
int path_replace(const char *path, const char *name, const char *buf,
		 size_t len, unsigned mode);

/*
 * mkdir -p (mode 0700) of the directories above `path`, below its first
 * `top` bytes, a directory that exists; -1 with an error line.
 */
int path_make_parents(const char *path, size_t top);

/*
 * mkdir -p of directory `dir` itself and every one above it, each made
 * with `mode` (less the umask): 0, or -1 with errno set and nothing
 * printed, for callers that have their own message.
 */
int path_make_dirs(const char *dir, unsigned mode);

#endif
