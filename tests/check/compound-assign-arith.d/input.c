#include <kernel.h>

/* arithmetic compound operators on a restricted target: "bad assignment" */
static void adjust(__le32 *cnt, __be16 *port, __le64 *size, u32 n)
{
	__le32 c = *cnt;

	c += n;
	c -= 1;
	c *= 2;
	c /= n;
	c %= 3;
	c <<= 1;
	c >>= n;
	*port += 1;
	*size -= *size;
	c += 0;
	*cnt = c;
}
