/*
 * Conversions whose order the caller picks: with a constant there, each
 * call of a macro is the conversion it picks.  A function's parameter
 * has one type for both orders: the data it converts stays plain.
 */
#include <endian.h>
#include <stdint.h>

#define FS32_TO_CPU(x, le)	((le) ? le32toh(x) : be32toh(x))
#define CPU_TO_FS32(x, le)	(!(le) ? htobe32(x) : htole32(x))

static inline uint16_t fs16_to_cpu(int big, uint16_t x)
{
	if (big)
		return be16toh(x);
	else
		return le16toh(x);
}

struct super {
	uint32_t magic;		/* le: FS32_TO_CPU(.., 1) */
	uint32_t blocks;	/* be: CPU_TO_FS32(.., 0) */
	uint16_t state;		/* be: fs16_to_cpu(1, ..) */
	uint16_t errors;	/* le: fs16_to_cpu(0, ..) */
};

#define FS_LITTLE 1

uint32_t super_read(const struct super *s)
{
	return FS32_TO_CPU(s->magic, FS_LITTLE) + fs16_to_cpu(1, s->state) +
	       fs16_to_cpu(0, s->errors);
}

void super_write(struct super *s, uint32_t n)
{
	s->blocks = CPU_TO_FS32(n, 0);
}
