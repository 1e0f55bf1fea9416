// SPDX-License-Identifier: GPL-2.0-only
/* copy_file_range() */
#define _GNU_SOURCE

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <linux/fs.h>

#include "diag.h"
#include "file.h"
#include "path.h"
#include "strbuf.h"
#include "vec.h"
#include "xalloc.h"

int write_in_full(int fd, const void *buf, size_t len)
{
	const char *p = buf;

	while (len) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

/* The bytes of `in` into `out`, in the kernel where it can. */
static int copy_bytes(int in, int out)
{
	char buf[65536];

	for (;;) {
		ssize_t n = copy_file_range(in, NULL, out, NULL, 1 << 30, 0);

		if (n > 0)
			continue;
		if (!n)
			return 0;
		if (errno == EINTR)
			continue;
		if (errno != EXDEV && errno != EINVAL && errno != ENOSYS &&
		    errno != EOPNOTSUPP)
			return -1;
		break;	/* not between these two: by hand, from where it is */
	}
	for (;;) {
		ssize_t n = read(in, buf, sizeof(buf));

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return (int)n;
		if (write_in_full(out, buf, (size_t)n))
			return -1;
	}
}

int file_copy_at(int from, const char *name, int to)
{
	struct timespec times[2];
	struct stat st;
	int in, out, ret = -1, err;

	in = openat(from, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	if (in < 0)
		return -1;
	if (fstat(in, &st))
		goto out_in;
	if (!S_ISREG(st.st_mode)) {
		errno = EINVAL;
		goto out_in;
	}
	out = openat(to, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
		     (st.st_mode & 0777) | 0200);
	if (out < 0)
		goto out_in;
	if (!ioctl(out, FICLONE, in) || !copy_bytes(in, out)) {
		times[0] = st.st_atim;
		times[1] = st.st_mtim;
		ret = futimens(out, times);
	}
	err = errno;
	if (close(out) && !ret) {
		ret = -1;
		err = errno;
	}
	if (ret)
		unlinkat(to, name, 0);
	errno = err;
out_in:
	err = errno;
	close(in);
	errno = err;
	return ret;
}

int file_create(const char *path, const void *buf, size_t len,
		unsigned mode, enum file_create_flags flags)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, (mode_t)mode);

	if (fd < 0)
		return error("cannot create '%s': %s", path, strerror(errno));
	if (write_in_full(fd, buf, len) ||
	    ((flags & FILE_SYNC) && fsync(fd))) {
		error("cannot write '%s': %s", path, strerror(errno));
		close(fd);
		unlink(path);
		return -1;
	}
	if (close(fd)) {
		error("cannot write '%s': %s", path, strerror(errno));
		unlink(path);
		return -1;
	}
	return 0;
}

/*
 * The scratch directories made and not yet removed, with the process
 * that made them: a forked worker has the list too, but they are its
 * parent's to remove.  The lock is for the thread that removes them all
 * on a signal (lib/signals.c) while the work goes on.
 */
struct scratch {
	char *path;
	pid_t owner;
};

static struct {
	pthread_mutex_t lock;
	VEC(struct scratch) v;
} scratch = { .lock = PTHREAD_MUTEX_INITIALIZER };

char *scratch_dir_create(const char *what)
{
	const char *tmp = getenv("TMPDIR");
	struct strbuf sb = STRBUF_INIT;
	struct scratch s;

	strbuf_addf(&sb, "%s/endian-%s.XXXXXX", tmp && *tmp ? tmp : "/tmp",
		    what);
	pthread_mutex_lock(&scratch.lock);
	if (!mkdtemp(sb.buf)) {
		pthread_mutex_unlock(&scratch.lock);
		error("cannot create a scratch directory in '%s': %s",
		      tmp && *tmp ? tmp : "/tmp", strerror(errno));
		strbuf_release(&sb);
		return NULL;
	}
	s.path = xstrdup(sb.buf);
	s.owner = getpid();
	VEC_PUSH(scratch.v, s);
	pthread_mutex_unlock(&scratch.lock);
	return strbuf_detach(&sb);
}

/*
 * Forget `path` if it is a scratch directory (by its inode: a caller may
 * hold its real path, the list the one made under $TMPDIR).
 */
void scratch_forget(const char *path)
{
	struct stat want, st;
	size_t i;

	if (stat(path, &want))
		return;
	pthread_mutex_lock(&scratch.lock);
	for (i = 0; i < scratch.v.nr; i++)
		if (!stat(scratch.v.v[i].path, &st) &&
		    st.st_dev == want.st_dev && st.st_ino == want.st_ino) {
			free(scratch.v.v[i].path);
			scratch.v.v[i] = scratch.v.v[--scratch.v.nr];
			break;
		}
	pthread_mutex_unlock(&scratch.lock);
}

/* rm -r of `name` in directory `at`, never following a symbolic link. */
static void remove_at(int at, const char *name)
{
	struct stat st;
	struct dirent *e;
	DIR *d;
	int fd;

	if (fstatat(at, name, &st, AT_SYMLINK_NOFOLLOW))
		return;
	if (!S_ISDIR(st.st_mode)) {
		unlinkat(at, name, 0);
		return;
	}
	fd = openat(at, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
	d = fd >= 0 ? fdopendir(fd) : NULL;
	if (d) {
		while ((e = readdir(d)))
			if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
				remove_at(dirfd(d), e->d_name);
		closedir(d);
	} else if (fd >= 0) {
		close(fd);
	}
	unlinkat(at, name, AT_REMOVEDIR);
}

void remove_tree(const char *path)
{
	scratch_forget(path);
	remove_at(AT_FDCWD, path);
}

int64_t file_mtime_ns(const struct stat *st)
{
	return (int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec;
}

int64_t file_ctime_ns(const struct stat *st)
{
	return (int64_t)st->st_ctim.tv_sec * 1000000000 + st->st_ctim.tv_nsec;
}

char *cache_dir_open(const char *sub)
{
	const char *env = getenv("ENDIAN_CACHE_DIR");
	struct strbuf dir = STRBUF_INIT;
	struct stat st;

	if (env && *env) {
		strbuf_addstr(&dir, env);
	} else if ((env = getenv("XDG_CACHE_HOME")) && *env == '/') {
		strbuf_addf(&dir, "%s/endian/facts", env);
	} else if ((env = getenv("HOME")) && *env) {
		strbuf_addf(&dir, "%s/.cache/endian/facts", env);
	} else {
		/* Nowhere to put it, and nothing the user asked for. */
		strbuf_release(&dir);
		return NULL;
	}
	if (sub)
		strbuf_addf(&dir, "/%s", sub);
	errno = 0;
	if (path_make_dirs(dir.buf, 0777) || stat(dir.buf, &st) ||
	    !S_ISDIR(st.st_mode) || access(dir.buf, W_OK | X_OK)) {
		fflush(stdout);
		fprintf(stderr,
			"warning: cannot use cache directory '%s': %s; not caching\n",
			dir.buf, errno ? strerror(errno) : "not a directory");
		strbuf_release(&dir);
		return NULL;
	}
	return strbuf_detach(&dir);
}

void scratch_remove_all(void)
{
	pid_t me = getpid();
	size_t i;

	/* held to the end: the work must not make another meanwhile */
	pthread_mutex_lock(&scratch.lock);
	for (i = 0; i < scratch.v.nr; i++)
		if (scratch.v.v[i].owner == me)
			remove_at(AT_FDCWD, scratch.v.v[i].path);
}
