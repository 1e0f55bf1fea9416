#include <kernel.h>

/*
 * &= |= ^= on a restricted target are fine with the same type or 0;
 * a nonzero plain value or another restricted type is an
 * "invalid assignment".
 */
static void flags(__le32 *f, __le32 set, __be32 other, u32 plain)
{
	__le32 v = *f;

	v |= set;
	v &= ~set;
	v ^= set;
	v |= 0;
	v &= 0;
	v |= 0x10;
	v &= plain;
	v ^= other;
	v |= (1 << 3);
	*f = v;
}

static void flags16(__le16 *f, u16 m)
{
	*f &= ~m;
	*f |= cpu_to_le16(m);
	*f &= ~cpu_to_le16(m);
}
