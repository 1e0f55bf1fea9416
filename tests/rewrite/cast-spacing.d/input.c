/*
 * A cast written (u32*)p becomes (__le32 *)p, in the kernel's style, on
 * the line the series changes anyway; (u32 *) and (u32**) keep their
 * own spelling but for the space checkpatch asks for.
 */
#include <kernel.h>

struct blk {
	char *data;
};

u32 blk_word(struct blk *b, int i)
{
	u32 *p = (u32*)b->data + i;
	u32 *q = (u32 *)b->data;
	u32 **pp = (u32**)&b->data;

	return le32_to_cpu(*p) + le32_to_cpu(q[1]) + le32_to_cpu(**pp);
}
