/*
 * Selectors: conversions whose order the caller picks, as macros and as
 * functions, on glibc's helpers.
 */
#include <endian.h>
#include <stdint.h>

#define FS32_TO_CPU(x, le)	((le) ? le32toh(x) : be32toh(x))
#define CPU_TO_FS32(x, le)	(!(le) ? htobe32(x) : htole32(x))
#define FS64_TO_CPU(x, le)	((le) ? le64toh((uint64_t)(x)) : be64toh((uint64_t)(x)))

static inline uint16_t fs16_to_cpu(int big, uint16_t x)
{
	if (big)
		return be16toh(x);
	else
		return le16toh(x);
}

static inline uint16_t cpu_to_fs16(int big, uint16_t x)
{
	return big ? (uint16_t)htobe16(x) : htole16(x);
}

#define FS_LITTLE 1

struct super {
	uint32_t magic;		/* le: FS32_TO_CPU(.., FS_LITTLE) */
	uint32_t blocks;	/* be: CPU_TO_FS32(.., 0) */
	uint64_t size;		/* le: FS64_TO_CPU(.., 1) */
	uint32_t either;	/* FS32_TO_CPU(.., le) */
	uint32_t either_out;	/* CPU_TO_FS32(.., le) */
	uint16_t state;		/* through a function: kept plain */
	uint16_t errors;	/* through a function: kept plain */
};

uint64_t super_read(const struct super *s, int le)
{
	return FS32_TO_CPU(s->magic, FS_LITTLE) + FS64_TO_CPU(s->size, 1) +
	       FS32_TO_CPU(s->either, le) + fs16_to_cpu(1, s->state);
}

void super_write(struct super *s, uint32_t n, int le)
{
	s->blocks = CPU_TO_FS32(n, 0);
	s->either_out = CPU_TO_FS32(n, le);
	s->errors = cpu_to_fs16(0, (uint16_t)n);
}
