// SPDX-License-Identifier: GPL-2.0-only
/*
 * The scratch directory of a run ($TMPDIR/endian-verify.XXXXXX) and its
 * tree/: made, filled with a copy of the root (files of its own), and
 * removed; paths between the root and the copy;
 * copying and comparing files there.  verify.c's opening comment says
 * what else lives in the scratch directory.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/file.h"
#include "lib/path.h"
#include "lib/pch.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"
#include "verify/verify-internal.h"

/* DIR/REL (heap). */
char *sub_path(const char *dir, const char *rel)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s/%s", dir, rel);
	return strbuf_detach(&sb);
}

/* A file of the scratch directory, its name made from `fmt` and `n`. */
char *scratch_path(const struct verify *v, const char *fmt, size_t n)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s/", v->scratch);
	strbuf_addf(&sb, fmt, n);
	return strbuf_detach(&sb);
}

int copy_file(const char *from, const char *to)
{
	struct strbuf sb = STRBUF_INIT;
	struct stat st;
	int ret;

	if (stat(from, &st))
		return error("cannot open '%s': %s", from, strerror(errno));
	if (strbuf_read_file(&sb, from))
		return -1;
	ret = path_replace(to, to, sb.buf, sb.len, st.st_mode);
	strbuf_release(&sb);
	return ret;
}

/* 1 when the two files hold the same bytes, 0 when not, -1 on error. */
int is_layout(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
	       c == '\f' || c == '\v';
}

/* x and y the same but for where the blanks and line breaks are? */
static int same_but_layout(const struct strbuf *x, const struct strbuf *y)
{
	size_t i = 0, j = 0;

	for (;;) {
		while (i < x->len && is_layout(x->buf[i]))
			i++;
		while (j < y->len && is_layout(y->buf[j]))
			j++;
		if (i == x->len || j == y->len)
			return i == x->len && j == y->len;
		if (x->buf[i++] != y->buf[j++])
			return 0;
	}
}

/*
 * 1 when files a and b are the same, byte for byte or, with `layout`,
 * but for blanks and line breaks (spatch lays out a prototype it
 * rewrote as it likes: a long one goes over two lines), else 0; -1 when
 * one cannot be read.
 */
int compare_files(const char *a, const char *b, int layout)
{
	struct strbuf x = STRBUF_INIT, y = STRBUF_INIT;
	int ret;

	if (strbuf_read_file(&x, a) || strbuf_read_file(&y, b))
		ret = -1;
	else if (x.len == y.len && !memcmp(x.buf, y.buf, x.len))
		ret = 1;
	else
		ret = layout && same_but_layout(&x, &y);
	strbuf_release(&x);
	strbuf_release(&y);
	return ret;
}

int same_file(const char *a, const char *b)
{
	return compare_files(a, b, 0);
}

/* The root: the current directory, and $PWD when it spells it otherwise. */
int find_root(struct verify *v)
{
	const char *pwd = getenv("PWD");
	struct stat a, b;

	v->root = getcwd(NULL, 0);
	if (!v->root)
		return error("cannot find the current directory: %s",
			     strerror(errno));
	if (pwd && pwd[0] == '/' && strcmp(pwd, v->root) &&
	    !stat(pwd, &a) && !stat(".", &b) && a.st_dev == b.st_dev &&
	    a.st_ino == b.st_ino)
		v->alias = path_normalize("/", pwd);
	return 0;
}

int make_scratch(struct verify *v)
{
	struct strbuf sb = STRBUF_INIT;
	char *dir = scratch_dir_create("verify"), *obj, *sp, *pch_dir;
	int ret = 0;

	if (!dir)
		return -1;
	/* compile commands and clang see it spelled without links */
	v->scratch = realpath(dir, NULL);
	if (v->scratch)
		free(dir);
	else
		v->scratch = dir;
	v->tree = sub_path(v->scratch, "tree");
	/*
	 * Precompiled prefixes (lib/pch.h) of the scratch copy's own,
	 * removed with it: its paths are no other run's, and each patch
	 * would make stale the PCHs of prefixes that read what it changes.
	 */
	pch_dir = sub_path(v->scratch, "pch");
	if (pch_private(pch_dir))
		ret = -1;
	free(pch_dir);
	obj = sub_path(v->scratch, "obj");
	sp = sub_path(v->scratch, "spatch");
	if (mkdir(obj, 0700) || mkdir(sp, 0700))
		ret = error("cannot create '%s': %s", obj, strerror(errno));
	strbuf_addf(&sb, "-ffile-prefix-map=%s=%s", v->tree, v->root);
	v->prefix_map = strbuf_detach(&sb);
	free(obj);
	free(sp);
	return ret;
}

