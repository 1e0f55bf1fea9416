#include <kernel.h>

static __le32 pick(int c, __le32 a, u32 b)
{
	return c ? a : b;
}

static __le32 pick_ok(int c, __le32 a, __le32 b)
{
	return c ? a : b;
}

static __le32 pick_zero(int c, __le32 a)
{
	return c ? a : 0;
}

static u32 pick_two(int c, __le32 a, __be32 b)
{
	return c ? a : b;
}

static __le32 pick_const(int c, __le32 a)
{
	return c ? 1 : a;
}

static __le32 elvis(__le32 a, __le32 b)
{
	return a ?: b;
}
