// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/file.h"
#include "lib/inplace.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/xalloc.h"

#define JOURNAL_MAGIC "endian-in-place 1"
#define TMP_SUFFIX ".endian-new"

/* One step of a journal's life: where ENDIAN_TEST_INPLACE_KILL stops it. */
static void step(void)
{
	static long at = -2, n;
	const char *env;

	if (at == -2) {
		env = getenv("ENDIAN_TEST_INPLACE_KILL");
		at = env && *env ? strtol(env, NULL, 10) : -1;
	}
	if (at >= 0 && n++ == at)
		raise(SIGKILL);
}

/*
 * fsync the directory holding `path`, so that a rename in it lasts; with
 * `done`, only once for each directory (many files of a change share
 * one).
 */
static int sync_dir_of(const char *path, struct strset *done)
{
	char *dir = path_dir(path);
	int fd, ret = 0;

	if (done && !strset_add(done, dir, strlen(dir))) {
		free(dir);
		return 0;
	}
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 || fsync(fd))
		ret = -1;
	if (fd >= 0)
		close(fd);
	free(dir);
	return ret;
}

/* Append `line` to the journal and make it last. */
static int journal_append(struct inplace *t, const char *line)
{
	step();
	if (write_in_full(t->fd, line, strlen(line)) || fdatasync(t->fd))
		return error("cannot write '%s': %s", t->journal,
			     strerror(errno));
	return 0;
}

static char *journal_path(const char *dir)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s/" INPLACE_JOURNAL, dir);
	return strbuf_detach(&sb);
}

/* The pairs of journal text `text` (cut in place): temporary, file. */
static size_t journal_pairs(char *text, char ***tmps, char ***paths,
			    int *committed)
{
	size_t nr = 0, alloc = 0;
	char *line = text, *nl;

	*tmps = *paths = NULL;
	*committed = 0;
	/* a line without its newline was cut by the kill: it never was */
	for (; (nl = strchr(line, '\n')); line = nl + 1) {
		char *tab;

		*nl = '\0';
		if (!strcmp(line, "commit")) {
			*committed = 1;
			continue;
		}
		if (line[0] != 'T' || line[1] != '\t' ||
		    !(tab = strchr(line + 2, '\t')))
			continue;
		*tab = '\0';
		if (nr == alloc) {
			alloc = alloc ? 2 * alloc : 8;
			*tmps = xrealloc(*tmps, alloc * sizeof(**tmps));
			*paths = xrealloc(*paths, alloc * sizeof(**paths));
		}
		(*tmps)[nr] = line + 2;
		(*paths)[nr] = tab + 1;
		nr++;
	}
	return nr;
}

int inplace_recover(const char *dir, int repair)
{
	struct strbuf sb = STRBUF_INIT;
	struct strset synced = STRSET_INIT;
	char *journal = journal_path(dir), **tmps, **paths;
	size_t i, nr, done = 0;
	int committed, ret = 0;
	struct stat st;

	if (lstat(journal, &st)) {
		free(journal);
		return 0;
	}
	/* its lines are renames to do: only this user's own */
	if (!S_ISREG(st.st_mode) || st.st_uid != geteuid()) {
		ret = error("'%s' is not a journal this user wrote; remove it "
			    "by hand", journal);
		free(journal);
		return ret;
	}
	if (!repair) {
		fprintf(stderr, "warning: '%s': an --in-place change was "
			"interrupted; run with --in-place again to repair it\n",
			journal);
		free(journal);
		return 1;
	}
	if (strbuf_read_file(&sb, journal)) {
		free(journal);
		return -1;
	}
	if (sb.len <= strlen(JOURNAL_MAGIC) &&
	    !strncmp(sb.buf, JOURNAL_MAGIC, sb.len)) {
		/* killed before its first line: no file was touched */
		unlink(journal);
		sync_dir_of(journal, NULL);
		goto out;
	}
	if (strncmp(sb.buf, JOURNAL_MAGIC "\n", strlen(JOURNAL_MAGIC) + 1)) {
		ret = error("'%s' is no journal of endian's; remove it by hand",
			    journal);
		goto out;
	}
	nr = journal_pairs(sb.buf + strlen(JOURNAL_MAGIC) + 1, &tmps, &paths,
			   &committed);
	for (i = 0; i < nr; i++) {
		size_t n = strlen(paths[i]);

		if (strncmp(tmps[i], paths[i], n) ||
		    strcmp(tmps[i] + n, TMP_SUFFIX) || paths[i][0] != '/') {
			ret = error("'%s' is no journal of endian's; remove it "
				    "by hand", journal);
			goto done;
		}
	}
	for (i = 0; i < nr; i++) {
		if (lstat(tmps[i], &st))
			continue;	/* renamed already, or never made */
		if (!S_ISREG(st.st_mode)) {
			ret = error("'%s' is not the file endian wrote; "
				    "remove it by hand", tmps[i]);
			continue;
		}
		if (!committed) {
			unlink(tmps[i]);
		} else if (rename(tmps[i], paths[i])) {
			ret = error("cannot finish the interrupted change of "
				    "'%s': %s", paths[i], strerror(errno));
		} else {
			sync_dir_of(paths[i], &synced);
			done++;
		}
	}
	if (!ret) {
		unlink(journal);
		sync_dir_of(journal, NULL);
		if (committed)
			fprintf(stderr, "endian: finished an interrupted "
				"--in-place change of %zu file%s (%zu replaced "
				"now)\n", nr, nr == 1 ? "" : "s", done);
		else
			fprintf(stderr, "endian: rolled back an interrupted "
				"--in-place change: no file was replaced\n");
	}
done:
	strset_release(&synced);
	free(tmps);
	free(paths);
out:
	strbuf_release(&sb);
	free(journal);
	return ret;
}

