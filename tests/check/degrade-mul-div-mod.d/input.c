#include <kernel.h>

static u64 bytes(__le32 blocks, u32 bsize)
{
	return blocks * bsize;
}

static u32 per_group(__le32 total, __le32 groups)
{
	return total / groups;
}

static u32 slot(__be16 hash, u32 nslots)
{
	return hash % nslots;
}

static u32 scale(u32 x, __le16 num, __le16 den)
{
	return x * num / den;
}
