#ifndef REGS_LAYOUT_H
#define REGS_LAYOUT_H

struct regs { __be32 ctrl; };

static u32 reg_bad(const struct regs *g)
{
	return g->ctrl << 1;
}

#endif
