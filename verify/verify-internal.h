/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef VERIFY_VERIFY_INTERNAL_H
#define VERIFY_VERIFY_INTERNAL_H

/*
 * What the files of verify/ share, private to verify/ (verify/verify.h
 * is the public side).  verify_run() (verify.c) owns one struct verify
 * for the run and everything it points to, and releases it all before
 * it returns; the other files fill or read its parts:
 *
 *	scratch.c	root, alias, scratch, tree, prefix_map, partial,
 *			added: the root, the scratch directory and the copy
 *			in its tree/
 *	reads.c		none: which files of the root the copy needs
 *	apply.c		patches: read from the input, applied to tree/
 *	units.c		units: their commands, the checker's parse of each
 *	uses.c		which lines a unit's proof depends on, and which
 *			patches can change it
 *	jobs.c		the commands run, their logs in the scratch directory
 *	objects.c	each unit's object in obj/, stripped and compared
 *	spatch.c	each patch's .cocci run and compared in spatch/NNNN/
 *	verify.c	the rest: one patch's checks and the run in order
 *	table.c		none: it prints struct verify_result alone
 *
 * Strings a function returns as "heap" are the caller's to free.
 */
#include <clang-c/Index.h>
#include <stdint.h>
#include <sys/types.h>

#include "lib/ccargs.h"
#include "lib/cdb.h"
#include "lib/strset.h"
#include "lib/unit.h"
#include "lib/vec.h"
#include "verify/verify.h"

struct strbuf;
struct strvec;
struct job;

/* Lines first..last of a file, 1-based. */
struct span {
	unsigned first, last;
};

/* Lines first..last of `file` (interned in struct verify's names). */
struct lines {
	const char *file;
	unsigned first, last;	/* last UINT32_MAX: to the end */
};

/* A file a patch touches, named as `patch -p1` names it. */
struct pfile {
	char *rel;
	int created, deleted;
	int swaps;		/* its hunks add or drop conversions that swap here */
	/*
	 * the lines it changes in place, as the file is before the patch
	 * (a change that adds or drops lines makes it `wide` instead)
	 */
	VEC(struct span) spans;
	unsigned first_change;	/* the first line it changes or adds at */
	/*
	 * it changes what no declaration's lines show (a preprocessor
	 * line), or moves lines: every unit that reads it may change
	 */
	int wide;
	/*
	 * it changes a preprocessor line: what the compiler is told
	 * (#pragma) may change beyond the typed program
	 */
	int directive;
};

/* A patch: read_patches() fills it, pinfo_release() frees what it holds. */
struct pinfo {
	char *path;		/* the patch file, absolute */
	char *name;		/* its base name */
	char *cocci;		/* the .cocci beside it, or NULL */
	VEC(struct pfile) files;
	int baseline;		/* creates a header of bitwise types */
	/*
	 * "FILE:LINE" of each site its message lists under
	 * SERIES_EXPOSED_HEADING: probable bugs whose warnings it means to
	 * bring out
	 */
	struct strset exposed;
	VEC(struct added_include) includes;
};

/*
 * A translation unit as verify compiles and checks it (lib/unit.h's
 * struct unit only parses one): units_collect() makes the run's,
 * units_release() frees them.
 */
