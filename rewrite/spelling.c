// SPDX-License-Identifier: GPL-2.0-only
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer/helpers.h"
#include "lib/diag.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/strset.h"
#include "lib/xalloc.h"
#include "rewrite/spelling.h"

static const char *order_prefix(enum order o)
{
	return o == ORDER_LE ? "le" : "be";
}

/* Is `name` the kernel's own spelling, __le32? */
static int kernel_name(const char *name, enum order o, unsigned width)
{
	char want[16];

	snprintf(want, sizeof(want), "__%s%u", order_prefix(o), width);
	return !strcmp(name, want);
}

static int parse_types(struct spelling *sp, const char *types)
{
	const char *p = types;

	while (*p) {
		const char *comma = strchr(p, ','), *eq;
		size_t n = comma ? (size_t)(comma - p) : strlen(p);
		unsigned width;
		int o, wi;

		eq = memchr(p, '=', n);
		if (!eq || eq - p < 4 || eq + 1 == p + n ||
		    (strncmp(p, "le", 2) && strncmp(p, "be", 2)) ||
		    sscanf(p + 2, "%u", &width) != 1 ||
		    (wi = width_index(width)) < 0)
			return error("--types: '%.*s' is not ORDERWIDTH=NAME "
				     "(le16, le32, le64, be16, be32, be64)",
				     (int)n, p);
		o = p[0] == 'l' ? ORDER_LE : ORDER_BE;
		free(sp->name[o][wi]);
		sp->name[o][wi] = xstrndup(eq + 1, (size_t)(p + n - eq - 1));
		p += n;
		if (*p == ',')
			p++;
	}
	return 0;
}

/*
 * The files whose bitwise typedefs the project writes in annotated
 * declarations of its own (heap, one flag per facts->files): the units
 * that include those declarations see every name of such a header
 * (`__le32` of <linux/types.h>, then `__le16` too), as the tree already
 * needs.
 */
static uint8_t *written_headers(const struct facts *f)
{
	uint8_t *written = xcalloc(f->files.nr + 1, 1);
	struct strset names = STRSET_INIT;
	size_t i;

	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];

		if ((d->flags & FDECL_ANNOTATED) &&
		    !(d->flags & FDECL_OUTSIDE) && d->kind != DECL_TYPEDEF)
			strset_add(&names, d->type, strlen(d->type));
	}
	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];

		if (d->kind == DECL_TYPEDEF && (d->flags & FDECL_ANNOTATED) &&
		    strset_has(&names, d->name, strlen(d->name)))
			written[d->at.file] = 1;
	}
	strset_release(&names);
	return written;
}

/*
 * How a unit names system header `path` in an #include: the path below
 * the compiler's standard directories, /usr/include with its multiarch
 * directory (x86_64-linux-gnu) and /usr/local/include (heap); NULL for
 * any other place.
 */
static char *system_include_name(const char *path)
{
	static const char *const dirs[] = {
		"/usr/local/include/", "/usr/include/",
	};
	size_t i, n;

	for (i = 0; i < sizeof(dirs) / sizeof(*dirs); i++) {
		const char *rest, *slash, *triplet;

		n = strlen(dirs[i]);
		if (strncmp(path, dirs[i], n))
			continue;
		rest = path + n;
		slash = strchr(rest, '/');
		triplet = strstr(rest, "-linux-");
		if (slash && triplet && triplet < slash)
			rest = slash + 1;
		return *rest ? xstrdup(rest) : NULL;
	}
	return NULL;
}

/*
 * May a rewrite write `t`, a system header's typedef?  When every unit
 * declares it, or when the project writes a name of its header.
 */
static int usable_outside(const struct gather *g, const uint8_t *written,
			  const struct fdecl *t)
{
	return written[t->at.file] || gather_seen_by_all(g, t->name);
}

/*
 * The tree's bitwise typedef of `o` and `width` that a rewrite may write:
 * the kernel's name, then the project's own, then one from a system
 * header that every unit declares or the project already writes; NULL
 * when there is none.  With `name`, only a typedef of that name.
 */
static const struct fdecl *tree_name(const struct gather *g,
				     const uint8_t *written, const char *name,
				     enum order o, unsigned width)
{
	const struct facts *f = &g->facts;
	const struct fdecl *best = NULL;
	int best_rank = 0;
	size_t i;