/*
 * The copy.  Each directory of the root it holds is made anew, each
 * regular file is a file of its own (file_copy_at(): a clone of its
 * blocks where the file system can, else its bytes), symbolic links are
 * as they are but that one naming the root by its absolute path names
 * the copy instead.  No inode is shared with the user's tree, and no
 * link leads back into it, so nothing a compile writes, whatever its
 * options, can reach it.
 *
 * It need not hold all of the root: reads.c gives it what the units
 * read (tree_add()), and farm_build() the rest when that is not enough.
 * A whole kernel tree is 95,000 files and costs half a minute; .git,
 * which no compiler reads, always stays out.
 */
struct farm {
	struct strbuf from;	/* the root's directory being copied */
	dev_t skip_dev;		/* the scratch directory, when inside root */
	ino_t skip_ino;
	const struct verify *v;
};

/* A symbolic link `target` of the root as the copy has it (heap). */
static char *link_target(const struct verify *v, const char *target)
{
	char *abs, *copy = NULL;

	/* a relative link resolves inside the copy */
	if (target[0] == '/') {
		abs = path_normalize("/", target);
		copy = in_tree(v, abs);
		free(abs);
	}
	return copy ? copy : xstrdup(target);
}

/*
 * Copy directory `from` into `to`, leaving what the copy holds already
 * as it is (a patched file stays patched).
 */
