/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_HELPERS_H
#define INFER_HELPERS_H

#include <stddef.h>

#include "infer/facts.h"

/*
 * The conversion helper table.  It is data: infer/helpers.tab is compiled
 * in, and `--helpers FILE` adds entries in the same format:
 *
 *	# comment
 *	NAME	KIND	ORDER	WIDTH	[FAMILY]
 *
 * ORDER is le, be or - (swabs, loads and stores); WIDTH 16, 24, 32, 48
 * or 64, or - for a load or store of any width.  KIND says
 * what the helper does with its arguments (below); FAMILY whose names
 * it is (kernel, libc, net, bsd; none when left out).  A later entry for
 * the same name replaces an earlier one.  The project's own helpers,
 * found by their code (infer/discover.h), are entries of a layer over
 * the table, one per unit.
 *
 * The table is the one place that spells helper names: a rewrite that
 * needs a conversion asks helpers_first() for its family's name, and
 * what a name does comes from helper_find().
 */
enum helper_kind {
	HK_TO_CPU,	/* x: ORDER value -> host value          le32_to_cpu(x) */
	HK_FROM_CPU,	/* x: host -> ORDER                      cpu_to_le32(x) */
	HK_TO_CPU_P,	/* p: pointer to ORDER -> host           le32_to_cpup(p) */
	HK_FROM_CPU_P,	/* p: pointer to host -> ORDER           cpu_to_le32p(p) */
	HK_IN_PLACE,	/* p: converted where it lies            le32_to_cpus(p) */
	HK_ADD_CPU,	/* p: pointer to ORDER, v: host          le32_add_cpu(p, v) */
	HK_GET,		/* p: bytes in ORDER -> host             get_unaligned_le32(p) */
	HK_PUT,		/* v: host, p: bytes in ORDER            put_unaligned_le32(v, p) */
	HK_ENC,		/* p: bytes in ORDER, v: host            le32enc(p, v) */
	HK_TO_CPU_ARRAY,	/* (p, n) in place, or (dst host, src ORDER, n)
				   le32_to_cpu_array(p, n), be32_to_cpu_array(d, s, n) */
	HK_FROM_CPU_ARRAY,	/* (p, n) in place, or (dst ORDER, src host, n)
				   cpu_to_le32_array(p, n), cpu_to_be32_array(d, s, n) */
	HK_SWAB_ARRAY,	/* p, n: swapped in place                swab32_array(p, n) */
	HK_SWAB,	/* x: host -> host, bytes swapped        swab32(x), bswap_32(x) */
	HK_SWAB_P,	/* p: pointer to host -> host            swab32p(p) */
	HK_SWAB_S,	/* p: swapped in place                   swab32s(p) */
	HK_LOAD,	/* p: bytes read as they lie -> *p       get_unaligned(p) */
	HK_STORE,	/* v, p: bytes stored as they are: *p = v  put_unaligned(v, p) */
	HK_CONVERT,	/* x: ORDER <-> host, either way         SWAP_LE32(x) */
	HK_FETCH,	/* x, p: *p copied as it is: x = *p      get_user(x, p) */
	HK_NR
};

/*
 * Whose names a helper's are, so that a rewrite writes the names of the
 * family the code uses: the kernel's (le32_to_cpu()), glibc's
 * <endian.h> and <byteswap.h> (le32toh(), bswap_32(); the compiler's
 * __builtin_bswap32() counts as glibc's), <arpa/inet.h>'s (htonl()),
 * the BSDs' <sys/endian.h> (le32dec()).
 */
enum helper_family {
	HF_NONE,	/* a project's own, or a user's entry without one */
	HF_KERNEL,
	HF_LIBC,
	HF_NET,
	HF_BSD,
	HF_NR
};

/*
 * A selector (found only, never in a table file) converts from or to
 * the order its caller picks at run time, `le ? le32_to_cpu(x) :
 * be32_to_cpu(x)`: its kind is the conversions', `order` the one taken
 * when the condition holds, and one of its arguments, `sel_arg`, may be
 * what the condition tests; the others are the kind's, in order.  With
 * `sel_direct` the condition is that argument itself, so a constant
 * there picks the order at the call site; otherwise the data it
 * converts holds either order.
 */
struct helper {
	const char *name;
	enum helper_kind kind;
	enum helper_family family;
	enum order order;	/* ORDER_NONE for swabs */
	unsigned width;		/* 0: any (loads and stores) */
	unsigned nargs;		/* from the kind, plus a selector's argument */
	unsigned found:1;	/* found in the project's code, not a table's */
	unsigned selector:1;
	unsigned sel_direct:1;
	int sel_arg;		/* the selector's argument, -1: none */
};

struct helper_table;

/*
 * The macro with which `endian patch` types a project's own helpers
 * (rewrite/typing.h): __endian_checked(CHECKERS, COMPILER) is its second
 * argument for the compiler, which is what the analysis reads.
 */
#define HELPER_CHECKED "__endian_checked"

/* The built-in table. */
struct helper_table *helpers_new(void);
/*
 * Add the entries of `path`; -1 with one error line naming the file and
 * line on a malformed entry (the table is left unchanged then).
 */
int helpers_load(struct helper_table *t, const char *path);
/*
 * An empty table over `base` (borrowed; it must outlive the layer and
 * not change while the layer lives), for the helpers found in one
 * translation unit: helper_find() answers from `base` first, so a
 * table's entry, built in or from `--helpers`, always wins over one
 * found.  helpers_free() frees the layer's own entries only.
 */
struct helper_table *helpers_layer(const struct helper_table *base);
/*
 * Add a copy of `h` (its name copied too) as found; NULL when the name
 * is taken already, by the base or by an entry found before, which
 * stays.  Entries never move: pointers from helper_find() stay valid
 * until helpers_free().
 */
const struct helper *helpers_add_found(struct helper_table *t,
				       const struct helper *h);
const struct helper *helper_find(const struct helper_table *t,
				 const char *name, size_t len);
/*
 * The first entry of the table of `family` and `kind` for `order` and
 * `width` bits, NULL when there is none: the name a rewrite writes
 * (the table lists le32_to_cpu before __le32_to_cpu).
 */
const struct helper *helpers_first(const struct helper_table *t,
				   enum helper_family family,
				   enum helper_kind kind, enum order order,
				   unsigned width);
void helpers_free(struct helper_table *t);
/*
 * A digest of every entry, a layer's base's too (16 hex digits and a
 * NUL in `out`), for cache keys: results computed with another table
 * must not be reused.
 */
void helpers_digest(const struct helper_table *t, char out[17]);

/* "to-cpu", "from-cpu", ... as in the table. */
const char *helper_kind_name(enum helper_kind k);
/* How many arguments a helper of this kind takes. */
unsigned helper_kind_nargs(enum helper_kind k);
/* "le", "be" or "-". */
const char *helper_order_name(enum order o);

#endif
