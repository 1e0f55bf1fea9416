#include <kernel.h>

static void bump(__le32 *count, __be16 seq)
{
	__le32 c = *count;

	c++;
	++c;
	c--;
	--c;
	seq++;
	*count = c;
}

static void bump_field(struct { __le16 refs; } *o)
{
	o->refs++;
	--o->refs;
}
