#include <kernel.h>

struct extent { __le32 start; __le16 len; };
struct inode_disk {
	__le16 mode;
	struct extent ext[2];
	union { __le32 raw; __be32 net; } u;
	struct { __le64 lo, hi; } range;
};

static struct inode_disk root = {
	.mode = cpu_to_le16(0755),
	.ext = { { 1, 2 }, [1] = { .len = 3, .start = cpu_to_le32(9) } },
	.u = { .net = 5 },
	.range = { 0, 1 },
};

static struct inode_disk flat = { 1, { { 2 } }, { 3 }, { 4, 5 } };

static void local(u32 s)
{
	struct inode_disk d = { .ext[1].start = s, .range.hi = s };

	(void)d;
}
