/*
 * A conditional that picks at run time between the project's own
 * wrappers of the two orders, or between a wrapper and a conversion,
 * reads or makes data of either order: it stays plain, and the wrappers
 * keep their orders.  Wrappers of one order in both branches are
 * ordinary: their data takes that order.  The wrappers' orders come from
 * their bodies, so the solver decides; also through a ?: nested in a
 * branch, and when a branch reads the field twice.  But fields picked as
 * they are, with no conversion, are one value of one order; so is a
 * choice whose value is then converted, and so is a field read in either
 * order that one of the wrappers also reads on its own (either order
 * would take that wrapper's other data along): conflicts, of the data and
 * wrappers they involve alone.
 */
#include <endian.h>
#include <stdint.h>

static uint32_t my_cpu_to_le32(uint32_t v) { return htole32(v); }
static uint32_t my_cpu_to_be32(uint32_t v) { return htobe32(v); }
static uint32_t my_le32_to_cpu(uint32_t v) { return le32toh(v); }
static uint32_t my_be32_to_cpu(uint32_t v) { return be32toh(v); }
static uint32_t get2_le(uint32_t v) { return le32toh(v); }
static uint32_t get2_be(uint32_t v) { return be32toh(v); }
static void trace(uint32_t v) { (void)v; }

struct super {
	uint32_t magic;		/* either order: two wrappers */
	uint32_t flags;		/* either order: a wrapper and be32toh() */
	uint32_t blocks;	/* either order: two wrappers */
	uint32_t free;		/* either order: a wrapper and htobe32() */
	uint32_t count;		/* le in both branches */
	uint32_t size;		/* le */
	uint32_t lo;		/* le */
	uint32_t hi;		/* be, and read as le with lo: a conflict */
	uint32_t nested;	/* either order: a ?: in a branch */
	uint32_t traced;	/* either order, read twice in a branch */
	uint32_t both;		/* either order, and le through get2_le(): a conflict */
	uint32_t one;		/* get2_le()'s other data, in that conflict */
	uint32_t raw_le;	/* le */
	uint32_t raw_be;	/* be, picked with raw_le then read as le */
};

static uint32_t raw_le(const struct super *s) { return s->raw_le; }
static uint32_t raw_be(const struct super *s) { return s->raw_be; }

uint32_t super_read(const struct super *s, int le, int v2)
{
	return (le ? my_le32_to_cpu(s->magic) : my_be32_to_cpu(s->magic)) +
	       (le ? my_le32_to_cpu(s->flags) : be32toh(s->flags)) +
	       (le ? my_le32_to_cpu(s->count) : le32toh(s->count)) +
	       my_le32_to_cpu(s->size) +
	       le32toh(le ? s->lo : s->hi) + be32toh(s->hi) +
	       (le ? my_le32_to_cpu(s->nested) :
		(v2 ? my_be32_to_cpu(s->nested) : be32toh(s->nested))) +
	       (le ? (trace(s->traced), my_le32_to_cpu(s->traced)) :
		my_be32_to_cpu(s->traced)) +
	       (le ? get2_le(s->both) : get2_be(s->both)) + get2_le(s->both) +
	       get2_le(s->one) +
	       le32toh(le ? raw_le(s) : raw_be(s)) + le32toh(s->raw_le) +
	       be32toh(s->raw_be);
}

void super_write(struct super *s, uint32_t n, int le)
{
	s->blocks = le ? my_cpu_to_le32(n) : my_cpu_to_be32(n);
	s->free = le ? my_cpu_to_le32(n) : htobe32(n);
	s->size = my_cpu_to_le32(n);
}