	for (i = 0; i < f->decls.nr; i++) {
		const struct fdecl *d = &f->decls.v[i];
		int rank;

		if (d->kind != DECL_TYPEDEF ||
		    !(d->flags & FDECL_ANNOTATED) || d->order != o ||
		    f->slots.v[d->slot].width != width ||
		    (name && strcmp(d->name, name)))
			continue;
		if ((d->flags & FDECL_OUTSIDE) &&
		    !usable_outside(g, written, d))
			continue;
		/*
		 * The project's own __le32 before a system header's of the
		 * same name: e2fsprogs declares it itself, and an #include
		 * of <linux/types.h> would redeclare it for sparse.
		 */
		rank = (kernel_name(d->name, o, width) ? 3 : 1) +
		       !(d->flags & FDECL_OUTSIDE);
		if (rank > best_rank ||
		    (rank == best_rank && strcmp(d->name, best->name) < 0)) {
			best = d;
			best_rank = rank;
		}
	}
	return best;
}

/* Does the tree declare a typedef called `name`? */
static int declares_typedef(const struct facts *f, const char *name)
{
	size_t i;

	for (i = 0; i < f->decls.nr; i++)
		if (f->decls.v[i].kind == DECL_TYPEDEF &&
		    !strcmp(f->decls.v[i].name, name))
			return 1;
	return 0;
}

/*
 * The generated type a plain typedef named for its order is made on
 * (heap), or NULL when it must be made bitwise where it stands: its
 * integer is not the one of the generated type, or the tree declares a
 * typedef of the generated name already.
 */
static char *made_type(const struct facts *f, const struct fdecl *d,
		       const char *gen)
{
	if (!(d->flags & FDECL_NAMED) || (d->flags & FDECL_NOT_UINTN) ||
	    declares_typedef(f, gen))
		return NULL;
	return xstrdup(gen);
}

int spelling_init(struct spelling *sp, const struct gather *g,
		  const char *types)
{
	uint8_t *written;
	int o, wi;

	memset(sp, 0, sizeof(*sp));
	if (types && parse_types(sp, types))
		return -1;
	written = written_headers(&g->facts);
	for (o = ORDER_LE; o <= ORDER_BE; o++) {
		for (wi = 0; wi < 3; wi++) {
			unsigned width = 16u << wi;
			const char *name = sp->name[o][wi];
			const struct fdecl *d;
			char gen[16];

			/* --types: the tree's type, or one to define */
			d = tree_name(g, written, name, o, width);
			if (d && (d->flags & FDECL_OUTSIDE))
				sp->include[o][wi] = system_include_name(
					g->facts.files.v[d->at.file]);
			else if (d)
				sp->declared[o][wi] = xstrdup(
					g->facts.files.v[d->at.file]);
			snprintf(gen, sizeof(gen), "%s%u_t", order_prefix(o),
				 width);
			if (d)
				sp->made[o][wi] = made_type(&g->facts, d, gen);
			if (name) {
				sp->generated[o][wi] = !d;
			} else if (d) {
				sp->name[o][wi] = xstrdup(d->name);
			} else {
				sp->name[o][wi] = xstrdup(gen);
				sp->generated[o][wi] = 1;
			}
		}
	}
	free(written);
	return 0;
}

const char *spelling_name(const struct spelling *sp, enum order order,
			  unsigned width, int *generated)
{
	int wi = width_index(width);

	if (wi < 0 || (order != ORDER_LE && order != ORDER_BE))
		return NULL;
	if (generated)
		*generated = sp->generated[order][wi] ||
			     sp->include[order][wi];
	return sp->name[order][wi];
}

/* The name the generated header defines or types for `o`, `wi`. */
static const char *made_name(const struct spelling *sp, int o, int wi)
{
	return sp->made[o][wi] ? sp->made[o][wi] : sp->name[o][wi];
}

/*
 * Which names the generated header types glibc's conversions for: those
 * it defines or includes, and for the checkers only, the project's own
 * whose header it may include (`typed`).  A header that itself includes
 * the generated one is left out: it would be read before its typedefs.
 */
