// SPDX-License-Identifier: GPL-2.0
/*
 * tinyfs: superblock and inode code for a small block filesystem.
 *
 * Everything on disk is little endian.  The superblock was switched to
 * __le types when the write path was added; inodes and directory entries
 * still use plain integers and convert where they are read.
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/byteorder.h>

#define TINYFS_MAGIC		0x54465331	/* "TFS1" */
#define TINYFS_SB_BLOCK		1
#define TINYFS_MIN_BLOCK_SIZE	1024
#define TINYFS_ROOT_INO		1
#define TINYFS_GOOD_OLD_INODE_SIZE 128
#define TINYFS_NDIR_BLOCKS	12
#define TINYFS_DIR_REC_LEN(n)	(((n) + 8 + 3) & ~3)

#define TINYFS_FEATURE_COMPAT_DIR_INDEX	0x0001
#define TINYFS_FEATURE_COMPAT_SUPP	TINYFS_FEATURE_COMPAT_DIR_INDEX

#define TINYFS_VALID_FS		0x0001
#define TINYFS_ERROR_FS		0x0002

struct tinyfs_super_block {
	__le32	s_magic;
	__le32	s_inodes_count;
	__le32	s_blocks_count;
	__le32	s_free_blocks_count;
	__le32	s_free_inodes_count;
	__le32	s_first_data_block;
	__le32	s_log_block_size;
	__le32	s_feature_compat;
	__le32	s_mtime;
	__le32	s_wtime;
	__le16	s_state;
	__le16	s_inode_size;
	__u16	s_mnt_count;
	__u16	s_max_mnt_count;
	__u32	s_inodes_per_group;
	__u32	s_first_ino;
	__u8	s_uuid[16];
	char	s_volume_name[16];
};

struct tinyfs_inode {
	__u16	i_mode;
	__u16	i_links_count;
	__u32	i_uid;
	__u32	i_size;
	__u32	i_mtime;
	__u32	i_blocks;
	__u32	i_flags;
	__u32	i_block[TINYFS_NDIR_BLOCKS];
};

struct tinyfs_dir_entry {
	__u32	inode;
	__u16	rec_len;
	__u8	name_len;
	__u8	file_type;
	char	name[];
};

struct tinyfs_sb_info {
	u32			s_inodes_count;
	u32			s_blocks_count;
	u32			s_first_data_block;
	u32			s_inodes_per_block;
	u32			s_first_ino;
	u16			s_inode_size;
	u16			s_mount_state;
	struct buffer_head	*s_sbh;
	struct tinyfs_super_block *s_es;
};

struct tinyfs_inode_info {
	u32	i_flags;
	u32	i_data[TINYFS_NDIR_BLOCKS];
};

int tinyfs_fill_super(struct super_block *sb);
int tinyfs_read_inode(struct inode *inode, struct tinyfs_inode_info *ei);
unsigned long tinyfs_find_entry(struct inode *dir, const char *name, int len);
void tinyfs_sync_super(struct super_block *sb, u32 free_blocks);
int tinyfs_alloc_blocks(struct super_block *sb, u32 count);

static inline struct tinyfs_sb_info *TINYFS_SB(struct super_block *sb)
{
	return sb->s_fs_info;
}

static u32 tinyfs_first_data_block(struct tinyfs_super_block *es)
{
	return le32_to_cpu(es->s_first_data_block);
}

int tinyfs_fill_super(struct super_block *sb)
{
	struct tinyfs_sb_info *sbi;
	struct tinyfs_super_block *es;
	struct buffer_head *bh;
	u32 blocksize;
	int ret = -EINVAL;

	sbi = kzalloc(sizeof(*sbi), GFP_KERNEL);
	if (!sbi)
		return -ENOMEM;
	sb->s_fs_info = sbi;

	bh = sb_bread(sb, TINYFS_SB_BLOCK);
	if (!bh) {
		pr_err("tinyfs: unable to read superblock\n");
		goto failed_sbi;
	}
	es = (struct tinyfs_super_block *)bh->b_data;
	sbi->s_sbh = bh;
	sbi->s_es = es;

	if (es->s_magic != TINYFS_MAGIC) {
		pr_err("tinyfs: bad magic number\n");
		goto failed_mount;
	}
	sb->s_magic = le32_to_cpu(es->s_magic);

	if (be32_to_cpu(es->s_feature_compat) & ~TINYFS_FEATURE_COMPAT_SUPP) {
		pr_err("tinyfs: unsupported optional features\n");
		goto failed_mount;
	}

	blocksize = TINYFS_MIN_BLOCK_SIZE << le32_to_cpu(es->s_log_block_size);
	if (!sb_set_blocksize(sb, blocksize)) {
		pr_err("tinyfs: bad blocksize %u\n", blocksize);
		goto failed_mount;
	}

	sbi->s_inodes_count = le32_to_cpu(es->s_inodes_count);
	sbi->s_blocks_count = le32_to_cpu(es->s_blocks_count);
	sbi->s_first_data_block = le32_to_cpu(tinyfs_first_data_block(es));
	sbi->s_first_ino = le32_to_cpu(es->s_first_ino);
	sbi->s_inode_size = le16_to_cpu(es->s_inode_size);
	if (sbi->s_inode_size < TINYFS_GOOD_OLD_INODE_SIZE ||
	    sbi->s_inode_size > blocksize) {
		pr_err("tinyfs: bad inode size %u\n", sbi->s_inode_size);
		goto failed_mount;
	}
	sbi->s_inodes_per_block = blocksize / es->s_inode_size;

	sbi->s_mount_state = le16_to_cpu(es->s_state);
	if (!(sbi->s_mount_state & TINYFS_VALID_FS))
		pr_warn("tinyfs: mounting unchecked fs\n");

	return 0;

failed_mount:
	brelse(bh);
failed_sbi:
	sb->s_fs_info = NULL;
	kfree(sbi);
	return ret;
}

