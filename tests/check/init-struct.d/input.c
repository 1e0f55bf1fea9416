#include <kernel.h>

struct ext_header {
	__le16 magic;
	__le16 entries;
	__le32 depth;
	u32 generation;
};

/* positional */
static struct ext_header h1 = { 0xf30a, 0, 0, 1 };

/* designated, in any order */
static struct ext_header h2 = {
	.generation = 1,
	.depth = cpu_to_le32(2),
	.magic = 0xf30a,
	.entries = cpu_to_le16(4),
};

static void fill(u16 magic, __le32 depth)
{
	struct ext_header h = { magic, .depth = depth, depth };
	struct ext_header z = { 0 };
	struct ext_header d = { .generation = depth };

	(void)h; (void)z; (void)d;
}
