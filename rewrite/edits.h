/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef REWRITE_EDITS_H
#define REWRITE_EDITS_H

#include <stdint.h>

#include "infer/facts.h"
#include "infer/report.h"
#include "infer/solve.h"
#include "lib/strbuf.h"
#include "lib/vec.h"
#include "rewrite/spelling.h"

/*
 * From proposals to edits: byte ranges of the original files whose text
 * becomes the new type's name.  Only a declaration's integer type token
 * changes (`u32` of `const u32 *p`, `unsigned int` of `unsigned int x`);
 * pointer levels, arrays, qualifiers and comments stay as written, so
 * the object code cannot change.
 *
 * A proposal is not rewritten, and is listed with the reason, when its
 * type comes from a macro, it is declared inside a macro body, the edit
 * would change signedness or a width that depends on the architecture
 * (`int`, `long`) or the declaration's own width (its slot holds data
 * of another: two records the analysis could not tell apart), it shares
 * its type token with a declarator that must keep it (`u32 a, b;` with
 * only `a` byte-ordered), its file was read by a translation unit that
 * did not parse (its source or any header: no proof covers that unit),
 * or the file no longer says what the analysis read; and then no other
 * declaration of its class is rewritten either (but for casts).
 *
 * All memory belongs to the struct edit_set; edit_set_release() frees it.
 */
struct edit {
	uint32_t off, len;	/* bytes of the original file */
	char *text;		/* "__le32", or a split declaration (heap) */
	/* with decl: its new type, "__le32*"; with typing: the helper (heap) */
	char *type;
	const struct fdecl *decl;	/* NULL: an #include line or a fix */
	const struct conflict *fix;	/* a conversion that fixes it (fix.h) */
	int group;		/* its patch in a series (series.c) */
	int needs_header;	/* spelled with SPELLING_HEADER's names */
	int typing;		/* types a project helper: enum typing_kind */
	/*
	 * the same field as decl's in another branch of its #if, which
	 * this build does not compile (twins.h): not a declaration of its
	 * own in counts and lists
	 */
	int twin;
};

/* What an edit with `typing` types (typing.h). */
enum typing_kind {
	TYPING_NONE,
	TYPING_CONVERSION,	/* a conversion helper */
	TYPING_MOVE,		/* a native accessor through a typed field */
	TYPING_BITWISE,		/* a typedef named for its order, made bitwise */
};

struct edit_file {
	char *path;		/* absolute */
	char *rel;		/* relative to the current directory */
	char *orig;		/* the file as read */
	size_t orig_len;
	VEC(struct edit) edits;	/* sorted by offset, not overlapping */
};

struct skipped {
	const struct fdecl *decl;
	char *type;		/* the proposed type */
	const char *why;
};

/* A cut of a settled conflict (solve.h) and what fix.c made of it. */
struct fix_site {
	const struct conflict *c;
	const struct chain_step *cut;
	char *change;		/* "le16_to_cpu()", "drop cpu_to_le32()";
				   NULL: left by hand (heap) */
};

struct edit_set {
	VEC(struct edit_file) files;	/* sorted by rel */
	VEC(struct skipped) skipped;
	VEC(struct fix_site) fixes;	/* fix.h: by conflict, then cut */
	/*
	 * By class representative: 1 when a declaration of the class cannot
	 * be rewritten, so none of it is (edits.c).
	 */
	unsigned char *held;
	size_t nr_decls;		/* proposals rewritten */
	/*
	 * When some new type has no name in the tree: the generated header
	 * (absolute path, path from the current directory, text) to create,
	 * and each file using it gets an #include edit.  NULL otherwise.
	 */
	char *header_path, *header_rel, *header_text;
	char *header_types;	/* the names it defines, "le16_t, be32_t" */
	char *header_made;	/* and those the tree's le16... are made on */
	char *header_includes;	/* the system headers of the names it
				 * types, "<linux/types.h>" */
	char *names[3][3];	/* the series' name of each [enum order]
				 * [16, 32, 64], or NULL */
};

struct helper_table;

/*
 * Plan the edits for every proposal of `s` under `o`, with the names
 * `sp` chooses, and with `fix_helpers` the fixes of settled conflicts
 * (fix.h), whose conversions that table names.
 * `failed` lists the absolute paths of the files that translation units
 * which did not parse read, their sources included.  Returns -1 when a file cannot be read (with an error line; its
 * proposals are skipped, the rest planned).
 */
int edits_plan(const struct facts *f, const struct solution *s,
	       const struct infer_report_options *o,
	       const struct spelling *sp,
	       const char *const *failed, size_t nr_failed,
	       const struct helper_table *fix_helpers, struct edit_set *out);

/*
 * After every edit is planned: the generated header where some edit
 * needs it, with an #include edit in each file that does, and the
 * files in order.
 */
void edits_finish(struct edit_set *set, const struct spelling *sp);

/*
 * The file `path` (absolute) of `set`, read and added when new; NULL with
 * *failed set when it cannot be read.
 */
struct edit_file *edit_file_for(struct edit_set *set, const char *path,
				int *failed);
/*
 * Why `d` cannot be rewritten (a macro makes its type, it would change
 * signedness or width), or NULL.
 */
const char *decl_cannot_rewrite(const struct fdecl *d);
/*
 * Where `ef` spells `d`'s type: its byte offset, or -1 when the file no
 * longer says what the analysis read.
 */
long decl_type_offset(const struct edit_file *ef, const struct fdecl *d);
/* List `d` as not rewritten: it would be `type` (heap, taken), but `why`. */
void edit_skip(struct edit_set *set, const struct fdecl *d, char *type,
	       const char *why);
/* Is `path` one of v[0..nr)? */
int path_listed(const char *path, const char *const *v, size_t nr);
/* The 1-based line and column of byte `off` of `text`. */
void text_position(const char *text, size_t off, uint32_t *line,
		   uint32_t *col);
/* The byte offset of 1-based (line, col) in `text`, or -1. */
long offset_of(const char *text, size_t len, uint32_t line, uint32_t col);

/*
 * Insert `e` (now `ef`'s) among `ef`'s edits, kept in order of offset:
 * after those at its offset when it opens a call, before them when it
 * closes one (`closes`: `a)` then `b(` when two wrapped texts touch).
 */
void edit_insert(struct edit_file *ef, struct edit e, int closes);

/* Is `e` an #include of the generated header? */
int edit_is_include(const struct edit *e);

/* The new text of `ef` (heap, with its length in *len). */
char *edits_apply(const struct edit_file *ef, size_t *len);
/* The same with only the edits whose group is at most `upto`. */
char *edits_apply_upto(const struct edit_file *ef, int upto, size_t *len);

void edit_set_release(struct edit_set *set);

/*
 * "3 fields, 1 variable": counts of declarations by kind (DECL_CAST + 1
 * of them), the kinds with none left out.
 */
void edit_kinds_text(struct strbuf *sb, const size_t *kinds);

#endif
