#include <kernel.h>

enum { NONE = 0, ONE = 1 };

/* Only a literal 0 (any spelling) or an enumerator equal to 0 is exempt. */
static void zeros(__le32 *p)
{
	p[0] = 0;
	p[1] = 0UL;
	p[2] = 0x0;
	p[3] = '\0';
	p[4] = NONE;
	p[5] = 00;
	p[6] = 0ULL;
}

static void not_zeros(__le32 *p)
{
	p[0] = (1-1);
	p[1] = (u32)0;
	p[2] = 1;
	p[3] = ONE;
	p[4] = (0);
	p[5] = -0;
	p[6] = 0 + 0;
	p[7] = sizeof(int) - 4;
}

static int compares(__le32 v)
{
	int n = 0;

	n += v == 0;
	n += v == NONE;
	n += v == (1-1);
	n += v != ONE;
	n += (v & 0) != 0;
	return n;
}

static __le32 ret_zero(void)
{
	return 0;
}

static __le32 ret_cast_zero(void)
{
	return (u32)0;
}
