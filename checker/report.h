/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef CHECKER_REPORT_H
#define CHECKER_REPORT_H

#include <clang-c/Index.h>

/*
 * Diagnostics exactly as sparse prints them:
 *   FILE:LINE:COL: [PREFIX: ]warning: MESSAGE
 *   FILE:LINE:COL:    expected ...            (info lines)
 * with COL counted as sparse does (1-based, tabs to the next tab stop),
 * sparse's "in included file" notes, the -fmax-warnings cap and
 * -Wsparse-error.
 */
/*
 * What sparse keeps for the whole run, over all files: the warnings left
 * before the -fmax-warnings cap (0: no more), whether an error was seen
 * at parse time, which mutes every later warning, and whether info lines
 * are shown.
 */
struct report_budget {
	unsigned left;
	int has_error;
	int show_info;	/* info lines are printed (see report_warning()) */
	unsigned errors;	/* errors so far (endian verify counts them) */
	unsigned expected;	/* warnings report_options.expected() took */
};

struct report_options {
	const char *prefix;	/* "" or "sparse: " */
	unsigned tabstop;
	int sparse_error;	/* warnings are errors */
	struct report_budget *budget;	/* owned by the caller */
	int quiet;	/* count, print nothing (endian verify) */
	/*
	 * NULL, or asked of each warning counted, with its file as libclang
	 * names it, its line and its message (borrowed for the call):
	 * nonzero counts it in budget->expected too (endian verify: a site
	 * a patch names).
	 */
	int (*expected)(void *arg, const char *file, unsigned line,
			const char *msg);
	void *expected_arg;
	/*
	 * The directory the unit compiles in (a database's), when it is
	 * not the current one, or NULL: a header libclang names relative
	 * to it is printed relative to the current directory, as the
	 * source file is.
	 */
	const char *dir;
	/*
	 * A header libclang names by an absolute path below the current
	 * directory is printed relative to it (`check -p`; sparse's
	 * command line keeps sparse's names)
	 */
	int from_cwd;
	/*
	 * NULL, or where every diagnostic goes as an event, before the
	 * budget and unprinted: a worker of `check -j` records, and the
	 * parent hands the record to report_replay() in the files' order.
	 */
	struct strbuf *record;
	/*
	 * NULL, or where the printed diagnostics go instead of stderr
	 * (`check --format`, `--baseline`): each warning and error, with
	 * the detail lines under it; no "in included file" notes.
	 */
	struct findings *collect;
};

struct report;
struct strbuf;
struct findings;

struct report *report_new(const struct report_options *o,
			  CXTranslationUnit tu, const char *base_name);
void report_free(struct report *r);

/* A diagnostic position: a file location that sparse would name. */
struct report_pos {
	CXFile file;
	unsigned line;
	unsigned off;	/* byte offset in the file */
};

__attribute__((format(printf, 3, 4)))
void report_warning(struct report *r, struct report_pos pos,
		    const char *fmt, ...);
/* A parse-time error: printed, and every later warning is muted. */
__attribute__((format(printf, 3, 4)))
void report_error(struct report *r, struct report_pos pos,
		  const char *fmt, ...);
/*
 * An error found while evaluating: printed, and the warnings of the rest
 * of the current top-level definition are muted, as in sparse.
 */
__attribute__((format(printf, 3, 4)))
void report_eval_error(struct report *r, struct report_pos pos,
		       const char *fmt, ...);
/* A new top-level definition is evaluated: lift that muting. */
void report_next_symbol(struct report *r);
/* An indented detail line after a warning; muted with its warning. */
__attribute__((format(printf, 3, 4)))
void report_info(struct report *r, struct report_pos pos,
		 const char *fmt, ...);

/*
 * A tape: the diagnostics reported between report_tape_start() and
 * report_tape_stop(), muted ones too, to be reported again by
 * report_tape_play() as if the code that reported them ran again (the
 * budget, muting and notes then apply as they stand).  Tapes nest; one
 * is valid as long as its report.
 */
struct report_tape {
	size_t from, to;
};
void report_tape_start(struct report *r, struct report_tape *t);
void report_tape_stop(struct report *r, struct report_tape *t);
void report_tape_play(struct report *r, const struct report_tape *t);
/*
 * Diagnostics reported so far, muted ones too (report_next_symbol()
 * is none): has code reported any?
 */
unsigned long report_calls(const struct report *r);

/*
 * Number of warnings (or errors with -Wsparse-error) printed so far, or
 * with `quiet`, that would have been.
 */
unsigned report_count(const struct report *r);

/*
 * Deliver the events a report recorded (`log`, changed in place) for
 * the unit `base`, under `o` and its budget, as if they happened now:
 * the number of warnings printed (counted, with `quiet`).
 */
unsigned report_replay(const struct report_options *o, const char *base,
		       char *log, size_t len);

#endif
