#include <kernel.h>

static __le32 counter;

static u32 second_file(__le32 v)
{
	u32 n = counter;

	return v * 2 + n;
}
