/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_CACHE_H
#define INFER_CACHE_H

#include <clang-c/Index.h>

#include "infer/facts.h"

/*
 * The per-translation-unit facts cache.  One entry per unit, named by
 * cache_key(): the source, the whole clang command line, whatever else
 * the caller says changes the facts (the helper table, the roots), the
 * facts format and the endian binary itself (its size and mtime, so a
 * rebuilt tool never reuses old facts).  An entry holds the facts text
 * (facts_write) behind a header with its length and checksum; its `I`
 * records list every file the unit read with its mtime and size, and a
 * lookup is a miss as soon as one of them changed or went away.
 *
 * The directory is $ENDIAN_CACHE_DIR, else $XDG_CACHE_HOME/endian/facts,
 * else $HOME/.cache/endian/facts.  Entries are written to a temporary file
 * in the directory and renamed, so parallel runs and workers never see
 * half an entry.  Nothing is ever evicted: remove the directory to reclaim
 * the space.
 */
struct cache {
	char *dir;		/* heap; NULL when caching is off */
};

/*
 * Find or create the directory: 0, or -1 when caching is off (one
 * warning said why if the directory could not be created).
 */
int cache_open(struct cache *c);
void cache_close(struct cache *c);

/*
 * The key of a unit (32 hex digits, heap): `src` absolute, `argv` the
 * clang arguments as parsed, `extra` anything else that changes the
 * facts (may be NULL).
 */
char *cache_key(const char *src, const char *const *argv, int argc,
		const char *extra);

/*
 * 1 and the entry's facts appended to `out` on a hit; 0 on a miss, which
 * includes a missing, stale, truncated or corrupt entry (never an error
 * message: the unit is just parsed again).
 */
int cache_lookup(const struct cache *c, const char *key, struct facts *out);

/* Store `f` (with its inputs, see below) under `key`; -1 on failure, silent. */
int cache_store(const struct cache *c, const char *key, const struct facts *f);

/* Where the overlay registry lives (heap): see overlay_save(). */
char *cache_overlay_path(const struct cache *c);

/*
 * Record in f->inputs every file `tu` read (the main file and all
 * headers, by their real absolute paths) with its size and digest now.
 * Call it on the parse the facts came from.
 */
void cache_record_inputs(struct facts *f, CXTranslationUnit tu);

/*
 * Has the file `path` changed since `f` was made?  1 when one of f's
 * input records names it (by its real path) and its bytes are not the
 * ones recorded, or it is gone; 0 otherwise, also when no record names
 * it.
 */
int cache_input_changed(const struct facts *f, const char *path);

#endif
