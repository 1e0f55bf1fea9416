/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Just enough of <linux/io.h> and <linux/dma-mapping.h> for samples/.
 * As in the kernel, readl() and writel() take and return host-order
 * values: the device's little-endian byte order is their business.
 */
#ifndef _SAMPLES_LINUX_IO_H
#define _SAMPLES_LINUX_IO_H

#include <linux/types.h>

u32 readl(const volatile void __iomem *addr);
void writel(u32 value, volatile void __iomem *addr);
u16 readw(const volatile void __iomem *addr);
void writew(u16 value, volatile void __iomem *addr);

struct device;

void *dma_alloc_coherent(struct device *dev, size_t size,
			 dma_addr_t *dma_handle, gfp_t flag);
void dma_free_coherent(struct device *dev, size_t size, void *cpu_addr,
		       dma_addr_t dma_handle);
enum dma_data_direction {
	DMA_BIDIRECTIONAL = 0,
	DMA_TO_DEVICE = 1,
	DMA_FROM_DEVICE = 2,
	DMA_NONE = 3,
};

dma_addr_t dma_map_single(struct device *dev, void *ptr, size_t size,
			  enum dma_data_direction dir);
void dma_unmap_single(struct device *dev, dma_addr_t addr, size_t size,
		      enum dma_data_direction dir);
int dma_mapping_error(struct device *dev, dma_addr_t dma_addr);
void wmb(void);
void rmb(void);

#define lower_32_bits(n)	((u32)((n) & 0xffffffff))
#define upper_32_bits(n)	((u32)(((n) >> 16) >> 16))

#endif /* _SAMPLES_LINUX_IO_H */
