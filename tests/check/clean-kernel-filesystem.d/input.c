#include <kernel.h>

/* correctly annotated code: no warnings expected */
struct dinode {
	__le16	di_mode;
	__le16	di_nlink;
	__le32	di_uid;
	__le64	di_size;
	__le32	di_blocks[12];
	__be32	di_gen;
	__le32	di_flags;
};

struct inode_info {
	u16 mode;
	u32 nlink;
	u32 uid;
	u64 size;
	u32 blocks[12];
	u32 gen;
	u32 flags;
};

#define DI_FLAG_SYNC	cpu_to_le32(0x8)
#define DI_FLAG_DIRTY	cpu_to_le32(0x10)

static void inode_load(struct inode_info *ii, const struct dinode *di)
{
	int i;

	ii->mode = le16_to_cpu(di->di_mode);
	ii->nlink = le16_to_cpu(di->di_nlink);
	ii->uid = le32_to_cpu(di->di_uid);
	ii->size = le64_to_cpu(di->di_size);
	for (i = 0; i < 12; i++)
		ii->blocks[i] = le32_to_cpu(di->di_blocks[i]);
	ii->gen = be32_to_cpu(di->di_gen);
	ii->flags = le32_to_cpu(di->di_flags);
}

static void inode_store(struct dinode *di, const struct inode_info *ii)
{
	int i;

	di->di_mode = cpu_to_le16(ii->mode);
	di->di_nlink = cpu_to_le16(ii->nlink);
	di->di_uid = cpu_to_le32(ii->uid);
	di->di_size = cpu_to_le64(ii->size);
	for (i = 0; i < 12; i++)
		di->di_blocks[i] = cpu_to_le32(ii->blocks[i]);
	di->di_gen = cpu_to_be32(ii->gen);
	di->di_flags = 0;
	if (ii->flags & 0x8)
		di->di_flags |= DI_FLAG_SYNC;
	di->di_flags &= ~DI_FLAG_DIRTY;
}

static int inode_is_sync(const struct dinode *di)
{
	return (di->di_flags & DI_FLAG_SYNC) != 0;
}

static int inode_same_gen(const struct dinode *a, const struct dinode *b)
{
	return a->di_gen == b->di_gen && !(a->di_flags ^ b->di_flags);
}

static void inode_grow(struct dinode *di, u64 by)
{
	le64_add_cpu(&di->di_size, by);
	di->di_blocks[0] = di->di_blocks[1];
	di->di_mode = di->di_mode ? di->di_mode : cpu_to_le16(0644);
}

static u32 inode_first_block(const struct dinode *di)
{
	return get_unaligned_le32(&di->di_blocks[0]);
}

static bool inode_has_blocks(const struct dinode *di)
{
	return di->di_blocks[0];
}
