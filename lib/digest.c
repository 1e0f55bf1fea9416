// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "lib/digest.h"
#include "lib/hash.h"
#include "lib/hashmap.h"
#include "lib/strbuf.h"
#include "lib/vec.h"

void digest_bytes(const void *p, size_t len, struct digest *out)
{
	XXH128_hash_t h = XXH3_128bits(p, len);

	out->hi = h.high64;
	out->lo = h.low64;
}

/* What identifies one state of one file for the memo. */
struct seen {
	uint64_t dev, ino;
	int64_t size, mtime, ctime;
	struct digest d;
};

static struct {
	VEC(struct seen) v;
	struct hashmap map;
} memo;

static void seen_of(const struct stat *st, struct seen *s)
{
	s->dev = st->st_dev;
	s->ino = st->st_ino;
	s->size = st->st_size;
	s->mtime = (int64_t)st->st_mtim.tv_sec * 1000000000 +
		   st->st_mtim.tv_nsec;
	s->ctime = (int64_t)st->st_ctim.tv_sec * 1000000000 +
		   st->st_ctim.tv_nsec;
}

static uint32_t seen_hash(const struct seen *s)
{
	uint64_t h = 0;

	h = hash_mix(h, s->dev);
	h = hash_mix(h, s->ino);
	h = hash_mix(h, (uint64_t)s->size);
	h = hash_mix(h, (uint64_t)s->mtime);
	h = hash_mix(h, (uint64_t)s->ctime);
	return hash_fold(h);
}

static int seen_eq(const void *data, uint32_t id, const void *key)
{
	const struct seen *a = &memo.v.v[id], *b = key;

	(void)data;
	return a->dev == b->dev && a->ino == b->ino && a->size == b->size &&
	       a->mtime == b->mtime && a->ctime == b->ctime;
}

/* Hash the open file `fd` of `size` bytes to its end: -1 if it moved. */
static int hash_fd(int fd, int64_t size, struct digest *out)
{
	XXH3_state_t *state = XXH3_createState();
	char buf[1 << 16];
	int64_t total = 0;
	ssize_t n;
	int ret = -1;

	if (!state) {
		errno = ENOMEM;
		return -1;
	}
	XXH3_128bits_reset(state);
	for (;;) {
		n = read(fd, buf, sizeof(buf));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		total += n;
		XXH3_128bits_update(state, buf, (size_t)n);
	}
	if (!n && total == size) {
		XXH128_hash_t h = XXH3_128bits_digest(state);

		out->hi = h.high64;
		out->lo = h.low64;
		ret = 0;
	} else if (!n) {
		/* written while we read: what we hashed is no state of it */
		errno = EAGAIN;
	}
	XXH3_freeState(state);
	return ret;
}

int file_digest(const char *path, const struct stat *st, struct digest *out)
{
	struct seen key;
	uint32_t id;
	int fd, ret;

	if (!S_ISREG(st->st_mode)) {
		errno = EINVAL;
		return -1;
	}
	seen_of(st, &key);
	id = hashmap_get(&memo.map, seen_hash(&key), seen_eq, NULL, &key);
	if (id != HASHMAP_NONE) {
		*out = memo.v.v[id].d;
		return 0;
	}
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ret = hash_fd(fd, key.size, out);
	close(fd);
	if (ret)
		return -1;
	key.d = *out;
	id = (uint32_t)memo.v.nr;
	VEC_PUSH(memo.v, key);
	hashmap_put(&memo.map, seen_hash(&key), id, seen_eq, NULL, &key);
	return 0;
}

static uint64_t seal_sum(const char *body, size_t len)
{
	return XXH3_64bits(body, len);
}

void digest_seal(struct strbuf *out, const char *magic, const char *body,
		 size_t len)
{
	strbuf_addf(out, "%s %zu %016" PRIx64 "\n", magic, len,
		    seal_sum(body, len));
}

int digest_unseal(const char *text, size_t n, const char *magic,
		  size_t *body)
{
	size_t m = strlen(magic);
	const char *nl = memchr(text, '\n', n);
	unsigned long long len, sum;
	int used = 0;

	if (!nl || n <= m || memcmp(text, magic, m) || text[m] != ' ' ||
	    sscanf(text + m, " %llu %llx%n", &len, &sum, &used) != 2 ||
	    text + m + used != nl)
		return -1;
	*body = (size_t)(nl + 1 - text);
	if (n - *body != len || seal_sum(text + *body, (size_t)len) != sum)
		return -1;
	return 0;
}

void digest_hex(const struct digest *d, char out[DIGEST_HEX])
{
	snprintf(out, DIGEST_HEX, "%016" PRIx64 "%016" PRIx64, d->hi, d->lo);
}

int digest_parse(const char *s, struct digest *out)
{
	uint64_t v[2] = { 0, 0 };
	int i;

	for (i = 0; i < 32; i++) {
		int c = s[i], x;

		if (c >= '0' && c <= '9')
			x = c - '0';
		else if (c >= 'a' && c <= 'f')
			x = c - 'a' + 10;
		else
			return -1;
		v[i / 16] = v[i / 16] << 4 | (uint64_t)x;
	}
	if (s[32])
		return -1;
	out->hi = v[0];
	out->lo = v[1];
	return 0;
}
