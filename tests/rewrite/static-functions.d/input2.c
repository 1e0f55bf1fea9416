/* The other file's pick(): host-order numbers only. */
#include <kernel.h>

static u32 pick(u32);
static u32 pick_seq;

static u32 pick(u32 x)
{
	u32 v = x + 1;

	pick_seq = v * 2;
	return v;
}

u32 two(u32 x)
{
	return pick(x) + pick_seq;
}
