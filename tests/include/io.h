/* SPDX-License-Identifier: GPL-2.0 */
/*
 * MMIO and user-copy prototypes shaped like linux 6.1 asm-generic/io.h and
 * linux/uaccess.h (as prototypes: the bodies do not matter to the checker).
 */
#ifndef _TEST_IO_H
#define _TEST_IO_H

#include <kernel.h>

u8 readb(const volatile void __iomem *addr);
u16 readw(const volatile void __iomem *addr);
u32 readl(const volatile void __iomem *addr);
u64 readq(const volatile void __iomem *addr);
void writeb(u8 value, volatile void __iomem *addr);
void writew(u16 value, volatile void __iomem *addr);
void writel(u32 value, volatile void __iomem *addr);
void writeq(u64 value, volatile void __iomem *addr);

/* a register block: a record declared outside the tree (infer/record-cast) */
struct io_regs {
	u16 ctrl;
	u16 status;
};

/* big-endian registers */
static inline u32 ioread32be(const void __iomem *addr)
{
	return __be32_to_cpu((__force __be32)readl(addr));
}

static inline void iowrite32be(u32 value, void __iomem *addr)
{
	writel((__force u32)__cpu_to_be32(value), addr);
}

unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);
/* fill n words with v (linux/string.h) */
void *memset32(u32 *s, u32 v, unsigned long n);
unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);

#endif /* _TEST_IO_H */
