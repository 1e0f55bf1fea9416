/* Pointers compared or subtracted point to the same data. */
#include <kernel.h>

static int all_zeroes(u32 *p, u32 *q)		/* p: le, like q */
{
	while (p < q)
		if (*p++)
			return 0;
	return 1;
}

static long span(u32 *a, u32 *b)		/* a: le, like b */
{
	return b - a;
}

int block_empty(u32 *map, int n, u32 *end)	/* end and map: le */
{
	map[0] = cpu_to_le32(1);
	return all_zeroes(end, map + n) && span(map, end) > 0;
}
