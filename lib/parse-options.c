// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "parse-options.h"
#include "strbuf.h"
#include "strvec.h"

/* The option as the user may spell it, for messages: "-o" or "--types". */
static void opt_name(const struct option *o, int as_short, struct strbuf *sb)
{
	if (as_short)
		strbuf_addf(sb, "-%c", o->short_name);
	else
		strbuf_addf(sb, "--%s", o->long_name);
}

static int set_uint(const struct option *o, const char *name, const char *arg)
{
	unsigned long v;
	char *end;

	errno = 0;
	v = strtoul(arg, &end, 10);
	if (!*arg || *end || errno || *arg == '-' || v < o->min || v > o->max)
		return error("option '%s' takes a number from %u to %u, not '%s'",
			     name, o->min, o->max, arg);
	*(unsigned *)o->value = (unsigned)v;
	return 0;
}

/* Store `arg`, the value of option `o` as spelled `name`. */
static int set_value(const struct option *o, const char *name, const char *arg)
{
	switch (o->type) {
	case OPTION_BOOL:
		*(int *)o->value = 1;
		return 0;
	case OPTION_STRING:
		*(const char **)o->value = arg;
		return 0;
	case OPTION_UINT:
		return set_uint(o, name, arg);
	case OPTION_STRING_LIST:
		strvec_push(o->value, arg);
		return 0;
	case OPTION_CALLBACK:
		return o->cb(o, arg);
	case OPTION_END:
	case OPTION_TEXT:
		break;
	}
	BUG("option '%s' has no value to set", name);
}

int parse_opt_quiet(const struct option *opt, const char *arg)
{
	(void)opt;
	(void)arg;
	verbosity = -1;
	return 0;
}

int parse_opt_verbose(const struct option *opt, const char *arg)
{
	(void)opt;
	(void)arg;
	verbosity = 1;
	return 0;
}

static const struct option *find_long(const struct option *opts,
				      const char *name, size_t len)
{
	for (; opts->type != OPTION_END; opts++)
		if (opts->long_name && strlen(opts->long_name) == len &&
		    !strncmp(opts->long_name, name, len))
			return opts;
	return NULL;
}

static const struct option *find_short(const struct option *opts, int c)
{
	for (; opts->type != OPTION_END; opts++)
		if (opts->type != OPTION_TEXT && opts->short_name == c)
			return opts;
	return NULL;
}

/*
 * The option at argv[*i]: 1 if it was one of `opts` (its value taken,
 * *i past it), 0 if it is unknown, -1 after an error line.
 */
static int parse_one(const struct option *opts, int argc, const char **argv,
		     int *i, enum parse_opt_flags flags)
{
	const char *arg = argv[*i], *val = NULL;
	const struct option *o;
	struct strbuf name = STRBUF_INIT;
	int ret;

	if (arg[1] == '-') {
		const char *eq = strchr(arg + 2, '=');
		size_t len = eq ? (size_t)(eq - arg - 2) : strlen(arg + 2);

		o = find_long(opts, arg + 2, len);
		if (!o)
			return 0;
		opt_name(o, 0, &name);
		if (eq)
			val = eq + 1;
	} else {
		o = find_short(opts, arg[1]);
		if (!o || (arg[2] && (!o->argh ||
				      (flags & PARSE_OPT_KEEP_UNKNOWN))))
			return 0;
		opt_name(o, 1, &name);
		if (arg[2])
			val = arg + 2;
	}
	if (!o->argh && val)
		ret = error("option '%s' takes no value", name.buf);
	else if (o->argh && !val && *i + 1 >= argc)
		ret = error("option '%s' needs a value", name.buf);
	else
		ret = set_value(o, name.buf, o->argh && !val ? argv[++*i] : val);
	strbuf_release(&name);
	return ret ? -1 : 1;
}

int parse_options(int argc, const char **argv, const struct option *options,
		  const struct usage *usage, enum parse_opt_flags flags)
{
	int i, n = 0, r;

	for (i = 1; i < argc; i++) {
		const char *arg = argv[i];

		if (!strcmp(arg, "--")) {
			if (flags & PARSE_OPT_KEEP_DASHDASH)
				while (i < argc)
					argv[n++] = argv[i++];
			else
				while (++i < argc)
					argv[n++] = argv[i];
			break;
		}
		if (arg[0] != '-' || !arg[1]) {
			argv[n++] = arg;
			continue;
		}
		if (!strcmp(arg, "-h") || !strcmp(arg, "--help")) {
			usage_print(usage, options, stdout);
			return PARSE_OPT_HELP;
		}
		r = parse_one(options, argc, argv, &i, flags);
		if (r < 0)
			return PARSE_OPT_ERROR;
		if (r)
			continue;
		if (flags & PARSE_OPT_KEEP_UNKNOWN) {
			argv[n++] = arg;
			continue;
		}
		return error("unknown option '%s'%s", arg,
			     flags & PARSE_OPT_KEEP_DASHDASH ?
			     " (compiler flags go after --)" : "");
	}
	argv[n] = NULL;
	return n;
}

/* Column of the options' help texts, as in the commands' usage since 1. */
#define HELP_COLUMN 27

static void print_option(const struct option *o, FILE *f)
{
	struct strbuf left = STRBUF_INIT;
	const char *h = o->help, *nl;
	int pad;

	strbuf_addstr(&left, "   ");
	if (o->short_name)
		strbuf_addf(&left, "-%c", o->short_name);
	if (o->short_name && o->long_name)
		strbuf_addstr(&left, ", ");
	if (o->long_name)
		strbuf_addf(&left, "--%s", o->long_name);
	if (o->argh)
		strbuf_addf(&left, "%s%s", *o->argh == '=' ? "" : " ", o->argh);
	fputs(left.buf, f);
	pad = HELP_COLUMN - (int)left.len;
	if (pad < 2) {
		fputc('\n', f);
		pad = HELP_COLUMN;
	}
	for (;;) {
		nl = strchr(h, '\n');
		fprintf(f, "%*s%.*s\n", pad, "",
			nl ? (int)(nl - h) : (int)strlen(h), h);
		if (!nl)
			break;
		h = nl + 1;
		pad = HELP_COLUMN;
	}
	strbuf_release(&left);
}

void usage_print(const struct usage *usage, const struct option *options,
		 FILE *f)
{
	const char *const *s;
	const struct option *o;
	int any = 0;

	for (s = usage->synopsis; *s; s++)
		fprintf(f, "%s%s\n", s == usage->synopsis ? "usage: " :
			"   or: ", *s);
	if (usage->intro)
		fprintf(f, "\n%s", usage->intro);
	for (o = options; o->type != OPTION_END; o++) {
		if (!o->help)
			continue;
		if (!any++)
			fputc('\n', f);
		if (o->type == OPTION_TEXT)
			fprintf(f, "   %s\n", o->help);
		else
			print_option(o, f);
	}
	if (usage->outro)
		fprintf(f, "\n%s", usage->outro);
}
