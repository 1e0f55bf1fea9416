#include <kernel.h>

/* unary minus degrades; unary plus, ~ and ! do not */
static s32 neg(__le32 v)
{
	return -v;
}

static __le32 pos(__le32 v)
{
	return +v;
}

static __le32 inv(__le32 v)
{
	return ~v;
}

static int not(__le32 v)
{
	return !v;
}
