/*
 * The bytes of a record copied into a record of another type carry each
 * integer field into the field at the same offset, of the same width:
 * an ioctl's layout copied into the kernel's own struct is as host as
 * the fields it lands in, and a raw copy between two formats takes the
 * order with it.  Neither gets its file's hint.
 */
#include <string.h>
#include <kernel.h>
#include <io.h>

struct group_input {		/* the ioctl's layout, never read by name */
	u32 group;
	u64 block_bitmap;
	u32 blocks_count;
	u16 reserved_blocks;
	u16 unused;
};

struct group_data {		/* the kernel's own copy */
	u32 group;
	u64 block_bitmap;
	u32 blocks_count;
	u16 reserved_blocks;
	u16 mdata_blocks;
	u32 free_clusters_count;
};

struct disk_group {
	__le32 bg_group;
	__le64 bg_bitmap;
	__le32 bg_count;
};

struct disk_group2 {
	u32 bg_group;
	u64 bg_bitmap;
	u32 bg_count;
	u16 bg_flags;
};

long group_add(struct group_data *d)
{
	return d->group + d->block_bitmap + d->blocks_count +
	       d->reserved_blocks + d->mdata_blocks;
}

long ioctl_group_add(unsigned long arg)
{
	struct group_data input;

	if (copy_from_user(&input, (struct group_input __user *)arg, sizeof(input)))
		return -1;
	return group_add(&input);
}

/* the raw bytes of one format into another: the order goes with them */
void disk_copy(struct disk_group2 *to, const struct disk_group *from)
{
	memcpy(to, from, sizeof(*from));
}

u32 disk_count(const struct disk_group2 *g)
{
	return le32_to_cpu(g->bg_count);
}
