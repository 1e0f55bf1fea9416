// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/file.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"

char *path_dir(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return xstrdup(".");
	return xstrndup(path, slash == path ? 1 : (size_t)(slash - path));
}

const char *path_last(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

const char *path_ext(const char *path)
{
	const char *base = path_last(path), *dot = strrchr(base, '.');

	return dot && dot != base ? dot : base + strlen(base);
}

void path_common_dir(char *dir, const char *other)
{
	size_t n;

	for (n = 0; dir[n] && dir[n] == other[n]; n++)
		;
	if (!dir[n] && (!other[n] || other[n] == '/'))
		return;		/* `dir` holds `other` already */
	if (!other[n] && dir[n] == '/') {
		dir[n > 0 ? n : 1] = '\0';	/* `other` holds `dir` */
		return;
	}
	while (n > 1 && dir[n - 1] != '/')
		n--;
	dir[n > 1 ? n - 1 : 1] = '\0';
}

char *path_relative(const char *from, const char *to)
{
	struct strbuf sb = STRBUF_INIT;
	size_t common = 0, i;

	for (i = 0; from[i] && from[i] == to[i]; i++)
		if (from[i] == '/')
			common = i;
	if (!from[i] && to[i] == '/')
		common = i;
	for (i = common; from[i]; i++)
		if (from[i] == '/')
			strbuf_addstr(&sb, "../");
	strbuf_addstr(&sb, to + common + 1);
	return strbuf_detach(&sb);
}

char *path_normalize(const char *base, const char *path)
{
	struct strbuf in = STRBUF_INIT, out = STRBUF_INIT;
	const char *p, *end;

	if (path[0] != '/')
		strbuf_addf(&in, "%s/", base);
	strbuf_addstr(&in, path);
	for (p = in.buf; *p; p = end) {
		size_t n;

		while (*p == '/')
			p++;
		end = strchr(p, '/');
		if (!end)
			end = p + strlen(p);
		n = (size_t)(end - p);
		if (!n || (n == 1 && p[0] == '.'))
			continue;
		if (n == 2 && p[0] == '.' && p[1] == '.') {
			while (out.len && out.buf[out.len - 1] != '/')
				out.len--;
			if (out.len)
				out.len--;
			if (out.alloc)
				out.buf[out.len] = '\0';
			continue;
		}
		strbuf_addch(&out, '/');
		strbuf_add(&out, p, n);
	}
	if (!out.len)
		strbuf_addch(&out, '/');
	strbuf_release(&in);
	return strbuf_detach(&out);
}

int path_readable_source(const char *path, const char *verb)
{
	struct stat st;

	if (stat(path, &st))
		return error("cannot open '%s': %s", path, strerror(errno));
	if (!S_ISREG(st.st_mode))
		return error("cannot %s '%s': not a regular file", verb, path);
	if ((unsigned long long)st.st_size > READ_LIMIT)
		return error("cannot %s '%s': larger than %zu MiB", verb, path,
			     READ_LIMIT >> 20);
	if (access(path, R_OK))
		return error("cannot open '%s': %s", path, strerror(errno));
	return 0;
}

int path_replace(const char *path, const char *name, const char *buf,
		 size_t len, unsigned mode)
{
	struct strbuf tmp = STRBUF_INIT;
	int fd, ret = -1;

	strbuf_addf(&tmp, "%s.endian-XXXXXX", path);
	fd = mkstemp(tmp.buf);
	if (fd < 0) {
		error("cannot write '%s': %s", name, strerror(errno));
		goto out;
	}
	if (write_in_full(fd, buf, len) || fchmod(fd, (mode_t)(mode & 07777))) {
		error("cannot write '%s': %s", name, strerror(errno));
		close(fd);
		unlink(tmp.buf);
		goto out;
	}
	if (close(fd) || rename(tmp.buf, path)) {
		error("cannot write '%s': %s", name, strerror(errno));
		unlink(tmp.buf);
		goto out;
	}
	ret = 0;
out:
	strbuf_release(&tmp);
	return ret;
}

/*
 * mkdir -p with `mode`: p up to each '/' after its first top + 1 bytes,
 * then all of p when `self`.  On failure p ends at the directory that
 * could not be made, and errno says why.
 */
static int make_dirs(char *p, size_t top, unsigned mode, int self)
{
	char *s;

	for (s = p + top + 1; (s = strchr(s, '/')); s++) {
		*s = '\0';
		if (mkdir(p, (mode_t)mode) && errno != EEXIST)
			return -1;
		*s = '/';
	}
	if (self && mkdir(p, (mode_t)mode) && errno != EEXIST)
		return -1;
	return 0;
}

int path_make_parents(const char *path, size_t top)
{
	char *p = xstrdup(path);
	int ret = 0;

	if (make_dirs(p, top, 0700, 0))
		ret = error("cannot create '%s': %s", p, strerror(errno));
	free(p);
	return ret;
}

int path_make_dirs(const char *dir, unsigned mode)
{
	char *p;
	int ret, err;

	if (!*dir) {
		errno = ENOENT;
		return -1;
	}
	p = xstrdup(dir);
	ret = make_dirs(p, 0, mode, 1);
	/* for the caller's message: free() may change it */
	err = errno;
	free(p);
	errno = err;
	return ret;
}

int path_under(const char *path, const char *const *roots, size_t nr)
{
	size_t i;

	for (i = 0; i < nr; i++) {
		size_t n = strlen(roots[i]);

		while (n > 1 && roots[i][n - 1] == '/')
			n--;
		if (!strncmp(path, roots[i], n) &&
		    (path[n] == '/' || path[n] == '\0' || n == 1))
			return 1;
	}
	return 0;
}

char *path_cwd(void)
{
	return getcwd(NULL, 0);	/* glibc sizes it */
}

char *path_below(const char *dir, const char *path)
{
	size_t n = dir ? strlen(dir) : 0;

	if (path[0] == '/' && n > 1 && !strncmp(path, dir, n) &&
	    path[n] == '/' && path[n + 1])
		return xstrdup(path + n + 1);
	while (path[0] == '.' && path[1] == '/' && path[2])
		path += 2;
	return xstrdup(path);
}

char *path_from_cwd(const char *path)
{
	char *dir = path_cwd();
	char *ret = path_below(dir, path);

	free(dir);
	return ret;
}
