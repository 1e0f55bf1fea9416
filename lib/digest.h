/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_DIGEST_H
#define LIB_DIGEST_H

#include <stddef.h>
#include <stdint.h>

struct stat;

/*
 * Content digests: what the caches compare to tell that an input is the
 * one an entry was made from.  An mtime and a size say nothing after
 * `rsync -a`, `cp -p` or `tar x` put back a same-length edit with the
 * old time; the bytes do.  XXH3's 128-bit hash (libxxhash): fast enough
 * to hash every header of every unit a run looks up, and wide enough that
 * two inputs a cache will ever compare do not collide by accident.  Not
 * a defence against anyone who can write the cache: such a person can
 * write the facts themselves.
 */
struct digest {
	uint64_t hi, lo;
};

#define DIGEST_HEX 33	/* 32 hex digits and a NUL */

/* The digest of p[0..len). */
void digest_bytes(const void *p, size_t len, struct digest *out);

/*
 * The digest of the regular file `path`, whose stat(2) is `st` (the
 * caller has it already).  0, or -1 with errno set and no message when
 * it cannot be read whole (the caller treats the input as changed).
 * Remembered for the life of the process by device, inode, size, mtime
 * and ctime: ctime moves with every write and no tool can set it back,
 * so a file is read once however many units include it.  Not for use
 * from two threads at once.
 */
int file_digest(const char *path, const struct stat *st, struct digest *out);

static inline int digest_equal(const struct digest *a, const struct digest *b)
{
	return a->hi == b->hi && a->lo == b->lo;
}

/*
 * A cache entry sealed against damage: a line "MAGIC LEN SUM", LEN the
 * body's length and SUM 16 hex digits of its digest, then the body.
 * digest_seal() appends that line for body[0..len) to `out`;
 * digest_unseal() checks it at the start of text[0..n): 0 with the body's
 * offset in *body (its length is n - *body), or -1 when the line, the
 * length or the sum is wrong (a cut or damaged entry: a miss).
 */
struct strbuf;
void digest_seal(struct strbuf *out, const char *magic, const char *body,
		 size_t len);
int digest_unseal(const char *text, size_t n, const char *magic,
		  size_t *body);

/* As 32 lowercase hex digits, and back: 0, or -1 for anything else. */
void digest_hex(const struct digest *d, char out[DIGEST_HEX]);
int digest_parse(const char *s, struct digest *out);

#endif
