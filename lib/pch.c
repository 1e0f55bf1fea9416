// SPDX-License-Identifier: GPL-2.0-only
/*
 * The shared cache of precompiled include prefixes: see pch.h for what
 * makes a PCH equivalent to the lines it replaces.
 *
 * The entries of one prefix, named by two keys:
 *   PREFIX.seen   a parse had this prefix: its unit and -D options
 *   PREFIX.names  the -D names its PCHs are built without, or "no WHY"
 *                 and the files that said so
 *   PREFIX.lock   a process is building it
 *   PREFIX-FULL.pch     the PCH, FULL naming the -D options kept
 *   PREFIX-FULL.inputs  every file it read: mtime, size, digest, names,
 *                       chain
 * PREFIX hashes everything but the -D values; FULL adds the values of
 * the -D options the PCH was built with.
 */
/* memmem() */
#define _GNU_SOURCE

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cx.h"
#include "diag.h"
#include "digest.h"
#include "file.h"
#include "hash.h"
#include "lex.h"
#include "path.h"
#include "pch.h"
#include "strbuf.h"
#include "strset.h"
#include "strvec.h"
#include "unit.h"
#include "vec.h"
#include "xalloc.h"

#define PCH_MAGIC "endian-pch 2"
#define INPUTS_MAGIC "endian-pch-inputs 4"
/* The name of the prefix's in-memory file, in the unit's directory. */
#define PREFIX_FILE ".endian-pch-prefix.h"
/* as ccache's: a kernel unit's whole prefix is 15 to 40 MB */
#define DEFAULT_LIMIT (5ull << 30)
/* A lock older than this was left by a builder that died. */
#define LOCK_STALE_SECONDS 600
/* Marks and names unused for this long go when the cache is cleaned. */
#define MARK_STALE_SECONDS (30 * 24 * 3600)

static struct {
	int ready, off, eager, trace;
	/*
	 * pch_private(): prefixes end before the first quoted #include, and
	 * a prefix found stale once is not built again
	 */
	int series;
	char *dir;		/* NULL: no cache */
	uint64_t limit;
} pch;

void pch_disable(void)
{
	pch.off = 1;
}

static uint64_t parse_size(const char *s)
{
	char *end;
	unsigned long long v = strtoull(s, &end, 10);

	switch (*end) {
	case 'k': case 'K':
		return v << 10;
	case 'm': case 'M':
		return v << 20;
	case 'g': case 'G':
		return v << 30;
	default:
		return v;
	}
}

static int has_word(const char *list, const char *word)
{
	size_t n = strlen(word);
	const char *p;

	for (p = list; (p = strstr(p, word)); p += n)
		if ((p == list || p[-1] == ',') && (!p[n] || p[n] == ','))
			return 1;
	return 0;
}

/* Read the environment, once. */
static void read_env(void)
{
	const char *env;

	if (pch.ready)
		return;
	pch.ready = 1;
	env = getenv("ENDIAN_PCH");
	if (env) {
		pch.off |= has_word(env, "off");
		pch.eager = has_word(env, "eager");
		pch.trace = has_word(env, "trace");
	}
	env = getenv("ENDIAN_PCH_LIMIT");
	pch.limit = env && *env ? parse_size(env) : DEFAULT_LIMIT;
}

/* Read the environment and find the directory, once. */
static int ready(void)
{
	if (pch.ready)
		return !pch.off && pch.dir;
	read_env();
	if (pch.off)
		return 0;
	pch.dir = cache_dir_open("pch");
	return pch.dir != NULL;
}

int pch_private(const char *dir)
{
	read_env();
	if (pch.off)
		return 0;
	if (mkdir(dir, 0700) && errno != EEXIST)
		return error("cannot create '%s': %s", dir, strerror(errno));
	free(pch.dir);
	pch.dir = xstrdup(dir);
	pch.eager = 1;
	pch.series = 1;
	return 0;
}

void pch_trace(const char *path, const char *fmt, ...)
{
	va_list ap;
	char *rel;

	if (!pch.trace && verbosity <= 0)
		return;
	rel = path_from_cwd(path);
	fflush(stdout);
	progress_done();
	fprintf(stderr, "endian: pch: %s: ", rel);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	free(rel);
}

/* ------------------------------------------------------------ the prefix */

/* Past blanks, line ends and comments from `off`. */
static size_t skip_space(const char *s, size_t len, size_t off)
{
	for (;;) {
		if (off < len && (s[off] == ' ' || s[off] == '\t' ||
				  s[off] == '\n' || s[off] == '\r' ||
				  s[off] == '\f' || s[off] == '\v')) {
			off++;
		} else if (off + 1 < len && s[off] == '/' && s[off + 1] == '*') {
			const char *e = memmem(s + off + 2, len - off - 2,
					       "*/", 2);

			if (!e)
				return len;
			off = (size_t)(e - s) + 2;
		} else if (off + 1 < len && s[off] == '/' && s[off + 1] == '/') {
			const char *e = memchr(s + off, '\n', len - off);

			/* a backslash-newline would continue the comment */
			if (!e || (e > s + off && e[-1] == '\\'))
				return off;
			off = (size_t)(e - s) + 1;
		} else {
			return off;
		}
	}
}

/*
 * If text[off..eol) is a plain `#include <name>` or `#include "name"`
 * line (nothing but blanks and comments after the name), the offset of
 * its name's first character; else 0.
 */
static size_t include_line(const char *s, size_t off, size_t eol)
{
	size_t p = lex_directive(s, off, eol, "include"), q;
	struct lex_tok t;
	char close;

	if (!p || (p < eol && lex_ident_char(s[p])))
		return 0;
	while (p < eol && (s[p] == ' ' || s[p] == '\t'))
		p++;
	if (p >= eol || (s[p] != '<' && s[p] != '"'))
		return 0;
	close = s[p] == '<' ? '>' : '"';
	for (q = p + 1; q < eol && s[q] != close && s[q] != '\n'; q++)
		if (s[q] == '\\')
			return 0;
	if (q >= eol || s[q] != close)
		return 0;
	q++;
	lex_next(s, eol, &q, &t, 1);
	if (t.kind != LEX_NEWLINE && t.kind != LEX_EOF)
		return 0;
	return p + 1;
}

/*
 * The prefix as its PCH sees it: one `#include <name>` or `#include
 * "name"` a line, without the comments and blank lines around them, so
 * that files whose licence headers differ share it.  No line of the
 * file it stands for is ever quoted from it: only its headers' lines.
 */
struct prefix {
	const char *path;	/* the unit's, for messages */
	char *main;		/* the file clang is handed, absolute */
	char *dir;		/* its directory as spelt there ("" none) */
	struct strbuf text;	/* the unit's file */
	struct strbuf lines;	/* the #include lines, as above */
	VEC(size_t) end;	/* end of the k-th line in `lines` */
	VEC(size_t) from, to;	/* where the k-th is in `text` or `htext` */
	VEC(unsigned char) angle;	/* is the k-th an #include <...> */
	/*
	 * descend(): the lines are those the header the unit's first line
	 * includes begins with (from, to in `htext`), not the unit's own
	 */
	char *header;		/* that header, as spelt from the unit's */
	char *hreal;		/* its real path */
	char *guard;		/* its include guard's macro, or NULL */
	struct strbuf htext;	/* its text */
	int descended;
};

/*
 * The #include lines of s[0..len) from `off`, onto `p`; with
 * `angle_only`, up to the first quoted one.
 */
