// SPDX-License-Identifier: GPL-2.0-only
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "checker/report.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/findings.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/strvec.h"
#include "lib/vec.h"
#include "lib/xalloc.h"

/* A diagnostic as a tape keeps it: its message formatted, heap. */
struct taped {
	char type;		/* as struct event's */
	struct report_pos p;
	char *msg;
};

struct report {
	struct report_options o;
	CXTranslationUnit tu;
	const char *base;
	CXFile base_file;
	unsigned count;
	int symbol_error;	/* an error in this top-level definition */
	char *last_name;	/* stream named by the last diagnostic */
	unsigned long calls;	/* diagnostics reported, muted ones too */
	unsigned taping;	/* tapes started and not stopped */
	VEC(struct taped) log;	/* what the tapes hold */
};

struct report *report_new(const struct report_options *o,
			  CXTranslationUnit tu, const char *base_name)
{
	struct report *r = xcalloc(1, sizeof(*r));
	CXString spelling;

	r->o = *o;
	r->tu = tu;
	r->base = base_name;
	/*
	 * The file the unit parsed, by the name it was parsed with: the
	 * name printed may be relative to another directory than the
	 * parse's (`check -p` of a database elsewhere).
	 */
	spelling = clang_getTranslationUnitSpelling(tu);
	r->base_file = clang_getFile(tu, clang_getCString(spelling));
	clang_disposeString(spelling);
	if (!r->base_file)
		r->base_file = clang_getFile(tu, base_name);
	return r;
}

