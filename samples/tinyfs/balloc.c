// SPDX-License-Identifier: GPL-2.0
/*
 * tinyfs block allocation: one bitmap block per group, first fit from a
 * goal block, free counts kept in the group descriptors and the
 * superblock.
 */
#include "tinyfs.h"

static int tinyfs_test_bit(unsigned long nr, const char *addr)
{
	return (addr[nr >> 3] >> (nr & 7)) & 1;
}

static int tinyfs_set_bit(unsigned long nr, char *addr)
{
	int old = tinyfs_test_bit(nr, addr);

	addr[nr >> 3] |= 1 << (nr & 7);
	return old;
}

static int tinyfs_clear_bit(unsigned long nr, char *addr)
{
	int old = tinyfs_test_bit(nr, addr);

	addr[nr >> 3] &= ~(1 << (nr & 7));
	return old;
}

static unsigned long tinyfs_find_zero_bit(const char *addr,
					  unsigned long size,
					  unsigned long start)
{
	unsigned long nr;

	for (nr = start; nr < size; nr++)
		if (!tinyfs_test_bit(nr, addr))
			return nr;
	return size;
}

static struct buffer_head *read_block_bitmap(struct super_block *sb,
					     unsigned int block_group)
{
	struct tinyfs_group_desc *desc;
	struct buffer_head *bh;
	u32 bitmap_blk;

	desc = tinyfs_get_group_desc(sb, block_group, NULL);
	if (!desc)
		return NULL;
	bitmap_blk = le32_to_cpu(desc->bg_block_bitmap);
	bh = sb_bread(sb, bitmap_blk);
	if (!bh)
		pr_err("tinyfs: cannot read block bitmap - block_group = %u, block_bitmap = %u\n",
		       block_group, bitmap_blk);
	return bh;
}

static void group_adjust_blocks(struct tinyfs_group_desc *desc,
				struct buffer_head *bh, int count)
{
	if (count) {
		unsigned int free_blocks = le16_to_cpu(desc->bg_free_blocks_count);

		desc->bg_free_blocks_count = cpu_to_le16(free_blocks + count);
		mark_buffer_dirty(bh);
	}
}

void tinyfs_free_blocks(struct inode *inode, unsigned long block,
			unsigned long count)
{
	struct super_block *sb = inode->i_sb;
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	struct tinyfs_super_block *es = sbi->s_es;
	struct buffer_head *bitmap_bh, *bh2;
	struct tinyfs_group_desc *desc;
	unsigned long block_group, bit, i;
	unsigned long freed = 0;

	if (block < le32_to_cpu(es->s_first_data_block) ||
	    block + count < block ||
	    block + count > le32_to_cpu(es->s_blocks_count)) {
		pr_err("tinyfs: freeing blocks not in datazone - block = %lu, count = %lu\n",
		       block, count);
		return;
	}

	block_group = (block - le32_to_cpu(es->s_first_data_block)) /
		      sbi->s_blocks_per_group;
	bit = (block - le32_to_cpu(es->s_first_data_block)) %
	      sbi->s_blocks_per_group;
	if (bit + count > sbi->s_blocks_per_group) {
		pr_err("tinyfs: freeing blocks across a group boundary\n");
		return;
	}

	bitmap_bh = read_block_bitmap(sb, block_group);
	if (!bitmap_bh)
		return;
	desc = tinyfs_get_group_desc(sb, block_group, &bh2);
	if (!desc)
		goto out;

	for (i = 0; i < count; i++) {
		if (!tinyfs_clear_bit(bit + i, bitmap_bh->b_data))
			pr_err("tinyfs: bit already cleared for block %lu\n",
			       block + i);
		else
			freed++;
	}
	mark_buffer_dirty(bitmap_bh);
	group_adjust_blocks(desc, bh2, freed);
	le32_add_cpu(&es->s_free_blocks_count, freed);
	mark_buffer_dirty(sbi->s_sbh);
out:
	brelse(bitmap_bh);
}

unsigned long tinyfs_new_block(struct inode *inode, unsigned long goal,
			       int *errp)
{
	struct super_block *sb = inode->i_sb;
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	struct tinyfs_super_block *es = sbi->s_es;
	struct buffer_head *bitmap_bh, *gdp_bh;
	struct tinyfs_group_desc *desc;
	unsigned long group_no, bit, start, i;

	if (!le32_to_cpu(es->s_free_blocks_count)) {
		*errp = -ENOSPC;
		return 0;
	}
	if (goal < le32_to_cpu(es->s_first_data_block) ||
	    goal >= le32_to_cpu(es->s_blocks_count))
		goal = le32_to_cpu(es->s_first_data_block);
	group_no = (goal - es->s_first_data_block) / sbi->s_blocks_per_group;
	start = (goal - le32_to_cpu(es->s_first_data_block)) %
		sbi->s_blocks_per_group;

	for (i = 0; i < sbi->s_groups_count; i++, group_no++, start = 0) {
		if (group_no >= sbi->s_groups_count)
			group_no = 0;
		desc = tinyfs_get_group_desc(sb, group_no, &gdp_bh);
		if (!desc || !le16_to_cpu(desc->bg_free_blocks_count))
			continue;

		bitmap_bh = read_block_bitmap(sb, group_no);
		if (!bitmap_bh)
			continue;
		bit = tinyfs_find_zero_bit(bitmap_bh->b_data,
					   sbi->s_blocks_per_group, start);
		if (bit >= sbi->s_blocks_per_group)
			bit = tinyfs_find_zero_bit(bitmap_bh->b_data,
						   sbi->s_blocks_per_group, 0);
		if (bit < sbi->s_blocks_per_group &&
		    !tinyfs_set_bit(bit, bitmap_bh->b_data)) {
			mark_buffer_dirty(bitmap_bh);
			brelse(bitmap_bh);
			group_adjust_blocks(desc, gdp_bh, -1);
			le32_add_cpu(&es->s_free_blocks_count, -1);
			mark_buffer_dirty(sbi->s_sbh);
			*errp = 0;
			return tinyfs_group_first_block_no(sb, group_no) + bit;
		}
		brelse(bitmap_bh);
	}
	*errp = -ENOSPC;
	return 0;
}

unsigned long tinyfs_count_free_blocks(struct super_block *sb)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	unsigned long desc_count = 0;
	unsigned int i;

	for (i = 0; i < sbi->s_groups_count; i++) {
		struct tinyfs_group_desc *desc = tinyfs_get_group_desc(sb, i, NULL);

		if (!desc)
			continue;
		desc_count += le16_to_cpu(desc->bg_free_blocks_count);
	}
	return desc_count;
}

unsigned long tinyfs_count_free_inodes(struct super_block *sb)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);
	unsigned long desc_count = 0;
	unsigned int i;

	for (i = 0; i < sbi->s_groups_count; i++) {
		struct tinyfs_group_desc *desc = tinyfs_get_group_desc(sb, i, NULL);

		if (!desc)
			continue;
		desc_count += le16_to_cpu(desc->bg_free_inodes_count);
	}
	return desc_count;
}
