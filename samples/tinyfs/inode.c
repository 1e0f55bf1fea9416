// SPDX-License-Identifier: GPL-2.0
/*
 * tinyfs inodes: reading and writing the on-disk inode, and mapping file
 * blocks through twelve direct pointers and one indirect block.
 */
#include "tinyfs.h"

static struct tinyfs_inode *tinyfs_get_inode(struct super_block *sb,
					     unsigned long ino,
					     struct buffer_head **p)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	struct tinyfs_group_desc *gdp;
	struct buffer_head *bh;
	unsigned long block_group, block, offset;

	*p = NULL;
	if ((ino != TINYFS_ROOT_INO && ino < TINYFS_FIRST_INO) ||
	    ino > sb_inodes_count(sbi->s_es)) {
		pr_err("tinyfs: bad inode number: %lu\n", ino);
		return NULL;
	}

	block_group = (ino - 1) / sbi->s_inodes_per_group;
	gdp = tinyfs_get_group_desc(sb, block_group, NULL);
	if (!gdp)
		return NULL;

	offset = ((ino - 1) % sbi->s_inodes_per_group) * sbi->s_inode_size;
	block = le32_to_cpu(gdp->bg_inode_table) +
		(offset >> sb->s_blocksize_bits);
	bh = sb_bread(sb, block);
	if (!bh) {
		pr_err("tinyfs: unable to read inode block - inode=%lu, block=%lu\n",
		       ino, block);
		return NULL;
	}
	*p = bh;
	offset &= (sb->s_blocksize - 1);
	return (struct tinyfs_inode *)(bh->b_data + offset);
}

int tinyfs_read_inode(struct inode *inode)
{
	struct tinyfs_inode_info *ei = TINYFS_I(inode);
	struct tinyfs_inode *raw_inode;
	struct buffer_head *bh;
	int n;

	raw_inode = tinyfs_get_inode(inode->i_sb, inode->i_ino, &bh);
	if (!raw_inode)
		return -EIO;

	inode->i_mode = le16_to_cpu(raw_inode->i_mode);
	i_uid_write(inode, le32_to_cpu(raw_inode->i_uid));
	i_gid_write(inode, le32_to_cpu(raw_inode->i_gid));
	set_nlink(inode, le16_to_cpu(raw_inode->i_links_count));
	inode->i_size = le32_to_cpu(raw_inode->i_size);
	inode->i_atime = (signed int)le32_to_cpu(raw_inode->i_atime);
	inode->i_ctime = (signed int)le32_to_cpu(raw_inode->i_ctime);
	inode->i_mtime = (signed int)le32_to_cpu(raw_inode->i_mtime);
	ei->i_dtime = le32_to_cpu(raw_inode->i_dtime);

	/*
	 * A deleted inode that is still around: the nfsd may ask for it,
	 * but it must not come back to life.
	 */
	if (inode->i_nlink == 0 && (inode->i_mode == 0 || ei->i_dtime)) {
		brelse(bh);
		return -ESTALE;
	}

	inode->i_blocks = le32_to_cpu(raw_inode->i_blocks);
	ei->i_flags = le32_to_cpu(raw_inode->i_flags);
	ei->i_block_group = (inode->i_ino - 1) /
			    TINYFS_SB(inode->i_sb)->s_inodes_per_group;
	inode->i_generation = le32_to_cpu(raw_inode->i_generation);

	for (n = 0; n < TINYFS_N_BLOCKS; n++)
		ei->i_data[n] = raw_inode->i_block[n];

	brelse(bh);
	return 0;
}

int tinyfs_write_inode(struct inode *inode, int do_sync)
{
	struct tinyfs_inode_info *ei = TINYFS_I(inode);
	struct tinyfs_inode *raw_inode;
	struct buffer_head *bh;
	int n, err = 0;

	raw_inode = tinyfs_get_inode(inode->i_sb, inode->i_ino, &bh);
	if (!raw_inode)
		return -EIO;

	raw_inode->i_mode = cpu_to_le16(inode->i_mode);
	raw_inode->i_uid = cpu_to_le32(i_uid_read(inode));
	raw_inode->i_gid = cpu_to_le32(i_gid_read(inode));
	raw_inode->i_links_count = cpu_to_le16(inode->i_nlink);
	raw_inode->i_size = cpu_to_le32(inode->i_size);
	raw_inode->i_atime = cpu_to_le32(inode->i_atime);
	raw_inode->i_ctime = cpu_to_le32(inode->i_ctime);
	raw_inode->i_mtime = cpu_to_le32(inode->i_mtime);
	raw_inode->i_blocks = cpu_to_le32(inode->i_blocks);
	raw_inode->i_dtime = cpu_to_le32(ei->i_dtime);
	raw_inode->i_flags = cpu_to_le32(ei->i_flags);
	raw_inode->i_generation = cpu_to_le32(inode->i_generation);
	for (n = 0; n < TINYFS_N_BLOCKS; n++)
		raw_inode->i_block[n] = cpu_to_le32(ei->i_data[n]);

	mark_buffer_dirty(bh);
	if (do_sync && sync_dirty_buffer(bh)) {
		pr_err("tinyfs: IO error syncing inode %lu\n", inode->i_ino);
		err = -EIO;
	}
	brelse(bh);
	return err;
}

