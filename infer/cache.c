// SPDX-License-Identifier: GPL-2.0-only
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "infer/cache.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/digest.h"
#include "lib/file.h"
#include "lib/hash.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/vec.h"
#include "lib/xalloc.h"

/*
 * Bumped when the entry layout changes.  The facts format is named too
 * (facts.c writes "endian-facts 8"), though the tool stamp in every key
 * already keeps a rebuilt binary from reading old entries.
 */
#define CACHE_MAGIC "endian-cache 2"
#define FACTS_FORMAT "endian-facts 8"

int cache_open(struct cache *c)
{
	c->dir = cache_dir_open(NULL);
	return c->dir ? 0 : -1;
}

void cache_close(struct cache *c)
{
	free(c->dir);
	c->dir = NULL;
}

char *cache_overlay_path(const struct cache *c)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s/overlays", c->dir);
	return strbuf_detach(&sb);
}

/*
 * The running binary's digest: facts depend on the code that made them,
 * and a version number would be forgotten.
 */
static void h_tool(struct hash128 *h)
{
	static struct digest tool;
	static int known;
	struct stat st;

	if (!known && !stat("/proc/self/exe", &st) &&
	    !file_digest("/proc/self/exe", &st, &tool))
		known = 1;
	hash128_add(h, &tool, sizeof(tool));
}

char *cache_key(const char *src, const char *const *argv, int argc,
		const char *extra)
{
	struct hash128 h;
	uint64_t n = (uint64_t)argc;
	char *key = xmalloc(33);
	int i;

	hash128_init(&h);
	hash128_str(&h, CACHE_MAGIC);
	hash128_str(&h, FACTS_FORMAT);
	h_tool(&h);
	hash128_str(&h, src);
	hash128_add(&h, &n, sizeof(n));
	for (i = 0; i < argc; i++)
		hash128_str(&h, argv[i]);
	hash128_str(&h, extra);
	hash128_hex(&h, key);
	return key;
}

static char *entry_path(const struct cache *c, const char *key)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s/%s.facts", c->dir, key);
	return strbuf_detach(&sb);
}

/* Has input `in` other bytes now, or is it gone? */
static int input_stale(const struct facts *f, const struct finput *in)
{
	struct digest now;
	struct stat st;

	return in->size < 0 || in->file >= f->files.nr ||
	       stat(f->files.v[in->file], &st) ||
	       (int64_t)st.st_size != in->size ||
	       file_digest(f->files.v[in->file], &st, &now) ||
	       !digest_equal(&now, &in->digest);
}

/* Every input still holds the bytes it held. */
static int inputs_fresh(const struct facts *f)
{
	size_t i;

	for (i = 0; i < f->inputs.nr; i++)
		if (input_stale(f, &f->inputs.v[i]))
			return 0;
	/* An entry that recorded no inputs cannot be checked: a miss. */
	return f->inputs.nr > 0;
}

int cache_input_changed(const struct facts *f, const char *path)
{
	char *real = realpath(path, NULL);
	size_t i;
	int changed = 0;

	for (i = 0; real && i < f->inputs.nr; i++) {
		const struct finput *in = &f->inputs.v[i];

		if (in->file < f->files.nr &&
		    !strcmp(f->files.v[in->file], real)) {
			changed = input_stale(f, in);
			break;
		}
	}
	free(real);
	return changed;
}

int cache_lookup(const struct cache *c, const char *key, struct facts *out)
{
	struct strbuf sb = STRBUF_INIT;
	struct facts tmp = FACTS_INIT;
	char *path;
	size_t body;
	int hit = 0;
	FILE *in;

	if (!c->dir)
		return 0;
	path = entry_path(c, key);
	/* quiet: a missing or unreadable entry is a miss */
	if (strbuf_read_file_quiet(&sb, path))
		goto out;
	/*
	 * The header's length and checksum catch a cut or damaged entry
	 * before facts_read() would complain about it.
	 */
	if (digest_unseal(sb.buf, sb.len, CACHE_MAGIC, &body))
		goto out;
	in = fmemopen(sb.buf + body, sb.len - body, "r");
	if (!in)
		goto out;
	if (!facts_read(&tmp, in, path) && inputs_fresh(&tmp))
		hit = 1;
	fclose(in);
	if (hit) {
		if (!out->files.nr && !out->slots.nr && !out->strings.nr) {
			facts_release(out);
			*out = tmp;
			tmp = (struct facts)FACTS_INIT;
		} else {
			facts_merge(out, &tmp);
		}
	}
out:
	facts_release(&tmp);
	strbuf_release(&sb);
	free(path);
	return hit;
}

int cache_store(const struct cache *c, const char *key, const struct facts *f)
{
	char *text = NULL, *path = NULL;
	struct strbuf tmp = STRBUF_INIT, head = STRBUF_INIT;
	size_t len = 0;
	FILE *mem, *out = NULL;
	int fd, ret = -1;

	if (!c->dir)
		return -1;
	mem = open_memstream(&text, &len);
	if (!mem)
		return -1;
	if (facts_write(f, mem)) {
		fclose(mem);
		goto out;
	}
	if (fclose(mem))
		goto out;
	path = entry_path(c, key);
	strbuf_addf(&tmp, "%s.XXXXXX", path);
	fd = mkstemp(tmp.buf);
	if (fd < 0)
		goto out;
	/* mkstemp() makes it private; a shared cache directory needs 0644. */
	fchmod(fd, 0644);
	out = fdopen(fd, "w");
	if (!out) {
		close(fd);
		unlink(tmp.buf);
		goto out;
	}
	digest_seal(&head, CACHE_MAGIC, text, len);
	fwrite(head.buf, 1, head.len, out);
	fwrite(text, 1, len, out);
	if (ferror(out) | fclose(out) || rename(tmp.buf, path)) {
		unlink(tmp.buf);
		goto out;
	}
	ret = 0;
out:
	free(text);
	free(path);
	strbuf_release(&tmp);
	strbuf_release(&head);
	return ret;
}

static int cmp_file(const void *a, const void *b)
{
	CXFile x = *(const CXFile *)a, y = *(const CXFile *)b;

	return x < y ? -1 : x > y;
}

static void input_visit(CXFile file, void *data)
{
	VEC(CXFile) *files = data;

	VEC_PUSH(*files, file);
}

static void add_input(struct facts *f, CXFile file)
{
	struct finput fi;
	struct stat st;
	char *name, *real;

	/*
	 * clang names files relative to -working-directory; stat needs the
	 * path it really opened.
	 */
	name = cx_file_path(file);
	real = realpath(name, NULL);
	fi.file = facts_file(f, real ? real : name);
	/* A file that cannot be read now makes the entry a miss later. */
	fi.size = -1;
	if (real && !stat(real, &st) && !file_digest(real, &st, &fi.digest))
		fi.size = (int64_t)st.st_size;
	VEC_PUSH(f->inputs, fi);
	free(real);
	free(name);
}

void cache_record_inputs(struct facts *f, CXTranslationUnit tu)
{
	VEC(CXFile) files = { NULL, 0, 0 };
	size_t i;

	/* Each file is reported once per #include of it. */
	cx_files_read(tu, input_visit, &files);
	if (files.nr)
		qsort(files.v, files.nr, sizeof(*files.v), cmp_file);
	for (i = 0; i < files.nr; i++)
		if (!i || files.v[i] != files.v[i - 1])
			add_input(f, files.v[i]);
	VEC_FREE(files);
}
