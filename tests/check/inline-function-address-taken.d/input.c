#include <kernel.h>

/*
 * Once the address of an inline function is taken anywhere in the file,
 * its body is checked exactly once, after every other function, and the
 * calls to it are no longer checked one by one.
 */
static inline u32 bad_inline(__le32 v)
{
	return v + 1;
}

static u32 caller1(__le32 v)
{
	return bad_inline(v);
}

static u32 caller2(__le32 v)
{
	return bad_inline(v) + (v << 1);
}

static u32 (*hook)(__le32) = bad_inline;

static u32 caller3(__le32 v)
{
	return hook(v) * v;
}
