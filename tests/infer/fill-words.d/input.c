/*
 * memset32(p, v, n) is `p[i] = v` for each of n words: the words take
 * v's order, and the plain u32 of its parameters says nothing of it.
 * A table filled with a little-endian pattern is little-endian; one
 * filled with a host number holds host numbers.
 */
#include <kernel.h>
#include <io.h>

struct lun {
	u32 *itlq_tbl;		/* read by the chip */
	u32 *counts;
};

void lun_init(struct lun *l, u32 bus_addr, u32 *scratch)
{
	memset32(l->itlq_tbl, cpu_to_le32(bus_addr), 64);
	memset32(l->counts, 0, 64);
	scratch[0] = l->counts[3] + 1;
}

u32 lun_entry(const struct lun *l, int i)
{
	return le32_to_cpu(l->itlq_tbl[i]);
}
