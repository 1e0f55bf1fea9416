#include <kernel.h>

/*
 * A cast to a function pointer type: the parameters of the type come
 * before the operand among the cast's children.
 */
static u32 apply(__le32 (*fn)(__le32, __le32, __le32, __le32, __le32),
		 __le32 v)
{
	return ((u32 (*)(u32, u32, u32, u32, u32))fn)(v, v, 0, 1, v) +
	       (u32)v;
}
