#include <kernel.h>

/*
 * ?: between pointers to different restricted or plain types is an
 * error; it mutes the warnings of the rest of that function only.
 */
static __le32 *pick(int c, __le32 *le, u32 *host, void *raw)
{
	__le32 *p = c ? le : (__le32 *)raw;
	__le32 *q = c ? le : host;
	u32 n = *le;

	return n ? p : q;
}

static u32 later(__le32 v)
{
	return v + 1;
}
