// SPDX-License-Identifier: GPL-2.0-only
#include <ctype.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/findings.h"
#include "lib/hash.h"
#include "lib/json.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/xalloc.h"

#define FINGERPRINT_KEY "endian/v1"

void findings_add(struct findings *f, struct finding_rule rule, int error,
		  const char *file, unsigned line, unsigned col,
		  const char *msg)
{
	struct finding x;

	memset(&x, 0, sizeof(x));
	x.rule = rule;
	x.error = error;
	x.file = xstrdup(file);
	x.line = line;
	x.col = x.char_col = col;
	x.msg = xstrdup(msg);
	VEC_PUSH(f->v, x);
}

/* A line under the last finding: a detail line, or a step of its flow. */
static void add_line(struct findings *f, int step, const char *file,
		     unsigned line, unsigned col, const char *msg)
{
	struct finding *x;
	struct finding_info i;

	if (!f->v.nr)
		return;
	x = &f->v.v[f->v.nr - 1];
	i = (struct finding_info){ xstrdup(file), line, col, xstrdup(msg) };
	if (step)
		VEC_PUSH(x->flow, i);
	else
		VEC_PUSH(x->info, i);
}

void findings_info(struct findings *f, const char *file, unsigned line,
		   unsigned col, const char *msg)
{
	add_line(f, 0, file, line, col, msg);
}

void findings_step(struct findings *f, const char *file, unsigned line,
		   unsigned col, const char *msg)
{
	add_line(f, 1, file, line, col, msg);
}

static void infos_release(struct finding_info *v, size_t nr)
{
	size_t k;

	for (k = 0; k < nr; k++) {
		free(v[k].file);
		free(v[k].msg);
	}
}

void findings_release(struct findings *f)
{
	size_t i;

	for (i = 0; i < f->v.nr; i++) {
		struct finding *x = &f->v.v[i];

		infos_release(x->info.v, x->info.nr);
		infos_release(x->flow.v, x->flow.nr);
		VEC_FREE(x->info);
		VEC_FREE(x->flow);
		free(x->file);
		free(x->msg);
		free(x->fingerprint);
	}
	VEC_FREE(f->v);
}

/* ---- where each finding is, in its file's text ---- */

/* Line `line` (1-based) of `text`: its start and length, or NULL. */
static const char *line_of(const struct strbuf *text, unsigned line,
			   size_t *len)
{
	const char *p = text->buf, *end = text->buf + text->len, *nl;

	while (--line) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			return NULL;
		p = nl + 1;
	}
	nl = memchr(p, '\n', (size_t)(end - p));
	*len = (size_t)((nl ? nl : end) - p);
	return p;
}

/*
 * The character (not byte: UTF-8 continuations do not count) that
 * sparse's column `col` names, tabs reaching the next multiple of
 * `tabstop`: 1-based.
 */
static unsigned char_column(const char *s, size_t len, unsigned col,
			    unsigned tabstop)
{
	unsigned v = 1, c = 1;
	size_t i;

	for (i = 0; i < len && v < col; i++) {
		unsigned char ch = (unsigned char)s[i];

		if ((ch & 0xc0) == 0x80)
			continue;
		if (ch == '\t' && tabstop)
			v = (v - 1) / tabstop * tabstop + tabstop + 1;
		else
			v++;
		c++;
	}
	return c;
}

/* The hash of a finding: file, rule, message, its line without blanks. */
static uint64_t finding_hash(const struct finding *x, const char *s,
			     size_t len)
{
	uint64_t h = hash_more(HASH_INIT, x->file, strlen(x->file) + 1);
	size_t i;

	h = hash_more(h, x->rule.id, strlen(x->rule.id) + 1);
	h = hash_more(h, x->msg, strlen(x->msg) + 1);
	for (i = 0; s && i < len; i++)
		if (!isspace((unsigned char)s[i]))
			h = hash_more(h, &s[i], 1);
	return h;
}