static void prefix_scan_text(struct prefix *p, const char *s, size_t len,
			     size_t off, int angle_only)
{
	for (;;) {
		size_t eol, name;
		char close;

		off = skip_space(s, len, off);
		if (off >= len || s[off] != '#')
			break;
		eol = lex_line_end(s, len, off);
		name = include_line(s, off, eol);
		if (!name || (angle_only && s[name - 1] != '<'))
			break;
		close = s[name - 1] == '<' ? '>' : '"';
		strbuf_addf(&p->lines, "#include %c%.*s%c\n", s[name - 1],
			    (int)(strchr(s + name, close) - (s + name)),
			    s + name, close);
		VEC_PUSH(p->end, p->lines.len);
		VEC_PUSH(p->from, off);
		VEC_PUSH(p->to, eol);
		VEC_PUSH(p->angle, close == '>');
		off = eol;
	}
}

static void prefix_scan(struct prefix *p)
{
	prefix_scan_text(p, p->text.buf, p->text.len, 0, 0);
}

/* Is the k-th line (from 0) an #include <...>? */
static int angle_line(const struct prefix *p, size_t k)
{
	return p->angle.v[k];
}

static void prefix_init(struct prefix *p)
{
	memset(p, 0, sizeof(*p));
	strbuf_init(&p->text);
	strbuf_init(&p->lines);
	strbuf_init(&p->htext);
}

static void prefix_release(struct prefix *p)
{
	free(p->main);
	free(p->dir);
	strbuf_release(&p->text);
	strbuf_release(&p->lines);
	VEC_FREE(p->end);
	VEC_FREE(p->from);
	VEC_FREE(p->to);
	VEC_FREE(p->angle);
	free(p->header);
	free(p->hreal);
	free(p->guard);
	strbuf_release(&p->htext);
}

/* -------------------------------------------------------- command lines */

/*
 * The macro name of a -D or -U option at argv[i] (length in *len), or
 * NULL; *value is the index of the argument holding NAME[=VALUE].
 */
static const char *macro_option(char *const *argv, size_t argc, size_t i,
				size_t *len, size_t *value, int *undef)
{
	const char *a = argv[i];

	if (strncmp(a, "-D", 2) && strncmp(a, "-U", 2))
		return NULL;
	*undef = a[1] == 'U';
	*value = i;
	if (!a[2]) {
		if (i + 1 >= argc)
			return NULL;
		*value = i + 1;
		a = argv[i + 1];
	} else {
		a += 2;
	}
	*len = strcspn(a, "=(");
	return a;
}

/* The value part of argv[i]'s -D option: "" when it has none. */
static const char *macro_value(const char *name, size_t len)
{
	return name[len] ? name + len : "";
}

/* Is `name` among the names of `set`? */
static int named(const struct strset *set, const char *name, size_t len)
{
	return set && strset_has(set, name, len);
}

struct unit_view {
	const struct unit *u;
	struct CXUnsavedFile *unsaved;
	unsigned nunsaved;
	struct prefix p;
	const char *main_name;	/* the name the unit's copy goes by */
	const char *wd;		/* the command's -working-directory, or NULL */
	const char *header_name;	/* the name the header's copy goes by */
	struct hash128 base;	/* everything but the prefix text */
	struct strbuf defines;	/* "NAME=VALUE\n" for every -D option */
};

/* Everything a prefix's PCH depends on but its text and -D values. */
static void hash_base(struct unit_view *w)
{
	char **argv = w->u->cc.argv.v;
	size_t argc = w->u->cc.argv.nr, i, len, val;
	char cwd[PATH_MAX];
	CXString ver = clang_getClangVersion();
	int undef;
	unsigned j;

	hash128_init(&w->base);
	hash128_str(&w->base, PCH_MAGIC);
	hash128_str(&w->base, clang_getCString(ver));
	clang_disposeString(ver);
	hash128_str(&w->base, getcwd(cwd, sizeof(cwd)) ? cwd : "");
	hash128_str(&w->base, w->p.dir);
	for (i = 0; i < argc; i++) {
		const char *name = macro_option(argv, argc, i, &len, &val,
						&undef);

		if (!name || undef) {
			hash128_str(&w->base, argv[i]);
			continue;
		}
		/* the name, and whether it has a value; not the value */
		hash128_str(&w->base, "-D");
		hash128_add(&w->base, name, len);
		hash128_str(&w->base, name[len] ? "=" : "");
		strbuf_add(&w->defines, name, len);
		strbuf_addf(&w->defines, "%s\n", macro_value(name, len));
		i = val;
	}
	for (j = 0; j < w->nunsaved; j++) {
		if (!strcmp(w->unsaved[j].Filename, w->main_name))
			continue;
		hash128_str(&w->base, w->unsaved[j].Filename);
		hash128_add(&w->base, &w->unsaved[j].Length,
			    sizeof(w->unsaved[j].Length));
		hash128_add(&w->base, w->unsaved[j].Contents,
			    w->unsaved[j].Length);
	}
}

/* The key of the first k lines (33 bytes). */
static void prefix_key(const struct unit_view *w, size_t k, char key[33])
{
	struct hash128 h = w->base;
	uint64_t n = w->p.end.v[k - 1];

	hash128_add(&h, &n, sizeof(n));
	hash128_add(&h, w->p.lines.buf, (size_t)n);
	hash128_hex(&h, key);
}

/* The key of the PCH built without the -D names of `drop`. */
static void full_key(const struct unit_view *w, const char *prefix,
		     const struct strset *drop, char key[33])
{
	char **argv = w->u->cc.argv.v;
	size_t argc = w->u->cc.argv.nr, i, len, val;
	struct hash128 h;
	int undef;

	hash128_init(&h);
	hash128_str(&h, prefix);
	for (i = 0; i < argc; i++) {
		const char *name = macro_option(argv, argc, i, &len, &val,
						&undef);

		if (!name)
			continue;
		if (!undef && !named(drop, name, len))
			hash128_str(&h, name);
		i = val;
	}
	hash128_hex(&h, key);
}

/* ------------------------------------------------------- cache entries */

static char *entry(const char *key, const char *full, const char *ext)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s/%s%s%s%s", pch.dir, key, full ? "-" : "",
		    full ? full : "", ext);
	return strbuf_detach(&sb);
}

/* Write `path` whole under a temporary name, then rename it in place. */
/*
 * The small entries (.seen, .names, .inputs, notes) are sealed with
 * their length and a checksum, as the facts cache's are (digest_seal()):
 * a cut or damaged entry is a miss, never a wrong answer.
 */
#define ENTRY_MAGIC "endian-pch-entry 1"

static int entry_write(const char *path, const char *buf, size_t len)
{
	struct strbuf tmp = STRBUF_INIT, text = STRBUF_INIT;
	int ret;

	digest_seal(&text, ENTRY_MAGIC, buf, len);
	strbuf_add(&text, buf, len);
	strbuf_addf(&tmp, "%s.tmp%ld", path, (long)getpid());
	unlink(tmp.buf);
	ret = file_create(tmp.buf, text.buf, text.len, 0644, 0);
	if (!ret && rename(tmp.buf, path))
		ret = -1;
	if (ret)
		unlink(tmp.buf);
	strbuf_release(&tmp);
	strbuf_release(&text);
	return ret;
}

/* The body of entry `path` into `sb`: 0, or -1 when missing or damaged. */
static int entry_read(const char *path, struct strbuf *sb)
{
	size_t body;

	if (strbuf_read_file_quiet(sb, path) ||
	    digest_unseal(sb->buf, sb->len, ENTRY_MAGIC, &body)) {
		strbuf_reset(sb);
		return -1;
	}
	memmove(sb->buf, sb->buf + body, sb->len - body);
	sb->len -= body;
	sb->buf[sb->len] = '\0';
	return 0;
}

struct more_vec {
	struct cx_more_file *v;
	size_t nr, alloc;
};

static int inputs_fresh(char *lines, struct more_vec *files);

/*
 * The -D names the prefix's PCHs go without, into `drop`: 0; 1 when the
 * prefix cannot have one (why in `why`), as long as the files it read
 * are as they were; -1 when no PCH was built yet.
 */
static int names_read(const char *key, struct strset *drop,
		      struct strbuf *why)
{
	struct strbuf sb = STRBUF_INIT;
	char *path = entry(key, NULL, ".names");
	int ret = -1;

