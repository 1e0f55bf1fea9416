/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef REWRITE_SPELLING_H
#define REWRITE_SPELLING_H

#include "infer/infer.h"
#include "lib/strset.h"

/*
 * The names the new types are written with.  A tree that already has
 * bitwise typedefs gets its own names: the kernel's __le32 (preferred
 * when present), else the project's (libfdt's fdt32_t for big-endian 32).
 * A name from a system header counts only when every unit declares it
 * or the project already writes a name of that header in annotated
 * declarations of its own:
 * a glibc tree in which some units see <linux/types.h> through
 * <sys/stat.h> must not get __le16 in the headers the others include.
 * For an order and width the tree has no name for, the rewrite uses
 * le32_t and friends from a generated header, SPELLING_HEADER, that
 * makes them bitwise under __CHECKER__ and plain integers otherwise.
 * `--types le32=NAME,be16=NAME` chooses names by hand: a NAME the tree
 * declares as a bitwise typedef of that order and width is used as it
 * is, any other is defined by the generated header.
 * A name from a system header comes with the generated header too,
 * which includes that header (sparse does not see every header clang
 * does) and types glibc's conversions for it.  A project's plain
 * typedef named for its order (`typedef u32 le32;`) is the tree's name
 * too: the series makes it on a generated bitwise one (made[][]).
 *
 * A struct spelling owns its strings; spelling_release() frees them.
 */
#define SPELLING_HEADER "endian-types.h"
/* Its include guard, which tells it from a project's own file. */
#define SPELLING_GUARD "ENDIAN_TYPES_H"

struct spelling {
	char *name[3][3];		/* [enum order][16, 32, 64] */
	unsigned char generated[3][3];	/* SPELLING_HEADER defines the name */
	char *include[3][3];		/* <linux/types.h> declares it, or NULL */
	char *declared[3][3];		/* the project's file declaring it */
	/*
	 * For a plain project typedef named for its order (infer's
	 * FDECL_NAMED, `typedef u32 le32;`), the name SPELLING_HEADER
	 * defines for the series to make it on (`typedef le32_t le32;`):
	 * the header types glibc's conversions with that one, which it
	 * can name before the project's typedef.  NULL otherwise.
	 */
	char *made[3][3];
};

/*
 * Choose from the annotated typedef declarations `g` gathered and
 * `types` (NULL, or "le32=NAME,..."); -1 with an error line on a bad
 * `types`.
 */
int spelling_init(struct spelling *sp, const struct gather *g,
		  const char *types);
/* The name for `order` and `width` (16, 32, 64); *generated when it
 * comes with the generated header, defined or included (may be NULL). */
const char *spelling_name(const struct spelling *sp, enum order order,
			  unsigned width, int *generated);
/*
 * The text of SPELLING_HEADER (heap), to be written in directory `dir`:
 * the generated names of `sp`, and for the checkers typed glibc and
 * <arpa/inet.h> conversions of the orders and widths those names cover,
 * and of the project's own names, whose header it includes for the
 * checkers unless that header is one of `including`, the files the
 * series makes include SPELLING_HEADER.
 */
char *spelling_header_text(const struct spelling *sp, const char *dir,
			   const struct strset *including);
/* The name the series makes `order`/`width`'s typedef on, or NULL. */
const char *spelling_made(const struct spelling *sp, enum order order,
			  unsigned width);
/*
 * The names the generated header defines, "le16_t, be32_t" (heap): for
 * the series to write, or with `made`, those it makes the tree's own
 * named typedefs on.
 */
char *spelling_generated_names(const struct spelling *sp, int made);
/* The system headers it includes, "<linux/types.h>" (heap). */
char *spelling_included_headers(const struct spelling *sp);
void spelling_release(struct spelling *sp);

#endif
