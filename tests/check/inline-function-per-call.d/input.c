#include <kernel.h>

/*
 * sparse checks an inline function's body only where it is inlined: once
 * per call, after every other function of the file; an unused one is
 * never checked.
 */
static inline u32 bad_inline(__le32 v)
{
	return v + 1;
}

static inline u32 unused_inline(__le32 v)
{
	return v * 2;
}

static inline u32 outer_inline(__le32 v)
{
	return bad_inline(v) << 1;
}

static u32 not_inline(__le32 v)
{
	return v - 1;
}

static u32 caller1(__le32 v)
{
	return bad_inline(v) + not_inline(v);
}

static u32 caller2(__le32 v)
{
	u32 x = v;

	return bad_inline(v) + x;
}

static u32 caller3(__le32 v)
{
	return outer_inline(v);
}