void findings_locate(struct findings *f, unsigned tabstop)
{
	struct strbuf text = STRBUF_INIT;
	const char *loaded = NULL;
	uint64_t *hash = xcalloc(f->v.nr + 1, sizeof(*hash));
	int readable = 0;
	size_t i, k;

	for (i = 0; i < f->v.nr; i++) {
		struct finding *x = &f->v.v[i];
		const char *s = NULL;
		size_t len = 0;
		unsigned n = 0;

		if (!loaded || strcmp(loaded, x->file)) {
			strbuf_reset(&text);
			readable = !strbuf_read_file_quiet(&text, x->file);
			loaded = x->file;
		}
		if (readable)
			s = line_of(&text, x->line, &len);
		if (s)
			x->char_col = char_column(s, len, x->col, tabstop);
		hash[i] = finding_hash(x, s, len);
		/* which of the same it is in its file */
		for (k = 0; k < i; k++)
			n += hash[k] == hash[i];
		free(x->fingerprint);
		x->fingerprint = xmalloc(16 + 1 + 10 + 1);
		snprintf(x->fingerprint, 28, "%016" PRIx64 ":%u", hash[i], n);
	}
	free(hash);
	strbuf_release(&text);
}

/* ---- a baseline ---- */

/* The fingerprints of a SARIF text: every "endian/v1": "X". */
static void sarif_fingerprints(const char *s, struct strset *set)
{
	static const char key[] = "\"" FINGERPRINT_KEY "\"";
	const char *p = s, *q;

	while ((p = strstr(p, key))) {
		p += sizeof(key) - 1;
		p += strspn(p, " \t\r\n");
		if (*p != ':')
			continue;
		p++;
		p += strspn(p, " \t\r\n");
		if (*p != '"')
			continue;
		q = strchr(++p, '"');
		if (!q)
			break;
		strset_add(set, p, (size_t)(q - p));
		p = q;
	}
}

/* One "file:line:col: [prefix: ]warning|error: msg" line of a text output. */
struct old_line {
	char *file, *msg;
	unsigned line;
};

static int parse_text_line(char *s, struct old_line *o)
{
	char *p = s, *end;
	unsigned long line;

	/* the file name may hold colons; the line and column are digits */
	while ((p = strchr(p, ':'))) {
		line = strtoul(p + 1, &end, 10);
		if (end > p + 1 && *end == ':' && isdigit((unsigned char)end[1])) {
			char *kind = strchr(end + 1, ':');

			if (!kind || kind[1] != ' ')
				return 0;
			kind += 2;
			/* -fdiagnostic-prefix: one word and a colon first */
			if (strncmp(kind, "warning: ", 9) &&
			    strncmp(kind, "error: ", 7)) {
				char *c = strstr(kind, ": ");

				if (!c || memchr(kind, ' ', (size_t)(c - kind)))
					return 0;
				kind = c + 2;
			}
			if (!strncmp(kind, "warning: ", 9))
				kind += 9;
			else if (!strncmp(kind, "error: ", 7))
				kind += 7;
			else
				return 0;
			*p = '\0';
			o->file = s;
			o->line = (unsigned)line;
			o->msg = kind;
			return line <= UINT_MAX;
		}
		p++;
	}
	return 0;
}

/*
 * Match the findings `c` (indices into f, in line order) to the old
 * lines `b` (in line order) of the same file and message: as many as can
 * be, in order, each to the nearest (least total distance), by dynamic
 * programming.  Those matched are old.
 */
