/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tinyfs: a small block filesystem in the ext2 tradition.
 *
 * Everything on disk is little endian.  The layout below predates the
 * kernel's __le types: fields are plain integers, converted with
 * le32_to_cpu() and friends where they are used.
 */
#ifndef _TINYFS_H
#define _TINYFS_H

#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/byteorder.h>
#include <linux/crc32.h>

#define TINYFS_MAGIC		0x54465331	/* "TFS1" */
#define TINYFS_SB_BLOCK		1
#define TINYFS_MIN_BLOCK_LOG	10
#define TINYFS_MAX_BLOCK_LOG	16
#define TINYFS_ROOT_INO		2
#define TINYFS_FIRST_INO	11
#define TINYFS_GOOD_OLD_INODE_SIZE 128
#define TINYFS_DFL_MAX_MNT_COUNT 20

#define TINYFS_NDIR_BLOCKS	12
#define TINYFS_IND_BLOCK	TINYFS_NDIR_BLOCKS
#define TINYFS_N_BLOCKS		(TINYFS_NDIR_BLOCKS + 1)

#define TINYFS_VALID_FS		0x0001
#define TINYFS_ERROR_FS		0x0002

#define TINYFS_FEATURE_COMPAT_DIR_PREALLOC	0x0001
#define TINYFS_FEATURE_INCOMPAT_FILETYPE	0x0002
#define TINYFS_FEATURE_RO_COMPAT_CSUM		0x0001
#define TINYFS_FEATURE_INCOMPAT_SUPP	TINYFS_FEATURE_INCOMPAT_FILETYPE
#define TINYFS_FEATURE_RO_COMPAT_SUPP	TINYFS_FEATURE_RO_COMPAT_CSUM

/*
 * Superblock, 1024 bytes into the device.
 */
struct tinyfs_super_block {
	__u32	s_inodes_count;		/* Inodes count */
	__u32	s_blocks_count;		/* Blocks count */
	__u32	s_r_blocks_count;	/* Reserved blocks count */
	__u32	s_free_blocks_count;	/* Free blocks count */
	__u32	s_free_inodes_count;	/* Free inodes count */
	__u32	s_first_data_block;	/* First Data Block */
	__u32	s_log_block_size;	/* Block size = 1024 << this */
	__u32	s_blocks_per_group;	/* # Blocks per group */
	__u32	s_inodes_per_group;	/* # Inodes per group */
	__u32	s_mtime;		/* Mount time */
	__u32	s_wtime;		/* Write time */
	__u16	s_mnt_count;		/* Mount count */
	__s16	s_max_mnt_count;	/* Maximal mount count */
	__u32	s_magic;		/* Magic signature */
	__u16	s_state;		/* File system state */
	__u16	s_inode_size;		/* size of inode structure */
	__u32	s_feature_compat;	/* compatible feature set */
	__u32	s_feature_incompat;	/* incompatible feature set */
	__u32	s_feature_ro_compat;	/* readonly-compatible feature set */
	__u8	s_uuid[16];		/* 128-bit uuid for volume */
	char	s_volume_name[16];	/* volume name */
	__u32	s_checksum;		/* crc32_le of the fields above */
};

/*
 * Block group descriptor, an array of them in the blocks after the
 * superblock.
 */
struct tinyfs_group_desc {
	__u32	bg_block_bitmap;	/* Blocks bitmap block */
	__u32	bg_inode_bitmap;	/* Inodes bitmap block */
	__u32	bg_inode_table;		/* Inodes table block */
	__u16	bg_free_blocks_count;	/* Free blocks count */
	__u16	bg_free_inodes_count;	/* Free inodes count */
	__u16	bg_used_dirs_count;	/* Directories count */
	__u16	bg_flags;
};

struct tinyfs_inode {
	__u16	i_mode;			/* File mode */
	__u16	i_links_count;		/* Links count */
	__u32	i_uid;			/* Owner Uid */
	__u32	i_gid;			/* Group Id */
	__u32	i_size;			/* Size in bytes */
	__u32	i_atime;		/* Access time */
	__u32	i_ctime;		/* Creation time */
	__u32	i_mtime;		/* Modification time */
	__u32	i_dtime;		/* Deletion Time */
	__u32	i_blocks;		/* Blocks count, in 512-byte units */
	__u32	i_flags;		/* File flags */
	__u32	i_block[TINYFS_N_BLOCKS];/* Pointers to blocks */
	__u32	i_generation;		/* File version (for NFS) */
};

