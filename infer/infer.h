/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_INFER_H
#define INFER_INFER_H

#include "infer/facts.h"
#include "infer/helpers.h"
#include "infer/report.h"
#include "lib/parse-options.h"
#include "lib/strvec.h"
#include "lib/vec.h"

/*
 * What to analyse and how, as the commands that infer take it.  The
 * strvecs own their strings; infer_options_release() frees them.
 */
struct infer_options {
	const char *build_dir;	/* -p: BUILD_DIR/compile_commands.json */
	/* the units as named; empty with build_dir: all the database's */
	struct strvec files;
	struct strvec flags;	/* the compiler flags after -- */
	struct strvec roots;	/* --root: where the project's code is */
	struct strvec fact_files; /* --facts: facts read, not parsed */
	const char *helpers_file; /* --helpers: more helpers */
	unsigned jobs;		/* -j: units parsed at a time; 0: the processors */
	int no_cache;		/* --no-cache */
	int no_pch;		/* --no-pch (lib/pch.h) */
	/*
	 * A diff or a series is written with paths from the current
	 * directory: refuse, before any parse, a project that does not lie
	 * below it (run from a subdirectory, or a database of another
	 * checkout).
	 */
	int below_cwd;
	int fill_cache;		/* endian facts: no cache is an error */
	struct infer_report_options report;
};

#define INFER_OPTIONS_INIT { NULL, STRVEC_INIT, STRVEC_INIT, STRVEC_INIT, \
	STRVEC_INIT, NULL, 0, 0, 0, 0, 0, { REPORT_TEXT, 0, 0, NULL } }

/*
 * The options of every command that infers (infer, patch, annotate), for
 * their option tables.
 */
#define OPT_INFER_INPUTS(o)						\
	OPT_STRING('p', NULL, &(o)->build_dir, "BUILD_DIR", NULL),	\
	OPT_UINT('j', NULL, &(o)->jobs, "N",				\
		 "parse N translation units at a time (default:\n"	\
		 "the processors)", 1, 1024),				\
	OPT_STRING(0, "helpers", &(o)->helpers_file, "FILE",		\
		   "more conversion helpers (NAME KIND ORDER WIDTH)"),	\
	OPT_UINT(0, "min-confidence", &(o)->report.min_confidence, "N", \
		 "propose only declarations at N% or more", 0, 100),	\
	OPT_STRING_LIST(0, "root", &(o)->roots, "DIR",			\
		"propose only declarations under DIR (repeat;\n"	\
		"default: the directory holding all the sources)"),	\
	OPT_BOOL(0, "no-cache", &(o)->no_cache,				\
		 "parse everything again, store nothing (and --no-pch)"), \
	OPT_BOOL(0, "no-pch", &(o)->no_pch,				\
		 "parse without precompiled include prefixes"),		\
	OPT_STRING_LIST(0, "facts", &(o)->fact_files, "FILE",		\
		"read facts (endian-facts text) instead of parsing")

/*
 * Take the arguments parse_options() left (PARSE_OPT_KEEP_DASHDASH):
 * files, then after `--` the compiler flags, among which a word that is
 * no option nor an option's value is one more file.  Returns -1 with an
 * error line and the usage on stderr when nothing names an input.
 */
int infer_options_args(struct infer_options *o, int argc, const char **argv);
void infer_options_release(struct infer_options *o);

/*
 * The facts of every translation unit `o` names, merged.  Owned by the
 * struct; gather_release() frees it.
 */
struct gather_typedef {
	char *name;		/* a bitwise typedef's name (heap) */
	size_t units;		/* how many units declare it */
	size_t last_unit;	/* the last of them, counting from 1 */
};

struct gather {
	struct facts facts;
	struct strvec failed;	/* units that could not be analysed (absolute) */
	/*
	 * The files those that did not parse cleanly read (canonical): a
	 * rewrite leaves them alone, since no proof covers those units.
	 */
	struct strvec failed_reads;
	int trouble;		/* a unit or facts file failed: partial facts */
	/* the helper table the facts were found with, --helpers included */
	struct helper_table *helpers;
	size_t nr_units;	/* units and --facts files gathered */
	VEC(struct gather_typedef) typedefs;
	struct strvec roots;	/* the project's directories, canonical */
};

#define GATHER_INIT { FACTS_INIT, STRVEC_INIT, STRVEC_INIT, 0, NULL, 0, { NULL, 0, 0 }, \
	STRVEC_INIT }

/*
 * Gather the facts `o` asks for; `o` is only read.  Returns -1 with an
 * error line when nothing could be gathered; 0 otherwise, with
 * g->trouble set when some unit failed.
 */
int infer_gather(const struct infer_options *o, struct gather *g);
/*
 * Does every gathered unit declare the bitwise typedef `name`?  A name
 * from a system header that only some units include (<linux/types.h>
 * through <sys/stat.h>) would break the others' build.
 */
int gather_seen_by_all(const struct gather *g, const char *name);
void gather_release(struct gather *g);

/* What a report held, for the exit status. */
struct infer_outcome {
	size_t proposals;
	size_t bugs;		/* conflicts: probable bugs */
};

/*
 * Solve and write infer's report (or with `dump_facts`, the merged
 * facts, counting nothing) to stdout, and say what it held in *out.
 * Returns -1 with an error line when it cannot.
 */
int infer_report(const struct gather *g, const struct infer_options *o,
		 int dump_facts, struct infer_outcome *out);

#endif
