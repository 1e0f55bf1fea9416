/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_STRBUF_H
#define LIB_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

/*
 * A growable, always NUL-terminated string.  `buf` is owned by the strbuf;
 * strbuf_release() frees it and leaves an empty, reusable strbuf;
 * strbuf_detach() hands the string to the caller.
 */
struct strbuf {
	size_t len, alloc;
	char *buf;
};

#define STRBUF_INIT { 0, 0, strbuf_empty }
extern char strbuf_empty[];

void strbuf_init(struct strbuf *sb);
void strbuf_release(struct strbuf *sb);
/* Empty it, keeping its memory for the next use. */
void strbuf_reset(struct strbuf *sb);
/* Cut to its first `len` bytes (no more than it has). */
void strbuf_setlen(struct strbuf *sb, size_t len);
char *strbuf_detach(struct strbuf *sb);
void strbuf_grow(struct strbuf *sb, size_t extra);
void strbuf_add(struct strbuf *sb, const void *data, size_t len);
void strbuf_addstr(struct strbuf *sb, const char *s);
void strbuf_addch(struct strbuf *sb, int c);
void strbuf_insert(struct strbuf *sb, size_t pos, const char *s);
__attribute__((format(printf, 2, 3)))
void strbuf_addf(struct strbuf *sb, const char *fmt, ...);
void strbuf_vaddf(struct strbuf *sb, const char *fmt, va_list ap);

/*
 * The most endian reads of one file, whatever it is (a source, a compile
 * database, facts, a cache entry): beyond it, a file is a mistake.
 */
#define READ_LIMIT ((size_t)1 << 30)

/*
 * Append the contents of file `path`, a regular file of at most
 * READ_LIMIT bytes: a FIFO, a device (/dev/zero) or a directory is
 * refused before it is read, so that nothing hangs or fills memory.
 * strbuf_read_file() says what went wrong in one error line and returns
 * -1; the quiet form prints nothing and returns -1 when the file cannot
 * be opened, -2 when it cannot be read (with errno set), -3 when it is
 * no regular file, -4 when it is larger than READ_LIMIT.
 */
int strbuf_read_file(struct strbuf *sb, const char *path);
int strbuf_read_file_quiet(struct strbuf *sb, const char *path);
/* At most the first `max` bytes of such a file, quietly as above. */
int strbuf_read_file_head(struct strbuf *sb, const char *path, size_t max);

/*
 * Append `text` wrapped at spaces into lines of at most `width` bytes
 * (a longer word stands alone), each line starting with `prefix` and
 * ending with a newline.
 */
void strbuf_add_wrapped(struct strbuf *sb, const char *prefix,
			const char *text, size_t width);

/*
 * Append `word` as a POSIX shell reads it back as one word: as it is
 * when it holds only characters no shell treats specially, else in
 * single quotes (a quote inside as '\'').
 */
void strbuf_add_shell_word(struct strbuf *sb, const char *word);

#endif
