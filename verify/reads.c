// SPDX-License-Identifier: GPL-2.0-only
/*
 * What the units read, so that the scratch copy holds that and not the
 * whole root.  A kernel tree is 95,000 files and copying it took longer
 * than the rest of verifying a small driver; a unit reads a thousand.
 *
 * Before the copy is made, each unit's preprocessor is asked for its
 * dependencies, twice: the compiler's (gcc reads compiler-gcc.h where
 * clang reads compiler-clang.h) and clang's for the checker's parse,
 * both `-E -M` writing their list in the scratch directory.  The
 * compiler, which may be a wrapper that writes beside it, runs in the
 * copy and reads the root by absolute paths; clang is ours and runs in
 * the root.  Sparse reads what one of the two reads.  Each file found
 * is copied, with the links on the way, so a lookup that finds a file
 * in the root finds the same file in the copy, and a search never goes
 * further in the copy than in the root.  When a list cannot be had, the
 * copy is the whole root.
 *
 * What no list shows can still ask for more: a parse, a compile or
 * sparse before the series that fails in the copy for want of a file
 * (an assembler's .incbin; verify.c starts again on the whole root),
 * and a patch that adds an #include (reads_cover()).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lib/diag.h"
#include "lib/path.h"
#include "lib/run.h"
#include "lib/strbuf.h"
#include "lib/strvec.h"
#include "lib/xalloc.h"
#include "verify/verify-internal.h"

#ifndef ENDIAN_CLANG
#define ENDIAN_CLANG "clang"
#endif

/* An argument of the scratch copy seen in the root (heap). */
static char *root_arg(const struct verify *v, const char *arg)
{
	char *moved = arg_moved(arg, v->tree, v->root);

	return moved ? moved : xstrdup(arg);
}

char *deps_file(const struct verify *v, const struct job *j)
{
	return scratch_path(v, j->kind == JOB_DEPS ? "obj/%zu.d" : "obj/%zu.ck.d",
			    j->unit);
}

char *unit_root_dir(const struct verify *v, const struct verify_unit *u)
{
	return root_arg(v, u->dir);
}

static void push_root(const struct verify *v, struct strvec *av,
		      const char *arg)
{
	char *a = root_arg(v, arg);

	strvec_push(av, a);
	free(a);
}

/*
 * Options whose value is a path: joined to them ("-Iinclude",
 * "-fplugin=x.so") or, for those not ending in '=', the next argument.
 */
static const char *const path_options[] = {
	"-I", "-iquote", "-isystem", "-idirafter", "-include", "-imacros",
	"-iprefix", "-iwithprefix", "-iwithprefixbefore", "-isysroot",
	"--sysroot=", "--sysroot", "-B", "-fplugin=", "-specs=", "--specs=",
	"-fsanitize-ignorelist=", "-fsanitize-blacklist=",
	"--include-directory=", NULL
};

/*
 * The length of the option of `opts` that `arg` starts with, 0 when
 * none: a value joined to it starting with '-' is another option
 * (-include-pch) or no path (-I-).
 */
static size_t path_option(const char *const *opts, const char *arg)
{
	size_t k, n;

	for (k = 0; opts[k]; k++) {
		n = strlen(opts[k]);
		if (!strncmp(arg, opts[k], n) && arg[n] != '-')
			return n;
	}
	return 0;
}

/* `val`, a path relative to `dir`, made absolute (heap). */
static char *absolute(const char *dir, const char *val)
{
	return val[0] == '/' || !val[0] ? xstrdup(val) : sub_path(dir, val);
}

/*
 * The compiler's command for its dependency list: in the copy, where a
 * wrapper that writes beside it writes, reading the root by absolute
 * paths.  An input or a path option is made absolute; a path this
 * misses is looked for in the copy, where it is not, and the list fails
 * (the copy is then all of the root).
 */