	if (!entry_read(path, &sb)) {
		if (!strncmp(sb.buf, "no ", 3)) {
			char *nl = strchr(sb.buf, '\n');

			if (nl)
				*nl++ = '\0';
			strbuf_addstr(why, sb.buf + 3);
			/* the verdict on files that changed is none */
			ret = nl && inputs_fresh(nl, NULL) ? -1 : 1;
		} else {
			char *p = sb.buf, *nl;

			for (; (nl = strchr(p, '\n')); p = nl + 1)
				strset_add(drop, p, (size_t)(nl - p));
			ret = 0;
		}
	}
	strbuf_release(&sb);
	free(path);
	return ret;
}

static void names_write(const char *key, const struct strset *drop,
			const char *no, const char *inputs)
{
	struct strbuf sb = STRBUF_INIT;
	char *path = entry(key, NULL, ".names");
	size_t i;

	if (no)
		strbuf_addf(&sb, "no %s\n%s", no, inputs);
	else
		for (i = 0; i < drop->nr; i++)
			strbuf_addf(&sb, "%s\n", drop->v[i]);
	entry_write(path, sb.buf, sb.len);
	strbuf_release(&sb);
	free(path);
}

/* The entry named `ext` beside a .pch, for the .pch (heap). */
static char *beside(const char *pch_path, const char *ext)
{
	size_t n = strlen(pch_path) - strlen(".pch");
	struct strbuf sb = STRBUF_INIT;

	strbuf_add(&sb, pch_path, n);
	strbuf_addstr(&sb, ext);
	return strbuf_detach(&sb);
}

/* The .inputs entry beside a .pch (heap). */
static char *inputs_of(const char *pch_path)
{
	return beside(pch_path, ".inputs");
}

static void more_release(struct more_vec *files)
{
	cx_more_files_free(files->v, files->nr);
	files->v = NULL;
	files->nr = files->alloc = 0;
}

/* A file of an inputs line: its real path, "NAME\tTHROUGH...". */
static void more_add(struct more_vec *files, const char *real, char *name)
{
	VEC(char *) through = { NULL, 0, 0 };
	struct cx_more_file f;
	char *tab = strchr(name, '\t');

	memset(&f, 0, sizeof(f));
	if (tab)
		*tab++ = '\0';
	f.name = xstrdup(name);
	f.real = xstrdup(real);
	while (tab) {
		char *next = strchr(tab, '\t');

		if (next)
			*next++ = '\0';
		VEC_PUSH(through, xstrdup(tab));
		tab = next;
	}
	VEC_PUSH(through, NULL);
	f.through = through.v;
	VEC_PUSH(*files, f);
}

/*
 * The inputs entry of the PCH `pch_path` into `sb`, and its hash into
 * `id` when given: 0, or -1 when there is none.
 */
static int inputs_entry(const char *pch_path, struct strbuf *sb,
			char id[33])
{
	char *path = inputs_of(pch_path);
	int ret = -1;

	if (!entry_read(path, sb) && !strncmp(sb->buf, INPUTS_MAGIC "\n",
					      strlen(INPUTS_MAGIC) + 1)) {
		if (id) {
			struct hash128 h;

			hash128_init(&h);
			hash128_add(&h, sb->buf, sb->len);
			hash128_hex(&h, id);
		}
		ret = 0;
	}
	free(path);
	return ret;
}

/*
 * Read the inputs of the PCH `pch_path`, a line for each file it read:
 *	MTIME SIZE CTIME INO DIGEST REAL\tNAME[\tINCLUDER]...
 * 0 when every one is as it was, -1 when one changed or went, or the
 * list cannot be read.  The mtime is clang's own test of a PCH's inputs
 * (a touched header makes it refuse the PCH); the digest catches what an
 * mtime put back hides (lib/digest.h).  Putting an mtime back sets the
 * ctime, as any write does: a file with the inode and ctime it had is
 * not read again for its digest (a kernel unit's PCH reads 600 headers,
 * 4.6 MB).  CTIME is 0 where the build could not trust it (below).  The
 * files go onto `files` when given, and the hash of the entry into `id`
 * (pch_note_read()'s test).
 */
static int inputs_read(const char *pch_path, struct more_vec *files,
		       char id[33])
{
	struct strbuf sb = STRBUF_INIT;
	int ret = -1;

	if (!inputs_entry(pch_path, &sb, id))
		ret = inputs_fresh(sb.buf + strlen(INPUTS_MAGIC) + 1, files);
	strbuf_release(&sb);
	return ret;
}

/*
 * Are the files of the inputs lines `lines` (cut in place) as they
 * were?  0, with their names onto `files` when given; else -1.
 */
static int inputs_fresh(char *lines, struct more_vec *files)
{
	char *line, *nl;
	int ret = -1;

	for (line = lines; (nl = strchr(line, '\n')); line = nl + 1) {
		long long mtime, size, ctime;
		unsigned long long ino;
		char hex[DIGEST_HEX];
		struct digest was, now;
		char *real, *name;
		struct stat st;
		int at = 0;

		*nl = '\0';
		if (sscanf(line, "%lld %lld %lld %llu %32s %n", &mtime, &size,
			   &ctime, &ino, hex, &at) != 5 || !at ||
		    digest_parse(hex, &was))
			goto out;
		real = line + at;
		if (!(name = strchr(real, '\t')))
			goto out;
		*name++ = '\0';
		if (stat(real, &st) || (long long)st.st_size != size ||
		    file_mtime_ns(&st) != mtime)
			goto out;
		if (!ctime || file_ctime_ns(&st) != ctime ||
		    (unsigned long long)st.st_ino != ino) {
			if (file_digest(real, &st, &now) ||
			    !digest_equal(&was, &now))
				goto out;
		}
		if (files)
			more_add(files, real, name);
	}
	ret = 0;
out:
	if (ret && files)
		more_release(files);
	return ret;
}

/* The name of each kind of note beside a .pch: its format's version. */
static const char *const note_ext[PCH_NOTES] = {
	[PCH_NOTE_MACROS] = ".macros-1",
	[PCH_NOTE_LOCAL] = ".local-1",
};

/* The note `what` beside a .pch (heap). */
static char *note_of(const char *pch_path, enum pch_note what)
{
	return beside(pch_path, note_ext[what]);
}

static void remove_pch(const char *pch_path)
{
	char *inputs = inputs_of(pch_path);
	int what;

	unlink(pch_path);
	unlink(inputs);
	free(inputs);
	for (what = 0; what < PCH_NOTES; what++) {
		char *note = note_of(pch_path, (enum pch_note)what);

		unlink(note);
		free(note);
	}
}

/* ---------------------------------------------------------------- clean */

struct cached {
	char *name;
	int64_t mtime;
	uint64_t size;
};

static int cmp_cached(const void *a, const void *b)
{
	const struct cached *x = a, *y = b;

	return x->mtime < y->mtime ? -1 : x->mtime > y->mtime;
}

static int ends_with(const char *s, const char *end)
{
	size_t n = strlen(s), m = strlen(end);

	return n >= m && !strcmp(s + n - m, end);
}

/*
 * Keep the PCHs under the limit, oldest use first; and drop marks,
 * names, notes and temporaries nobody touched for long.
 */