void report_free(struct report *r)
{
	size_t i;

	if (!r)
		return;
	for (i = 0; i < r->log.nr; i++)
		free(r->log.v[i].msg);
	VEC_FREE(r->log);
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

/*
 * `name`, relative to directory `dir`, as the current directory names
 * it: relative below it, else absolute.  Frees `name`; heap.
 */
static char *from_cwd(const char *dir, char *name)
{
	char *abs = path_normalize(dir, name), *rel;

	free(name);
	rel = path_from_cwd(abs);
	free(abs);
	return rel;
}

/*
 * One diagnostic as it reaches the budget: everything its lines say,
 * worked out from the unit, so that it can also be recorded in a worker
 * and delivered by the parent (report_replay()).
 */
struct event {
	char type;		/* w(arning) e(rror) E(val error) i(nfo) n(ext) */
	int is_base;		/* in the unit's own file: no stream note */
	const char *name;	/* the file as printed */
	const char *through;	/* " (through a.h, b.h)", or "" */
	unsigned line, col;
	const char *msg;
	const char *cxname;	/* the file as libclang names it (live only) */
};

/* " (through ...)" for the includers of `file`, heap. */
static char *through_of(struct report *r, CXFile file)
{
	struct strvec chain = STRVEC_INIT;
	struct strbuf through = STRBUF_INIT;
	size_t i;

	cx_include_chain(r->tu, file, &chain);
	for (i = 0; i < chain.nr; i++) {
		strbuf_addstr(&through, i ? ", " : " (through ");
		strbuf_addstr(&through, pretty(chain.v[i]));
	}
	if (through.len)
		strbuf_addch(&through, ')');
	strvec_clear(&chain);
	return strbuf_detach(&through);
}

/*
 * The rules of the diagnostics, for machines (SARIF's ruleId and its
 * text): one per message of sparse's restricted-type checks, the types
 * and the operators left out; a warning starts with `start`.
 */
struct rule {
	const char *start, *id, *text;
};

static const struct rule rules[] = {
	{ "cast to ", "cast-to-restricted",
	  "a cast to a restricted type without __force" },
	{ "cast from ", "cast-from-restricted",
	  "a cast from a restricted type without __force" },
	{ "incorrect type in ", "incorrect-type",
	  "a value of another restricted type, or a plain one" },
	{ "bad assignment ", "bad-restricted-assignment",
	  "an arithmetic assignment to a restricted object" },
	{ "invalid assignment", "invalid-restricted-assignment",
	  "a bitwise assignment of another type" },
	{ "incompatible restricted type", "incompatible-restricted-type",
	  "restricted types of different kinds mixed" },
	{ "too many warnings", "too-many-warnings",
	  "the -fmax-warnings cap was reached" },
};
static const struct rule degrades_rule = {
	NULL, "restricted-degrades-to-integer",
	"a restricted value used as a plain integer"
};
static const struct rule other_rule = {
	NULL, "sparse", "another of sparse's warnings"
};
static const struct rule error_rule = {
	NULL, "error", "an error: what follows it is not checked"
};

static const struct rule *rule_of(const char *msg)
{
	static const char degrades[] = " degrades to integer";
	size_t i, n = strlen(msg), k = sizeof(degrades) - 1;

	if (n > k && !strcmp(msg + n - k, degrades))
		return &degrades_rule;
	for (i = 0; i < sizeof(rules) / sizeof(rules[0]); i++)
		if (!strncmp(msg, rules[i].start, strlen(rules[i].start)))
			return &rules[i];
	return &other_rule;
}

static void print(struct report *r, const struct event *ev, const char *kind,
		  const char *msg)
{
	if (r->o.quiet)
		return;
	if (r->o.collect) {
		const char *name = stream_name(ev->name);
		const struct rule *rl = ev->type == 'w' ? rule_of(msg) :
					&error_rule;
		struct finding_rule rule = { rl->id, rl->text };

		if (ev->type == 'i')
			findings_info(r->o.collect, name, ev->line, ev->col,
				      msg);
		else
			findings_add(r->o.collect, rule, !strcmp(kind, "error: "),
				     name, ev->line, ev->col, msg);
		return;
	}
	fflush(stdout);
	progress_done();
	if (!ev->is_base &&
	    (!r->last_name || strcmp(r->last_name, ev->name))) {
		free(r->last_name);
		r->last_name = xstrdup(ev->name);
		fprintf(stderr, "%s: note: in included file%s:\n", r->base,
			ev->through);
	}
	fprintf(stderr, "%s:%u:%u: %s%s%s\n", stream_name(ev->name), ev->line,
		ev->col, r->o.prefix, kind, msg);
}

static void record(struct report *r, const struct event *ev)
{
	struct strbuf *sb = r->o.record;

	strbuf_addf(sb, "%c %d %u %u %zu:%s%zu:%s%zu:%s\n", ev->type,
		    ev->is_base, ev->line, ev->col, strlen(ev->name), ev->name,
		    strlen(ev->through), ev->through, strlen(ev->msg),
		    ev->msg);
}

/*
 * sparse's budget.  Its quirk, kept: once a warning is swallowed (by an
 * earlier error or the cap), info lines stay hidden, also under later
 * warnings, until the next error shows them again.
 */
static void deliver(struct report *r, const struct event *ev)
{
	struct report_budget *b = r->o.budget;
	const char *msg = ev->msg;

	if (r->o.record) {
		record(r, ev);
		return;
	}
	switch (ev->type) {
	case 'w':
		if (r->o.sparse_error) {
			b->show_info = 1;
			b->has_error = 1;
		} else {
			if (!b->left || b->has_error || r->symbol_error) {
				b->show_info = 0;
				return;
			}
			if (!--b->left) {
				b->show_info = 0;
				msg = "too many warnings";
			}
		}
		r->count++;
		if (r->o.expected && ev->cxname)
			b->expected += !!r->o.expected(r->o.expected_arg,
						       ev->cxname, ev->line,
						       msg);
		print(r, ev, r->o.sparse_error ? "error: " : "warning: ", msg);
		break;
	case 'e':
	case 'E':
		if (ev->type == 'e')
			b->has_error = 1;
		else
			r->symbol_error = 1;
		b->show_info = 1;
		b->errors++;
		print(r, ev, "error: ", msg);
		break;
	case 'i':
		if (b->show_info)
			print(r, ev, "", msg);
		break;
	case 'n':
		r->symbol_error = 0;
		break;
	}
}

/* Make the event of a diagnostic at `p` and deliver it. */
static void report(struct report *r, char type, struct report_pos p,
		   const char *msg)
{
	struct event ev;
	char *name, *through = NULL, *cxname;

	if (type == 'n') {
		ev = (struct event){ 'n', 1, "", "", 0, 0, "", NULL };
		deliver(r, &ev);
		return;
	}
	/* muted ones cost nothing: their positions are not worked out */
	if (type == 'i' && !r->o.record && !r->o.budget->show_info)
		return;
	cxname = cx_file_name(p.file);
	ev.type = type;
	ev.is_base = clang_File_isEqual(p.file, r->base_file);
	if (ev.is_base) {
		name = xstrdup(r->base);
	} else {
		name = xstrdup(cxname);
		if (r->o.dir && *name != '/')
			name = from_cwd(r->o.dir, name);
		if (r->o.from_cwd && *name == '/') {
			char *rel = path_from_cwd(name);

			free(name);
			name = rel;
		}
		/* the chain is asked for only when a note may say it */
		if (r->o.record || (!r->o.quiet && (!r->last_name ||
						    strcmp(r->last_name, name))))
			through = through_of(r, p.file);
	}
	ev.name = name;
	ev.through = through ? through : "";
	ev.line = p.line;
	ev.col = column(r, p);
	ev.msg = msg;
	ev.cxname = cxname;
	deliver(r, &ev);
	free(through);
	free(name);
	free(cxname);
}

/* Report a diagnostic, and keep it on the tapes being made. */
static void emit(struct report *r, char type, struct report_pos p,
		 const char *msg)
{
	if (type != 'n')
		r->calls++;
	if (r->taping) {
		struct taped t = { type, p, xstrdup(msg) };

		VEC_PUSH(r->log, t);
	}
	report(r, type, p, msg);
}

static void emit_v(struct report *r, char type, struct report_pos p,
		   const char *fmt, va_list ap)
{
	struct strbuf msg = STRBUF_INIT;

	strbuf_vaddf(&msg, fmt, ap);
	emit(r, type, p, msg.buf);
	strbuf_release(&msg);
}

void report_warning(struct report *r, struct report_pos p,
		    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	emit_v(r, 'w', p, fmt, ap);
	va_end(ap);
}

void report_error(struct report *r, struct report_pos p, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	emit_v(r, 'e', p, fmt, ap);
	va_end(ap);
}

void report_eval_error(struct report *r, struct report_pos p,
		       const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	emit_v(r, 'E', p, fmt, ap);
	va_end(ap);
}

void report_next_symbol(struct report *r)
{
	struct report_pos none = { NULL, 0, 0 };

	emit(r, 'n', none, "");
}

void report_info(struct report *r, struct report_pos p, const char *fmt, ...)
{
	va_list ap;

	/* a muted one is not even formatted, unless a tape keeps it */
	if (!r->taping && !r->o.record && !r->o.budget->show_info) {
		r->calls++;
		return;
	}
	va_start(ap, fmt);
	emit_v(r, 'i', p, fmt, ap);
	va_end(ap);
}

void report_tape_start(struct report *r, struct report_tape *t)
{
	r->taping++;
	t->from = t->to = r->log.nr;
}

void report_tape_stop(struct report *r, struct report_tape *t)
{
	r->taping--;
	t->to = r->log.nr;
}

void report_tape_play(struct report *r, const struct report_tape *t)
{
	size_t i;

	/* by index and copy: playing onto a tape being made grows the log */
	for (i = t->from; i < t->to; i++) {
		struct taped d = r->log.v[i];

		emit(r, d.type, d.p, d.msg);
	}
}

unsigned long report_calls(const struct report *r)
{
	return r->calls;
}

/* A length-prefixed field "N:TEXT" at *p: TEXT, its length in *n. */
static char *field(char **p, const char *end, size_t *n)
{
	char *colon;

	*n = strtoul(*p, &colon, 10);
	if (colon >= end || *colon != ':' || *n > (size_t)(end - colon - 1))
		return NULL;
	*p = colon + 1 + *n;
	return colon + 1;
}

unsigned report_replay(const struct report_options *o, const char *base,
		       char *log, size_t len)
{
	struct report r = { *o, NULL, base, NULL, 0, 0, NULL, 0, 0,
			    { NULL, 0, 0 } };
	char *p = log, *end = log + len;

	r.o.record = NULL;
	while (p < end) {
		struct event ev = { 0 };
		char *name, *through, *msg;
		size_t nn, nt, nm;
		int at = 0;

		if (sscanf(p, "%c %d %u %u %n", &ev.type, &ev.is_base,
			   &ev.line, &ev.col, &at) != 4 || !at)
			break;
		p += at;
		if (!(name = field(&p, end, &nn)) ||
		    !(through = field(&p, end, &nt)) ||
		    !(msg = field(&p, end, &nm)) || p >= end || *p != '\n')
			break;
		p++;
		/* each ends where the next one's length was: read already */
		name[nn] = through[nt] = msg[nm] = '\0';
		ev.name = name;
		ev.through = through;
		ev.msg = msg;
		deliver(&r, &ev);
	}
	free(r.last_name);
	return r.count;
}
