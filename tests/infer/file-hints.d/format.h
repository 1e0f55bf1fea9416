/* An on-disk format: every record little-endian. */
#include <kernel.h>

struct fmt_super {
	u32 magic;
	u32 nr_items;
} __attribute__((packed));

struct fmt_item {
	u64 offset;
	u32 size;
} __attribute__((packed));

/* no code reads this record yet: like the others in this file */
struct fmt_journal {
	u64 head;
	u64 tail;
	u16 flags;
	u8 pad[6];
} __attribute__((packed));

/* code reads one field of this one: too few for its own hint, the rest
 * take the file's order */
struct fmt_tail {
	u32 checksum;
	u32 generation;
	u16 version;
} __attribute__((packed));

/*
 * The in-memory copy of a record: not packed where every record is, so
 * it takes no order from the file (udf's struct kernel_ext_ad).
 */
struct fmt_item_mem {
	u64 offset;
	u32 size;
};