static void clean(const char *keep)
{
	VEC(struct cached) v = { NULL, 0, 0 };
	DIR *d = opendir(pch.dir);
	int64_t now = (int64_t)time(NULL) * 1000000000;
	uint64_t total = 0;
	struct dirent *e;
	size_t i;

	if (!d)
		return;
	while ((e = readdir(d))) {
		struct stat st;
		struct cached c;
		char *path;

		if (e->d_name[0] == '.')
			continue;
		path = entry(e->d_name, NULL, "");
		if (lstat(path, &st) || !S_ISREG(st.st_mode)) {
			free(path);
			continue;
		}
		if (ends_with(e->d_name, ".pch") && strcmp(path, keep)) {
			c.name = path;
			c.mtime = file_mtime_ns(&st);
			c.size = (uint64_t)st.st_size;
			total += c.size;
			VEC_PUSH(v, c);
			continue;
		}
		if (!ends_with(e->d_name, ".inputs") &&
		    !ends_with(e->d_name, ".pch") &&
		    now - file_mtime_ns(&st) > (int64_t)MARK_STALE_SECONDS *
		    1000000000)
			unlink(path);
		free(path);
	}
	closedir(d);
	if (total > pch.limit) {
		qsort(v.v, v.nr, sizeof(*v.v), cmp_cached);
		for (i = 0; i < v.nr && total > pch.limit / 4 * 3; i++) {
			remove_pch(v.v[i].name);
			total -= v.v[i].size;
		}
	}
	for (i = 0; i < v.nr; i++)
		free(v.v[i].name);
	VEC_FREE(v);
}

/* ---------------------------------------------------------------- build */

struct build {
	struct unit_view *w;
	CXTranslationUnit tu;
	CXFile prefix_file;
	size_t k;
	struct strbuf inputs;	/* the .inputs entry */
	VEC(CXFile) files;	/* every file the PCH stands for */
	int bad_input, errors;
};

/*
 * The ctime of a file whose digest was just taken, when a later write
 * must give it another (inputs_fresh()): not when the file changed
 * within the last seconds, as a write in the same tick of a coarse
 * clock (2 s on FAT) would leave it as it is; then 0.
 */
static int64_t trusted_ctime(const struct stat *st)
{
	struct timespec now;
	int64_t c = file_ctime_ns(st);

	if (clock_gettime(CLOCK_REALTIME, &now))
		return 0;
	return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec - c >
	       (int64_t)3 * 1000000000 ? c : 0;
}

static void build_visit(CXFile file, CXSourceLocation *stack, unsigned depth,
			CXClientData data)
{
	struct build *b = data;
	char hex[DIGEST_HEX];
	char *name, *real;
	struct digest d;
	struct stat st;
	unsigned i;

	if (clang_File_isEqual(file, b->prefix_file))
		return;
	VEC_PUSH(b->files, file);
	name = cx_file_name(file);
	real = cx_file_path(file);
	if (stat(real, &st) || strpbrk(real, "\t\n") || strpbrk(name, "\t\n") ||
	    file_digest(real, &st, &d)) {
		/* an in-memory file, or a name the entry cannot hold */
		b->bad_input = 1;
		goto out;
	}
	digest_hex(&d, hex);
	strbuf_addf(&b->inputs, "%lld %lld %lld %llu %s %s\t%s",
		    (long long)file_mtime_ns(&st), (long long)st.st_size,
		    (long long)trusted_ctime(&st),
		    (unsigned long long)st.st_ino, hex, real, name);
	for (i = 0; i + 1 < depth; i++) {
		CXFile f;
		char *n;

		clang_getExpansionLocation(stack[i], &f, NULL, NULL, NULL);
		n = cx_file_name(f);
		if (strpbrk(n, "\t\n"))
			b->bad_input = 1;
		strbuf_addf(&b->inputs, "\t%s", n);
		free(n);
	}
	strbuf_addch(&b->inputs, '\n');
out:
	free(real);
	free(name);
}

/* Where the logical line holding s[off] starts (backslash-newlines). */
static size_t logical_line_start(const char *s, size_t off)
{
	for (;;) {
		const char *nl = off ? memrchr(s, '\n', off) : NULL;

		if (!nl)
			return 0;
		if (nl > s && (nl[-1] == '\\' ||
			       (nl[-1] == '\r' && nl - 1 > s && nl[-2] == '\\'))) {
			off = (size_t)(nl - s) - 1;
			continue;
		}
		return (size_t)(nl - s) + 1;
	}
}

/*
 * Look for `name` in s[0..len): 1 when it stands outside a #define body
 * (in code, a condition, a comment: the text does not say which, and
 * the answer errs towards keeping the macro); the macros whose bodies
 * name it go onto `tainted`.
 */
static int name_outside(const char *s, size_t len, const char *name,
			struct strset *tainted)
{
	size_t n = strlen(name);
	const char *p = s;

	while ((p = memmem(p, len - (size_t)(p - s), name, n))) {
		size_t at = (size_t)(p - s), ls, d, m;

		p += n;
		if ((at && lex_ident_char(s[at - 1])) ||
		    (at + n < len && lex_ident_char(s[at + n])))
			continue;
		ls = logical_line_start(s, at);
		d = lex_directive(s, ls, at, "define");
		if (!d)
			return 1;
		for (m = d; m < at && (s[m] == ' ' || s[m] == '\t'); m++)
			;
		if (m == at)
			continue;	/* its own definition */
		d = m;
		while (m < at && lex_ident_char(s[m]))
			m++;
		if (m > d)
			strset_add(tainted, s + d, m - d);
	}
	return 0;
}

/*
 * Does the prefix name the macro `name` outside a #define body, itself
 * or through the bodies of macros it names there, in any file the PCH
 * stands for?
 */
static int macro_used(struct build *b, const char *name)
{
	struct strset tainted = STRSET_INIT;
	size_t next, i;
	int used = 0;

	strset_add(&tainted, name, strlen(name));
	for (next = 0; next < tainted.nr && !used; next++) {
		const char *n = tainted.v[next];

		for (i = 0; i < b->files.nr && !used; i++) {
			size_t len;
			const char *s = cx_file_text(b->tu, b->files.v[i], &len);

			used = s && name_outside(s, len, n, &tainted);
		}
	}
	strset_release(&tainted);
	return used;
}

/*
 * Parse the first b->k lines with the -D options of `drop` left out:
 * 0 and the TU in b->tu (b->errors says whether it has errors), or -1
 * with why in `why`.
 */
static int build_parse(CXIndex idx, struct build *b,
		       const struct strset *drop, struct strbuf *why)
{
	struct unit_view *w = b->w;
	char **argv = w->u->cc.argv.v;
	size_t argc = w->u->cc.argv.nr, i, len, val;
	struct strvec args = STRVEC_INIT;
	VEC(struct CXUnsavedFile) files = { NULL, 0, 0 };
	struct CXUnsavedFile pf;
	struct strbuf path = STRBUF_INIT;
	enum CXErrorCode e;
	unsigned j, n;
	int undef, ret = -1;

	for (i = 0; i < argc; i++) {
		const char *name = macro_option(argv, argc, i, &len, &val,
						&undef);

		if (name && !undef && named(drop, name, len)) {
			i = val;
			continue;
		}
		/* a header, whatever the unit is */
		if (!strcmp(argv[i], "-x") && i + 1 < argc) {
			i++;
			continue;
		}
		if (!strncmp(argv[i], "-x", 2))
			continue;
		strvec_push(&args, argv[i]);
	}
	strvec_push(&args, "-x");
	strvec_push(&args, "c-header");
	strbuf_addstr(&path, w->p.dir);
	if (path.len && path.buf[path.len - 1] != '/')
		strbuf_addch(&path, '/');
	strbuf_addstr(&path, PREFIX_FILE);
	pf.Filename = path.buf;
	pf.Contents = w->p.lines.buf;
	pf.Length = w->p.end.v[b->k - 1];
	VEC_PUSH(files, pf);
	for (j = 0; j < w->nunsaved; j++)
		if (strcmp(w->unsaved[j].Filename, w->main_name))
			VEC_PUSH(files, w->unsaved[j]);
	e = clang_parseTranslationUnit2(idx, path.buf,
					(const char *const *)args.v,
					(int)args.nr, files.v,
					(unsigned)files.nr,
					CXTranslationUnit_Incomplete |
					CXTranslationUnit_ForSerialization,
					&b->tu);
	if (e != CXError_Success || !b->tu) {
		b->tu = NULL;
		strbuf_addstr(why, "libclang cannot parse it");
		goto out;
	}
	n = clang_getNumDiagnostics(b->tu);
	for (j = 0; j < n && !b->errors; j++) {
		CXDiagnostic d = clang_getDiagnostic(b->tu, j);

		b->errors = clang_getDiagnosticSeverity(d) >=
			    CXDiagnostic_Error;
		clang_disposeDiagnostic(d);
	}
	b->prefix_file = clang_getFile(b->tu, path.buf);
	ret = 0;
out:
	strbuf_release(&path);
	strvec_clear(&args);
	VEC_FREE(files);
	return ret;
}

