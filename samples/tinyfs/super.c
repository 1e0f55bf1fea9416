// SPDX-License-Identifier: GPL-2.0
/*
 * tinyfs superblock: mount-time checks, group descriptors, statistics and
 * the write-back of the superblock.
 */
#include "tinyfs.h"

static u32 tinyfs_superblock_csum(struct tinyfs_super_block *es)
{
	return crc32_le(~0U, (unsigned char const *)es,
			offsetof(struct tinyfs_super_block, s_checksum));
}

static int tinyfs_superblock_csum_verify(struct tinyfs_super_block *es)
{
	if (!tinyfs_has_ro_compat(es, TINYFS_FEATURE_RO_COMPAT_CSUM))
		return 1;
	return es->s_checksum == tinyfs_superblock_csum(es);
}

static void tinyfs_superblock_csum_set(struct tinyfs_super_block *es)
{
	if (!tinyfs_has_ro_compat(es, TINYFS_FEATURE_RO_COMPAT_CSUM))
		return;
	es->s_checksum = cpu_to_le32(tinyfs_superblock_csum(es));
}

struct tinyfs_group_desc *tinyfs_get_group_desc(struct super_block *sb,
						 unsigned int block_group,
						 struct buffer_head **bh)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	unsigned long group_desc, offset;
	struct tinyfs_group_desc *desc;

	if (block_group >= sbi->s_groups_count) {
		pr_err("tinyfs: block_group >= groups_count - block_group = %u, groups_count = %lu\n",
		       block_group, sbi->s_groups_count);
		return NULL;
	}

	group_desc = block_group / sbi->s_desc_per_block;
	offset = block_group % sbi->s_desc_per_block;
	if (!sbi->s_group_desc[group_desc]) {
		pr_err("tinyfs: group descriptor not loaded - block_group = %u, group_desc = %lu\n",
		       block_group, group_desc);
		return NULL;
	}

	desc = (struct tinyfs_group_desc *)sbi->s_group_desc[group_desc]->b_data;
	if (bh)
		*bh = sbi->s_group_desc[group_desc];
	return desc + offset;
}

static int tinyfs_check_descriptors(struct super_block *sb)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	unsigned int i;

	for (i = 0; i < sbi->s_groups_count; i++) {
		struct tinyfs_group_desc *gdp = tinyfs_get_group_desc(sb, i, NULL);
		u32 first_block = tinyfs_group_first_block_no(sb, i);
		u32 last_block;

		if (i == sbi->s_groups_count - 1)
			last_block = sb_blocks_count(sbi->s_es) - 1;
		else
			last_block = first_block + sbi->s_blocks_per_group - 1;

		if (le32_to_cpu(gdp->bg_block_bitmap) < first_block ||
		    le32_to_cpu(gdp->bg_block_bitmap) > last_block) {
			pr_err("tinyfs: block bitmap for group %u not in group (block %u)\n",
			       i, le32_to_cpu(gdp->bg_block_bitmap));
			return 0;
		}
		if (le32_to_cpu(gdp->bg_inode_table) < first_block ||
		    le32_to_cpu(gdp->bg_inode_table) + sbi->s_itb_per_group - 1 >
		    last_block) {
			pr_err("tinyfs: inode table for group %u not in group (block %u)\n",
			       i, le32_to_cpu(gdp->bg_inode_table));
			return 0;
		}
	}
	return 1;
}

static void tinyfs_setup_super(struct super_block *sb,
			       struct tinyfs_super_block *es)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);

	if (!(sbi->s_mount_state & TINYFS_VALID_FS))
		pr_warn("tinyfs: mounting unchecked fs, running fsck is recommended\n");
	else if (sbi->s_mount_state & TINYFS_ERROR_FS)
		pr_warn("tinyfs: mounting fs with errors, running fsck is recommended\n");
	else if ((__s16)le16_to_cpu(es->s_max_mnt_count) >= 0 &&
		 le16_to_cpu(es->s_mnt_count) >=
		 (u16)le16_to_cpu(es->s_max_mnt_count))
		pr_warn("tinyfs: maximal mount count reached, running fsck is recommended\n");

	if (!le16_to_cpu(es->s_max_mnt_count))
		es->s_max_mnt_count = cpu_to_le16(TINYFS_DFL_MAX_MNT_COUNT);
	le16_add_cpu(&es->s_mnt_count, 1);
	es->s_mtime = cpu_to_le32(ktime_get_real_seconds());
	tinyfs_write_super(sb);
}