static int farm_dir(struct farm *f, int from, int to)
{
	DIR *d = fdopendir(from);
	struct dirent *e;
	int ret = 0;

	if (!d) {
		close(from);
		close(to);
		return error("cannot read '%s': %s", f->from.buf,
			     strerror(errno));
	}
	while (!ret && (e = readdir(d))) {
		const char *name = e->d_name;
		size_t len = f->from.len;
		struct stat st;

		if (!strcmp(name, ".") || !strcmp(name, ".."))
			continue;
		if (fstatat(dirfd(d), name, &st, AT_SYMLINK_NOFOLLOW))
			continue;
		strbuf_addf(&f->from, "/%s", name);
		if (S_ISDIR(st.st_mode)) {
			int sf, tf;

			/* no compiler reads .git; it holds many files */
			if (!strcmp(name, ".git") ||
			    (st.st_dev == f->skip_dev &&
			     st.st_ino == f->skip_ino))
				goto next;
			if (mkdirat(to, name, (st.st_mode & 0777) | 0700) &&
			    errno != EEXIST) {
				ret = error("cannot create a copy of '%s': %s",
					    f->from.buf, strerror(errno));
				goto next;
			}
			sf = openat(dirfd(d), name,
				    O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
			if (sf < 0)	/* unreadable: nothing a build reads */
				goto next;
			tf = openat(to, name,
				    O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
			if (tf < 0) {
				close(sf);
				ret = error("cannot open the copy of '%s': %s",
					    f->from.buf, strerror(errno));
				goto next;
			}
			ret = farm_dir(f, sf, tf);
		} else if (S_ISREG(st.st_mode)) {
			/* unreadable: nothing a build reads */
			if (file_copy_at(dirfd(d), name, to) &&
			    errno != EACCES && errno != EEXIST)
				ret = error("cannot copy '%s': %s", f->from.buf,
					    strerror(errno));
		} else if (S_ISLNK(st.st_mode)) {
			char target[PATH_MAX], *copy;
			ssize_t n = readlinkat(dirfd(d), name, target,
					       sizeof(target) - 1);

			if (n < 0)
				goto next;
			target[n] = '\0';
			copy = link_target(f->v, target);
			if (symlinkat(copy, to, name) && errno != EEXIST)
				ret = error("cannot copy the link '%s': %s",
					    f->from.buf, strerror(errno));
			free(copy);
		}
		/* sockets, fifos and devices: nothing a compiler reads */
next:
		f->from.len = len;
		f->from.buf[len] = '\0';
	}
	closedir(d);
	close(to);
	return ret;
}

int farm_build(struct verify *v)
{
	struct farm f = { STRBUF_INIT, 0, 0, v };
	struct stat st;
	int from, to;

	if (!stat(v->scratch, &st)) {
		f.skip_dev = st.st_dev;
		f.skip_ino = st.st_ino;
	}
	if (mkdir(v->tree, 0700) && errno != EEXIST)
		return error("cannot create '%s': %s", v->tree,
			     strerror(errno));
	from = open(v->root, O_RDONLY | O_DIRECTORY);
	if (from < 0)
		return error("cannot read '%s': %s", v->root, strerror(errno));
	to = open(v->tree, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
	if (to < 0) {
		close(from);
		return error("cannot open '%s': %s", v->tree, strerror(errno));
	}
	strbuf_addstr(&f.from, v->root);
	if (farm_dir(&f, from, to)) {
		strbuf_release(&f.from);
		return -1;
	}
	strbuf_release(&f.from);
	v->partial = 0;
	return 0;
}

const char *root_rel(const struct verify *v, const char *path)
{
	size_t n = strlen(v->root), s = strlen(v->scratch);

	if (strncmp(path, v->root, n) || (path[n] && path[n] != '/'))
		return NULL;
	/* the scratch directory, when it is inside the root */
	if (!strncmp(path, v->scratch, s) && (!path[s] || path[s] == '/'))
		return NULL;
	return path[n] ? path + n + 1 : path + n;
}

/* Copy the regular file `real` (absolute, in the root) to tree/REL. */
static int add_file(const struct verify *v, const char *real, const char *rel)
{
	char *dir = path_dir(real), *to = sub_path(v->tree, rel);
	char *to_dir = path_dir(to);
	int from = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	int into = open(to_dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
			O_CLOEXEC);
	int ret = 0;

	if (from < 0 || into < 0 ||
	    (file_copy_at(from, real + strlen(dir) + 1, into) &&
	     errno != EEXIST))
		ret = error("cannot copy '%s': %s", real, strerror(errno));
	if (from >= 0)
		close(from);
	if (into >= 0)
		close(into);
	free(dir);
	free(to);
	free(to_dir);
	return ret;
}

enum { MAX_LINKS = 40 };	/* as many as the kernel follows */

/* Drop the last component of `real` (absolute, without links). */
static void real_up(struct strbuf *real)
{
	while (real->len > 1 && real->buf[real->len - 1] != '/')
		real->len--;
	if (real->len > 1)
		real->len--;
	real->buf[real->len] = '\0';
}

/*
 * Make in the copy the symbolic link `real` (REL in the root) with
 * `target`.
 */
static int add_link(const struct verify *v, const char *real, const char *rel,
		    const char *target)
{
	char *to = sub_path(v->tree, rel), *copy = link_target(v, target);
	int ret = 0;

	if (symlink(copy, to) && errno != EEXIST)
		ret = error("cannot copy the link '%s': %s", real,
			    strerror(errno));
	free(copy);
	free(to);
	return ret;
}

/*
 * Walk `path` as the kernel would, in the root, from `real` (a directory
 * without links): each directory and link it passes inside the root is
 * made in the copy, and a regular file it ends at is copied.  A path
 * that leads nowhere copies nothing.
 */
static int walk_add(struct verify *v, struct strbuf *real, const char *path)
{
	struct strbuf rest = STRBUF_INIT;
	size_t at = 0, links = 0;
	int ret = 0;

	strbuf_addstr(&rest, path);
	while (!ret && at < rest.len) {
		size_t n = strcspn(rest.buf + at, "/"), len = real->len;
		char target[PATH_MAX];
		const char *rel;
		struct stat st;
		ssize_t tn;

		if (!n || (n == 1 && rest.buf[at] == '.')) {
			at += n + 1;
			continue;
		}
		if (n == 2 && !strncmp(rest.buf + at, "..", 2)) {
			at += n + 1;
			real_up(real);
			continue;
		}
		if (real->len > 1)
			strbuf_addch(real, '/');
		strbuf_add(real, rest.buf + at, n);
		at += n + (rest.buf[at + n] == '/');
		if (lstat(real->buf, &st))
			break;
		rel = root_rel(v, real->buf);
		if (S_ISLNK(st.st_mode)) {
			struct strbuf next = STRBUF_INIT;

			tn = readlink(real->buf, target, sizeof(target) - 1);
			if (tn < 0 || ++links > MAX_LINKS)
				break;
			target[tn] = '\0';
			if (rel && *rel)
				ret = add_link(v, real->buf, rel, target);
			/* on from the link's directory, or from / */
			real->len = target[0] == '/' ? 1 : len;
			real->buf[real->len] = '\0';
			strbuf_addf(&next, "%s/%s", target, rest.buf + at);
			strbuf_release(&rest);
			rest = next;
			at = 0;
		} else if (S_ISDIR(st.st_mode)) {
			char *to;

			if (!rel || !*rel)
				continue;
			to = sub_path(v->tree, rel);
			if (mkdir(to, (st.st_mode & 0777) | 0700) &&
			    errno != EEXIST)
				ret = error("cannot create a copy of '%s': %s",
					    real->buf, strerror(errno));
			free(to);
		} else {
			/* a file, or what no compiler reads */
			if (S_ISREG(st.st_mode) && at >= rest.len && rel)
				ret = add_file(v, real->buf, rel);
			break;
		}
	}
	strbuf_release(&rest);
	return ret;
}

int tree_add(struct verify *v, const char *dir, const char *path)
{
	struct strbuf real = STRBUF_INIT;
	char *abs;
	int ret;

	if (!v->partial)
		return 0;
	abs = path[0] == '/' ? xstrdup(path) : sub_path(dir, path);
	if (strset_has(&v->added, abs, strlen(abs))) {
		free(abs);
		return 0;
	}
	strset_add(&v->added, abs, strlen(abs));
	strbuf_addch(&real, '/');
	ret = walk_add(v, &real, abs);
	free(abs);
	strbuf_release(&real);
	return ret;
}

/*
 * `path` (absolute, normalised) seen in the scratch tree: the same path
 * below tree/ when it lies in the root (or the root's $PWD spelling),
 * else NULL.  Heap.
 */
char *in_tree(const struct verify *v, const char *path)
{
	const char *roots[2] = { v->root, v->alias };
	int i;

	for (i = 0; i < 2; i++) {
		size_t n = roots[i] ? strlen(roots[i]) : 0;
		struct strbuf sb = STRBUF_INIT;

		if (!n || strncmp(path, roots[i], n) ||
		    (path[n] && path[n] != '/'))
			continue;
		strbuf_addf(&sb, "%s%s", v->tree, path + n);
		return strbuf_detach(&sb);
	}
	return NULL;
}

/* A path below tree/ as the root names it, or NULL when it is not. */
const char *tree_rel(const struct verify *v, const char *path)
{
	size_t n = strlen(v->tree);

	if (strncmp(path, v->tree, n) || path[n] != '/')
		return NULL;
	return path + n + 1;
}

/*
 * Make `rel` of the scratch tree safe for patch to write: a symbolic
 * link copied from the root (which may lead into the user's tree) is
 * replaced by a copy of what it names.  A file the patches create is
 * not there yet.
 */
int tree_unshare(struct verify *v, const char *rel)
{
	char *path = sub_path(v->tree, rel), *dir = path_dir(path), *real;
	struct stat st;
	int ret = 0;

	/*
	 * A copied symbolic link to a directory may lead out of the copy:
	 * nothing may be written behind it.  Within the copy it would write
	 * a file the units read by another name, which no unit would then
	 * be checked for.
	 */
	while (!(real = realpath(dir, NULL)) && errno == ENOENT) {
		char *up = path_dir(dir);

		free(dir);
		dir = up;
	}
	if (!real || (strcmp(real, v->tree) && !tree_rel(v, real)))
		ret = error("cannot patch '%s': a symbolic link leads it "
			    "out of the scratch copy", rel);
	else if (strcmp(real, dir))
		ret = error("cannot patch '%s': a symbolic link leads it to "
			    "'%s%s'; name the file by its own path", rel,
			    strcmp(real, v->tree) ? tree_rel(v, real) : "",
			    path + strlen(dir) + !strcmp(real, v->tree));
	else if (lstat(path, &st)) {
		if (errno != ENOENT)
			ret = error("cannot open '%s': %s", rel,
				    strerror(errno));
	} else if (S_ISDIR(st.st_mode)) {
		ret = error("a patch names the directory '%s'", rel);
	} else if (S_ISLNK(st.st_mode)) {
		ret = copy_file(path, path);
	}
	free(real);
	free(dir);
	free(path);
	return ret;
}
