/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_FILE_H
#define LIB_FILE_H

#include <stddef.h>
#include <stdint.h>

/*
 * Writing files and scratch directories, once for every command.  Each
 * function that fails says so in one error line naming the file and
 * returns -1 (or NULL), leaving nothing half-written behind.
 */

/*
 * write(2) all of buf[0..len) to `fd`, through short writes and EINTR.
 * Returns 0, or -1 with errno set (no message: the caller names the file).
 */
int write_in_full(int fd, const void *buf, size_t len);

enum file_create_flags {
	/*
	 * fsync() before closing: for what the user keeps (a series, a
	 * header); scratch copies, thousands at a time, go without.
	 */
	FILE_SYNC = 1 << 0,
};

/* Create `path`, which must not exist, holding buf[0..len), as `mode`. */
int file_create(const char *path, const void *buf, size_t len,
		unsigned mode, enum file_create_flags flags);

/*
 * Copy the regular file `name` of directory `from` into directory `to`,
 * where it must not exist, as a file of its own: a clone of its blocks
 * where the file system shares them copy-on-write, else its bytes.  Its
 * mode (with the owner's write bit) and times come along.  -1 with errno
 * set and nothing left behind on failure (no message: the caller names
 * the file).
 */
int file_copy_at(int from, const char *name, int to);

/*
 * A new directory, private to the caller, for scratch files: under
 * $TMPDIR (or /tmp), named "endian-WHAT.XXXXXX".  The path is the
 * caller's (heap); remove_tree() removes it.
 */
char *scratch_dir_create(const char *what);

/*
 * rm -rf `path`, never following a symbolic link out of it (a scratch
 * tree of links into the user's tree must not take the tree along);
 * errors are ignored.
 */
void remove_tree(const char *path);

/*
 * Leave scratch directory `path` to the user (verify --keep): no signal
 * removes it.  remove_tree() forgets what it removes by itself.
 */
void scratch_forget(const char *path);

/*
 * Remove every scratch directory this process made and has not removed,
 * for lib/signals.c on the way out: no directory is made after it (the
 * list stays locked), and nothing else of this file may be called.
 */
void scratch_remove_all(void);

/*
 * A file's mtime in nanoseconds, as the caches record it to tell that a
 * file changed.
 */
struct stat;
int64_t file_mtime_ns(const struct stat *st);
/*
 * Its ctime likewise: any write, and any change of its mtime, sets it
 * to the time of the change, and no call sets it back.
 */
int64_t file_ctime_ns(const struct stat *st);

/*
 * One of endian's caches, its directory created when missing: `sub`
 * NULL for the facts cache, which is $ENDIAN_CACHE_DIR, else
 * $XDG_CACHE_HOME/endian/facts, else $HOME/.cache/endian/facts; another
 * cache is the subdirectory `sub` of the facts cache.  The path (heap),
 * or NULL when caching is off: silently when there is nowhere to put it,
 * with one warning line when the directory cannot be used.
 */
char *cache_dir_open(const char *sub);

#endif
