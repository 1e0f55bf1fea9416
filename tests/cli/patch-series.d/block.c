/*
 * A cast's type changes with the data it reaches: (u32 *)buf feeding a
 * __le32 pointer becomes (__le32 *)buf.  Casts of host numbers stay.
 */
#include <kernel.h>

struct block {
	char *data;
	u32 *map;		/* le: through the cast below */
};

u32 block_get(struct block *b, int i, u32 v)
{
	u32 *p = (u32 *)b->data + i;

	b->map = (u32 *)b->data;
	*p = cpu_to_le32(v);
	return (u32)i + le32_to_cpu(b->map[1]);
}