int tinyfs_read_inode(struct inode *inode, struct tinyfs_inode_info *ei)
{
	struct super_block *sb = inode->i_sb;
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	struct tinyfs_inode *raw_inode;
	struct buffer_head *bh;
	unsigned long block, offset;
	int n;

	if (inode->i_ino < TINYFS_ROOT_INO || inode->i_ino > sbi->s_inodes_count)
		return -EINVAL;

	block = sbi->s_first_data_block +
		(inode->i_ino - 1) / sbi->s_inodes_per_block;
	offset = ((inode->i_ino - 1) % sbi->s_inodes_per_block) *
		 sbi->s_inode_size;
	bh = sb_bread(sb, block);
	if (!bh)
		return -EIO;
	raw_inode = (struct tinyfs_inode *)(bh->b_data + offset);

	inode->i_mode = le16_to_cpu(raw_inode->i_mode);
	inode->i_size = le32_to_cpu(raw_inode->i_size);
	inode->i_blocks = le32_to_cpu(raw_inode->i_blocks);
	for (n = 0; n < TINYFS_NDIR_BLOCKS; n++)
		ei->i_data[n] = raw_inode->i_block[n];

	brelse(bh);
	return 0;
}

static inline struct tinyfs_dir_entry *
tinyfs_next_entry(struct tinyfs_dir_entry *de)
{
	return (struct tinyfs_dir_entry *)((char *)de +
					   le16_to_cpu(de->rec_len));
}

unsigned long tinyfs_find_entry(struct inode *dir, const char *name, int len)
{
	struct tinyfs_inode_info *ei = dir->i_private;
	unsigned long ino = 0;
	int n;

	for (n = 0; n < TINYFS_NDIR_BLOCKS && !ino; n++) {
		struct tinyfs_dir_entry *de, *end;
		struct buffer_head *bh;

		if (!ei->i_data[n])
			break;
		bh = sb_bread(dir->i_sb, le32_to_cpu(ei->i_data[n]));
		if (!bh)
			break;
		de = (struct tinyfs_dir_entry *)bh->b_data;
		end = (struct tinyfs_dir_entry *)(bh->b_data + bh->b_size);
		for (; de < end; de = tinyfs_next_entry(de)) {
			if (de->rec_len < TINYFS_DIR_REC_LEN(1))
				break;
			if (de->name_len == len &&
			    !memcmp(de->name, name, len)) {
				ino = le32_to_cpu(de->inode);
				break;
			}
		}
		brelse(bh);
	}
	return ino;
}

void tinyfs_sync_super(struct super_block *sb, u32 free_blocks)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	struct tinyfs_super_block *es = sbi->s_es;

	es->s_free_blocks_count = cpu_to_le32(free_blocks);
	es->s_state = cpu_to_le16(sbi->s_mount_state);
	es->s_wtime = cpu_to_le32(ktime_get_real_seconds());
	es->s_mtime = ktime_get_real_seconds();
	mark_buffer_dirty(sbi->s_sbh);
	sync_dirty_buffer(sbi->s_sbh);
}

int tinyfs_alloc_blocks(struct super_block *sb, u32 count)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	struct tinyfs_super_block *es = sbi->s_es;

	if (le32_to_cpu(es->s_free_blocks_count) < count)
		return -ENOSPC;
	es->s_free_blocks_count -= count;
	mark_buffer_dirty(sbi->s_sbh);
	return 0;
}