int inplace_begin(struct inplace *t, const char *dir)
{
	memset(t, 0, sizeof(*t));
	t->fd = -1;
	t->journal = journal_path(dir);
	return 0;
}

/* The journal, made by the first file added: a change of none has none. */
static int journal_open(struct inplace *t)
{
	step();
	t->fd = open(t->journal, O_WRONLY | O_CREAT | O_EXCL | O_APPEND |
		     O_CLOEXEC | O_NOFOLLOW, 0644);
	if (t->fd < 0)
		return error("cannot create '%s': %s", t->journal,
			     strerror(errno));
	if (journal_append(t, JOURNAL_MAGIC "\n") || sync_dir_of(t->journal, NULL)) {
		close(t->fd);
		t->fd = -1;
		unlink(t->journal);
		return -1;
	}
	return 0;
}

/* Why `st` cannot be replaced by a file of this process, or NULL. */
static const char *refusal(const struct stat *st, struct strbuf *why)
{
	if (!S_ISREG(st->st_mode))
		return "not a regular file";
	if (!(st->st_mode & S_IWUSR))
		return "read-only (chmod u+w to let endian replace it)";
	if (st->st_nlink > 1) {
		unsigned long n = (unsigned long)st->st_nlink - 1;

		strbuf_addf(why, "it has %lu other hard link%s, which a new "
			    "file would break (edit a copy, or use -o)", n,
			    n == 1 ? "" : "s");
		return why->buf;
	}
	return NULL;
}

/*
 * Write the temporary `tmp` with buf[0..len), the mode and owner of `st`
 * (NULL: a new file).  On failure nothing is left of it.
 */
static int write_tmp(const char *tmp, const char *name, const char *buf,
		     size_t len, const struct stat *st)
{
	int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC |
		      O_NOFOLLOW, st ? 0600 : 0666);

	/* O_EXCL: whatever is there is not ours to remove */
	if (fd < 0)
		return error("cannot write '%s': %s", tmp, strerror(errno));
	step();
	if (write_in_full(fd, buf, len) ||
	    (st && fchmod(fd, st->st_mode & 07777))) {
		error("cannot write '%s': %s", tmp, strerror(errno));
		goto fail;
	}
	if (st && (st->st_uid != geteuid() || st->st_gid != getegid()) &&
	    fchown(fd, st->st_uid, st->st_gid)) {
		error("cannot replace '%s': cannot give the new file its owner "
		      "%lu:%lu: %s", name, (unsigned long)st->st_uid,
		      (unsigned long)st->st_gid, strerror(errno));
		goto fail;
	}
	step();
	if (fsync(fd)) {
		error("cannot write '%s': %s", tmp, strerror(errno));
		goto fail;
	}
	if (close(fd)) {
		error("cannot write '%s': %s", tmp, strerror(errno));
		unlink(tmp);
		return -1;
	}
	return 0;
fail:
	close(fd);
	unlink(tmp);
	return -1;
}

