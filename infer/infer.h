#ifndef INFER_INFER_H
#define INFER_INFER_H

#include "infer/facts.h"
#include "infer/report.h"
#include "lib/vec.h"

typedef VEC(char *) string_vec;

/*
 * What `endian infer`'s command line asks for, gathered: the facts of
 * every translation unit, merged.  Owned by the struct; gather_release()
 * frees it.
 */
struct gather {
	struct facts facts;
	string_vec failed;	/* units that could not be analysed (absolute) */
	struct infer_report_options report;
	int dump_facts;
	int trouble;		/* a unit or facts file failed: partial facts */
	/*
	 * The inputs as named, for a later stage that builds them (verify):
	 * -p's directory or NULL, the FILE arguments and the compiler flags
	 * after --.  The strings are argv's; the NULL-terminated arrays are
	 * the struct's.
	 */
	const char *build_dir;
	const char **files;
	const char **flags;
	unsigned jobs;		/* -j */
};

/*
 * Parse infer's arguments (argv[0] is the command's name) and gather.
 * Returns -1 with an error line (and `usage` on stderr when no input was
 * named) when nothing could be gathered; 0 otherwise, with g->trouble set
 * when some unit failed.
 */
int infer_gather(int argc, const char **argv, const char *usage,
		 struct gather *g);
void gather_release(struct gather *g);

/* endian infer: see infer/infer.c's usage text. */
int cmd_infer(int argc, const char **argv);

#endif