static void compiler_command(const struct verify *v,
			     const struct verify_unit *u, struct strvec *av)
{
	char *dir = unit_root_dir(v, u);
	size_t i;

	strvec_push(av, u->argv.v[0]);
	for (i = 1; i < u->argv.nr; i++) {
		char *a = root_arg(v, u->argv.v[i]), *abs;
		size_t n = path_option(path_options, a);
		struct stat st;

		if (n && a[n]) {
			struct strbuf sb = STRBUF_INIT;

			abs = absolute(dir, a + n);
			strbuf_add(&sb, a, n);
			strbuf_addstr(&sb, abs);
			strvec_push(av, sb.buf);
			strbuf_release(&sb);
			free(abs);
		} else if (n && a[n - 1] != '=' && i + 1 < u->argv.nr) {
			char *val = root_arg(v, u->argv.v[++i]);

			strvec_push(av, a);
			abs = absolute(dir, val);
			strvec_push(av, abs);
			free(abs);
			free(val);
		} else if (n) {
			strvec_push(av, a);
		} else {
			/* an input: a file the command names */
			abs = absolute(dir, a);
			strvec_push(av, a[0] != '-' && !stat(abs, &st) &&
				    S_ISREG(st.st_mode) ? abs : a);
			free(abs);
		}
		free(a);
	}
	free(dir);
}

void deps_command(const struct verify *v, const struct job *j,
		  const char *depfile, struct strvec *av)
{
	const struct verify_unit *u = &v->units.v[j->unit];
	size_t i;

	if (j->kind == JOB_DEPS) {
		compiler_command(v, u, av);
	} else {
		/* clang, ours, run in the root: -working-directory */
		strvec_push(av, ENDIAN_CLANG);
		for (i = 0; i < u->check.cc.argv.nr; i++)
			push_root(v, av, u->check.cc.argv.v[i]);
		strvec_push(av, u->check.path);
	}
	/* the preprocessor alone, and its list; -MT: a target we know */
	strvec_push(av, "-E");
	strvec_push(av, "-M");
	strvec_push(av, "-MT");
	strvec_push(av, "x");
	strvec_push(av, "-MF");
	strvec_push(av, depfile);
	strvec_push(av, "-o");
	strvec_push(av, "/dev/null");
}

/*
 * The next name of a make rule's prerequisites at *p, unescaped as gcc
 * and clang escape them (`\ ` a blank, `\#`, `$$`), into `out`; 0 at
 * the end.
 */
static int next_dep(const char **p, struct strbuf *out)
{
	const char *s = *p;

	strbuf_reset(out);
	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
			s++;
		if (s[0] == '\\' && (s[1] == '\n' || s[1] == '\r'))
			s += 2;
		else
			break;
	}
	while (*s && *s != ' ' && *s != '\t' && *s != '\n' && *s != '\r') {
		if (s[0] == '\\' && (s[1] == ' ' || s[1] == '\t' ||
				     s[1] == '#' || s[1] == '\\'))
			s++;
		else if (s[0] == '$' && s[1] == '$')
			s++;
		else if (s[0] == '\\' && (s[1] == '\n' || s[1] == '\r'))
			break;
		strbuf_addch(out, *s++);
	}
	*p = s;
	return out->len > 0;
}

/* Copy into the tree each file the list `depfile` names; -1 on trouble. */
static int add_deps(struct verify *v, const char *dir, const char *depfile)
{
	struct strbuf sb = STRBUF_INIT, name = STRBUF_INIT;
	const char *p;
	int ret = 0;

	if (strbuf_read_file(&sb, depfile))
		return -1;
	/* "x: DEP DEP \\\n DEP..." */
	p = sb.buf;
	if (strncmp(p, "x:", 2)) {
		strbuf_release(&sb);
		return error("'%s' is not a list of dependencies", depfile);
	}
	p += 2;
	while (!ret && next_dep(&p, &name))
		ret = tree_add(v, dir, name.buf);
	strbuf_release(&name);
	strbuf_release(&sb);
	return ret;
}

/*
 * Files a command names that no dependency list shows (-fplugin=F,
 * -specs=F, a sanitizer's ignore list): every argument, or the value
 * after its '=', that is a file of the root.
 */
static int add_named(struct verify *v, const char *dir,
		     const struct verify_unit *u)
{
	size_t i;
	int ret = 0;

	for (i = 1; !ret && i < u->argv.nr; i++) {
		char *a = root_arg(v, u->argv.v[i]);
		const char *eq = a[0] == '-' ? strchr(a, '=') : a;
		struct stat st;
		char *path;

		if (eq && eq != a)
			eq++;
		if (eq && *eq) {
			path = absolute(dir, eq);
			if (!stat(path, &st) && S_ISREG(st.st_mode))
				ret = tree_add(v, dir, eq);
			free(path);
		}
		free(a);
	}
	return ret;
}