/* What the PCH of b->tu stands for, into b->files and b->inputs. */
static void build_inputs(struct build *b)
{
	strbuf_reset(&b->inputs);
	strbuf_addstr(&b->inputs, INPUTS_MAGIC "\n");
	b->files.nr = 0;
	clang_getInclusions(b->tu, build_visit, b);
}

/* Names no two parses give the same value. */
static const char *const unstable[] = {
	"__DATE__", "__TIME__", "__BASE_FILE__", NULL
};

/* Did the PCH of b->tu read the file `path`? */
static int build_read(struct build *b, const char *path)
{
	struct stat want, st;
	size_t i;
	int found = 0;

	if (stat(path, &want))
		return 0;
	for (i = 0; i < b->files.nr && !found; i++) {
		char *real = cx_file_path(b->files.v[i]);

		found = !stat(real, &st) && st.st_dev == want.st_dev &&
			st.st_ino == want.st_ino;
		free(real);
	}
	return found;
}

/*
 * Why the PCH of b->tu cannot stand for the prefix, in `why`: 0 when it
 * can.  The -D names of `drop` that the prefix uses move to `keep`.
 */
static int build_judge(struct build *b, const struct strset *drop,
		       struct strset *keep, struct strbuf *why)
{
	const struct prefix *p = &b->w->p;
	size_t i;

	/* first: a parse without a -D it uses may fail for that alone */
	for (i = 0; i < drop->nr; i++)
		if (macro_used(b, drop->v[i]))
			strset_add(keep, drop->v[i], strlen(drop->v[i]));
	if (keep->nr)
		return 0;
	if (b->errors) {
		strbuf_addstr(why, "it does not parse on its own");
		return -1;
	}
	for (i = 0; unstable[i]; i++)
		if (macro_used(b, unstable[i])) {
			strbuf_addf(why, "it names %s", unstable[i]);
			return -1;
		}
	if (b->bad_input) {
		strbuf_addstr(why, "it reads a file that is not on disk");
		return -1;
	}
	/* descend(): the header's guard is defined after the PCH */
	if (p->descended && p->guard && macro_used(b, p->guard)) {
		strbuf_addf(why, "it names %s, the guard of %s", p->guard,
			    p->header);
		return -1;
	}
	if (p->descended && build_read(b, p->hreal)) {
		strbuf_addf(why, "it reads %s, whose lines it stands for",
			    p->header);
		return -1;
	}
	return 0;
}

static void build_reset(struct build *b)
{
	if (b->tu)
		cx_dispose_tu(b->tu);
	b->tu = NULL;
	b->bad_input = 0;
	b->errors = 0;
}

/*
 * Build the PCH of the first k lines for `w`, trying without the -D
 * names of `want`.  Its path (heap), or
 * NULL, having written in the prefix's names entry why no unit can have
 * one.
 */
static char *build(CXIndex idx, struct unit_view *w, const char *key,
		   size_t k, const struct strset *want)
{
	struct build b = { w, NULL, NULL, k, STRBUF_INIT,
			   { NULL, 0, 0 }, 0, 0 };
	struct strset drop = STRSET_INIT, keep = STRSET_INIT;
	struct strbuf why = STRBUF_INIT, tmp = STRBUF_INIT;
	char full[33], *pch_path = NULL, *inputs = NULL, *out = NULL;
	size_t i;
	int tries;

	for (i = 0; i < want->nr; i++)
		strset_add(&drop, want->v[i], strlen(want->v[i]));
	for (tries = 0;; tries++) {
		if (build_parse(idx, &b, &drop, &why))
			goto refuse;
		build_inputs(&b);
		if (build_judge(&b, &drop, &keep, &why))
			goto refuse;
		if (!keep.nr)
			break;
		/* the prefix uses one: build again with it */
		if (tries) {
			strbuf_addstr(&why, "it uses a -D macro it was built "
				      "without");
			goto refuse;
		}
		for (i = 0; i < keep.nr; i++) {
			struct strset rest = STRSET_INIT;
			size_t j;

			for (j = 0; j < drop.nr; j++)
				if (strcmp(drop.v[j], keep.v[i]))
					strset_add(&rest, drop.v[j],
						   strlen(drop.v[j]));
			strset_release(&drop);
			drop = rest;
		}
		strset_release(&keep);
		keep = (struct strset)STRSET_INIT;
		build_reset(&b);
	}
	full_key(w, key, &drop, full);
	pch_path = entry(key, full, ".pch");
	inputs = inputs_of(pch_path);
	strbuf_addf(&tmp, "%s.tmp%ld", pch_path, (long)getpid());
	if (entry_write(inputs, b.inputs.buf, b.inputs.len) ||
	    clang_saveTranslationUnit(b.tu, tmp.buf,
				      clang_defaultSaveOptions(b.tu)) !=
	    CXSaveError_None || rename(tmp.buf, pch_path)) {
		unlink(tmp.buf);
		pch_trace(w->p.path, "no PCH of %zu lines: cannot write '%s'",
			  k, pch_path);
		goto out;
	}
	names_write(key, &drop, NULL, NULL);
	pch_trace(w->p.path, "built a PCH of %zu #include lines%s", k,
		  drop.nr ? ", without the -D macros that differ between "
			    "units" : "");
	out = pch_path;
	pch_path = NULL;
	clean(out);
	goto out;
refuse:
	/* with what it read, so that the verdict goes when they change */
	names_write(key, NULL, why.buf,
		    b.tu ? b.inputs.buf + strlen(INPUTS_MAGIC) + 1 : "");
	pch_trace(w->p.path, "no PCH of %zu lines: %s", k, why.buf);
out:
	build_reset(&b);
	VEC_FREE(b.files);
	strset_release(&drop);
	strset_release(&keep);
	strbuf_release(&b.inputs);
	strbuf_release(&why);
	strbuf_release(&tmp);
	free(pch_path);
	free(inputs);
	return out;
}

/* ----------------------------------------------------------------- find */

/* Does the in-memory file `name` stand for the unit's `src` (`main`)? */
static int same_file(const char *name, const char *src, const char *main)
{
	struct stat a, b;

	if (!strcmp(name, src) || !strcmp(name, main))
		return 1;
	/* overlays name files by their real paths */
	return !stat(name, &a) && !stat(main, &b) && a.st_dev == b.st_dev &&
	       a.st_ino == b.st_ino;
}

/*
 * The text of the file `spelt` (`real` on disk) into `text`: the parse's
 * in-memory copy of it when it has one, else the file.  *name is what
 * the parse's copy of it goes by: that copy's name, else `spelt`.
 * 0, or -1 when it cannot be read.
 */
static int view_text(const struct unit_view *w, const char *spelt,
		     const char *real, struct strbuf *text, const char **name)
{
	unsigned j;

	*name = spelt;
	for (j = 0; j < w->nunsaved; j++)
		if (same_file(w->unsaved[j].Filename, spelt, real)) {
			strbuf_add(text, w->unsaved[j].Contents,
				   w->unsaved[j].Length);
			*name = w->unsaved[j].Filename;
			return 0;
		}
	return strbuf_read_file_quiet(text, real);
}

