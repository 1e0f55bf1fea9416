#include <kernel.h>

/* '+' degrades each restricted operand, whatever the other side is. */
static u32 add_plain(__le32 len, u32 off)
{
	return len + off;
}

static u32 add_both(__le32 a, __be32 b)
{
	return a + b;
}

static u32 add_same(__le32 a, __le32 b)
{
	return a + b;
}

static u32 add_zero(__le16 a)
{
	return a + 0;
}

static u32 add_const(u32 x, __be64 b)
{
	return 1 + b + x;
}
