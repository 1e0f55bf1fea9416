/*
 * Conversions whose results no declaration holds: converted twice, and
 * handed converted to writel(), which converts by itself.
 */
#include <io.h>
#include <asm-generic/unaligned.h>

u32 section_len(const u8 *sec)
{
	return be32_to_cpu(get_unaligned_be32(sec + 4));
}

void ring_kick(void __iomem *reg, u32 tail)
{
	writel(cpu_to_le32(tail), reg);
}

u32 fine(const u8 *sec, void __iomem *reg)
{
	writel(get_unaligned_be32(sec) + 1, reg);
	return le32_to_cpu(cpu_to_le32(7));
}
