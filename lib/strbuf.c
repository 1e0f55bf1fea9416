// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "strbuf.h"
#include "xalloc.h"

char strbuf_empty[1];

void strbuf_init(struct strbuf *sb)
{
	sb->len = sb->alloc = 0;
	sb->buf = strbuf_empty;
}

void strbuf_release(struct strbuf *sb)
{
	if (sb->alloc)
		free(sb->buf);
	strbuf_init(sb);
}

void strbuf_reset(struct strbuf *sb)
{
	strbuf_setlen(sb, 0);
}

void strbuf_setlen(struct strbuf *sb, size_t len)
{
	if (len > sb->len)
		BUG("strbuf_setlen() past the end");
	sb->len = len;
	if (sb->alloc)
		sb->buf[len] = '\0';
}

char *strbuf_detach(struct strbuf *sb)
{
	char *s = sb->alloc ? sb->buf : xstrdup("");

	strbuf_init(sb);
	return s;
}

void strbuf_grow(struct strbuf *sb, size_t extra)
{
	size_t want = sb->len + extra + 1;

	if (want <= sb->alloc)
		return;
	if (want < 2 * sb->alloc)
		want = 2 * sb->alloc;
	if (!sb->alloc) {
		sb->buf = xmalloc(want);
		sb->buf[0] = '\0';
	} else {
		sb->buf = xrealloc(sb->buf, want);
	}
	sb->alloc = want;
}

void strbuf_add(struct strbuf *sb, const void *data, size_t len)
{
	strbuf_grow(sb, len);
	memcpy(sb->buf + sb->len, data, len);
	sb->len += len;
	sb->buf[sb->len] = '\0';
}

void strbuf_addstr(struct strbuf *sb, const char *s)
{
	strbuf_add(sb, s, strlen(s));
}

void strbuf_addch(struct strbuf *sb, int c)
{
	char ch = (char)c;

	strbuf_add(sb, &ch, 1);
}

void strbuf_insert(struct strbuf *sb, size_t pos, const char *s)
{
	size_t n = strlen(s);

	strbuf_grow(sb, n);
	memmove(sb->buf + pos + n, sb->buf + pos, sb->len - pos + 1);
	memcpy(sb->buf + pos, s, n);
	sb->len += n;
}

void strbuf_vaddf(struct strbuf *sb, const char *fmt, va_list ap)
{
	va_list cp;
	int n;

	va_copy(cp, ap);
	n = vsnprintf(NULL, 0, fmt, cp);
	va_end(cp);
	if (n < 0)
		return;
	strbuf_grow(sb, (size_t)n);
	vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
	sb->len += (size_t)n;
}

void strbuf_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(sb, fmt, ap);
	va_end(ap);
}

/*
 * At most `max` bytes of the regular file `path`; with `whole`, a file
 * longer than that is an error (-4) rather than cut.
 */
static int read_regular(struct strbuf *sb, const char *path, size_t max,
			int whole)
{
	char buf[65536];
	size_t total = 0;
	struct stat st;
	ssize_t n;
	int fd, ret = 0;

	/* O_NONBLOCK: opening a FIFO must not wait for a writer */
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (fstat(fd, &st))
		ret = -2;
	else if (!S_ISREG(st.st_mode))
		ret = -3;
	else if (whole && (unsigned long long)st.st_size > max)
		ret = -4;
	while (!ret && (whole || total < max)) {
		size_t want = whole || max - total > sizeof(buf) ?
			      sizeof(buf) : max - total;

		n = read(fd, buf, want);
		if (!n)
			break;
		if (n < 0) {
			if (errno != EINTR)
				ret = -2;
			continue;
		}
		total += (size_t)n;
		if (total > max)
			ret = -4;	/* it grew while we read it */
		else
			strbuf_add(sb, buf, (size_t)n);
	}
	if (ret == -2) {
		int err = errno;

		close(fd);
		errno = err;
		return ret;
	}
	close(fd);
	return ret;
}

int strbuf_read_file_quiet(struct strbuf *sb, const char *path)
{
	return read_regular(sb, path, READ_LIMIT, 1);
}

int strbuf_read_file_head(struct strbuf *sb, const char *path, size_t max)
{
	return read_regular(sb, path, max, 0);
}

int strbuf_read_file(struct strbuf *sb, const char *path)
{
	int ret = strbuf_read_file_quiet(sb, path);

	switch (ret) {
	case -1:
		return error("cannot open '%s': %s", path, strerror(errno));
	case -2:
		return error("cannot read '%s': %s", path, strerror(errno));
	case -3:
		return error("cannot read '%s': not a regular file", path);
	case -4:
		return error("cannot read '%s': larger than %zu MiB", path,
			     READ_LIMIT >> 20);
	}
	return 0;
}

void strbuf_add_wrapped(struct strbuf *sb, const char *prefix,
			const char *text, size_t width)
{
	while (*text) {
		size_t n = strlen(text), cut = n;

		if (n > width) {
			for (cut = width; cut > 0 && text[cut] != ' '; cut--)
				;
			if (!cut)
				cut = strcspn(text, " ");
		}
		strbuf_addstr(sb, prefix);
		strbuf_add(sb, text, cut);
		strbuf_addch(sb, '\n');
		text += cut;
		while (*text == ' ')
			text++;
	}
}

void strbuf_add_shell_word(struct strbuf *sb, const char *word)
{
	static const char plain[] = "abcdefghijklmnopqrstuvwxyz"
		"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+=/.,:@%";
	const char *p;

	if (*word && !word[strspn(word, plain)]) {
		strbuf_addstr(sb, word);
		return;
	}
	strbuf_addch(sb, '\'');
	for (p = word; *p; p++) {
		if (*p == '\'')
			strbuf_addstr(sb, "'\\''");
		else
			strbuf_addch(sb, *p);
	}
	strbuf_addch(sb, '\'');
}
