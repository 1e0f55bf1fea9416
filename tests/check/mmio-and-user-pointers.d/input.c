#include <io.h>

/* MMIO accessors take host-order values; __iomem/__user show in the types */
struct regs {
	__le32 ctrl;
	__le32 status;
};

static void hw_start(void __iomem *base, struct regs *shadow, u32 v)
{
	writel(cpu_to_le32(v), base + 0x10);
	writel(shadow->ctrl, base);
	writel(le32_to_cpu(shadow->ctrl), base);
	shadow->status = readl(base + 4);
	shadow->status = cpu_to_le32(readl(base + 4));
	iowrite32be(shadow->status, base + 8);
	v = ioread32be(base + 8) + shadow->status;
}

static int get_magic(const __le32 __user *uptr, u32 __user *hptr, u32 *out)
{
	const u32 __user *p = uptr;
	const __le32 __user *q = hptr;
	__le32 tmp;

	if (copy_from_user(&tmp, uptr, sizeof(tmp)))
		return -14;
	*out = tmp;
	(void)p; (void)q;
	return 0;
}

static void __iomem *reg_addr(__le32 __iomem *base, __le16 idx)
{
	return base + idx;
}
