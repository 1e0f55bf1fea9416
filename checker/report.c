#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "checker/report.h"
#include "lib/cx.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/strvec.h"
#include "lib/xalloc.h"

struct report {
	struct report_options o;
	CXTranslationUnit tu;
	const char *base;
	CXFile base_file;
	unsigned count;
	int symbol_error;	/* an error in this top-level definition */
	char *last_name;	/* stream named by the last diagnostic */
};

struct report *report_new(const struct report_options *o,
			  CXTranslationUnit tu, const char *base_name)
{
	struct report *r = xcalloc(1, sizeof(*r));

	r->o = *o;
	r->tu = tu;
	r->base = base_name;
	r->base_file = clang_getFile(tu, base_name);
	return r;
}

void report_free(struct report *r)
{
	if (!r)
		return;
	free(r->last_name);
	free(r);
}

unsigned report_count(const struct report *r)
{
	return r->count;
}

/* sparse's column: 1 + the width of the line before `off`. */
static unsigned column(struct report *r, struct report_pos p)
{
	size_t len, i, start;
	const char *s = cx_file_text(r->tu, p.file, &len);
	unsigned col = 0, ts = r->o.tabstop ? r->o.tabstop : 8;

	if (!s || p.off > len)
		return 1;
	start = p.off;
	while (start > 0 && s[start - 1] != '\n')
		start--;
	for (i = start; i < p.off; i++) {
		if (s[i] == '\t')
			col += ts - col % ts;
		else if (s[i] == '\\' && i + 1 < p.off && s[i + 1] == '\n')
			break;
		else if (s[i] != '\r')
			col++;
	}
	return col + 1;
}

static const char *pretty(const char *name)
{
	return strncmp(name, "./", 2) ? name : name + 2;
}

/*
 * sparse names a header by the includer's directory plus the name in the
 * #include; for an includer in the current directory that is the bare
 * name, where clang says "./name".
 */
static const char *stream_name(const char *name)
{
	if (!strncmp(name, "./", 2) && !strchr(name + 2, '/'))
		return name + 2;
	return name;
}

static void name_stream(struct report *r, CXFile file, const char *name)
{
	struct strvec chain = STRVEC_INIT;
	struct strbuf through = STRBUF_INIT;
	size_t i;

	if (clang_File_isEqual(file, r->base_file))
		return;
	if (r->last_name && !strcmp(r->last_name, name))
		return;
	free(r->last_name);
	r->last_name = xstrdup(name);
	cx_include_chain(r->tu, file, &chain);
	for (i = 0; i < chain.nr; i++) {
		strbuf_addstr(&through, i ? ", " : " (through ");
		strbuf_addstr(&through, pretty(chain.v[i]));
	}
	if (through.len)
		strbuf_addch(&through, ')');
	fflush(stdout);
	fprintf(stderr, "%s: note: in included file%s:\n", r->base,
		through.buf);
	strbuf_release(&through);
	strvec_clear(&chain);
}

/*
 * `name`, relative to directory `dir`, as the current directory names
 * it: relative below it, else absolute.  Frees `name`; heap.
 */
static char *from_cwd(const char *dir, char *name)
{
	char here[PATH_MAX], *abs = path_normalize(dir, name);
	size_t n;

	free(name);
	if (!getcwd(here, sizeof(here)))
		return abs;
	n = strlen(here);
	if (strncmp(abs, here, n) || abs[n] != '/')
		return abs;
	name = xstrdup(abs + n + 1);
	free(abs);
	return name;
}

static void emit(struct report *r, struct report_pos p, const char *kind,
		 const char *fmt, va_list ap)
{
	char *name;

	if (r->o.quiet)
		return;
	if (clang_File_isEqual(p.file, r->base_file)) {
		name = xstrdup(r->base);
	} else {
		name = cx_file_name(p.file);
		if (r->o.dir && *name != '/')
			name = from_cwd(r->o.dir, name);
	}
	name_stream(r, p.file, name);
	fflush(stdout);
	fprintf(stderr, "%s:%u:%u: %s%s", stream_name(name), p.line,
		column(r, p),
		r->o.prefix, kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	free(name);
}

/*
 * sparse's quirk, kept: once a warning is swallowed (by an earlier error
 * or the cap), info lines stay hidden, also under later warnings, until
 * the next error shows them again.
 */
void report_warning(struct report *r, struct report_pos p,
		    const char *fmt, ...)
{
	struct report_budget *b = r->o.budget;
	va_list ap;

	if (r->o.sparse_error) {
		r->o.budget->show_info = 1;
		b->has_error = 1;
	} else {
		if (!b->left || b->has_error || r->symbol_error) {
			r->o.budget->show_info = 0;
			return;
		}
		if (!--b->left) {
			r->o.budget->show_info = 0;
			fmt = "too many warnings";
		}
	}
	r->count++;
	if (r->o.expected) {
		char *name = cx_file_name(p.file);
		struct strbuf msg = STRBUF_INIT;

		va_start(ap, fmt);
		strbuf_vaddf(&msg, fmt, ap);
		va_end(ap);
		b->expected += !!r->o.expected(r->o.expected_arg, name, p.line,
					       msg.buf);
		strbuf_release(&msg);
		free(name);
	}
	va_start(ap, fmt);
	emit(r, p, r->o.sparse_error ? "error: " : "warning: ", fmt, ap);
	va_end(ap);
}

void report_error(struct report *r, struct report_pos p, const char *fmt, ...)
{
	va_list ap;

	r->o.budget->has_error = 1;
	r->o.budget->show_info = 1;
	r->o.budget->errors++;
	va_start(ap, fmt);
	emit(r, p, "error: ", fmt, ap);
	va_end(ap);
}

void report_eval_error(struct report *r, struct report_pos p,
		       const char *fmt, ...)
{
	va_list ap;

	r->symbol_error = 1;
	r->o.budget->show_info = 1;
	r->o.budget->errors++;
	va_start(ap, fmt);
	emit(r, p, "error: ", fmt, ap);
	va_end(ap);
}

void report_next_symbol(struct report *r)
{
	r->symbol_error = 0;
}

void report_info(struct report *r, struct report_pos p, const char *fmt, ...)
{
	va_list ap;

	if (!r->o.budget->show_info)
		return;
	va_start(ap, fmt);
	emit(r, p, "", fmt, ap);
	va_end(ap);
}