struct verify_unit {
	char *rel;		/* the source relative to the root: messages */
	char *dir;		/* where its command runs, in the copy */
	VEC(char *) argv;	/* the compile command, made safe; no -o */
	/*
	 * the checker's parse: the source relative to `dir` (check.path)
	 * and clang's arguments, -working-directory `dir` first
	 */
	struct unit check;
	/*
	 * sparse's: the flags that shape preprocessing and types, as
	 * ccargs keeps them for clang (kbuild hands sparse all of c_flags,
	 * which it mostly ignores)
	 */
	struct ccargs sparse;
	struct strset incs;	/* the files it reads, relative to the root */
	unsigned warnings, errors;	/* the checker's, now */
	unsigned sparse_now;
	unsigned sparse_errors;	/* of those, sparse's own errors */
	/* sparse could not open a header, in a copy of part of the root */
	int sparse_missing;
	/* of the warnings, those at a site v->exposed holds */
	unsigned at_exposed, sparse_at_exposed;
	/*
	 * The checker's warnings, "FILE:LINE: message", at its first parse
	 * (before any patch) and at its last
	 */
	struct strset first_sites, sites;
	int parsed;		/* first_sites is filled */
	/*
	 * sparse_now is of the unit as it is now: a patch that changes a
	 * line it uses clears it, unless sparse runs after that patch
	 */
	int sparse_done;
	/*
	 * Sparse's warnings, "FILE:LINE: message", before the series (or
	 * the patch that makes the first bitwise types) and now
	 */
	struct strset first_sparse_sites, sparse_sites;
	int compiled;		/* obj/N.cur holds its stripped object */
	int touched;		/* by a patch so far */
	/*
	 * a patch changed a file it reads since its last parse, but
	 * nothing it uses (uses.c): it is compiled and checked again at
	 * the end of the series
	 */
	int stale;
	/* the lines its proof depends on, sorted (uses.c) */
	VEC(struct lines) uses;
	/*
	 * the hash of its typed program at its last parse (uses.c), and at
	 * the state obj/K.cur was compiled from
	 */
	uint64_t program, built;
	/*
	 * its command has a sanitizer that names types in the object: its
	 * program keeps each type as spelt, typedef names and all
	 */
	int sugar;
	/*
	 * a patch left its program as it was built and it was not
	 * compiled again: it is, after the last patch
	 */
	int unbuilt;
	unsigned first_checker, first_sparse;	/* before the first patch */
};

/*
 * An #include line a patch adds to `file` (relative to the root):
 * `name` between its quotes or brackets, NULL when a macro names it.
 */
struct added_include {
	char *file, *name;
};

/* A run: verify_run()'s, which frees what it holds before it returns. */
struct verify {
	const struct verify_options *o;
	struct verify_result *res;
	char *root;		/* the current directory: the tree */
	char *alias;		/* $PWD, when it names root differently */
	char *scratch;
	char *tree;		/* scratch/tree */
	char *prefix_map;	/* -ffile-prefix-map=TREE=ROOT */
	/*
	 * tree/ holds only what the units read (reads.c), not all of the
	 * root; `added`: the paths tree_add() was given
	 */
	int partial;
	struct strset added;
	VEC(struct pinfo) patches;
	/* the exposed sites of the patches applied so far, "FILE:LINE" */
	struct strset exposed;
	VEC(struct verify_unit) units;
	/*
	 * $CC_LAUNCHER as words (NULL-terminated, heap): what each compile
	 * command runs through (distcc, icecc, ccache), as make's would
	 */
	char **launcher;
	size_t nlauncher;
	struct strset names;	/* the files of the units' uses */
	struct cdb db;
	CXIndex idx;		/* a parse job's own, in the child it forks */
	int sparse, objdump;	/* installed */
	const char *spatch;	/* $SPATCH or spatch, when installed */
	/*
	 * what the jobs running are for, in the progress line: a static
	 * string or stage_buf's
	 */
	const char *stage;
	struct strbuf *stage_buf;
	const struct helper_table *helpers;	/* o->helpers or own_helpers */
	struct helper_table *own_helpers;
	size_t jobs;		/* commands at a time */
};

/*
 * scratch.c: the scratch directory and its tree.  find_root() sets
 * v->root and v->alias, make_scratch() v->scratch, v->tree and
 * v->prefix_map (all heap, v's); each returns 0, or -1 after an error
 * line.
 */
int find_root(struct verify *v);
int make_scratch(struct verify *v);
/*
 * The copy of the root in v->tree, all of it: what it holds already
 * stays as it is.  It clears v->partial.  0, or -1 after an error.
 */
int farm_build(struct verify *v);
/*
 * While v->partial, give the copy `path` (relative to `dir`, absolute,
 * as a command run in `dir` of the root names it) as the root has it:
 * the file, and the directories and links on the way.  A path outside
 * the root or not there adds nothing.  0, or -1 after an error.
 */
int tree_add(struct verify *v, const char *dir, const char *path);
/*
 * `path` (absolute, without links) relative to the root ("" for the root
 * itself), or NULL when it is not in it or is in the scratch directory.
 */
const char *root_rel(const struct verify *v, const char *path);
/* Give `rel` in v->tree a copy of its own before a patch writes it. */
int tree_unshare(struct verify *v, const char *rel);
/* DIR/REL (heap). */
char *sub_path(const char *dir, const char *rel);
/* v->scratch/FMT, with `n` as FMT's one %zu (heap). */
char *scratch_path(const struct verify *v, const char *fmt, size_t n);
/* An absolute path in the root seen in v->tree (heap), or NULL. */
char *in_tree(const struct verify *v, const char *path);
/* A path below v->tree as the root names it (in `path`), or NULL. */
const char *tree_rel(const struct verify *v, const char *path);

