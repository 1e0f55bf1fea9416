// SPDX-License-Identifier: GPL-2.0-only
/*
 * The translation units of a run: their compile commands, moved into
 * the scratch tree and made safe to run there; the checker's parse of
 * each, which also finds the files it reads; which ones a patch touches.
 */
#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "checker/check.h"
#include "lib/ccargs.h"
#include "lib/cdb.h"
#include "lib/cx.h"
#include "lib/diag.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/xalloc.h"
#include "verify/verify-internal.h"

/*
 * Options that write a file besides the object, dropped: into the
 * scratch tree (where a later compile might read it) or, by an absolute
 * path, anywhere.
 * The dependency files (-MD, -Wp,-MMD,F ...) are the common ones; the
 * others are gcc's and clang's dumps, reports and notes (gcc's manual,
 * "Developer Options" and "Debugging Options").  None changes the code
 * the compiler makes; -o is ours.
 */
static const char *const drop_with_value[] = {
	"-o", "-MF", "-MT", "-MQ", "-MJ", "-aux-info", "-dumpdir",
	"-dumpbase", "-dumpbase-ext", NULL
};
static const char *const drop_exact[] = {
	"-M", "-MM", "-MD", "-MMD", "-MP", "-MG", "-save-temps",
	"--write-dependencies", "--write-user-dependencies", "-fstack-usage",
	"-fsave-optimization-record", NULL
};
static const char *const drop_prefix[] = {
	"-o", "-MF", "-MT", "-MQ", "-MJ", "-save-temps=", "-fdump-",
	"-fopt-info", "-fcallgraph-info", "-fprofile-note=",
	"-foptimization-record-file=", "-fsave-optimization-record=",
	"-ftime-report", "-ftime-trace", "-fdiagnostics-format=",
	"-fdiagnostics-add-output=", "-fdiagnostics-set-output=",
	"-fmem-report", "-fstats", NULL
};

static int in_list(const char *const *list, const char *arg, int prefix)
{
	for (; *list; list++)
		if (prefix ? !strncmp(arg, *list, strlen(*list)) :
			     !strcmp(arg, *list))
			return 1;
	return 0;
}

/* How many arguments from argv[i] on the safe command line drops. */
static int dropped(char *const *argv, int i)
{
	const char *a = argv[i];

	if (in_list(drop_with_value, a, 0))
		return argv[i + 1] ? 2 : 1;
	if (in_list(drop_exact, a, 0) || in_list(drop_prefix, a, 1))
		return 1;
	/*
	 * -Wp,-MMD,F (kbuild), -Wa,-adhln=F (listings), -Wa,--MD,F and
	 * -Wa,-MD,F (the assembler's dependency file)
	 */
	if ((!strncmp(a, "-Wp,", 4) && strstr(a, ",-M")) ||
	    (!strncmp(a, "-Wa,", 4) && ((strstr(a, ",-a") && strchr(a, '=')) ||
	     strstr(a, ",--MD") || strstr(a, ",-MD"))))
		return 1;
	/* -Xassembler --MD -Xassembler F */
	if (!strcmp(a, "-Xassembler") && argv[i + 1] &&
	    (!strcmp(argv[i + 1], "--MD") || !strcmp(argv[i + 1], "-MD")))
		return argv[i + 2] && !strcmp(argv[i + 2], "-Xassembler") &&
		       argv[i + 3] ? 4 : 2;
	return 0;
}

/* Append `arg` (taken over) to the NULL-terminated argv[0..*nr). */
static void push_arg(char ***argv, size_t *nr, char *arg)
{
	*argv = xrealloc(*argv, (*nr + 2) * sizeof(**argv));
	(*argv)[(*nr)++] = arg;
	(*argv)[*nr] = NULL;
}

enum {
	MAX_RESPONSE_DEPTH = 8,
	MAX_RESPONSE_SIZE = 1 << 20,
	MAX_RESPONSE_ARGS = 1 << 16,	/* `@f @f` in f doubles each round */
};

