/*
 * A library's copy of the same formats, which no code of the tree reads:
 * its records take the file's order, but for the key, whose other copy
 * holds host data.
 */
#include <kernel.h>

struct rec_key {
	u64 objectid;
	u64 offset;
} __attribute__((packed));

struct rec_item {
	u64 generation;
	u32 size;
} __attribute__((packed));

struct rec_super {
	u64 magic;
	u64 root;
} __attribute__((packed));

struct rec_extent {
	u64 start;
	u64 len;
} __attribute__((packed));