static int view_init(struct unit_view *w, const struct unit *u,
		     struct CXUnsavedFile *unsaved, unsigned nunsaved)
{
	const char *src = unit_source(u), *wd = NULL;
	size_t i;
	char *slash;

	memset(w, 0, sizeof(*w));
	w->u = u;
	w->unsaved = unsaved;
	w->nunsaved = nunsaved;
	prefix_init(&w->p);
	w->p.path = u->path;
	strbuf_init(&w->defines);
	for (i = 0; i + 1 < u->cc.argv.nr; i++)
		if (!strcmp(u->cc.argv.v[i], "-working-directory"))
			wd = u->cc.argv.v[i + 1];
	w->wd = wd;
	w->p.main = wd ? path_normalize(wd, src) : xstrdup(src);
	/* spelt as the unit's, so that clang spells its headers the same */
	w->p.dir = xstrdup(src);
	slash = strrchr(w->p.dir, '/');
	if (slash)
		slash[slash == w->p.dir] = '\0';
	else
		w->p.dir[0] = '\0';
	/*
	 * the copy goes by the name the command line gives the file, or
	 * clang names the unit by it (__FILE__ would be another string)
	 */
	if (view_text(w, src, w->p.main, &w->p.text, &w->main_name))
		return -1;
	prefix_scan(&w->p);
	hash_base(w);
	return w->p.end.nr ? 0 : -1;
}

/*
 * A header's include guard at s[off]: `#ifndef NAME` and `#define NAME`,
 * or `#pragma once`.  Past it, with NAME in *guard (heap; NULL for
 * #pragma once), or 0 when the header does not begin so.
 */
static size_t guard_lines(const char *s, size_t len, size_t off,
			  char **guard)
{
	size_t eol = lex_line_end(s, len, off), d, next;
	struct lex_tok name, t;

	*guard = NULL;
	if ((d = lex_directive(s, off, eol, "pragma"))) {
		lex_next(s, eol, &d, &t, 1);
		if (!lex_is(s, &t, "once"))
			return 0;
		lex_next(s, eol, &d, &t, 1);
		return t.kind == LEX_NEWLINE || t.kind == LEX_EOF ? eol : 0;
	}
	if (!(d = lex_directive(s, off, eol, "ifndef")) ||
	    (d < eol && lex_ident_char(s[d])))
		return 0;
	lex_next(s, eol, &d, &name, 1);
	lex_next(s, eol, &d, &t, 1);
	if (name.kind != LEX_IDENT ||
	    (t.kind != LEX_NEWLINE && t.kind != LEX_EOF))
		return 0;
	off = skip_space(s, len, eol);
	next = lex_line_end(s, len, off);
	if (!(d = lex_directive(s, off, next, "define")) ||
	    (d < next && lex_ident_char(s[d])))
		return 0;
	lex_next(s, next, &d, &t, 1);
	/* `#define NAME` or `#define NAME 1`: a function-like one is no guard */
	if (!lex_same(s, &t, &name, 1) || (d < next && s[d] == '('))
		return 0;
	*guard = xstrndup(s + name.off, name.len);
	return next;
}

/*
 * In verify (pch_private()), a prefix ends before the unit's first
 * quoted #include, the project's own headers, which the series changes.
 * A unit whose first line includes a header of its own directory
 * (`#include "aic79xx_osm.h"`) would have none, yet such a header mostly
 * begins with the kernel's headers (`#include <linux/pci.h>` ...), which
 * no series changes.  Those lines become the unit's prefix: the PCH
 * stands for them, the header is parsed from a copy in which they are
 * blank, and its guard macro is defined after them instead of before.
 * That is the same program when nothing but comments and the guard come
 * before them in the header, no file the PCH reads names the guard (the
 * PCH is refused otherwise: build_judge()), the guard is not defined
 * before the header (the prefix says #error if it is) and the PCH does
 * not read the header itself.  0 with w->p's lines those, else -1 with
 * none.
 */
static int descend(struct unit_view *w)
{
	struct prefix *p = &w->p;
	struct strbuf spelt = STRBUF_INIT;
	size_t off, len;
	const char *s;
	char *name = NULL;
	struct stat st;
	int ret = -1;

	if (p->angle.nr && !p->angle.v[0]) {
		const char *q = p->lines.buf + strlen("#include \"");

		name = xstrndup(q, strcspn(q, "\""));
		if (p->dir[0])
			strbuf_addf(&spelt, "%s/", p->dir);
		strbuf_addstr(&spelt, name);
		p->header = strbuf_detach(&spelt);
		p->hreal = w->wd ? path_normalize(w->wd, p->header) :
				   xstrdup(p->header);
	}
	strbuf_reset(&p->lines);
	p->end.nr = p->from.nr = p->to.nr = p->angle.nr = 0;
	/* only a header found beside the unit, where a quoted one is first */
	if (!name || name[0] == '/' || stat(p->hreal, &st) ||
	    !S_ISREG(st.st_mode))
		goto out;
	if (view_text(w, p->header, p->hreal, &p->htext, &w->header_name))
		goto out;
	s = p->htext.buf;
	len = p->htext.len;
	off = skip_space(s, len, 0);
	if (off < len && s[off] == '#') {
		size_t past = guard_lines(s, len, off, &p->guard);

		if (past)
			off = past;
	}
	if (p->guard)
		strbuf_addf(&p->lines, "#ifdef %s\n#error \"%s is defined "
			    "before %s\"\n#endif\n", p->guard, p->guard, name);
	prefix_scan_text(p, s, len, off, 1);
	if (p->end.nr)
		ret = 0, p->descended = 1;
	else
		strbuf_reset(&p->lines);
out:
	free(name);
	return ret;
}

static void view_release(struct unit_view *w)
{
	prefix_release(&w->p);
	strbuf_release(&w->defines);
}

/*
 * Can the prefix of key `key` have a PCH at all?  1 when not (why onto
 * `why`, when given), else 0 with the -D names its PCHs go without in
 * `drop`.
 */
static int refused(const char *key, struct strset *drop, struct strbuf *why)
{
	struct strbuf sb = STRBUF_INIT;
	int r = names_read(key, drop, why ? why : &sb) == 1;

	strbuf_release(&sb);
	return r;
}

/*
 * Under pch_private(), a prefix whose PCH went stale reads a file the
 * series changes: building it again would only go stale again.
 */
static void churn_write(const char *key)
{
	char *path = entry(key, NULL, ".churn");

	entry_write(path, "", 0);
	free(path);
}

static int churns(const char *key)
{
	char *path;
	int r;

	if (!pch.series)
		return 0;
	path = entry(key, NULL, ".churn");
	r = !access(path, F_OK);
	free(path);
	return r;
}

/* A usable PCH of the first k lines (heap), or NULL. */
static char *lookup(const struct unit_view *w, const char *key, size_t k)
{
	struct strset drop = STRSET_INIT;
	char full[33], *path = NULL;
	struct stat st;

	if (refused(key, &drop, NULL))
		goto out;
	full_key(w, key, &drop, full);
	path = entry(key, full, ".pch");
	/* libclang would wait on a FIFO or read /dev/zero for ever */
	if (lstat(path, &st) || !S_ISREG(st.st_mode) ||
	    (unsigned long long)st.st_size > READ_LIMIT || access(path, R_OK)) {
		free(path);
		path = NULL;
	} else if (inputs_read(path, NULL, NULL)) {
		pch_trace(w->p.path, "a file the PCH of %zu lines stands "
			  "for has changed: removed", k);
		remove_pch(path);
		free(path);
		path = NULL;
		if (pch.series)
			churn_write(key);
	}
out:
	strset_release(&drop);
	return path;
}

/*
 * The -D names to build the PCH without: those in which `w` differs
 * from the parse that left the mark `seen`.
 */
static void candidates(const struct unit_view *w, const char *seen,
		       struct strset *out)
{
	struct strset mine = STRSET_INIT, theirs = STRSET_INIT;
	const char *p, *nl;
	size_t i;

