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
	time64_t		i_atime;
	time64_t		i_mtime;
	time64_t		i_ctime;
	u32			i_generation;
	struct super_block	*i_sb;
	void			*i_private;
};

struct buffer_head {
	char			*b_data;
	size_t			b_size;
	sector_t		b_blocknr;
};

/* <linux/statfs.h> */
struct kstatfs {
	long			f_type;
	long			f_bsize;
	u64			f_blocks;
	u64			f_bfree;
	u64			f_bavail;
	u64			f_files;
	u64			f_ffree;
	long			f_namelen;
};

struct buffer_head *sb_bread(struct super_block *sb, sector_t block);
void brelse(struct buffer_head *bh);
void mark_buffer_dirty(struct buffer_head *bh);
int sync_dirty_buffer(struct buffer_head *bh);
int sb_set_blocksize(struct super_block *sb, int size);
struct buffer_head *sb_getblk(struct super_block *sb, sector_t block);
void i_uid_write(struct inode *inode, u32 uid);
void i_gid_write(struct inode *inode, u32 gid);
u32 i_uid_read(const struct inode *inode);
u32 i_gid_read(const struct inode *inode);
void set_nlink(struct inode *inode, unsigned int nlink);
void mark_inode_dirty(struct inode *inode);

#define S_IFMT	00170000
#define S_IFLNK	0120000
#define S_IFREG	0100000
#define S_IFDIR	0040000
#define S_ISDIR(m)	(((m) & S_IFMT) == S_IFDIR)
#define S_ISREG(m)	(((m) & S_IFMT) == S_IFREG)

#endif /* _SAMPLES_LINUX_FS_H */
