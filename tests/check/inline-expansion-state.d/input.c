#include <kernel.h>

/*
 * Each inlined call is checked afresh, from the state the earlier ones
 * left: a global an inlined body assigns is [assigned] in what the later
 * calls print; a recursion is cut where it meets itself; the type of a
 * typeof() is worked out, warnings and all, the first time only.
 */
static __le32 g;

static inline u32 take_and_clear(void)
{
	u32 r = g;

	g = 0;
	return r;
}

static inline u32 odd(__le32 v, int n);

static inline u32 even(__le32 v, int n)
{
	return n ? odd(v, n - 1) : v + 2;
}

static inline u32 odd(__le32 v, int n)
{
	return n ? even(v, n - 1) : v + 1;
}

static inline u32 typed(__le32 v)
{
	return (typeof(v + 0))v;
}

static u32 caller1(__le32 v)
{
	return take_and_clear() + even(v, 3) + typed(v);
}

static u32 caller2(__le32 v)
{
	return take_and_clear() + odd(v, 3) + typed(v);
}

static u32 caller3(__le32 v)
{
	return take_and_clear() + even(v, 2) + typed(v);
}
