/*
 * endian patch: the proposals of `endian infer` as a unified diff, or
 * written into the files.
 *
 * The diff comes from GNU diff on a scratch copy of each new file, never
 * from a hand-written diff, with a/ and b/ paths relative to the current
 * directory so that `patch -p1` applies it.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "infer/infer.h"
#include "infer/report.h"
#include "infer/solve.h"
#include "lib/diag.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"
#include "rewrite/cocci.h"
#include "rewrite/diff.h"
#include "rewrite/edits.h"
#include "rewrite/patch.h"
#include "rewrite/series.h"
#include "rewrite/spelling.h"

static const char usage_text[] =
"usage: endian patch [-p BUILD_DIR] [options] [FILE...] [-- FLAGS]\n"
"\n"
"Write the byte-order annotations `endian infer` proposes: only the\n"
"declarations' integer type tokens change (u32 -> __le32), so the\n"
"compiler sees the same program.  By default a unified diff on stdout,\n"
"for `patch -p1` from the current directory.\n"
"\n"
"   -o DIR                  write a patch series instead: a cover letter\n"
"                           and one mail per closed set of declarations\n"
"                           (one on-disk struct and what changes with it,\n"
"                           then the rest per file), for `git am`, each\n"
"                           with a .cocci beside it (and series.cocci);\n"
"                           then one patch per conflict the majority\n"
"                           settled, adding the conversions it lacks\n"
"   --cocci FILE            also write the edits as a semantic patch\n"
"   --in-place              edit the files instead (each atomically)\n"
"   --types le32=NAME,...   the names of the new types (default: the\n"
"                           tree's own bitwise typedefs, __le32 first;\n"
"                           le32_t and friends from a generated\n"
"                           endian-types.h where it has none)\n"
"   and every option of `endian infer` (-j, --helpers, --root,\n"
"   --min-confidence, --no-cache)\n"
"\n"
"Declarations that cannot be rewritten by changing their type token\n"
"(a type from a macro, a declaration inside a macro, int or long holding\n"
"byte-ordered data, one of several declarators) are listed on stderr\n"
"with the reason.\n"
"\n"
"Exit status: 0 nothing to change, 1 a diff or a list was printed (or\n"
"files were edited), 2 trouble.\n";

/* Replace `ef`'s file by its new text: a temporary beside it, renamed. */
static int edit_in_place(const struct edit_file *ef)
{
	struct stat st;
	size_t len;
	char *text;
	int ret;

	if (stat(ef->path, &st))
		return error("cannot edit '%s': %s", ef->rel, strerror(errno));
	text = edits_apply(ef, &len);
	ret = path_replace(ef->path, ef->rel, text, len, st.st_mode);
	free(text);
	return ret;
}

/* --in-place: the generated types header, unless it is there already. */
static int create_header(const struct edit_set *set)
{
	if (!access(set->header_path, F_OK))
		return 0;
	return write_new_file(set->header_path, set->header_text,
			      strlen(set->header_text), 0666);
}

/* The diff of one file on stdout. */
static int diff_file(const struct edit_file *ef, const char *scratch)
{
	size_t len;
	char *text = edits_apply(ef, &len);
	int ret = diff_texts(ef->rel, ef->orig, ef->orig_len, text, len,
			     scratch, 1);

	free(text);
	return ret;
}

static const char *kind_name(enum decl_kind k)
{
	static const char *const names[] = {
		"field", "var", "param", "return", "typedef", "cast"
	};

	return k <= DECL_CAST ? names[k] : "?";
}

void patch_list_skipped(const struct facts *f, const struct edit_set *set)
{
	size_t i;

	for (i = 0; i < set->skipped.nr; i++) {
		const struct skipped *sk = &set->skipped.v[i];
		const struct fdecl *d = sk->decl;
		char *rel = path_from_cwd(f->files.v[d->at.file]);

		if (d->kind == DECL_CAST)
			fprintf(stderr, "%s:%u:%u: warning: not rewritten: a cast "
				"in %s would be to %s: %s\n", rel, d->at.line,
				d->at.col, d->scope, sk->type, sk->why);
		else
			fprintf(stderr, "%s:%u:%u: warning: not rewritten: %s %s "
				"(%s) would be %s: %s\n", rel, d->at.line,
				d->at.col, kind_name(d->kind), d->name,
				d->scope, sk->type, sk->why);
		free(rel);
	}
}