static void header_names(const struct spelling *sp,
			 const struct strset *including,
			 unsigned char typed[3][3], unsigned char own[3][3])
{
	int o, wi;

	for (o = 0; o < 3; o++)
		for (wi = 0; wi < 3; wi++) {
			const char *p = sp->declared[o][wi];

			own[o][wi] = p && !sp->made[o][wi] &&
				     !strset_has(including, p, strlen(p));
			typed[o][wi] = sp->generated[o][wi] ||
				       sp->include[o][wi] || own[o][wi] ||
				       sp->made[o][wi];
		}
}

/*
 * Each header of `files` once, in `fmt` (its separator, then the name):
 * the system headers of sp->include, which declare the names the tree
 * takes from them, so that a unit that sees them only through another
 * system header (glibc's <sys/stat.h> reads <linux/stat.h> under
 * __has_include, which sparse does not take) sees them through this
 * one; or, with `keep` (may be NULL) and `dir`, the project's of
 * sp->declared, named from `dir`.
 */
static void add_headers(struct strbuf *sb, char *const files[3][3],
			const unsigned char keep[3][3], const char *dir,
			const char *fmt)
{
	struct strset seen = STRSET_INIT;
	int o, wi;

	for (o = ORDER_LE; o <= ORDER_BE; o++)
		for (wi = 0; wi < 3; wi++) {
			const char *h = files[o][wi];
			char *name;

			if (!h || (keep && !keep[o][wi]) ||
			    strset_has(&seen, h, strlen(h)))
				continue;
			strset_add(&seen, h, strlen(h));
			name = dir ? path_relative(dir, h) : xstrdup(h);
			strbuf_addf(sb, fmt, seen.nr > 1 ? ", " : "", name);
			free(name);
		}
	strset_release(&seen);
}

