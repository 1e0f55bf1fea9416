/*
 * A selector's order argument is a constant where sparse's
 * __builtin_constant_p() says so, as the typed selector asks it (lib/
 * fold.h): a local `int le = 1;` not written before is one, so the call
 * is the conversion it picks; a `const int` is not (clang would fold
 * it), nor is a variable assigned before: the data holds either order.
 */
#include <endian.h>
#include <stdint.h>

#define FS32_TO_CPU(x, le)	((le) ? le32toh(x) : be32toh(x))
#define CPU_TO_FS32(x, le)	(!(le) ? htobe32(x) : htole32(x))

struct super {
	uint32_t magic;		/* le: a local 1 */
	uint32_t blocks;	/* be: a static 0 */
	uint32_t count;		/* either order: a const */
	uint32_t state;		/* either order: assigned before */
};

static int big = 0;

uint32_t super_read(const struct super *s, int v2)
{
	int le = 1;
	const int fixed = 1;
	int moved = 1;

	if (v2)
		moved = 0;
	return FS32_TO_CPU(s->magic, le) + FS32_TO_CPU(s->count, fixed) +
	       FS32_TO_CPU(s->state, moved);
}

void super_write(struct super *s, uint32_t n)
{
	s->blocks = CPU_TO_FS32(n, big);
}
