/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef INFER_SOLVE_H
#define INFER_SOLVE_H

#include <stdint.h>
#include <stdio.h>

#include "infer/facts.h"

/*
 * The whole-program solution.  Edges are equalities, so the slots fall
 * into classes (union-find, near-linear); each class collects its seeds:
 *
 *	only little-endian (or only big-endian) seeds of the slots' width
 *		the class holds that order: every declaration of its slots
 *		that is not annotated yet is a proposal;
 *	in-place conversion (MARK_PLAIN)
 *		the storage holds both orders over time: stays plain, said so;
 *	host seeds only, or none
 *		plain integers, nothing to say;
 *	le and be, an order and host use, or an order of another width
 *		a conflict: reported with the shortest chain of evidence
 *		between the two seeds (breadth-first over the class's edges),
 *		not annotated, except that an order used as a number at a
 *		few sites against many seeds is taken by the slots nearest
 *		its seeds (confidence 70) and the few sites reported as the
 *		places to fix (see struct conflict).
 *
 * A struct that is clearly an on-disk or wire format (packed, or every
 * field fixed-width) lends its order to fields no code touches when every
 * sibling with an order agrees: lower confidence (see solve.c).
 *
 * Confidence of an order: 100 with an annotated declaration in the class
 * or seeds from two or more sites, 90 with one seed site; a struct hint
 * 60 (packed) or 50 (fixed-width fields).  Other statuses have 0.
 */
enum slot_status {
	SOL_NONE,	/* nothing known */
	SOL_HOST,	/* used as a plain number */
	SOL_ORDER,	/* holds `order` */
	SOL_PLAIN,	/* converted in place */
	SOL_CONFLICT,	/* see conflicts[] */
};

enum conflict_kind {
	CONFLICT_MISSING_CONVERSION,	/* byte-ordered data used as a number */
	CONFLICT_MIXED_ORDERS,		/* le and be meet */
	CONFLICT_REUSED,		/* one local holds both ends (solve.c) */
	CONFLICT_WIDTH,			/* a byte order of another width */
	CONFLICT_DOUBLE_CONVERSION,	/* ordered data converted again */
	/*
	 * a conversion used the other way round, `wire = be32_to_cpu(host)`:
	 * the same bits as its twin, which the fix writes instead
	 */
	CONFLICT_WRONG_DIRECTION,
	/*
	 * a constant whose bytes read the same in either order (`x ==
	 * 0xffff`) met without a conversion: no bug, but a plain number to
	 * the checkers; the fix converts it, the same bits
	 */
	CONFLICT_SYMMETRIC_CONSTANT,
};

/* How a cut of a settled conflict is fixed in the code. */
enum fix_kind {
	FIX_NONE,	/* by hand: no operand text a conversion can wrap */
	FIX_TO_CPU,	/* wrap `span` in ORDERWIDTH_to_cpu() */
	FIX_FROM_CPU,	/* wrap `span` in cpu_to_ORDERWIDTH() */
};

/* One step of a chain of evidence. */
struct chain_step {
	uint32_t slot;		/* the slot this step reaches */
	struct fsite at;
	const char *what;	/* the seed's how or the edge's why */
	/* cuts only: the conversion the site lacks, of the conflict's order */
	uint8_t fix;		/* enum fix_kind */
	uint8_t width;		/* bits the conversion takes */
	struct fspan span;
};

/*
 * steps: the first seed, one step per edge (its site and why, reaching
 * the next slot), then the other seed; a width conflict may end instead
 * at the declaration of the slot of another width ("x declared u16 (16
 * bits)").  Both seeds on one slot: two steps.
 */
struct conflict {
	enum conflict_kind kind;
	uint32_t root;		/* class representative */
	uint32_t slot;		/* the slot to blame: the reused local, else
				   the slot of the second seed */
	struct chain_step *steps;
	size_t nr_steps;
	/*
	 * A missing conversion whose order is used at many sites and used
	 * as a number at few is settled by the majority (solve.c): the
	 * slots nearer the order's seeds take it, the others stay plain,
	 * and `cuts` are the sites where the two sides meet, which the
	 * checker will flag once the annotations are in: the bugs.
	 */
	uint8_t resolved;	/* the majority order was taken */
	uint8_t order;		/* that order, with resolved */
	uint32_t majority;	/* seed sites on the annotated side */
	struct chain_step *cuts;
	size_t nr_cuts;
};

enum hint {
	HINT_NONE,
	HINT_STRUCT,	/* the other fields of its format struct */
	HINT_FILE,	/* the other format structs of its file */
};

struct slot_solution {
	uint32_t cls;		/* representative slot of the class */
	/*
	 * What one patch must change together: the class, and with a
	 * typedef proposed for its uses (below), every class of those.
	 */
	uint32_t group;
	uint8_t status;		/* enum slot_status */
	uint8_t order;		/* enum order, with SOL_ORDER */
	uint8_t confidence;	/* 0-100 */
	uint8_t hinted;		/* enum hint: the order came from a struct or file */
	uint8_t either;		/* SOL_PLAIN: read in either order, deliberately */
	uint32_t conflict;	/* index into conflicts, with SOL_CONFLICT */
	uint32_t hint;		/* index into facts->structs, with hinted */
};

struct solve_options {
	int no_struct_hints;
	int no_majority;	/* every conflict stays plain */
};

struct solve_index;

/*
 * Owns everything it points to (chains, their texts, the index);
 * solution_release() frees it.  It refers to strings and sites of the
 * facts it was solved from, which must outlive it.
 */
/*
 * A plain integer typedef of the project whose every use, two or more,
 * holds one order of its width (uses nothing is known of aside) (`typedef u64 foo_ptr_t;` only ever
 * declaring big-endian data) is proposed itself, `typedef __be64 foo_ptr_t;`, and its uses are
 * then no proposals of their own: they keep their type name, which
 * carries the order.
 */
struct solution {
	struct slot_solution *slot;	/* one per facts->slots */
	uint8_t *via_typedef;		/* per facts->decls: its type is such
					   a typedef */
	struct conflict *conflicts;
	size_t nr_conflicts;
	size_t nr_classes;
	struct solve_index *index;	/* private to solve.c */
};

/*
 * Solve `f` into `out` (o may be NULL).  Returns 0, or -1 with an error
 * line when the facts name slots that do not exist.
 */
int solve(const struct facts *f, const struct solve_options *o,
	  struct solution *out);
void solution_release(struct solution *s);

/*
 * The evidence for a slot with an order: up to `max` seed sites of its
 * class, strongest first (helper call sites before declarations, then by
 * path, line, column), one per site.  For a plain slot the in-place
 * conversions come first.  A hinted slot has none (see slot.hint).
 * Returns how many were stored; they point into `f`.
 */
size_t solution_evidence(const struct facts *f, const struct solution *s,
			 uint32_t slot, const struct fseed **out, size_t max);

/*
 * How many of s's conflicts are probable bugs: all but the byte-symmetric
 * constants.
 */
size_t solution_bugs(const struct solution *s);

#endif
