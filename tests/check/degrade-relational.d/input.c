#include <kernel.h>

/* < > <= >= degrade even between two values of the same type, and against 0 */
static int cmp_same(__le32 a, __le32 b)
{
	if (a < b)
		return -1;
	if (a > b)
		return 1;
	return 0;
}

static int cmp_zero(__le32 a)
{
	return a >= 0;
}

static int cmp_plain(__be16 len, u16 max)
{
	return len <= max;
}

static int cmp_mixed(__le64 a, __be64 b)
{
	return a > b;
}
