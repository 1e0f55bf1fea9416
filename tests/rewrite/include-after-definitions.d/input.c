/*
 * Conversion macros defined right after the last #include, with no
 * blank line between: the #include of the types header takes the blank
 * line after the definitions, for a macro is used only where it is
 * expanded, and no line moves.
 */
#include <stdint.h>
#include <endian.h>
#ifdef WORDS_BIGENDIAN
#define disk_to_cpu32(x) __builtin_bswap32(x)
#define cpu_to_disk32(x) __builtin_bswap32(x)
#else
#define disk_to_cpu32(x) ((uint32_t)(x))
#define cpu_to_disk32(x) ((uint32_t)(x))
#endif
#define BLOCKS_OF(s) disk_to_cpu32((s)->blocks)

struct disk_super {
	uint32_t blocks;
	uint32_t magic;
};

uint32_t super_blocks(const struct disk_super *s)
{
	return BLOCKS_OF(s) + be32toh(s->magic);
}

void super_set(struct disk_super *s, uint32_t n)
{
	s->blocks = cpu_to_disk32(n);
}
