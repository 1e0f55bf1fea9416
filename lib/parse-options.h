/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_PARSE_OPTIONS_H
#define LIB_PARSE_OPTIONS_H

#include <stdio.h>

/*
 * One command line parser for every command, in git's manner: a command
 * describes its options in a table ending in OPT_END(), and
 * parse_options() stores each value where its entry points.
 *
 * Accepted forms: `--name value`, `--name=value`, `-o value` and
 * `-ovalue`.  Options may follow the other arguments; `--` ends the
 * options.  `-h` and `--help` print the usage on stdout.  Values are
 * borrowed from argv (OPT_STRING) or copied (OPT_STRING_LIST).
 */

struct option;

/*
 * Called with the option's entry and its value; returns 0, or -1 after
 * printing one error line.
 */
typedef int parse_opt_cb(const struct option *opt, const char *arg);

enum parse_opt_type {
	OPTION_END,
	OPTION_TEXT,		/* a line of the usage, no option */
	OPTION_BOOL,		/* int: set to 1 */
	OPTION_STRING,		/* const char *: the value, borrowed */
	OPTION_UINT,		/* unsigned: a number in [min, max] */
	OPTION_STRING_LIST,	/* struct strvec: each value appended */
	OPTION_CALLBACK,	/* cb(opt, value) */
};

struct option {
	enum parse_opt_type type;
	int short_name;		/* 'o', or 0 */
	const char *long_name;	/* "types", or NULL */
	void *value;
	/*
	 * The value's name in the usage ("DIR"), NULL for an option without
	 * a value; starting with '=' it is shown attached ("=text|json").
	 */
	const char *argh;
	/* NULL: left out of the usage; a '\n' starts an indented line */
	const char *help;
	unsigned min, max;	/* OPTION_UINT */
	parse_opt_cb *cb;	/* OPTION_CALLBACK */
};

#define OPT_END() { OPTION_END, 0, NULL, NULL, NULL, NULL, 0, 0, NULL }
#define OPT_TEXT(h) { OPTION_TEXT, 0, NULL, NULL, NULL, (h), 0, 0, NULL }
#define OPT_BOOL(s, l, v, h) \
	{ OPTION_BOOL, (s), (l), (v), NULL, (h), 0, 0, NULL }
#define OPT_STRING(s, l, v, a, h) \
	{ OPTION_STRING, (s), (l), (v), (a), (h), 0, 0, NULL }
#define OPT_UINT(s, l, v, a, h, lo, hi) \
	{ OPTION_UINT, (s), (l), (v), (a), (h), (lo), (hi), NULL }
#define OPT_STRING_LIST(s, l, v, a, h) \
	{ OPTION_STRING_LIST, (s), (l), (v), (a), (h), 0, 0, NULL }
#define OPT_CALLBACK(s, l, v, a, h, f) \
	{ OPTION_CALLBACK, (s), (l), (v), (a), (h), 0, 0, (f) }

/*
 * -q and --verbose (lib/diag.h's verbosity), each command with its own
 * words for what they change: `verbose_short` is 'v', or 0 where -v means
 * something else (the series' version, as git format-patch has it).
 */
parse_opt_cb parse_opt_quiet, parse_opt_verbose;
#define OPT_QUIET(h) \
	OPT_CALLBACK('q', "quiet", NULL, NULL, (h), parse_opt_quiet)
#define OPT_VERBOSE(verbose_short, h) \
	OPT_CALLBACK((verbose_short), "verbose", NULL, NULL, (h), \
		     parse_opt_verbose)

/*
 * A command's usage: synopsis lines (NULL-terminated, the first printed
 * after "usage: ", the others after "   or: "), then `intro`, the
 * options of the table, and `outro`, each text ending in a newline.
 */
struct usage {
	const char *const *synopsis;
	const char *intro;
	const char *outro;
};

enum parse_opt_flags {
	/*
	 * Stop at `--` and keep it and what follows among the arguments:
	 * for commands whose compiler flags come after it.  An unknown
	 * option's error then says so.
	 */
	PARSE_OPT_KEEP_DASHDASH = 1 << 0,
	/*
	 * Keep unknown options among the arguments, in place, instead of
	 * failing: for `endian check`, which takes sparse's and gcc's
	 * command line.  Short options then match only when they stand
	 * alone (`-p DIR`), for gcc's `-pipe` is not `-p ipe`.
	 */
	PARSE_OPT_KEEP_UNKNOWN = 1 << 1,
};

enum {
	PARSE_OPT_HELP = -2,	/* -h or --help: usage printed */
	PARSE_OPT_ERROR = -1,	/* one error line printed */
};

/*
 * Parse argv[1..argc-1] (argv[0] is the command's name) against
 * `options`.  The arguments that are not options move to the front of
 * argv, in order, followed by a NULL; returns their number, or
 * PARSE_OPT_HELP or PARSE_OPT_ERROR.
 */
int parse_options(int argc, const char **argv, const struct option *options,
		  const struct usage *usage, enum parse_opt_flags flags);

/* Print the usage, with the options' lines, to `f`. */
void usage_print(const struct usage *usage, const struct option *options,
		 FILE *f);

#endif
