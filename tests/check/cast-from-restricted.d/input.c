#include <kernel.h>

static void casts_from(u32 *out, __le32 le, __be16 be, __le64 big)
{
	out[0] = (u32)le;
	out[1] = (unsigned int)le;
	out[2] = (int)be;
	out[3] = (u16)be;
	out[4] = (unsigned long)big;
	out[5] = (u8)le;
	out[6] = (long long)big;
	out[7] = (__u32)(le);
}

/* _Bool, void and the same type are fine */
static int casts_ok(__le32 le, __be16 be)
{
	(void)le;
	(void)(be);
	if ((_Bool)le)
		return (__le32)le == le;
	return (bool)be;
}
