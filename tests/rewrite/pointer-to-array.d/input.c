/*
 * A table of big-endian words passed whole, through a pointer to its
 * rows (crc32c's `const uint32_t (*tab)[256]`): the parameter joins the
 * table's class, and only its base type token changes.
 */
#include <kernel.h>

static const u32 table[2][2] = {
	{ cpu_to_be32(1), cpu_to_be32(2) },
	{ cpu_to_be32(5), cpu_to_be32(6) },
};

static u32 crc_step(u32 crc, const u32 (*tab)[2], int i)
{
	return crc ^ be32_to_cpu(tab[i & 1][crc & 1]);
}

u32 crc(u32 seed)
{
	return crc_step(seed, table, 1);
}
