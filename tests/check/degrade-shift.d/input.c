#include <kernel.h>

static u32 shl(__le32 v)
{
	return v << 8;
}

static u32 shr(__be32 v)
{
	return v >> 24;
}

static u32 shift_by(u32 v, __le16 n)
{
	return v << n;
}

static u64 shift_both(__le64 v, __le16 n)
{
	return v >> n;
}

static void shift_assign(u32 *acc, __le32 n)
{
	u32 v = *acc;

	v <<= n;
	v >>= n;
	*acc = v;
}