int patch_plan(const struct gather *g, const char *types, int with_fixes,
	       struct solution *s, struct edit_set *set, int *trouble)
{
	struct solve_options so = { 0 };
	struct spelling sp;

	if (g->report.format != REPORT_TEXT || g->report.annotated ||
	    g->dump_facts)
		return error("--format, --annotated and --dump-facts are "
			     "infer's");
	if (solve(&g->facts, &so, s))
		return -1;
	if (spelling_init(&sp, &g->facts, types)) {
		solution_release(s);
		return -1;
	}
	if (edits_plan(&g->facts, s, &g->report, &sp, g->failed.v,
		       g->failed.nr, with_fixes, set))
		*trouble = 1;
	spelling_release(&sp);
	patch_list_skipped(&g->facts, set);
	return 0;
}

int cmd_patch(int argc, const char **argv)
{
	struct gather g = { .facts = FACTS_INIT };
	struct edit_set set;
	struct solution s;
	const char **av = xcalloc((size_t)argc + 1, sizeof(*av));
	char scratch[] = "/tmp/endian-patch.XXXXXX";
	const char *series_dir = NULL, *types = NULL, *cocci_path = NULL;
	int i, ac = 0, in_place = 0, ret = 2, trouble = 0, have_solution = 0;
	size_t j;

	memset(&set, 0, sizeof(set));
	for (i = 0; i < argc; i++) {
		if (i && !strcmp(argv[i], "--"))
			break;
		if (i && (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))) {
			fputs(usage_text, stdout);
			free(av);
			return 0;
		}
	}
	for (i = 0; i < argc; i++) {
		if (i && ac && !strcmp(av[ac - 1], "--")) {
			av[ac++] = argv[i];	/* compiler flags from here */
		} else if (i && !strcmp(argv[i], "--in-place")) {
			in_place = 1;
		} else if (i && !strcmp(argv[i], "--types")) {
			if (i + 1 >= argc) {
				error("option '--types' needs a value");
				free(av);
				return 2;
			}
			types = argv[++i];
		} else if (i && !strncmp(argv[i], "--types=", 8)) {
			types = argv[i] + 8;
		} else if (i && !strcmp(argv[i], "--cocci")) {
			if (i + 1 >= argc) {
				error("option '--cocci' needs a file");
				free(av);
				return 2;
			}
			cocci_path = argv[++i];
		} else if (i && !strcmp(argv[i], "-o")) {
			if (i + 1 >= argc) {
				error("option '-o' needs a directory");
				free(av);
				return 2;
			}
			series_dir = argv[++i];
		} else {
			av[ac++] = argv[i];
		}
	}
	if (in_place && series_dir) {
		error("-o and --in-place do not go together");
		free(av);
		return 2;
	}
	if (infer_gather(ac, av, usage_text, &g))
		goto out;
	if (patch_plan(&g, types, series_dir != NULL, &s, &set, &trouble))
		goto out;
	have_solution = 1;
	if (cocci_path && cocci_write(&g.facts, &s, &set, -1, cocci_path) < 0)
		trouble = 1;
	if (series_dir) {
		int n = set.files.nr ?
			series_write(&g.facts, &s, &set, series_dir) : 0;

		if (n < 0)
			trouble = 1;
		else if (n)
			printf("%s: %d patches and a cover letter\n",
			       series_dir, n);
		ret = trouble || g.trouble ? 2 :
		      set.files.nr || set.skipped.nr ? 1 : 0;
		goto out;
	}
	if (!in_place && set.files.nr && !mkdtemp(scratch)) {
		error("cannot create a scratch directory: %s", strerror(errno));
		goto out;
	}
	if (set.header_path &&
	    (in_place ? create_header(&set) :
	     diff_texts(set.header_rel, NULL, 0, set.header_text,
			strlen(set.header_text), scratch, 1)))
		trouble = 1;
	for (j = 0; j < set.files.nr; j++) {
		if (in_place ? edit_in_place(&set.files.v[j]) :
			       diff_file(&set.files.v[j], scratch))
			trouble = 1;
	}
	if (!in_place && set.files.nr)
		rmdir(scratch);
	ret = trouble || g.trouble ? 2 :
	      set.files.nr || set.skipped.nr ? 1 : 0;
out:
	if (have_solution)
		solution_release(&s);
	edit_set_release(&set);
	gather_release(&g);
	free(av);
	return ret;
}
