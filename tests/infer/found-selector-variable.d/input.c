/*
 * Conversions whose order is picked at run time: the data they convert
 * holds either order, so it stays plain, and the report says why; never
 * a conflict.
 */
#include <endian.h>
#include <stdint.h>

#define FS32_TO_CPU(x, le)	((le) ? le32toh(x) : be32toh(x))
#define CPU_TO_FS32(x, le)	((le) ? htole32(x) : htobe32(x))

static int fs_little;

/* the order comes from no argument: no call can pick it */
static inline uint16_t fs16_to_cpu(uint16_t x)
{
	if (fs_little)
		return le16toh(x);
	return be16toh(x);
}

struct super {
	uint32_t magic;		/* either order */
	uint32_t blocks;	/* either order */
	uint16_t state;		/* either order */
	uint32_t count;		/* le: plain le32toh as well */
};

uint32_t super_read(const struct super *s, int le)
{
	return FS32_TO_CPU(s->magic, le) + fs16_to_cpu(s->state) +
	       le32toh(s->count);
}

void super_write(struct super *s, uint32_t n, int le)
{
	s->blocks = CPU_TO_FS32(n, le);
}