	for (p = w->defines.buf; (nl = strchr(p, '\n')); p = nl + 1)
		strset_add(&mine, p, (size_t)(nl - p));
	for (p = seen; (nl = strchr(p, '\n')); p = nl + 1)
		strset_add(&theirs, p, (size_t)(nl - p));
	for (i = 0; i < mine.nr; i++)
		if (!strset_has(&theirs, mine.v[i], strlen(mine.v[i])))
			strset_add(out, mine.v[i], strcspn(mine.v[i], "=("));
	for (i = 0; i < theirs.nr; i++)
		if (!strset_has(&mine, theirs.v[i], strlen(theirs.v[i])))
			strset_add(out, theirs.v[i],
				   strcspn(theirs.v[i], "=("));
	strset_release(&mine);
	strset_release(&theirs);
}

/* Take the prefix's build lock: 0, or -1 when another process holds it. */
static int lock(const char *key, char **path)
{
	struct stat st;
	int fd;

	*path = entry(key, NULL, ".lock");
	fd = open(*path, O_WRONLY | O_CREAT | O_EXCL, 0644);
	if (fd < 0 && errno == EEXIST && !stat(*path, &st) &&
	    time(NULL) - st.st_mtime > LOCK_STALE_SECONDS) {
		unlink(*path);
		fd = open(*path, O_WRONLY | O_CREAT | O_EXCL, 0644);
	}
	if (fd < 0) {
		free(*path);
		*path = NULL;
		return -1;
	}
	close(fd);
	return 0;
}

/*
 * The mark a parse leaves on a prefix: the unit's file on the first
 * line, then its -D options as hash_base() lists them.
 */
static void mark_write(const struct unit_view *w, const char *key)
{
	char *path = entry(key, NULL, ".seen");
	struct strbuf sb = STRBUF_INIT;

	if (access(path, F_OK)) {
		strbuf_addf(&sb, "%s\n", w->p.main);
		strbuf_add(&sb, w->defines.buf, w->defines.len);
		entry_write(path, sb.buf, sb.len);
	}
	strbuf_release(&sb);
	free(path);
}

/*
 * The -D options of the parse that left the mark on `key` into `defines`
 * (the unit's own when there is none): 1 when another unit left it, 0
 * when the unit itself did (in an earlier run), -1 when there is none.
 */
static int mark_read(const struct unit_view *w, const char *key,
		     struct strbuf *defines)
{
	char *path = entry(key, NULL, ".seen");
	struct strbuf sb = STRBUF_INIT;
	const char *nl;
	int ret = -1;

	if (!entry_read(path, &sb) && (nl = strchr(sb.buf, '\n'))) {
		ret = strncmp(sb.buf, w->p.main, (size_t)(nl - sb.buf)) ||
		      strlen(w->p.main) != (size_t)(nl - sb.buf);
		if (defines)
			strbuf_addstr(defines, nl + 1);
	} else if (defines) {
		strbuf_add(defines, w->defines.buf, w->defines.len);
	}
	strbuf_release(&sb);
	free(path);
	return ret;
}

/* The leading bytes of a file that its #include lines are looked for in */
#define SIBLING_HEAD (64u << 10)
/* The files of a directory looked at for them, at most */
#define SIBLINGS_MAX 4096

/*
 * The units of the unit's directory: the files of its kind beside it
 * whose object is there too (kbuild's and in-tree builds').  How many
 * of the first n lines at least two of them begin with, or -1 when
 * there are none to tell.  A PCH built on the first sight of a prefix
 * pays when two more units share it: a build costs about a parse more
 * than the parse it stands for, and saves less than a parse on each
 * unit that uses it.  A guess: it only says when to build, never what a
 * PCH stands for.
 */
static ssize_t siblings_share(const struct unit_view *w, size_t n)
{
	const char *me = w->p.main, *base = path_last(me);
	const char *ext = path_ext(base);
	struct strbuf path = STRBUF_INIT;
	size_t dlen, elen = strlen(ext), k, from, seen = 0, units = 0;
	ssize_t best = -1;
	struct dirent *e;
	size_t *share;
	DIR *d;

	if (!elen)
		return -1;
	share = xcalloc(n + 1, sizeof(*share));
	dlen = (size_t)(base - me);
	strbuf_add(&path, me, dlen);
	d = opendir(dlen ? path.buf : ".");
	while (d && seen++ < SIBLINGS_MAX && (e = readdir(d))) {
		size_t len = strlen(e->d_name);
		struct prefix q;

		if (len <= elen || strcmp(e->d_name + len - elen, ext) ||
		    !strcmp(e->d_name, base))
			continue;
		strbuf_setlen(&path, dlen);
		strbuf_addf(&path, "%.*s.o", (int)(len - elen), e->d_name);
		if (access(path.buf, F_OK))
			continue;
		units++;
		prefix_init(&q);
		strbuf_setlen(&path, dlen);
		strbuf_addstr(&path, e->d_name);
		if (!strbuf_read_file_head(&q.text, path.buf, SIBLING_HEAD))
			prefix_scan(&q);
		for (k = 0, from = 0; k < n && k < q.end.nr; k++) {
			size_t to = q.end.v[k];

			/* the lines before k are alike: compare line k alone */
			if (to != w->p.end.v[k] ||
			    memcmp(q.lines.buf + from, w->p.lines.buf + from,
				   to - from))
				break;
			share[k + 1]++;
			from = to;
		}
		prefix_release(&q);
	}
	if (d)
		closedir(d);
	if (units)
		for (best = 0; (size_t)best < n && share[best + 1] >= 2; best++)
			;
	free(share);
	strbuf_release(&path);
	return best;
}

/*
 * The -D names whose value is the unit's own name (kbuild's
 * KBUILD_BASENAME="inode"), into `out`: they differ from one unit of a
 * directory to the next, so a PCH is tried without them even before a
 * second unit has said so.
 */
static void own_name_macros(const struct unit_view *w, struct strset *out)
{
	const char *base = path_last(w->p.main), *p, *nl;
	size_t stem = (size_t)(path_ext(base) - base);

	for (p = w->defines.buf; (nl = strchr(p, '\n')); p = nl + 1) {
		const char *v = memchr(p, '=', (size_t)(nl - p));
		size_t len;

		if (!v)
			continue;
		len = (size_t)(nl - ++v);
		if (len >= 2 && v[0] == '"' && v[len - 1] == '"')
			v++, len -= 2;
		if (len == stem && !memcmp(v, base, stem))
			strset_add(out, p, strcspn(p, "=("));
	}
}

/* Build the PCH of the first `want` lines. */
static char *build_locked(CXIndex idx, struct unit_view *w,
			  char (*keys)[33], size_t want)
{
	struct strset drop = STRSET_INIT;
	struct strbuf seen = STRBUF_INIT;
	char *lock_path, *out;

	if (lock(keys[want - 1], &lock_path)) {
		pch_trace(w->p.path, "another process builds the PCH of %zu "
			  "lines", want);
		return NULL;
	}
	mark_read(w, keys[want - 1], &seen);
	candidates(w, seen.buf, &drop);
	own_name_macros(w, &drop);
	refused(keys[want - 1], &drop, NULL);
	out = build(idx, w, keys[want - 1], want, &drop);
	unlink(lock_path);
	free(lock_path);
	strbuf_release(&seen);
	strset_release(&drop);
	return out;
}

/*
 * `name`'s copy of `t` with the first k #include lines of the prefix
 * blanked (their characters but line ends made spaces): what the PCH
 * stands for is then read once, and no line or column moves.
 */
static void blank_copy(const struct unit_view *w, const struct strbuf *t,
		       const char *name, size_t k, struct CXUnsavedFile *out)
{
	char *text = xmalloc(t->len + 1);
	size_t i, j;

	memcpy(text, t->buf, t->len + 1);
	for (i = 0; i < k; i++)
		for (j = w->p.from.v[i]; j < w->p.to.v[i]; j++)
			if (text[j] != '\n' && text[j] != '\r')
				text[j] = ' ';
	out->Filename = xstrdup(name);
	out->Contents = text;
	out->Length = t->len;
}