/* Copy file `from` to `to`, mode and all; 0, or -1 after an error. */
int copy_file(const char *from, const char *to);
/* Is `c` a blank or a line break, which layout may move? */
int is_layout(char c);
/*
 * 1 when files a and b hold the same bytes (or, with `layout`, the same
 * but for blanks and line breaks), 0 when not, -1 when one cannot be
 * read; same_file() without `layout`.
 */
int compare_files(const char *a, const char *b, int layout);
int same_file(const char *a, const char *b);

/*
 * apply.c: the patches.  read_patches() fills v->patches from `input`,
 * a patch or a series directory, each with the files it changes (0, or
 * -1 after an error line); pinfo_release() frees what a patch holds.
 */
int read_patches(struct verify *v, const char *input);
void pinfo_release(struct pinfo *p);
/*
 * apply_check() makes a dry run of patch `pi` on v->tree: it must apply
 * and write only the files read_patches() found in it, and a file with
 * a hunk that applies at an offset becomes wide (its lines are not
 * where the hunk says).  apply_patch() then applies it.  Each returns 0,
 * or -1 after an error line.
 */
int apply_check(struct verify *v, size_t pi);
int apply_patch(struct verify *v, size_t pi);

/*
 * units.c: the translation units.  units_collect() fills v->units from
 * the options and v->db, and v->launcher from $CC_LAUNCHER (0, or -1
 * after error lines); units_release() frees them and what they hold.
 */
int units_collect(struct verify *v);
void units_release(struct verify *v);
/*
 * Argument `arg` of a command with the directory `from` in it (alone,
 * or after an option: "-I/root/include") moved to `to` (heap), or NULL
 * when it names no path below `from`.
 */
char *arg_moved(const char *arg, const char *from, const char *to);
/*
 * Parse `u` as tree/ has it now: its checker count and the files it
 * reads.  0, or -1 with why in `why`.
 */
int verify_unit_check(struct verify *v, struct verify_unit *u, struct strbuf *why);
/*
 * Is line `line` of `rel` (a file relative to the root; NULL: outside
 * it) a site of v->exposed?
 */
int exposed_at(const struct verify *v, const char *rel, unsigned line);
/*
 * reads.c: the copy made of what the units read.  reads_copy() fills
 * v->tree (all of the root when a unit's reads cannot be listed, or
 * with $ENDIAN_VERIFY_COPY=all); reads_cover(), before patch `pi`, the
 * rest of the root when the #include lines it adds may find a file the
 * copy lacks.  Each returns 0, or -1 after an error line.
 */
int reads_copy(struct verify *v);
int reads_cover(struct verify *v, size_t pi);
/*
 * Job `j`'s (JOB_DEPS or JOB_DEPS_CHECK) command into `av`, writing its
 * list to `depfile`, and that file's name (heap): deps_file().
 */
void deps_command(const struct verify *v, const struct job *j,
		  const char *depfile, struct strvec *av);
char *deps_file(const struct verify *v, const struct job *j);
/* The directory of the root where `u`'s command runs (heap). */
char *unit_root_dir(const struct verify *v, const struct verify_unit *u);

/*
 * uses.c: the lines of the files it reads that `u`'s code depends on,
 * from its parse `tu`, into u->uses; and whether patch `p` changes one
 * of them, or changes a file `u` reads as no declaration shows (1 or 0).
 */
void unit_uses(struct verify *v, struct verify_unit *u, CXTranslationUnit tu);
/* Sort and merge u->uses (after reading them into another process). */
void uses_sort(struct verify_unit *u);
int affects(const struct verify *v, const struct verify_unit *u,
	    const struct pinfo *p);
/* Does `u` read a file that patch `p` changes? */
int touches(const struct verify_unit *u, const struct pinfo *p);
/*
 * Where patch `p` reaches unit `u`: the first line it changes in u's own
 * file, else in the first file of p that u reads (*file borrowed from
 * p).  0 when p changes no file u reads.
 */
int patch_site(const struct verify_unit *u, const struct pinfo *p,
	       const char **file, unsigned *line);
/*
 * Does `u` read a file whose hunks in `p` add or drop conversions that
 * swap bytes on this machine: the only change that may excuse a changed
 * object (a fix's).
 */