#define TINYFS_NAME_LEN		255
#define TINYFS_MAX_REC_LEN	((1 << 16) - 1)
#define TINYFS_DIR_PAD		4
#define TINYFS_DIR_ROUND	(TINYFS_DIR_PAD - 1)
#define TINYFS_DIR_REC_LEN(name_len) \
	(((name_len) + 8U + TINYFS_DIR_ROUND) & ~TINYFS_DIR_ROUND)

struct tinyfs_dir_entry {
	__u32	inode;			/* Inode number */
	__u16	rec_len;		/* Directory entry length */
	__u8	name_len;		/* Name length */
	__u8	file_type;
	char	name[];			/* File name, up to TINYFS_NAME_LEN */
};

enum {
	TINYFS_FT_UNKNOWN	= 0,
	TINYFS_FT_REG_FILE	= 1,
	TINYFS_FT_DIR		= 2,
};

/*
 * In-memory superblock and inode data.  i_data[] keeps the block
 * pointers exactly as they are on disk, as ext2 does.
 */
struct tinyfs_sb_info {
	unsigned long	s_inodes_per_block;
	unsigned long	s_blocks_per_group;
	unsigned long	s_inodes_per_group;
	unsigned long	s_itb_per_group;
	unsigned long	s_gdb_count;
	unsigned long	s_desc_per_block;
	unsigned long	s_groups_count;
	unsigned int	s_inode_size;
	u16		s_mount_state;
	struct buffer_head *s_sbh;
	struct tinyfs_super_block *s_es;
	struct buffer_head **s_group_desc;
};

struct tinyfs_inode_info {
	u32		i_data[TINYFS_N_BLOCKS];
	u32		i_flags;
	u32		i_dtime;
	u32		i_block_group;
};

static inline struct tinyfs_sb_info *TINYFS_SB(struct super_block *sb)
{
	return sb->s_fs_info;
}

static inline struct tinyfs_inode_info *TINYFS_I(struct inode *inode)
{
	return inode->i_private;
}

#define TINYFS_BLOCK_SIZE(es)	(1024 << le32_to_cpu((es)->s_log_block_size))
#define TINYFS_ADDR_PER_BLOCK(sb) ((sb)->s_blocksize / sizeof(__u32))

#define sb_blocks_count(es)	le32_to_cpu((es)->s_blocks_count)
#define sb_inodes_count(es)	le32_to_cpu((es)->s_inodes_count)
#define tinyfs_has_incompat(es, mask) \
	(le32_to_cpu((es)->s_feature_incompat) & (mask))
#define tinyfs_has_ro_compat(es, mask) \
	(le32_to_cpu((es)->s_feature_ro_compat) & (mask))

static inline u32 tinyfs_first_data_block(struct tinyfs_super_block *es)
{
	return le32_to_cpu(es->s_first_data_block);
}

static inline u32 tinyfs_group_first_block_no(struct super_block *sb,
					      unsigned long group_no)
{
	struct tinyfs_sb_info *sbi = TINYFS_SB(sb);

	return group_no * sbi->s_blocks_per_group +
	       tinyfs_first_data_block(sbi->s_es);
}

/* super.c */
int tinyfs_fill_super(struct super_block *sb, int silent);
void tinyfs_write_super(struct super_block *sb);
int tinyfs_statfs(struct super_block *sb, struct kstatfs *buf);
struct tinyfs_group_desc *tinyfs_get_group_desc(struct super_block *sb,
						 unsigned int block_group,
						 struct buffer_head **bh);

/* balloc.c */
unsigned long tinyfs_new_block(struct inode *inode, unsigned long goal,
			       int *errp);
void tinyfs_free_blocks(struct inode *inode, unsigned long block,
			unsigned long count);
unsigned long tinyfs_count_free_blocks(struct super_block *sb);
unsigned long tinyfs_count_free_inodes(struct super_block *sb);

/* inode.c */
int tinyfs_read_inode(struct inode *inode);
int tinyfs_write_inode(struct inode *inode, int do_sync);
int tinyfs_get_block(struct inode *inode, long iblock, sector_t *result,
		     int create);

/* dir.c */
unsigned long tinyfs_inode_by_name(struct inode *dir, const char *name,
				   int namelen);
int tinyfs_add_link(struct inode *dir, const char *name, int namelen,
		    unsigned long ino, umode_t mode);

#endif /* _TINYFS_H */
