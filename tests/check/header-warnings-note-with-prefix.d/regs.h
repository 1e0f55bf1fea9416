#ifndef REGS_H
#define REGS_H

#include "regs-layout.h"

static inline u32 reg_read(const struct regs *g)
{
	return g->ctrl;
}

#endif
