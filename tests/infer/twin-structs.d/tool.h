/* The tool's own header: a host-order search key and an on-disk item. */
#include <kernel.h>

struct rec_key {
	u64 objectid;
	u64 offset;
} __attribute__((packed));

struct rec_item {
	u64 generation;
	u32 size;
} __attribute__((packed));
