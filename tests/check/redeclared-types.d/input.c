#include <kernel.h>

/*
 * Half-annotated code: a prototype and its definition disagree on a
 * restricted type.  sparse reads each declaration as written; the error
 * mutes the rest of that definition, and a comparison of pointers to
 * different restricted types is an error too.
 */
u16 get_magic(const void *sb);
static void put_len(u32 *dst, __le32 len);

__le16 get_magic(const void *sb)
{
	return *(const __le16 *)sb;
}

static void put_len(u32 *dst, u32 len)
{
	*dst = len;
}

static int same(__le32 *a, u32 *b, __le16 v)
{
	if (a == b)
		return v + 1;
	return v - 1;
}

static u16 after(__le16 v)
{
	return v;
}
