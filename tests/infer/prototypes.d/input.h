#include <kernel.h>

struct blk {
	u64 start;
};

/* the prototype names the parameter differently */
u64 blk_first(u64 raw_start);
void blk_store(struct blk *b, u64 s);
