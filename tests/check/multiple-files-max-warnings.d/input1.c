#include <kernel.h>

static __le32 counter;

static u32 first_file(__le32 v)
{
	counter = 0;
	return v + counter;
}