char *spelling_header_text(const struct spelling *sp, const char *dir,
			   const struct strset *including)
{
	struct strbuf sb = STRBUF_INIT;
	unsigned char typed[3][3], own[3][3];
	int o, wi, any = 0, typedefs = 0;

	header_names(sp, including, typed, own);
	strbuf_addstr(&sb,
		"/* SPDX-License-Identifier: CC0-1.0 */\n"
		"/*\n"
		" * Byte-order types, generated by endian.  For sparse (which\n"
		" * defines __CHECKER__) they are bitwise: mixing them with plain\n"
		" * integers or with each other is reported, and only the\n"
		" * conversions (le32toh(), htobe16() ...) or a __force cast turn\n"
		" * one into another.  For the compiler they are the plain\n"
		" * fixed-width integers they always were.  For sparse and for\n"
		" * `endian check` (__ENDIAN_CHECK__), it gives the conversions\n"
		" * of <endian.h> and <arpa/inet.h> these types.\n"
		" */\n"
		"#ifndef " SPELLING_GUARD "\n"
		"#define " SPELLING_GUARD "\n\n"
		"#include <stdint.h>\n");
	add_headers(&sb, sp->include, NULL, NULL, "%.0s#include <%s>\n");
	strbuf_addstr(&sb, "\n"
		"#ifdef __CHECKER__\n"
		"#define __endian_bitwise __attribute__((bitwise))\n"
		"#else\n"
		"#define __endian_bitwise\n"
		"#endif\n\n"
		"/*\n"
		" * The project's own conversion macros are typed with the\n"
		" * first argument of " HELPER_CHECKED "(), the kernel's casts;\n"
		" * the compiler sees the second, the body they always had.\n"
		" */\n"
		"#if defined(__CHECKER__) || defined(__ENDIAN_CHECK__)\n"
		"#define __endian_force __attribute__((force))\n"
		"#define " HELPER_CHECKED "(checker, compiler) (checker)\n"
		"#else\n"
		"#define __endian_force\n"
		"#define " HELPER_CHECKED "(checker, compiler) (compiler)\n"
		"#endif\n");
	for (o = ORDER_LE; o <= ORDER_BE; o++)
		for (wi = 0; wi < 3; wi++)
			if (sp->generated[o][wi] || sp->made[o][wi])
				strbuf_addf(&sb, "%stypedef uint%u_t "
					    "__endian_bitwise %s;\n",
					    typedefs++ ? "" : "\n", 16u << wi,
					    made_name(sp, o, wi));
	/*
	 * glibc's conversions take and return plain integers; for the
	 * checkers only, give them the types so that they check every use.
	 * Not for `endian infer`, which must see glibc's own helpers.  glibc's
	 * headers come first, so that one a file includes later finds them
	 * read and does not declare ntohl() through the macro below; then
	 * the project's header of its own names, for the checkers only: the
	 * compiler sees no new #include.
	 */
	for (o = ORDER_LE; o <= ORDER_BE; o++)
		for (wi = 0; wi < 3; wi++)
			any |= typed[o][wi];
	if (!any)
		goto out;
	strbuf_addstr(&sb,
		"\n#if defined(__CHECKER__) || defined(__ENDIAN_CHECK__)\n"
		"#include <endian.h>\n"
		"#include <arpa/inet.h>\n");
	add_headers(&sb, sp->declared, own, dir, "%.0s#include \"%s\"\n");
	/* checkpatch's spacing: a blank line after each function */
	for (wi = 0; wi < 3; wi++) {
		unsigned w = 16u << wi;

		for (o = ORDER_LE; o <= ORDER_BE; o++) {
			const char *p = order_prefix(o);
			const char *t = made_name(sp, o, wi);

			if (!typed[o][wi])
				continue;
			strbuf_addf(&sb,
				"\nstatic inline %s __endian_hto%s%u(uint%u_t x)\n"
				"{\n\treturn (__endian_force %s)x;\n}\n\n"
				"static inline uint%u_t __endian_%s%utoh(%s x)\n"
				"{\n\treturn (__endian_force uint%u_t)x;\n}\n\n"
				"#undef hto%s%u\n#define hto%s%u(x) __endian_hto%s%u(x)\n"
				"#undef %s%utoh\n#define %s%utoh(x) __endian_%s%utoh(x)\n",
				t, p, w, w, t, w, p, w, t, w,
				p, w, p, w, p, w, p, w, p, w, p, w);
		}
	}
	if (typed[ORDER_BE][1])
		strbuf_addstr(&sb,
			"\n#undef htonl\n#define htonl(x) __endian_htobe32(x)\n"
			"#undef ntohl\n#define ntohl(x) __endian_be32toh(x)\n");
	if (typed[ORDER_BE][0])
		strbuf_addf(&sb,
			"%s#undef htons\n#define htons(x) __endian_htobe16(x)\n"
			"#undef ntohs\n#define ntohs(x) __endian_be16toh(x)\n",
			typed[ORDER_BE][1] ? "" : "\n");
	strbuf_addstr(&sb, "\n#endif /* __CHECKER__ || __ENDIAN_CHECK__ */\n");
out:
	strbuf_addstr(&sb, "\n#endif /* " SPELLING_GUARD " */\n");
	return strbuf_detach(&sb);
}

const char *spelling_made(const struct spelling *sp, enum order order,
			  unsigned width)
{
	int wi = width_index(width);

	if (wi < 0 || (order != ORDER_LE && order != ORDER_BE))
		return NULL;
	return sp->made[order][wi];
}

char *spelling_generated_names(const struct spelling *sp, int made)
{
	struct strbuf sb = STRBUF_INIT;
	int o, wi;

	for (o = ORDER_LE; o <= ORDER_BE; o++)
		for (wi = 0; wi < 3; wi++)
			if (made ? sp->made[o][wi] != NULL :
				   sp->generated[o][wi])
				strbuf_addf(&sb, "%s%s", sb.len ? ", " : "",
					    made_name(sp, o, wi));
	return strbuf_detach(&sb);
}

char *spelling_included_headers(const struct spelling *sp)
{
	struct strbuf sb = STRBUF_INIT;

	add_headers(&sb, sp->include, NULL, NULL, "%s<%s>");
	return strbuf_detach(&sb);
}

void spelling_release(struct spelling *sp)
{
	int o, wi;

	for (o = 0; o < 3; o++)
		for (wi = 0; wi < 3; wi++) {
			free(sp->name[o][wi]);
			free(sp->include[o][wi]);
			free(sp->declared[o][wi]);
			free(sp->made[o][wi]);
		}
	memset(sp, 0, sizeof(*sp));
}