/*
 * Split the text of a response file as gcc does (libiberty's
 * buildargv): blanks separate, quotes group, a backslash takes the next
 * character as it is.
 */
static void split_response(const char *t, char ***out, size_t *nr)
{
	struct strbuf arg = STRBUF_INIT;
	int in = 0, q = 0;

	for (;; t++) {
		if (!*t || (!q && isspace((unsigned char)*t))) {
			if (in)
				push_arg(out, nr, strbuf_detach(&arg));
			in = 0;
			if (!*t)
				break;
			continue;
		}
		in = 1;
		if (*t == '\\' && t[1])
			strbuf_addch(&arg, *++t);
		else if (q && *t == q)
			q = 0;
		else if (!q && (*t == '\'' || *t == '"'))
			q = *t;
		else
			strbuf_addch(&arg, *t);
	}
	strbuf_release(&arg);
}

/*
 * Replace every @FILE of a command (relative to its directory `dir`) by
 * the arguments it holds, so that the options that write files are seen
 * and dropped there too.  An @FILE that cannot be read stays, as gcc
 * keeps it.  Returns -1 with an error line for one too large or too deep.
 */
static int expand_responses(char ***argv, size_t *nr, const char *dir,
			    const char *file)
{
	char **out = NULL;
	size_t n = 0, i, rounds;
	int more = 1, ret = 0;

	for (rounds = 0; more && !ret; rounds++) {
		if (rounds > MAX_RESPONSE_DEPTH)
			return error("%s: response files nested more than %d "
				     "deep", file, MAX_RESPONSE_DEPTH);
		more = 0;
		n = 0;
		out = NULL;
		for (i = 0; i < *nr; i++) {
			const char *a = (*argv)[i];
			struct strbuf sb = STRBUF_INIT;
			struct stat st;
			char *path = NULL;
			int literal = a[0] != '@' || !a[1];

			if (!literal) {
				path = path_normalize(dir, a + 1);
				literal = stat(path, &st) || !S_ISREG(st.st_mode);
			}
			if (!literal && st.st_size > MAX_RESPONSE_SIZE) {
				ret = error("%s: response file '%s' is over %d "
					    "bytes", file, a, MAX_RESPONSE_SIZE);
				literal = 1;
			}
			if (literal || strbuf_read_file_quiet(&sb, path)) {
				push_arg(&out, &n, (*argv)[i]);
			} else {
				split_response(sb.buf, &out, &n);
				free((*argv)[i]);
				more = 1;
			}
			free(path);
			strbuf_release(&sb);
		}
		free(*argv);
		*argv = out;
		*nr = n;
		if (n > MAX_RESPONSE_ARGS)
			ret = error("%s: response files give over %d "
				    "arguments", file, MAX_RESPONSE_ARGS);
	}
	return ret;
}

char *arg_moved(const char *arg, const char *from, const char *to)
{
	size_t n = strlen(from);
	const char *p = strstr(arg, from);
	struct strbuf sb = STRBUF_INIT;

	if (!p || (p[n] && p[n] != '/') || (p != arg && arg[0] != '-'))
		return NULL;
	strbuf_add(&sb, arg, (size_t)(p - arg));
	strbuf_addstr(&sb, to);
	strbuf_addstr(&sb, p + n);
	return strbuf_detach(&sb);
}

/*
 * An argument of a compile command seen from the scratch tree: a path
 * into the root, alone or after an option ("-I/root/include"), points
 * into the copy instead.  Relative paths need nothing: the command runs
 * in the copy of its directory.
 */
static char *rebase_arg(const struct verify *v, const char *arg)
{
	char *moved = arg_moved(arg, v->root, v->tree);

	if (!moved && v->alias && *v->alias)
		moved = arg_moved(arg, v->alias, v->tree);
	return moved ? moved : xstrdup(arg);
}

