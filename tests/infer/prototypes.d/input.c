/* A parameter in a prototype and in the definition: two declarations. */
#include "input.h"

u64 blk_first(u64 start)
{
	return le64_to_cpu(start);
}

void blk_store(struct blk *b, u64 s)
{
	b->start = cpu_to_le64(s);
}

u64 blk_read(struct blk *b)
{
	return blk_first(b->start);
}
