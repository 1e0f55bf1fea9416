/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_HASH_H
#define LIB_HASH_H

#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/*
 * The one hash of bytes and strings, and the one mixer of integers.
 *
 * Bytes hash with FNV-1a 64: simple, good enough for table keys (paths,
 * USRs, names), and already the hash behind helpers_digest(), whose
 * value is part of every cache key.  Tables keep 32 bits of a hash
 * (lib/hashmap.h): hash_fold() xors the halves so that the low bits a
 * table masks with depend on every byte.  Records of several integers
 * (facts.c's dedupe sets) hash with hash_mix(), which costs one multiply
 * a word instead of eight.
 *
 * None of this is cryptographic: a hash may collide, and every table
 * compares keys.  Everything is inline, as the callers hash in their
 * inner loops.
 */

#define HASH_INIT 0xcbf29ce484222325ull	/* FNV-1a 64 offset basis */
#define HASH_PRIME 0x100000001b3ull

/* Continue the FNV-1a 64 hash `h` over p[0..len). */
static inline uint64_t hash_more(uint64_t h, const void *p, size_t len)
{
	const unsigned char *s = p;

	while (len--)
		h = (h ^ *s++) * HASH_PRIME;
	return h;
}

/* FNV-1a 64 of p[0..len). */
static inline uint64_t hash_bytes(const void *p, size_t len)
{
	return hash_more(HASH_INIT, p, len);
}

/* FNV-1a 64 of a C string, without its NUL: hash_bytes(s, strlen(s)). */
static inline uint64_t hash_str(const char *s)
{
	uint64_t h = HASH_INIT;

	while (*s)
		h = (h ^ (unsigned char)*s++) * HASH_PRIME;
	return h;
}

/* The 32 bits of `h` that a table keeps. */
static inline uint32_t hash_fold(uint64_t h)
{
	return (uint32_t)(h ^ (h >> 32));
}

/*
 * Fold one more word `v` into the hash `h` of a record: start from 0 and
 * mix each field in turn (pointers as uintptr_t, for interned strings).
 * Boost's hash_combine, then a multiply and xorshift from splitmix64's
 * finaliser, so that fields differing in one low bit still spread over
 * the whole table.
 */
static inline uint64_t hash_mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	h *= 0xbf58476d1ce4e5b9ull;
	return h ^ (h >> 31);
}

/*
 * A 128-bit name for a cache entry: FNV-1a 64 over the same bytes from
 * two bases.  Not a defence against anyone, only wide enough that no two
 * of the entries a cache will ever hold share a name.
 */
struct hash128 {
	uint64_t a, b;
};

static inline void hash128_init(struct hash128 *h)
{
	h->a = HASH_INIT;
	h->b = 0x84222325cbf29ce4ull;
}

static inline void hash128_add(struct hash128 *h, const void *p, size_t len)
{
	h->a = hash_more(h->a, p, len);
	h->b = hash_more(h->b, p, len);
}

/*
 * A string with its length first, so that no two lists of strings
 * collide; NULL differs from "".
 */
static inline void hash128_str(struct hash128 *h, const char *s)
{
	uint64_t n = s ? strlen(s) : UINT64_MAX;

	hash128_add(h, &n, sizeof(n));
	if (s)
		hash128_add(h, s, (size_t)n);
}

/* The name as 32 hex digits and a NUL. */
static inline void hash128_hex(const struct hash128 *h, char out[33])
{
	snprintf(out, 33, "%016" PRIx64 "%016" PRIx64, h->a, h->b);
}

#endif