static void verify_unit_release(struct verify_unit *u)
{
	size_t i;

	free(u->rel);
	free(u->dir);
	for (i = 0; i < u->argv.nr; i++)
		free(u->argv.v[i]);
	VEC_FREE(u->argv);
	unit_release(&u->check);
	ccargs_release(&u->sparse);
	strset_release(&u->incs);
	strset_release(&u->first_sites);
	strset_release(&u->sites);
	strset_release(&u->first_sparse_sites);
	strset_release(&u->sparse_sites);
	VEC_FREE(u->uses);
}

/*
 * Does option `arg` turn on a sanitizer whose checks name the types
 * they check in the object's data ("u32 [4]", as -fsanitize=bounds and
 * the rest of -fsanitize=undefined do)?  Those name a typedef as it is
 * spelt, so annotating one changes the object.  The sanitizers here
 * name no type.
 */
static int names_types(const char *arg)
{
	static const char *const quiet[] = {
		"address", "kernel-address", "hwaddress", "kernel-hwaddress",
		"thread", "memory", "leak", "shadow-call-stack", "safe-stack",
		NULL
	};
	const char *p;

	if (strncmp(arg, "-fsanitize=", 11))
		return 0;
	for (p = arg + 11; *p; ) {
		size_t n = strcspn(p, ","), i;

		for (i = 0; quiet[i]; i++)
			if (strlen(quiet[i]) == n && !strncmp(p, quiet[i], n))
				break;
		if (n && !quiet[i])
			return 1;
		p += n + (p[n] == ',');
	}
	return 0;
}

/* The words of `s`, split at blanks, each pushed to out[0..*nr). */
static void push_words(char ***out, size_t *nr, const char *s)
{
	const char *p;

	for (p = s; *p; ) {
		size_t n;

		p += strspn(p, " \t");
		n = strcspn(p, " \t");
		if (!n)
			break;
		push_arg(out, nr, xstrndup(p, n));
		p += n;
	}
}

/* $CC as words, or "cc". */
static void push_cc(char ***out, size_t *nr)
{
	const char *cc = getenv("CC");

	push_words(out, nr, cc && *cc ? cc : "cc");
}

/*
 * The unit of `file`: its compile command (the database's, or
 * `$CC FLAGS -c FILE` in the root) moved into the scratch tree.
 */
static int unit_add(struct verify *v, const char *file)
{
	const char *const *fl = v->o->flags;
	struct verify_unit u;
	char **raw = NULL, *dir = NULL, *src = NULL, *abs = NULL;
	char *src_in_tree = NULL;
	size_t nr = 0, i;
	int has_c = 0, ret = -1;

	memset(&u, 0, sizeof(u));
	if (v->o->build_dir) {
		if (cdb_command(&v->db, file, &raw, &dir, &src))
			return -1;
		while (raw[nr])
			nr++;
		if (expand_responses(&raw, &nr, dir, file))
			goto out;
	} else {
		push_cc(&raw, &nr);
		dir = xstrdup(v->root);
		src = xstrdup(file);
	}
	abs = path_normalize(dir, src);
	u.dir = in_tree(v, dir);
	/* the database may name the source by its path in the root */
	src_in_tree = in_tree(v, abs);
	if (!u.dir || !src_in_tree) {
		error("'%s' is not below the current directory: run endian "
		      "verify where the build and the patches start", file);
		goto out;
	}
	u.rel = xstrdup(tree_rel(v, src_in_tree));
	/* as its directory names it, so messages need no scratch path */
	u.check.path = path_relative(u.dir, src_in_tree);
	for (i = 0; i < nr; i++) {
		int n = i ? dropped(raw, (int)i) : 0;

		if (n) {
			i += (size_t)n - 1;
			continue;
		}
		has_c |= !strcmp(raw[i], "-c");
		u.sugar |= names_types(raw[i]);
		VEC_PUSH(u.argv, rebase_arg(v, raw[i]));
	}
	for (i = 0; fl && fl[i]; i++) {
		if (dropped((char *const *)fl, (int)i))
			continue;
		u.sugar |= names_types(fl[i]);
		VEC_PUSH(u.argv, rebase_arg(v, fl[i]));
	}
	if (!v->o->build_dir) {
		VEC_PUSH(u.argv, xstrdup("-c"));
		VEC_PUSH(u.argv, rebase_arg(v, file));
	} else if (!has_c) {
		VEC_PUSH(u.argv, xstrdup("-c"));
	}
	VEC_PUSH(u.argv, xstrdup(v->prefix_map));

	ccargs_push(&u.check.cc, "-working-directory");
	ccargs_push(&u.check.cc, u.dir);
	for (i = 1; i < u.argv.nr; i++) {
		int j = (int)i;

		if (ccargs_filter_one(&u.sparse, (const char *const *)u.argv.v,
				      (int)u.argv.nr, &j))
			i = (size_t)j;
	}
	for (i = 0; i < u.sparse.argv.nr; i++)
		ccargs_push(&u.check.cc, u.sparse.argv.v[i]);
	ccargs_finish_checker(&u.check.cc);
	VEC_PUSH(v->units, u);
	memset(&u, 0, sizeof(u));
	ret = 0;
out:
	verify_unit_release(&u);
	for (i = 0; i < nr; i++)
		free(raw[i]);
	free(raw);
	free(dir);
	free(src);
	free(src_in_tree);
	free(abs);
	return ret;
}