static void align(struct findings *f, const size_t *c, size_t nc,
		  struct old_line **b, size_t nb)
{
	size_t w = nc + 1, i, j;
	unsigned *m = xcalloc((nb + 1) * w, sizeof(*m));
	unsigned long *d = xcalloc((nb + 1) * w, sizeof(*d));

#define AT(a, i, j) a[(i) * w + (j)]
	for (i = 0; i <= nb; i++)
		for (j = 0; j <= nc; j++) {
			unsigned bm = 0;
			unsigned long bd = 0;

			if (i && (AT(m, i - 1, j) > bm ||
				  (AT(m, i - 1, j) == bm && AT(d, i - 1, j) < bd))) {
				bm = AT(m, i - 1, j);
				bd = AT(d, i - 1, j);
			}
			if (j && (AT(m, i, j - 1) > bm ||
				  (AT(m, i, j - 1) == bm &&
				   (!i || AT(d, i, j - 1) < bd)))) {
				bm = AT(m, i, j - 1);
				bd = AT(d, i, j - 1);
			}
			if (i && j) {
				unsigned l = f->v.v[c[j - 1]].line;
				unsigned long dist = l > b[i - 1]->line ?
					l - b[i - 1]->line : b[i - 1]->line - l;
				unsigned mm = AT(m, i - 1, j - 1) + 1;
				unsigned long dd = AT(d, i - 1, j - 1) + dist;

				if (mm > bm || (mm == bm && dd < bd)) {
					bm = mm;
					bd = dd;
				}
			}
			AT(m, i, j) = bm;
			AT(d, i, j) = bd;
		}
	/* walk back along one best path */
	for (i = nb, j = nc; i && j;) {
		unsigned l = f->v.v[c[j - 1]].line;
		unsigned long dist = l > b[i - 1]->line ?
			l - b[i - 1]->line : b[i - 1]->line - l;

		if (AT(m, i, j) == AT(m, i - 1, j - 1) + 1 &&
		    AT(d, i, j) == AT(d, i - 1, j - 1) + dist) {
			f->v.v[c[j - 1]].old = 1;
			i--;
			j--;
		} else if (AT(m, i, j) == AT(m, i - 1, j) &&
			   AT(d, i, j) == AT(d, i - 1, j)) {
			i--;
		} else {
			j--;
		}
	}
#undef AT
	free(m);
	free(d);
}

static int line_cmp(const void *a, const void *b)
{
	const struct old_line *x = *(const struct old_line *const *)a;
	const struct old_line *y = *(const struct old_line *const *)b;

	return x->line < y->line ? -1 : x->line > y->line;
}

static void text_baseline(struct findings *f, char *text)
{
	VEC(struct old_line) old = { NULL, 0, 0 };
	VEC(struct old_line *) b = { NULL, 0, 0 };
	VEC(size_t) c = { NULL, 0, 0 };
	char *line, *next, *done = xcalloc(f->v.nr + 1, 1);
	size_t i, k;

	for (line = text; line && *line; line = next) {
		struct old_line o;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		if (parse_text_line(line, &o))
			VEC_PUSH(old, o);
	}
	/* each file and message once: the findings, in line order */
	for (i = 0; i < f->v.nr; i++) {
		const struct finding *x = &f->v.v[i];

		if (done[i])
			continue;
		c.nr = b.nr = 0;
		for (k = i; k < f->v.nr; k++)
			if (!done[k] && !strcmp(f->v.v[k].file, x->file) &&
			    !strcmp(f->v.v[k].msg, x->msg)) {
				done[k] = 1;
				VEC_PUSH(c, k);
			}
		for (k = 0; k < old.nr; k++)
			if (!strcmp(old.v[k].file, x->file) &&
			    !strcmp(old.v[k].msg, x->msg))
				VEC_PUSH(b, &old.v[k]);
		if (b.nr > 1)
			qsort(b.v, b.nr, sizeof(*b.v), line_cmp);
		for (k = 1; k < c.nr; k++) {	/* in line order too */
			size_t j = k, t = c.v[k];

			for (; j && f->v.v[c.v[j - 1]].line > f->v.v[t].line; j--)
				c.v[j] = c.v[j - 1];
			c.v[j] = t;
		}
		if (b.nr)
			align(f, c.v, c.nr, b.v, b.nr);
	}
	free(done);
	VEC_FREE(old);
	VEC_FREE(b);
	VEC_FREE(c);
}

