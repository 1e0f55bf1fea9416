#include <kernel.h>

/* sizeof and typeof evaluate their operand expression, so it still warns */
static unsigned long sz(__le64 d)
{
	return sizeof(d + 1);
}

static void tp(__le32 a, u32 *out)
{
	typeof(a + 1) sum = 0;

	*out = sum;
}

static int al(__be16 b)
{
	return __alignof__(b * 2);
}
