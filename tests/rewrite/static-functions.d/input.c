/*
 * Two files define a static function of one name: what one of them
 * changes must not change the other's.
 */
#include <kernel.h>

static u32 pick(u32);
static u32 pick_seq;

static u32 pick(u32 x)
{
	u32 v = cpu_to_le32(x);

	pick_seq = cpu_to_be32(x);
	return v;
}

u32 one(u32 x)
{
	return le32_to_cpu(pick(x)) + be32_to_cpu(pick_seq);
}
