#include <kernel.h>

#define EXT2_SUPER_MAGIC	0xEF53
#define EXT2_VALID_FS		0x0001
#define EXT2_ERROR_FS		0x0002

struct ext2_super_block {
	__le32	s_inodes_count;
	__le32	s_blocks_count;
	__le32	s_r_blocks_count;
	__le32	s_free_blocks_count;
	__le32	s_free_inodes_count;
	__le32	s_first_data_block;
	__le32	s_log_block_size;
	__le32	s_log_frag_size;
	__le32	s_blocks_per_group;
	__le32	s_frags_per_group;
	__le32	s_inodes_per_group;
	__le32	s_mtime;
	__le32	s_wtime;
	__le16	s_mnt_count;
	__le16	s_max_mnt_count;
	__le16	s_magic;
	__le16	s_state;
	__le16	s_errors;
	__le16	s_minor_rev_level;
	__le32	s_lastcheck;
	__le32	s_checkinterval;
	__le32	s_creator_os;
	__le32	s_rev_level;
	__le16	s_def_resuid;
	__le16	s_def_resgid;
	__le32	s_first_ino;
	__le16	s_inode_size;
	__le16	s_block_group_nr;
	__le32	s_feature_compat;
	__le32	s_feature_incompat;
	__le32	s_feature_ro_compat;
};

struct ext2_sb_info {
	unsigned long s_inodes_per_group;
	unsigned long s_blocks_per_group;
	unsigned long s_groups_count;
	unsigned long s_first_ino;
	int s_inode_size;
	unsigned short s_mount_state;
	struct ext2_super_block *s_es;
};

static int ext2_check_super(struct ext2_sb_info *sbi, struct ext2_super_block *es)
{
	unsigned long blocks;

	if (le16_to_cpu(es->s_magic) != EXT2_SUPER_MAGIC)
		return -22;
	if (es->s_magic != cpu_to_le16(EXT2_SUPER_MAGIC))
		return -22;
	if (es->s_rev_level == 0) {
		sbi->s_inode_size = 128;
		sbi->s_first_ino = 11;
	} else {
		sbi->s_inode_size = le16_to_cpu(es->s_inode_size);
		sbi->s_first_ino = es->s_first_ino;
	}
	sbi->s_blocks_per_group = le32_to_cpu(es->s_blocks_per_group);
	sbi->s_inodes_per_group = es->s_inodes_per_group;
	blocks = le32_to_cpu(es->s_blocks_count) - le32_to_cpu(es->s_first_data_block);
	sbi->s_groups_count = (blocks - 1) / sbi->s_blocks_per_group + 1;
	if (es->s_log_block_size > 6)
		return -22;
	sbi->s_mount_state = le16_to_cpu(es->s_state);
	return 0;
}

static void ext2_setup_super(struct ext2_sb_info *sbi, struct ext2_super_block *es,
			     u32 now)
{
	if (!(sbi->s_mount_state & EXT2_VALID_FS))
		return;
	if (!le16_to_cpu(es->s_max_mnt_count))
		es->s_max_mnt_count = cpu_to_le16(20);
	le16_add_cpu(&es->s_mnt_count, 1);
	es->s_mnt_count += 1;
	es->s_mtime = cpu_to_le32(now);
	es->s_wtime = now;
	es->s_state &= cpu_to_le16(~EXT2_VALID_FS);
	es->s_state |= EXT2_ERROR_FS;
}

static u32 ext2_free_blocks(const struct ext2_super_block *es)
{
	u32 free = le32_to_cpu(es->s_free_blocks_count);
	u32 rsv = es->s_r_blocks_count;

	if (free < le32_to_cpu(es->s_r_blocks_count))
		return 0;
	return free - rsv;
}

static int ext2_has_feature(const struct ext2_super_block *es, u32 mask)
{
	return !!(es->s_feature_incompat & cpu_to_le32(mask)) ||
	       (le32_to_cpu(es->s_feature_compat) & mask) ||
	       (es->s_feature_ro_compat & mask);
}