int units_collect(struct verify *v)
{
	const char *launcher = getenv("CC_LAUNCHER");
	const char *const *files = v->o->files;
	char **all = NULL;
	size_t i;
	int ret = 0;

	if (launcher)
		push_words(&v->launcher, &v->nlauncher, launcher);
	if (v->nlauncher && strchr(v->launcher[0], '/')) {
		/* a path from here, where compiles do not run */
		char *abs = abspath(v->launcher[0]);

		free(v->launcher[0]);
		v->launcher[0] = abs;
	}
	if (v->o->build_dir && (!files || !files[0])) {
		all = cdb_files(&v->db);
		files = (const char *const *)all;
	}
	for (i = 0; files && files[i]; i++)
		if (unit_add(v, files[i]))
			ret = -1;
	for (i = 0; all && all[i]; i++)
		free(all[i]);
	free(all);
	if (!ret && !v->units.nr)
		ret = error("no translation unit to compile (name FILEs, or "
			    "-p BUILD_DIR)");
	return ret;
}

void units_release(struct verify *v)
{
	size_t i;

	for (i = 0; i < v->units.nr; i++)
		verify_unit_release(&v->units.v[i]);
	VEC_FREE(v->units);
	for (i = 0; i < v->nlauncher; i++)
		free(v->launcher[i]);
	free(v->launcher);
	v->launcher = NULL;
	v->nlauncher = 0;
}

struct incs_ctx {
	struct verify *v;
	struct verify_unit *u;
	char *outside;		/* a file read from the root itself */
};

static void add_inclusion(CXFile file, void *data)
{
	struct incs_ctx *c = data;
	char *name = cx_file_name(file);
	char *abs = path_normalize(c->u->dir, name), *leak;
	const char *rel = tree_rel(c->v, abs);

	if (rel)
		strset_add(&c->u->incs, rel, strlen(rel));
	else if (!c->outside && (leak = in_tree(c->v, abs)))
		c->outside = (free(leak), xstrdup(abs));
	free(abs);
	free(name);
}

int exposed_at(const struct verify *v, const char *rel, unsigned line)
{
	struct strbuf key = STRBUF_INIT;
	int ret;

	if (!rel || !v->exposed.nr)
		return 0;
	strbuf_addf(&key, "%s:%u", rel, line);
	ret = strset_has(&v->exposed, key.buf, key.len);
	strbuf_release(&key);
	return ret;
}

