#include "input-defs.h"

struct disk_super {
	u32 magic;
	u16 version;
	u32 blocks;
	u64 root;
	u64 size;
};

u32 super_blocks(const struct disk_super *s)
{
	return le32_to_cpu(s->blocks) + be32_to_cpu(s->magic);
}

unsigned super_version(const struct disk_super *s)
{
	return le16_to_cpu(s->version);
}

void super_set(struct disk_super *s, u32 n, u64 root)
{
	s->blocks = cpu_to_le32(n);
	s->root = cpu_to_be64(root);
}

u32 super_first(const u32 *p)
{
	return get_le32(p);
}

u64 super_size(const struct disk_super *s)
{
	return disk_to_host64(s->size);
}