int findings_baseline(struct findings *f, const char *path)
{
	struct strbuf text = STRBUF_INIT;
	struct strset set = STRSET_INIT;
	const char *p;
	size_t i;

	if (strbuf_read_file(&text, path))
		return -1;
	p = text.buf + strspn(text.buf, " \t\r\n");
	if (*p == '{') {
		sarif_fingerprints(text.buf, &set);
		for (i = 0; i < f->v.nr; i++) {
			const char *fp = f->v.v[i].fingerprint;

			f->v.v[i].old = strset_has(&set, fp, strlen(fp));
		}
	} else {
		text_baseline(f, text.buf);
	}
	strbuf_release(&text);
	strset_release(&set);
	return 0;
}

size_t findings_new(const struct findings *f)
{
	size_t i, n = 0;

	for (i = 0; i < f->v.nr; i++)
		n += !f->v.v[i].old;
	return n;
}

/* ---- output ---- */

/* A file for machines: "./sub/t.h" (sparse's way, kept in text) is "sub/t.h". */
static const char *plain_path(const char *file)
{
	while (!strncmp(file, "./", 2))
		file += 2;
	return file;
}

void findings_print_text(FILE *out, const struct findings *f,
			 const char *prefix)
{
	size_t i, k;

	for (i = 0; i < f->v.nr; i++) {
		const struct finding *x = &f->v.v[i];

		if (x->old)
			continue;
		fprintf(out, "%s:%u:%u: %s%s%s\n", x->file, x->line, x->col,
			prefix, x->error ? "error: " : "warning: ", x->msg);
		for (k = 0; k < x->info.nr; k++)
			fprintf(out, "%s:%u:%u: %s%s\n", x->info.v[k].file,
				x->info.v[k].line, x->info.v[k].col, prefix,
				x->info.v[k].msg);
	}
}

void findings_print_json(FILE *out, const struct findings *f)
{
	const char *sep = "";
	size_t i, k;

	fputs("[", out);
	for (i = 0; i < f->v.nr; i++) {
		const struct finding *x = &f->v.v[i];

		if (x->old)
			continue;
		fprintf(out, "%s\n  {", sep);
		json_kv(out, "", "file", plain_path(x->file));
		fprintf(out, ", \"line\": %u, \"column\": %u", x->line, x->col);
		json_kv(out, ", ", "severity", x->error ? "error" : "warning");
		json_kv(out, ", ", "rule", x->rule.id);
		json_kv(out, ", ", "message", x->msg);
		fputs(", \"details\": [", out);
		for (k = 0; k < x->info.nr; k++) {
			const char *m = x->info.v[k].msg;

			fputs(k ? ", " : "", out);
			json_str(out, m + strspn(m, " "));
		}
		fputs("]", out);
		json_kv(out, ", ", "fingerprint", x->fingerprint);
		fputs("}", out);
		sep = ",";
	}
	fputs(f->v.nr ? "\n]\n" : "]\n", out);
}

/* `s` as a URI path: RFC 3986's unreserved characters and '/' as they are. */
static void uri_path(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;

		if (isalnum(ch) || strchr("-._~/", ch))
			strbuf_addch(sb, (char)ch);
		else
			strbuf_addf(sb, "%%%02X", ch);
	}
}

/* "physicalLocation": {...} of `file`, `line`, `col` (0: none). */
static void sarif_location(FILE *out, struct strbuf *sb, const char *file,
			   unsigned line, unsigned col)
{
	strbuf_reset(sb);
	fputs("\"physicalLocation\": {\"artifactLocation\": {", out);
	if (file[0] == '/') {
		strbuf_addstr(sb, "file://");
		uri_path(sb, file);
		json_kv(out, "", "uri", sb->buf);
	} else {
		uri_path(sb, plain_path(file));
		json_kv(out, "", "uri", sb->buf);
		json_kv(out, ", ", "uriBaseId", "%SRCROOT%");
	}
	fprintf(out, "}, \"region\": {\"startLine\": %u", line ? line : 1);
	if (col)
		fprintf(out, ", \"startColumn\": %u", col);
	fputs("}}", out);
}

