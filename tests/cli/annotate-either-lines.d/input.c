/*
 * A selector written in place over two lines: each line that reads the
 * data gets the reason, so the warnings the typed conversions bring there
 * sit at lines the series names.
 */
#include <endian.h>
#include <stdint.h>

struct super {
	uint32_t magic;		/* either order, read over two lines */
	uint32_t blocks;	/* le */
};

uint32_t super_read(const struct super *s, int le)
{
	return (le ? le32toh(s->magic) :
		be32toh(s->magic)) + le32toh(s->blocks);
}