/* The absolute path of the new file `path`: its directory's real path. */
static char *new_file_path(const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	char *dir = path_dir(path), *real = realpath(dir, NULL);

	free(dir);
	if (!real)
		return NULL;
	strbuf_addf(&sb, "%s/%s", strcmp(real, "/") ? real : "",
		    path_last(path));
	free(real);
	return strbuf_detach(&sb);
}

/* Does `path` hold was[0..len) still? */
static int holds(const char *path, const char *was, size_t len)
{
	struct strbuf now = STRBUF_INIT;
	int same = !strbuf_read_file_quiet(&now, path) && now.len == len &&
		   !memcmp(now.buf, was, len);

	strbuf_release(&now);
	return same;
}

int inplace_add(struct inplace *t, const char *path, const char *name,
		const char *was, size_t was_len, const char *buf, size_t len)
{
	struct strbuf why = STRBUF_INIT, line = STRBUF_INIT;
	struct inplace_file f;
	const char *no;
	struct stat st;
	int exists, ret = -1;

	f.path = realpath(path, NULL);
	exists = f.path != NULL;
	if (!exists && errno != ENOENT)
		return error("cannot replace '%s': %s", name, strerror(errno));
	if (!exists && !(f.path = new_file_path(path)))
		return error("cannot create '%s': %s", name, strerror(errno));
	if (exists && stat(f.path, &st)) {
		error("cannot replace '%s': %s", name, strerror(errno));
		free(f.path);
		return -1;
	}
	if (t->fd < 0 && journal_open(t))
		goto fail;
	if (exists && (no = refusal(&st, &why))) {
		error("cannot replace '%s': %s", name, no);
		goto fail;
	}
	if (was && !(exists && holds(f.path, was, was_len))) {
		error("cannot replace '%s': it changed while endian ran", name);
		goto fail;
	}
	if (strpbrk(f.path, "\t\n")) {
		error("cannot replace '%s': a tab or newline in its path",
		      name);
		goto fail;
	}
	strbuf_addf(&line, "%s" TMP_SUFFIX, f.path);
	f.tmp = strbuf_detach(&line);
	f.name = xstrdup(name);
	/* in the journal before it exists: a kill leaves nothing unlisted */
	strbuf_addf(&line, "T\t%s\t%s\n", f.tmp, f.path);
	if (journal_append(t, line.buf)) {
		free(f.tmp);
		free(f.name);
		goto fail;
	}
	if (write_tmp(f.tmp, name, buf, len, exists ? &st : NULL)) {
		free(f.tmp);
		free(f.name);
		goto fail;
	}
	VEC_PUSH(t->files, f);
	ret = 0;
	goto out;
fail:
	free(f.path);
out:
	strbuf_release(&why);
	strbuf_release(&line);
	return ret;
}

static void release(struct inplace *t)
{
	size_t i;

	for (i = 0; i < t->files.nr; i++) {
		free(t->files.v[i].path);
		free(t->files.v[i].tmp);
		free(t->files.v[i].name);
	}
	VEC_FREE(t->files);
	if (t->fd >= 0)
		close(t->fd);
	t->fd = -1;
	free(t->journal);
	t->journal = NULL;
}

int inplace_commit(struct inplace *t)
{
	struct strset synced = STRSET_INIT;
	size_t i;
	int ret = 0;

	if (t->fd < 0) {
		release(t);
		return 0;
	}
	if (journal_append(t, "commit\n")) {
		inplace_abort(t);
		return -1;
	}
	for (i = 0; i < t->files.nr; i++) {
		const struct inplace_file *f = &t->files.v[i];

		step();
		if (rename(f->tmp, f->path))
			ret = error("cannot replace '%s': %s; the next "
				    "--in-place run finishes the change",
				    f->name, strerror(errno));
	}
	for (i = 0; i < t->files.nr; i++)
		sync_dir_of(t->files.v[i].path, &synced);
	strset_release(&synced);
	if (!ret) {
		step();
		unlink(t->journal);
		sync_dir_of(t->journal, NULL);
	}
	release(t);
	return ret;
}

void inplace_abort(struct inplace *t)
{
	size_t i;

	if (!t->journal)
		return;
	for (i = 0; i < t->files.nr; i++)
		unlink(t->files.v[i].tmp);
	if (t->fd >= 0)
		unlink(t->journal);
	release(t);
}