int reads_copy(struct verify *v)
{
	const char *mode = getenv("ENDIAN_VERIFY_COPY");
	job_vec jobs = { NULL, 0, 0 };
	size_t i;
	int ret = -1;

	if ((mode && !strcmp(mode, "all")) || !run_found(ENDIAN_CLANG))
		return farm_build(v);
	v->partial = 1;
	if (mkdir(v->tree, 0700))
		return error("cannot create '%s': %s", v->tree,
			     strerror(errno));
	for (i = 0; i < v->units.nr; i++) {
		struct job j = { i, JOB_DEPS, 0, -1 };
		char *dir = unit_root_dir(v, &v->units.v[i]);

		/* where its compiler runs */
		ret = tree_add(v, "/", dir);
		free(dir);
		if (ret)
			goto out;
		VEC_PUSH(jobs, j);
		j.kind = JOB_DEPS_CHECK;
		VEC_PUSH(jobs, j);
	}
	v->stage = "what the units read";
	ret = jobs_run(v, &jobs, NULL);
	if (ret)
		goto out;
	for (i = 0; i < jobs.nr; i++) {
		const struct job *j = &jobs.v[i];
		const struct verify_unit *u = &v->units.v[j->unit];
		char *dir, *deps;

		/* no list (the build itself may fail): copy it all */
		if (j->status) {
			ret = farm_build(v);
			goto out;
		}
		dir = unit_root_dir(v, u);
		deps = deps_file(v, j);
		ret = add_deps(v, dir, deps);
		/* the files it names */
		if (!ret && j->kind == JOB_DEPS)
			ret = add_named(v, dir, u);
		free(dir);
		free(deps);
		if (ret)
			goto out;
	}
	ret = 0;
out:
	VEC_FREE(jobs);
	return ret;
}

/* ------------------------------------------------- a patch's #include */

/* The directories `u` searches for headers, in the root (heap strings). */
static void search_dirs(const struct verify *v, const struct verify_unit *u,
			struct strvec *out)
{
	static const char *const opts[] = {
		"-I", "-iquote", "-isystem", "-idirafter", "--include-directory=",
		NULL
	};
	char *dir = unit_root_dir(v, u);
	size_t i;

	for (i = 1; i < u->argv.nr; i++) {
		const char *a = u->argv.v[i], *val = NULL;
		size_t n = path_option(opts, a);
		char *r, *path;

		if (n)
			val = a[n] ? a + n : (i + 1 < u->argv.nr ?
					      u->argv.v[++i] : NULL);
		if (!val)
			continue;
		r = root_arg(v, val);
		path = absolute(dir, r);
		strvec_push(out, path);
		free(path);
		free(r);
	}
	free(dir);
}

/*
 * Is the header `name` (as an #include spells it between its quotes or
 * brackets) a file of the root in one of `dirs`, not yet in the copy?
 */
static int missing_header(const struct verify *v, const struct strvec *dirs,
			  const char *name)
{
	size_t i;

	for (i = 0; i < dirs->nr; i++) {
		char *path = sub_path(dirs->v[i], name), *copy;
		char *real = realpath(path, NULL);
		const char *rel;
		struct stat st;
		int missing = 0;

		rel = real ? root_rel(v, real) : NULL;
		if (rel && *rel) {
			copy = sub_path(v->tree, rel);
			missing = lstat(copy, &st) != 0;
			free(copy);
		}
		free(real);
		free(path);
		if (missing)
			return 1;
	}
	return 0;
}

int reads_cover(struct verify *v, size_t pi)
{
	const struct pinfo *p = &v->patches.v[pi];
	struct strvec dirs = STRVEC_INIT;
	size_t i, k;
	int more = 0;

	if (!v->partial || !p->includes.nr)
		return 0;
	for (k = 0; k < v->units.nr; k++)
		search_dirs(v, &v->units.v[k], &dirs);
	for (i = 0; !more && i < p->includes.nr; i++) {
		const struct added_include *inc = &p->includes.v[i];
		char *file = sub_path(v->root, inc->file), *here;

		/* a macro names it: which file, only the compiler knows */
		if (!inc->name) {
			more = 1;
		} else {
			here = path_dir(file);
			strvec_push(&dirs, here);
			free(here);
			more = missing_header(v, &dirs, inc->name);
		}
		free(file);
	}
	strvec_clear(&dirs);
	return more ? farm_build(v) : 0;
}
