#include <kernel.h>

/*
 * == != & | ^ are fine between values of one restricted type or with 0,
 * but against another restricted type or a nonzero plain value they
 * degrade, and the int result then fails to convert back.
 */
static int same_magic(__le32 a, __be32 b)
{
	return a == b;
}

static int is_v2(__le16 version)
{
	return version != 2;
}

static __le32 mask_plain(__le32 flags)
{
	return flags & 0x80;
}

static __le32 merge(__le32 a, __be32 b)
{
	return a | b;
}

static __be16 flip(__be16 a, u16 m)
{
	return a ^ m;
}

static int test_flag(__le32 flags, u32 bit)
{
	if (flags & bit)
		return 1;
	return 0;
}
