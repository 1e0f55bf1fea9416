/*
 * A field written only through its offset: `*(u32 *)(buf +
 * offsetof(struct S, crc))` holds cpu_to_le32(), and that is the field's
 * own evidence.  Its big-endian neighbours do not outvote it.  A field
 * reached through an offset of a nested member is not this case.
 */
#include <kernel.h>
#include <stddef.h>

struct inner {
	u32 x;
};

struct disk {
	u32 magic;
	u32 blocks;
	u32 crc;
	u32 flags;
	struct inner in;
} __attribute__((packed));

u32 disk_read(const struct disk *d)
{
	return be32_to_cpu(d->magic) + be32_to_cpu(d->blocks) +
	       be32_to_cpu(d->flags);
}

void disk_seal(char *buf, u32 c)
{
	*(u32 *)(buf + offsetof(struct disk, crc)) = cpu_to_le32(c);
	*(u32 *)(offsetof(struct disk, in.x) + buf) = cpu_to_le32(c);
}