/* Note one warning of the checker's in u->sites; is it at a site? */
static int checker_exposed(void *arg, const char *file, unsigned line,
			   const char *msg)
{
	const struct incs_ctx *c = arg;
	char *abs = path_normalize(c->u->dir, file);
	const char *rel = tree_rel(c->v, abs);
	struct strbuf sb = STRBUF_INIT;
	int ret = exposed_at(c->v, rel, line);

	strbuf_addf(&sb, "%s:%u: %s", rel ? rel : abs, line, msg);
	strset_add(&c->u->sites, sb.buf, sb.len);
	strbuf_release(&sb);
	free(abs);
	return ret;
}

/*
 * Parse `u` as the scratch tree has it now: the checker's count, quiet,
 * and the files it reads.  Which units a patch touches comes from these
 * inclusions rather than from the compiler's -M: the checker parses
 * every unit anyway, so they cost nothing more, and they are refreshed
 * with each parse after a patch (a patch may add an #include).
 * Returns 0, or -1 with the first parse error in `why`.
 */
int verify_unit_check(struct verify *v, struct verify_unit *u, struct strbuf *why)
{
	struct report_budget budget = { UINT_MAX, 0, 1, 0, 0 };
	struct check_options o = {
		.bitwise = 1,
		.report = { .prefix = "", .tabstop = 8, .budget = &budget,
			    .quiet = 1, .expected = checker_exposed },
	};
	struct incs_ctx c = { v, u, NULL };
	CXTranslationUnit tu;
	unsigned errors = 0;

	if (unit_parse_quiet(v->idx, &u->check, NULL, 0, &tu, why, &errors)) {
		if (!errors)
			strbuf_addstr(why, "libclang could not parse it");
		return -1;
	}
	o.report.expected_arg = &c;
	strset_release(&u->sites);
	u->warnings = 0;
	if (check_translation_unit(tu, u->check.path, &o, &u->warnings)) {
		cx_dispose_tu(tu);
		strbuf_addstr(why, "it nests too deeply to check");
		return -1;
	}
	u->errors = budget.errors;
	u->at_exposed = budget.expected;
	if (!u->parsed) {
		strset_add_all(&u->first_sites, &u->sites);
		u->parsed = 1;
	}
	strset_release(&u->incs);
	strset_add(&u->incs, u->rel, strlen(u->rel));
	cx_files_read(tu, add_inclusion, &c);
	unit_uses(v, u, tu);
	cx_dispose_tu(tu);
	if (c.outside) {
		/* an absolute path spelt otherwise than the root */
		strbuf_addf(why, "it reads '%s' from the tree itself, not from "
			    "the scratch copy", c.outside);
		free(c.outside);
		return -1;
	}
	return 0;
}

enum reads { READS_ANY, READS_SWAPS, READS_DIRECTIVES };

static int reads_file(const struct verify_unit *u, const struct pinfo *p,
		      enum reads what)
{
	size_t i;

	for (i = 0; i < p->files.nr; i++) {
		const struct pfile *f = &p->files.v[i];

		if ((what == READS_SWAPS && !f->swaps) ||
		    (what == READS_DIRECTIVES && !f->directive))
			continue;
		if (strset_has(&u->incs, f->rel, strlen(f->rel)))
			return 1;
	}
	return 0;
}

int patch_site(const struct verify_unit *u, const struct pinfo *p,
	       const char **file, unsigned *line)
{
	const struct pfile *at = NULL;
	size_t i;

	for (i = 0; i < p->files.nr; i++) {
		const struct pfile *f = &p->files.v[i];

		if (!strcmp(f->rel, u->rel)) {
			at = f;
			break;
		}
		if (!at && strset_has(&u->incs, f->rel, strlen(f->rel)))
			at = f;
	}
	if (!at)
		return 0;
	*file = at->rel;
	*line = at->first_change ? at->first_change : 1;
	return 1;
}

int touches(const struct verify_unit *u, const struct pinfo *p)
{
	return reads_file(u, p, READS_ANY);
}

int reads_swaps(const struct verify_unit *u, const struct pinfo *p)
{
	return reads_file(u, p, READS_SWAPS);
}

int reads_directives(const struct verify_unit *u, const struct pinfo *p)
{
	return reads_file(u, p, READS_DIRECTIVES);
}
