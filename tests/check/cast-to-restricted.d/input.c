#include <kernel.h>

static void casts_to(__le32 *out, u32 v, int i, __le32 le)
{
	out[0] = (__le32)v;
	out[1] = (__le32)5;
	out[2] = (__le32)0;
	out[3] = (__le32)le;
	out[4] = (__le32)i;
	out[5] = (__le32)(v + 1);
	out[6] = (__le32)0x0UL;
	out[7] = (__le32)(1 - 1);
}

static __be16 port(unsigned short p)
{
	return (__be16)p;
}

static gfp_t mk_gfp(unsigned int f)
{
	return (gfp_t)f;
}