/*
 * Where block i_block of a file is found: offsets[0] indexes i_data[],
 * offsets[1] the indirect block.  Returns the depth, 0 if out of range.
 */
static int tinyfs_block_to_path(struct inode *inode, long i_block,
				int offsets[2])
{
	long ptrs = TINYFS_ADDR_PER_BLOCK(inode->i_sb);

	if (i_block < 0) {
		pr_warn("tinyfs: block < 0\n");
		return 0;
	}
	if (i_block < TINYFS_NDIR_BLOCKS) {
		offsets[0] = i_block;
		return 1;
	}
	i_block -= TINYFS_NDIR_BLOCKS;
	if (i_block < ptrs) {
		offsets[0] = TINYFS_IND_BLOCK;
		offsets[1] = i_block;
		return 2;
	}
	pr_warn("tinyfs: block > big\n");
	return 0;
}

static u32 tinyfs_read_ind(struct super_block *sb, u32 ind_blk, int offset)
{
	struct buffer_head *bh;
	u32 *ind;
	u32 nr;

	bh = sb_bread(sb, ind_blk);
	if (!bh)
		return 0;
	ind = (u32 *)bh->b_data;
	nr = le32_to_cpu(ind[offset]);
	brelse(bh);
	return nr;
}

static unsigned long tinyfs_find_goal(struct inode *inode)
{
	struct tinyfs_inode_info *ei = TINYFS_I(inode);
	int n;

	for (n = TINYFS_NDIR_BLOCKS - 1; n >= 0; n--)
		if (ei->i_data[n])
			return le32_to_cpu(ei->i_data[n]) + 1;
	return tinyfs_group_first_block_no(inode->i_sb, ei->i_block_group);
}

int tinyfs_get_block(struct inode *inode, long iblock, sector_t *result,
		     int create)
{
	struct super_block *sb = inode->i_sb;
	struct tinyfs_inode_info *ei = TINYFS_I(inode);
	struct buffer_head *bh;
	int offsets[2];
	u32 nr, ind_blk;
	int depth, err;

	*result = 0;
	depth = tinyfs_block_to_path(inode, iblock, offsets);
	if (!depth)
		return -EIO;

	nr = le32_to_cpu(ei->i_data[offsets[0]]);
	if (depth == 2 && nr)
		nr = tinyfs_read_ind(sb, nr, offsets[1]);
	if (nr || !create) {
		*result = nr;
		return 0;
	}

	if (depth == 1) {
		nr = tinyfs_new_block(inode, tinyfs_find_goal(inode), &err);
		if (!nr)
			return err;
		ei->i_data[offsets[0]] = cpu_to_le32(nr);
		goto out;
	}

	ind_blk = le32_to_cpu(ei->i_data[TINYFS_IND_BLOCK]);
	if (!ind_blk) {
		ind_blk = tinyfs_new_block(inode, tinyfs_find_goal(inode), &err);
		if (!ind_blk)
			return err;
		bh = sb_getblk(sb, ind_blk);
		if (!bh)
			return -ENOMEM;
		memset(bh->b_data, 0, bh->b_size);
		ei->i_data[TINYFS_IND_BLOCK] = cpu_to_le32(ind_blk);
		inode->i_blocks += sb->s_blocksize >> 9;
	} else {
		bh = sb_bread(sb, ind_blk);
		if (!bh)
			return -EIO;
	}
	nr = tinyfs_new_block(inode, ind_blk + 1, &err);
	if (!nr) {
		brelse(bh);
		return err;
	}
	((u32 *)bh->b_data)[offsets[1]] = cpu_to_le32(nr);
	mark_buffer_dirty(bh);
	brelse(bh);
out:
	inode->i_blocks += sb->s_blocksize >> 9;
	mark_inode_dirty(inode);
	*result = nr;
	return 0;
}
