/*
 * A field swapped where it lies, or from one copy of its struct into
 * another, holds both orders: like `x = le32_to_cpu(x)` it stays plain
 * (kept plain, listed), and is no double conversion.  A swab of other
 * data stays a host use.
 */
#include <stdint.h>
#include <endian.h>
#include <byteswap.h>

struct sb {
	uint32_t magic;
	uint32_t count;
	uint32_t blocks;
};

uint32_t sb_magic(const struct sb *s)
{
	return le32toh(s->magic) + le32toh(s->blocks);
}

void sb_swap(struct sb *to, const struct sb *from)
{
	to->magic = bswap_32(from->magic);
	to->count = bswap_32(to->count);
}

uint32_t sb_blocks_swapped(const struct sb *s)
{
	uint32_t b = bswap_32(s->blocks);

	return b;
}
