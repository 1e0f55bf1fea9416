/*
 * A conditional whose branches convert in the two orders picks the order
 * at run time, as a selector does: the data it reads or makes holds
 * either order and stays plain, never a conflict.  Branches of one order
 * are ordinary, and so is a constant condition: the checkers read the
 * branch it does not take as well.
 */
#include <endian.h>
#include <stdint.h>

struct super {
	uint32_t magic;		/* either order */
	uint32_t blocks;	/* either order */
	uint32_t count;		/* le in both branches */
	uint32_t other;		/* a constant condition: a conflict */
	uint16_t state;		/* be */
};

uint32_t super_read(const struct super *s, int le)
{
	return (le ? le32toh(s->magic) : be32toh(s->magic)) +
	       (le ? le32toh(s->count) : le32toh(s->count) + 1) +
	       (1 ? le32toh(s->other) : be32toh(s->other)) +
	       be16toh(s->state);
}

void super_write(struct super *s, uint32_t n, int le)
{
	s->blocks = le ? htole32(n) : htobe32(n);
}
