#include <kernel.h>

/* restricted values used as an index or added to a pointer degrade */
static u8 lookup(const u8 *table, __le16 idx)
{
	return table[idx];
}

static const u8 *advance(const u8 *p, __le32 off)
{
	return p + off;
}

static const u8 *advance_rev(const u8 *p, __be32 off)
{
	return off + p;
}

static const u8 *back(const u8 *p, __le16 off)
{
	return p - off;
}

static u32 nested(u32 map[16], __le32 i)
{
	return map[i & 15];
}

static void seek(const u8 **p, __le32 off)
{
	*p += off;
}
