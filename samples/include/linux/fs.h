/* SPDX-License-Identifier: GPL-2.0 */
/* Just enough of <linux/fs.h> and <linux/buffer_head.h> for samples/. */
#ifndef _SAMPLES_LINUX_FS_H
#define _SAMPLES_LINUX_FS_H

#include <linux/types.h>

struct super_block {
	unsigned long		s_blocksize;
	unsigned char		s_blocksize_bits;
	unsigned long		s_magic;
	time64_t		s_time_max;
	void			*s_fs_info;
};

struct inode {
	unsigned long		i_ino;
	unsigned short		i_mode;
	unsigned int		i_nlink;
	loff_t			i_size;
	u64			i_blocks;
	time64_t		i_mtime;
	struct super_block	*i_sb;
	void			*i_private;
};

struct buffer_head {
	char			*b_data;
	size_t			b_size;
	sector_t		b_blocknr;
};

struct buffer_head *sb_bread(struct super_block *sb, sector_t block);
void brelse(struct buffer_head *bh);
void mark_buffer_dirty(struct buffer_head *bh);
int sync_dirty_buffer(struct buffer_head *bh);
int sb_set_blocksize(struct super_block *sb, int size);
void i_uid_write(struct inode *inode, u32 uid);

#endif /* _SAMPLES_LINUX_FS_H */
