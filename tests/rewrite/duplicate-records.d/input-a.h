/* The on-disk key; a library keeps its own copy, input-b.h. */
#include <kernel.h>

struct disk_key {
	u64 objectid;
	u64 offset;
};