int reads_swaps(const struct verify_unit *u, const struct pinfo *p);
/* Does `u` read a file whose preprocessor lines `p` changes? */
int reads_directives(const struct verify_unit *u, const struct pinfo *p);

/*
 * The jobs a patch's units need: a compile (obj/K.o, messages in
 * obj/K.log), sparse (messages in obj/K.sparse) or the checker's parse
 * (this process forked; its result in obj/K.parse), at most `jobs` at a
 * time.
 */
enum job_kind {
	JOB_COMPILE, JOB_SPARSE, JOB_PARSE,
	/* reads.c's: what the compiler, and clang for the checker, read */
	JOB_DEPS, JOB_DEPS_CHECK,
};

struct job {
	size_t unit;
	enum job_kind kind;
	pid_t pid;		/* > 0 while it runs */
	int status;		/* its exit status; -1 when it could not run */
};

typedef VEC(struct job) job_vec;

/*
 * jobs.c: running commands.  run_logged() runs `argv` in `dir` (NULL:
 * here) with stdout and stderr to the file `log` and returns its exit
 * status, or -1 after an error line; run_logged_start() starts it and
 * returns its pid (for lib/run.h's run_done()), or -1 after an error
 * line; show_log() copies a log to stderr.
 */
int run_logged(const char *dir, const char *const *argv, const char *log);
pid_t run_logged_start(const char *dir, const char *const *argv,
		       const char *log);
void show_log(const char *log);
/* The log of job `j`, in obj/ (heap). */
char *job_log(const struct verify *v, const struct job *j);
/*
 * The parses of one jobs_run(): the units, and how each went (ok[i],
 * and why[i] when not, as verify_unit_check() would say).
 * parses_init() makes room for `max`, parses_add() adds unit `k`,
 * parses_release() frees it all.
 */
struct parses {
	size_t nr;
	size_t *unit;
	int *ok;
	struct strbuf *why;
};

void parses_init(struct parses *p, size_t max);
void parses_add(struct parses *p, size_t k);
void parses_release(struct parses *p);

/*
 * Run `jobs` and a parse of each unit of `parses` (NULL: none), v->jobs
 * at a time, parses first; each parsed unit holds what its parse found.
 * Every started job has ended on return, its status set; -1 when one
 * could not start.
 */
int jobs_run(struct verify *v, job_vec *jobs, struct parses *parses);
/*
 * sparse's warnings and errors in the log of unit u's job `j` into
 * u->sparse_now, of those its errors (sparse's own: past one, it
 * checks less) into u->sparse_errors and those at a site of v->exposed
 * into u->sparse_at_exposed, and the warnings into u->sparse_sites;
 * -1 on trouble.
 */
int sparse_count(struct verify *v, const struct job *j,
		 struct verify_unit *u);

/*
 * objects.c: object code.  verify_unit_strip() makes obj/K.new, unit `k`'s
 * object without debug sections: 0, or -1 on trouble.
 * verify_unit_same_object() tells whether obj/K.new is the same as obj/K.cur
 * (1, or 0 with `*data_only` set when only the data differs), then
 * makes it obj/K.cur; -1 on trouble.
 */
int verify_unit_strip(struct verify *v, size_t k);
int verify_unit_same_object(struct verify *v, size_t k, int *data_only);

/*
 * spatch.c: the .cocci beside patch `pi`.  spatch_prepare(), before the
 * patch, copies the files it changes; spatch_start() runs spatch on the
 * copies (its pid to *pid), and spatch_finish(), once the patch is
 * applied, collects it and compares the copies with tree/, the outcome
 * to `*out` and why it failed to stderr.  Each needs v->spatch; 0, or
 * -1 after an error line for trouble.  A started spatch must be
 * finished, or collected with run_done().
 */
int spatch_prepare(struct verify *v, size_t pi);
int spatch_start(struct verify *v, size_t pi, pid_t *pid);
int spatch_finish(struct verify *v, size_t pi, pid_t pid,
		  enum verify_spatch *out);

/*
 * verify.c: why a check failed, as a compiler's diagnostic on stderr
 * (after whatever went to stdout): "FILE:LINE:1: KIND: " and printf's
 * `fmt` with what follows, a newline added.  KIND is "warning" for the
 * failure, "note" for the lines that explain it.  A line is all verify
 * knows of a place, so the column is the line's first.
 */
__attribute__((format(printf, 4, 5)))
void say_at(const char *file, unsigned line, const char *kind,
	    const char *fmt, ...);

#endif
