#include <kernel.h>

/* the cast warning sits on the first token after '(' */
static void where(u32 *out, __le32 le, u32 v)
{
	out[0] = (const u32)le;
	out[1] = (volatile unsigned int)le;
	out[2] = ( u32 )le;
	out[3] = (unsigned)le;
	out[4] = (typeof(v))le;
	out[5] = (const __le32)v;
	out[6] = (signed int)le;
	out[7] = (u32) (le);
}
