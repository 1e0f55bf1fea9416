/*
 * A pointer into device memory: `u32 __iomem *` becomes
 * `__le32 __iomem *`, address space kept.  spatch 1.1.1 parses an
 * address space before the name only in a parameter, so the field and
 * the variable are Diff-only in the semantic patch and the parameter
 * has a rule.
 */
#include <kernel.h>

struct mbox_regs {
	u32 __iomem *in;
	u32 __iomem *out;
};

static void mbox_post(u32 __iomem *slot, u32 v)
{
	*slot = cpu_to_le32(v);
}

void mbox_send(struct mbox_regs *r, u32 v)
{
	u32 __iomem *in = r->in;

	mbox_post(in, v);
}

u32 mbox_peek(struct mbox_regs *r)
{
	return le32_to_cpu(*r->out);
}