int pch_find(CXIndex idx, const struct unit *u,
	     struct CXUnsavedFile *unsaved, unsigned nunsaved,
	     struct pch_use *use)
{
	struct unit_view w;
	char (*keys)[33] = NULL, *have = NULL;
	struct strbuf why = STRBUF_INIT;
	size_t k, n, k_have = 0, k_want = 0;
	ssize_t k_sib = -1;

	memset(use, 0, sizeof(*use));
	if (!ready())
		return 0;
	if (view_init(&w, u, unsaved, nunsaved)) {
		pch_trace(u->path, "no #include lines to precompile");
		goto out;
	}
	n = w.p.end.nr;
	if (pch.series) {
		/* a project's own headers, which the series changes */
		for (k = 0; k < n && angle_line(&w.p, k); k++)
			;
		n = k;
		if (!n && descend(&w)) {
			pch_trace(u->path, "no #include <...> line before "
				  "its first #include \"...\"");
			goto out;
		}
		if (!n)
			n = w.p.end.nr;
	}
	keys = xmalloc(n * sizeof(*keys));
	for (k = 1; k <= n; k++)
		prefix_key(&w, k, keys[k - 1]);
	for (k = n; k >= 1 && !have; k--)
		if ((have = lookup(&w, keys[k - 1], k)))
			k_have = k;
	/*
	 * Worth building: a longer prefix two other units of the directory
	 * begin with, or, where those cannot be told, one another unit had;
	 * or the unit's whole prefix when it comes again (kbuild checks a
	 * file again after each change), since a shorter one leaves most
	 * headers to parse (fs/ext4/balloc.c shares 1 of its 9 lines).
	 * Eager (verify's private cache too) builds on first sight.
	 */
	if (!pch.eager && !u->pch_seen && k_have < n)
		k_sib = siblings_share(&w, n);
	for (k = n; k > k_have && !k_want && !u->pch_seen; k--) {
		struct strset drop = STRSET_INIT;
		int mark = mark_read(&w, keys[k - 1], NULL);

		if (k == n && refused(keys[k - 1], &drop, &why) && !k_have)
			pch_trace(u->path, "no PCH of its %zu #include "
				  "lines: %s", n, why.buf);
		else if (!refused(keys[k - 1], &drop, NULL) &&
			 !churns(keys[k - 1]) &&
			 ((pch.eager && k == n) ||
			  (k_sib < 0 ? mark == 1 : k <= (size_t)k_sib) ||
			  (mark == 0 && k == n)))
			k_want = k;
		strset_release(&drop);
	}
	for (k = 1; !u->pch_seen && k <= n; k++)
		mark_write(&w, keys[k - 1]);
	if (k_want) {
		char *built = build_locked(idx, &w, keys, k_want);

		if (built) {
			free(have);
			have = built;
			k_have = k_want;
		}
	}
	if (have) {
		struct strbuf inputs = STRBUF_INIT;

		/* the mtime says when it was used last: clean() keeps it */
		utimensat(AT_FDCWD, have, NULL, 0);
		use->path = have;
		have = NULL;
		if (inputs_entry(use->path, &inputs, use->id))
			use->id[0] = '\0';
		strbuf_release(&inputs);
		if (w.p.descended) {
			blank_copy(&w, &w.p.text, w.main_name, 0, &use->main);
			blank_copy(&w, &w.p.htext, w.header_name, k_have,
				   &use->header);
			use->through = xstrdup(w.p.header);
			pch_trace(u->path, "uses a PCH of %zu of the %zu "
				  "#include lines its header %s begins with",
				  k_have, n, w.p.header);
		} else {
			blank_copy(&w, &w.p.text, w.main_name, k_have,
				   &use->main);
			pch_trace(u->path, "uses a PCH of %zu of its %zu "
				  "#include lines", k_have, n);
		}
	} else if (!k_want && !why.len) {
		pch_trace(u->path, "first sight of its %zu #include lines", n);
	}
out:
	free(keys);
	strbuf_release(&why);
	view_release(&w);
	free(have);
	return use->path != NULL;
}

int pch_attach(CXTranslationUnit tu, const struct pch_use *use,
	       struct CXUnsavedFile *unsaved, unsigned nunsaved)
{
	struct more_vec files = { NULL, 0, 0 };
	char id[33];
	size_t i;
	unsigned j;

	if (inputs_read(use->path, &files, id))
		return -1;
	/* what pch_find() said of it is about another PCH */
	if (strcmp(id, use->id)) {
		more_release(&files);
		return 1;
	}
	/* descend(): the unit reads them through the header */
	for (i = 0; use->through && i < files.nr; i++) {
		char **t = files.v[i].through;
		size_t n = 0;

		while (t[n])
			n++;
		t = xrealloc(t, (n + 2) * sizeof(*t));
		t[n] = xstrdup(use->through);
		t[n + 1] = NULL;
		files.v[i].through = t;
	}
	/* the parse's own copies are what it read */
	for (i = 0; i < files.nr; i++)
		for (j = 0; j < nunsaved; j++)
			if (!strcmp(unsaved[j].Filename, files.v[i].real) ||
			    !strcmp(unsaved[j].Filename, files.v[i].name)) {
				files.v[i].text = xmalloc(unsaved[j].Length + 1);
				memcpy(files.v[i].text, unsaved[j].Contents,
				       unsaved[j].Length);
				files.v[i].text[unsaved[j].Length] = '\0';
				files.v[i].len = unsaved[j].Length;
				files.v[i].has_text = 1;
				break;
			}
	cx_tu_add_files(tu, files.v, files.nr, use->path, id);
	return 0;
}

void pch_use_release(struct pch_use *use)
{
	free(use->path);
	free((char *)use->main.Filename);
	free((char *)use->main.Contents);
	free((char *)use->header.Filename);
	free((char *)use->header.Contents);
	free(use->through);
	memset(use, 0, sizeof(*use));
}

void pch_reject(const char *path, const char *unit_path)
{
	pch_trace(unit_path, "clang refused its PCH: removed");
	remove_pch(path);
}

static int note_read(const char *pch_path, const char *id,
		     enum pch_note what, struct strbuf *sb)
{
	size_t idlen;
	char *path;
	int ret;

	if (!pch_path || !*id)
		return -1;
	path = note_of(pch_path, what);
	ret = entry_read(path, sb);
	free(path);
	idlen = strlen(id);
	if (ret || sb->len <= idlen || memcmp(sb->buf, id, idlen) ||
	    sb->buf[idlen] != '\n') {
		strbuf_reset(sb);
		return -1;
	}
	memmove(sb->buf, sb->buf + idlen + 1, sb->len - idlen - 1);
	sb->len -= idlen + 1;
	sb->buf[sb->len] = '\0';
	return 0;
}

int pch_note_read(CXTranslationUnit tu, enum pch_note what,
		  struct strbuf *sb)
{
	const char *id, *pch_path = cx_tu_pch(tu, &id);

	return note_read(pch_path, id, what, sb);
}

int pch_use_note_read(const struct pch_use *use, enum pch_note what,
		      struct strbuf *sb)
{
	return note_read(use->path, use->id, what, sb);
}

void pch_note_write(CXTranslationUnit tu, enum pch_note what,
		    const char *buf, size_t len)
{
	const char *id, *pch_path = cx_tu_pch(tu, &id);
	struct strbuf sb = STRBUF_INIT;
	char *path;

	if (!pch_path)
		return;
	path = note_of(pch_path, what);
	strbuf_addf(&sb, "%s\n", id);
	strbuf_add(&sb, buf, len);
	entry_write(path, sb.buf, sb.len);
	strbuf_release(&sb);
	free(path);
}