int tinyfs_fill_super(struct super_block *sb, int silent)
{
	struct tinyfs_sb_info *sbi;
	struct tinyfs_super_block *es;
	struct buffer_head *bh;
	unsigned long blocksize, db_count, i;
	u32 features;
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

	sb->s_magic = le32_to_cpu(es->s_magic);
	if (sb->s_magic != TINYFS_MAGIC) {
		if (!silent)
			pr_err("tinyfs: can't find a tinyfs filesystem\n");
		goto failed_mount;
	}
	if (!tinyfs_superblock_csum_verify(es)) {
		pr_err("tinyfs: superblock checksum does not match\n");
		goto failed_mount;
	}

	features = tinyfs_has_incompat(es, ~TINYFS_FEATURE_INCOMPAT_SUPP);
	if (features) {
		pr_err("tinyfs: couldn't mount because of unsupported optional features (%x)\n",
		       features);
		goto failed_mount;
	}

	if (le32_to_cpu(es->s_log_block_size) >
	    TINYFS_MAX_BLOCK_LOG - TINYFS_MIN_BLOCK_LOG) {
		pr_err("tinyfs: invalid log block size %u\n",
		       le32_to_cpu(es->s_log_block_size));
		goto failed_mount;
	}
	blocksize = TINYFS_BLOCK_SIZE(es);
	if (sb->s_blocksize != blocksize) {
		brelse(bh);
		if (!sb_set_blocksize(sb, blocksize)) {
			pr_err("tinyfs: bad blocksize %lu\n", blocksize);
			goto failed_sbi;
		}
		bh = sb_bread(sb, TINYFS_SB_BLOCK * 1024 / blocksize);
		if (!bh) {
			pr_err("tinyfs: couldn't read superblock on 2nd try\n");
			goto failed_sbi;
		}
		es = (struct tinyfs_super_block *)(bh->b_data + 1024 % blocksize);
		sbi->s_sbh = bh;
		sbi->s_es = es;
	}

	sbi->s_inode_size = le16_to_cpu(es->s_inode_size);
	if (sbi->s_inode_size < TINYFS_GOOD_OLD_INODE_SIZE ||
	    sbi->s_inode_size > blocksize ||
	    (sbi->s_inode_size & (sbi->s_inode_size - 1))) {
		pr_err("tinyfs: unsupported inode size: %u\n", sbi->s_inode_size);
		goto failed_mount;
	}

	sbi->s_blocks_per_group = le32_to_cpu(es->s_blocks_per_group);
	sbi->s_inodes_per_group = le32_to_cpu(es->s_inodes_per_group);
	sbi->s_inodes_per_block = blocksize / sbi->s_inode_size;
	if (sbi->s_inodes_per_block == 0 || sbi->s_inodes_per_group == 0)
		goto cantfind;
	sbi->s_itb_per_group = sbi->s_inodes_per_group / sbi->s_inodes_per_block;
	sbi->s_desc_per_block = blocksize / sizeof(struct tinyfs_group_desc);
	sbi->s_mount_state = le16_to_cpu(es->s_state);

	if (sbi->s_blocks_per_group == 0 ||
	    sbi->s_blocks_per_group > blocksize * 8) {
		pr_err("tinyfs: #blocks per group too big: %lu\n",
		       sbi->s_blocks_per_group);
		goto failed_mount;
	}
	if (tinyfs_first_data_block(es) >= sb_blocks_count(es))
		goto cantfind;

	sbi->s_groups_count = (sb_blocks_count(es) -
			       tinyfs_first_data_block(es) - 1) /
			      sbi->s_blocks_per_group + 1;
	db_count = (sbi->s_groups_count + sbi->s_desc_per_block - 1) /
		   sbi->s_desc_per_block;
	sbi->s_group_desc = kzalloc(db_count * sizeof(struct buffer_head *),
				    GFP_KERNEL);
	if (!sbi->s_group_desc) {
		ret = -ENOMEM;
		goto failed_mount;
	}
	for (i = 0; i < db_count; i++) {
		sbi->s_group_desc[i] = sb_bread(sb, tinyfs_first_data_block(es) +
						    1 + i);
		if (!sbi->s_group_desc[i]) {
			pr_err("tinyfs: unable to read group descriptors\n");
			goto failed_mount_group_desc;
		}
	}
	sbi->s_gdb_count = db_count;
	if (!tinyfs_check_descriptors(sb)) {
		pr_err("tinyfs: group descriptors corrupted\n");
		goto failed_mount_group_desc;
	}

	tinyfs_setup_super(sb, es);
	return 0;

cantfind:
	if (!silent)
		pr_err("tinyfs: can't find a tinyfs filesystem on dev\n");
	goto failed_mount;
failed_mount_group_desc:
	while (i--)
		brelse(sbi->s_group_desc[i]);
	kfree(sbi->s_group_desc);
failed_mount:
	brelse(bh);
failed_sbi:
	sb->s_fs_info = NULL;
	kfree(sbi);
	return ret;
}

void tinyfs_write_super(struct super_block *sb)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	struct tinyfs_super_block *es = sbi->s_es;
	u32 count;

	count = tinyfs_count_free_blocks(sb);
	es->s_free_blocks_count = cpu_to_le32(count);
	count = cpu_to_le32(tinyfs_count_free_inodes(sb));
	es->s_free_inodes_count = count;
	if (count < sbi->s_inodes_per_group / 16)
		pr_warn("tinyfs: running out of inodes (%u left)\n", count);

	es->s_state = cpu_to_le16(sbi->s_mount_state);
	es->s_wtime = cpu_to_le32(ktime_get_real_seconds());
	tinyfs_superblock_csum_set(es);
	mark_buffer_dirty(sbi->s_sbh);
	sync_dirty_buffer(sbi->s_sbh);
}

int tinyfs_statfs(struct super_block *sb, struct kstatfs *buf)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	struct tinyfs_super_block *es = sbi->s_es;
	unsigned long overhead;

	/*
	 * The superblock, the group descriptors and each group's bitmaps
	 * and inode table are not available for data.
	 */
	overhead = tinyfs_first_data_block(es) + 1 + sbi->s_gdb_count;
	overhead += sbi->s_groups_count * (2 + sbi->s_itb_per_group);

	buf->f_type = TINYFS_MAGIC;
	buf->f_bsize = sb->s_blocksize;
	buf->f_blocks = sb_blocks_count(es) - overhead;
	buf->f_bfree = tinyfs_count_free_blocks(sb);
	es->s_free_blocks_count = cpu_to_le32(buf->f_bfree);
	buf->f_bavail = buf->f_bfree - le32_to_cpu(es->s_r_blocks_count);
	if (buf->f_bfree < le32_to_cpu(es->s_r_blocks_count))
		buf->f_bavail = 0;
	buf->f_files = sb_inodes_count(es);
	buf->f_ffree = tinyfs_count_free_inodes(sb);
	es->s_free_inodes_count = cpu_to_le32(buf->f_ffree);
	buf->f_namelen = TINYFS_NAME_LEN;
	return 0;
}
