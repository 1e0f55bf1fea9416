/*
 * A scatter-gather list in two layouts, 32-bit and 64-bit addresses,
 * filled with little-endian conversions and read back raw once: the
 * raw reads join the 32-bit fields to the 64-bit address.
 */
#include <kernel.h>

int printk(const char *fmt, ...);

#define SG_HIGH_ADDR_MASK 0x7f000000

struct dma_seg {
	u32 addr;
	u32 len;
};

struct dma64_seg {
	u64 addr;
	u32 len;
	u32 pad;
};

void *sg_setup(void *p, u64 addr, u32 len, int wide)
{
	if (wide) {
		struct dma64_seg *sg = p;

		sg->addr = cpu_to_le64(addr);
		sg->len = cpu_to_le32(len);
		return sg + 1;
	} else {
		struct dma_seg *sg = p;

		sg->addr = cpu_to_le32(addr & 0xffffffff);
		sg->len = cpu_to_le32(len | ((addr >> 8) & SG_HIGH_ADDR_MASK));
		return sg + 1;
	}
}

u64 sg_addr(const void *p, int wide)
{
	if (wide) {
		const struct dma64_seg *sg = p;

		return le64_to_cpu(sg->addr) + le64_to_cpu(sg[1].addr) +
		       le64_to_cpu(sg[2].addr) + le64_to_cpu(sg[3].addr);
	} else {
		const struct dma_seg *sg = p;

		return le32_to_cpu(sg->addr) + le32_to_cpu(sg[1].addr) +
		       le32_to_cpu(sg[2].addr) + le32_to_cpu(sg[3].addr);
	}
}

void sg_dump(const void *p, int wide)
{
	u64 data_addr;

	if (wide) {
		const struct dma64_seg *sg = p;

		data_addr = sg->addr;			/* bug: no le64_to_cpu() */
	} else {
		const struct dma_seg *sg = p;

		data_addr = sg->len & SG_HIGH_ADDR_MASK;	/* bug */
		data_addr <<= 8;
		data_addr |= sg->addr;			/* bug */
	}
	printk("%llx\n", data_addr);
}
