#include <kernel.h>
#include "ring.h"
#include "regs.h"

static u32 use(struct ring *r, struct regs *g)
{
	u32 v = r->head;

	v += ring_used(r);
	v += reg_read(g);
	v += ring_used(r);
	return v;
}