/* The steps of a finding as one SARIF code flow. */
static void sarif_flow(FILE *out, struct strbuf *sb, const struct finding *x)
{
	size_t k;

	fputs(",\n          \"codeFlows\": [{\"threadFlows\": [{\"locations\": [", out);
	for (k = 0; k < x->flow.nr; k++) {
		const struct finding_info *st = &x->flow.v[k];

		fprintf(out, "%s\n            {\"location\": {", k ? "," : "");
		sarif_location(out, sb, st->file, st->line, st->col);
		fputs(", \"message\": {", out);
		json_kv(out, "", "text", st->msg);
		fputs("}}}", out);
	}
	fputs("\n          ]}]}]", out);
}

/* The rules of the findings, each once, in order of first use. */
static size_t rules_of(const struct findings *f,
		       const struct finding_rule ***rules)
{
	size_t i, k, n = 0;

	*rules = xcalloc(f->v.nr + 1, sizeof(**rules));
	for (i = 0; i < f->v.nr; i++) {
		for (k = 0; k < n; k++)
			if (!strcmp((*rules)[k]->id, f->v.v[i].rule.id))
				break;
		if (k == n)
			(*rules)[n++] = &f->v.v[i].rule;
	}
	return n;
}

static size_t rule_index(const struct finding_rule **rules, size_t n,
			 const char *id)
{
	size_t k;

	for (k = 0; k < n && strcmp(rules[k]->id, id); k++)
		;
	return k;
}

void findings_print_sarif(FILE *out, const struct findings *f,
			  const char *tool, const char *version)
{
	struct strbuf sb = STRBUF_INIT;
	char cwd[PATH_MAX];
	const struct finding_rule **rules;
	const char *sep = "";
	size_t i, k, nrules;

	fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
	      "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
	      "      \"tool\": {\n        \"driver\": {\n", out);
	json_kv(out, "          ", "name", tool);
	json_kv(out, ",\n          ", "version", version);
	fputs(",\n          \"rules\": [", out);
	nrules = rules_of(f, &rules);
	for (i = 0; i < nrules; i++) {
		fprintf(out, "%s\n            {", i ? "," : "");
		json_kv(out, "", "id", rules[i]->id);
		fputs(", \"shortDescription\": {", out);
		json_kv(out, "", "text", rules[i]->text);
		fputs("}}", out);
	}
	fputs(nrules ? "\n          ]\n" : "]\n", out);
	fputs("        }\n      },\n", out);
	if (getcwd(cwd, sizeof(cwd))) {
		strbuf_addstr(&sb, "file://");
		uri_path(&sb, cwd);
		strbuf_addch(&sb, '/');
		fputs("      \"originalUriBaseIds\": {\"%SRCROOT%\": {", out);
		json_kv(out, "", "uri", sb.buf);
		fputs("}},\n", out);
	}
	fputs("      \"results\": [", out);
	for (i = 0; i < f->v.nr; i++) {
		const struct finding *x = &f->v.v[i];

		if (x->old)
			continue;
		strbuf_reset(&sb);
		strbuf_addstr(&sb, x->msg);
		for (k = 0; k < x->info.nr; k++) {
			const char *m = x->info.v[k].msg;

			strbuf_addf(&sb, "\n%s", m + strspn(m, " "));
		}
		fprintf(out, "%s\n        {", sep);
		json_kv(out, "", "ruleId", x->rule.id);
		fprintf(out, ", \"ruleIndex\": %zu",
			rule_index(rules, nrules, x->rule.id));
		json_kv(out, ", ", "level", x->error ? "error" : "warning");
		fputs(",\n          \"message\": {", out);
		json_kv(out, "", "text", sb.buf);
		fputs("},\n          \"locations\": [{", out);
		sarif_location(out, &sb, x->file, x->line, x->char_col);
		fputs("}]", out);
		if (x->flow.nr)
			sarif_flow(out, &sb, x);
		fputs(",\n          \"partialFingerprints\": {", out);
		json_kv(out, "", FINGERPRINT_KEY, x->fingerprint);
		fputs("}}", out);
		sep = ",";
	}
	fputs(findings_new(f) ? "\n      ]\n" : "]\n", out);
	fputs("    }\n  ]\n}\n", out);
	strbuf_release(&sb);
	free(rules);
}
