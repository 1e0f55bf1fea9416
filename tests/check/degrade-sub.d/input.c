#include <kernel.h>

static u32 remaining(__le32 end, __le32 start)
{
	u32 n;

	n = end - start;
	return n;
}

static s32 delta(s32 a, __be32 b)
{
	return a - b;
}

static u64 sub_chain(__le64 total, u64 used, __le64 rsvd)
{
	return total - used - rsvd;
}
