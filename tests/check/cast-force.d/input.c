#include <kernel.h>

/* __force before or after the type silences every cast check */
static u32 force_before(__le32 le)
{
	return (__force u32)le;
}

static u32 force_after(__le32 le)
{
	return (u32 __force)le;
}

static __be32 force_between(__le32 le)
{
	return (__force __be32)le;
}

static __le32 force_to(u32 v)
{
	return (__force __le32)v;
}

static __le32 force_const(u32 v)
{
	return (__force const __le32)v;
}

static u32 *force_ptr(__le32 *p)
{
	return (__force u32 *)p;
}

/* the forced value keeps the cast's type: the outer context still checks */
static u32 force_wrong_way(u32 v)
{
	return (__force __le32)v;
}

static __le32 force_wrong_way2(__le32 v)
{
	return (__force u32)v;
}
