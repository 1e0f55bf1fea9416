#include <kernel.h>

static void take(const void *p);

static void locals(__le32 le, u32 v)
{
	u32 a, b, c;
	__le32 arr[2] = { 0, 0 };
	u32 plain[2];

	a = le;			/* nothing marks a yet */
	take(&a);
	a = le;			/* [addressable] now */
	b = le;
	take(&b + 1);
	b = le;
	c = arr[0];
	plain[0] = le;
	take(&le);
	v = le;
}
