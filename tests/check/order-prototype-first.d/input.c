#include <kernel.h>

/*
 * A function body is checked where the function is first declared: b()'s
 * prototype comes before a(), so b()'s warnings come first.  Inline bodies
 * are checked later, in the order of the function definitions that call
 * them.
 */
static inline u32 helper_a(__le32 v)
{
	return v * 2;
}

static inline u32 helper_b(__le32 v)
{
	return v * 3;
}

static u32 b(__le32 v);

static u32 a(__le32 v)
{
	return helper_a(v) + (v << 1);
}

static u32 b(__le32 v)
{
	return helper_b(v) + (v << 2);
}

static u32 c(__le32 v)
{
	return b(v) + (v << 3);
}
