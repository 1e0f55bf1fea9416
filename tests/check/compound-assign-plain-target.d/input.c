#include <kernel.h>

/* a plain target with a restricted source */
static u32 accumulate(const __le32 *v, int n, __be16 extra)
{
	u32 sum = 0;
	u32 mask = 0;
	u64 big = 0;
	int i;

	for (i = 0; i < n; i++)
		sum += v[i];
	sum -= extra;
	mask |= v[0];
	mask &= extra;
	mask ^= v[1];
	big *= v[2];
	sum <<= extra;
	mask >>= v[3];
	return sum + mask + big;
}
