/*
 * A conditional that picks at run time between the project's own
 * wrappers of the two orders, or between a wrapper and a conversion,
 * reads or makes data of either order: it stays plain, and the wrappers
 * keep their orders.  Wrappers of one order in both branches are
 * ordinary: their data takes that order.  The wrappers' orders come from
 * their bodies, so the solver decides.  Fields picked as they are, with
 * no conversion, are one value of one order: a conflict.
 */
#include <endian.h>
#include <stdint.h>

static uint32_t my_cpu_to_le32(uint32_t v) { return htole32(v); }
static uint32_t my_cpu_to_be32(uint32_t v) { return htobe32(v); }
static uint32_t my_le32_to_cpu(uint32_t v) { return le32toh(v); }
static uint32_t my_be32_to_cpu(uint32_t v) { return be32toh(v); }

struct super {
	uint32_t magic;		/* either order: two wrappers */
	uint32_t flags;		/* either order: a wrapper and be32toh() */
	uint32_t blocks;	/* either order: two wrappers */
	uint32_t free;		/* either order: a wrapper and htobe32() */
	uint32_t count;		/* le in both branches */
	uint32_t size;		/* le */
	uint32_t lo;		/* le */
	uint32_t hi;		/* be, and read as le with lo: a conflict */
};

uint32_t super_read(const struct super *s, int le)
{
	return (le ? my_le32_to_cpu(s->magic) : my_be32_to_cpu(s->magic)) +
	       (le ? my_le32_to_cpu(s->flags) : be32toh(s->flags)) +
	       (le ? my_le32_to_cpu(s->count) : le32toh(s->count)) +
	       my_le32_to_cpu(s->size) +
	       le32toh(le ? s->lo : s->hi) + be32toh(s->hi);
}

void super_write(struct super *s, uint32_t n, int le)
{
	s->blocks = le ? my_cpu_to_le32(n) : my_cpu_to_be32(n);
	s->free = le ? my_cpu_to_le32(n) : htobe32(n);
	s->size = my_cpu_to_le32(n);
}
