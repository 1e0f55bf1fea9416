// SPDX-License-Identifier: GPL-2.0
/*
 * tinyfs directories: a linked list of variable-length entries in each
 * directory block, as in ext2.  A record never spans a block.
 */
#include "tinyfs.h"

static inline unsigned int tinyfs_rec_len_from_disk(u16 dlen)
{
	unsigned int len = le16_to_cpu(dlen);

	if (len == TINYFS_MAX_REC_LEN)
		return 1 << 16;
	return len;
}

static inline u16 tinyfs_rec_len_to_disk(unsigned int len)
{
	if (len == (1 << 16))
		return cpu_to_le16(TINYFS_MAX_REC_LEN);
	return cpu_to_le16(len);
}

static inline struct tinyfs_dir_entry *
tinyfs_next_entry(struct tinyfs_dir_entry *p)
{
	return (struct tinyfs_dir_entry *)((char *)p +
		tinyfs_rec_len_from_disk(p->rec_len));
}

static inline void tinyfs_set_de_type(struct super_block *sb,
				      struct tinyfs_dir_entry *de,
				      umode_t mode)
{
	struct tinyfs_super_block *es = TINYFS_SB(sb)->s_es;

	de->file_type = TINYFS_FT_UNKNOWN;
	if (!tinyfs_has_incompat(es, TINYFS_FEATURE_INCOMPAT_FILETYPE))
		return;
	if (S_ISDIR(mode))
		de->file_type = TINYFS_FT_DIR;
	else if (S_ISREG(mode))
		de->file_type = TINYFS_FT_REG_FILE;
}

/*
 * Sanity checks on one directory block, done once when it is read.
 */
static int tinyfs_check_dir_block(struct inode *dir, const char *kaddr,
				  unsigned long blkno)
{
	struct super_block *sb = dir->i_sb;
	unsigned long limit = sb->s_blocksize;
	u32 max_inumber = sb_inodes_count(TINYFS_SB(sb)->s_es);
	const struct tinyfs_dir_entry *p;
	unsigned int offs, rec_len;
	const char *error;

	for (offs = 0; offs <= limit - TINYFS_DIR_REC_LEN(1); offs += rec_len) {
		p = (const struct tinyfs_dir_entry *)(kaddr + offs);
		rec_len = tinyfs_rec_len_from_disk(p->rec_len);

		if (rec_len < TINYFS_DIR_REC_LEN(1))
			goto Eshort;
		if (rec_len & 3)
			goto Ealign;
		if (rec_len < TINYFS_DIR_REC_LEN(p->name_len))
			goto Enamelen;
		if (offs + rec_len > limit)
			goto Espan;
		if (le32_to_cpu(p->inode) > max_inumber)
			goto Einumber;
	}
	if (offs != limit)
		goto Eend;
	return 0;

Eshort:
	error = "rec_len is smaller than minimal";
	goto bad_entry;
Ealign:
	error = "unaligned directory entry";
	goto bad_entry;
Enamelen:
	error = "rec_len is too small for name_len";
	goto bad_entry;
Espan:
	error = "directory entry across blocks";
	goto bad_entry;
Einumber:
	error = "inode out of bounds";
bad_entry:
	pr_err("tinyfs: bad entry in directory #%lu: %s - block=%lu, offset=%u, inode=%u, rec_len=%u, name_len=%d\n",
	       dir->i_ino, error, blkno, offs,
	       le32_to_cpu(p->inode), rec_len, p->name_len);
	return -EUCLEAN;
Eend:
	pr_err("tinyfs: entry in directory #%lu spans the block boundary - offset=%u\n",
	       dir->i_ino, offs);
	return -EUCLEAN;
}

static struct buffer_head *tinyfs_dir_bread(struct inode *dir,
					    unsigned long n, int create)
{
	struct buffer_head *bh;
	sector_t blk;

	if (tinyfs_get_block(dir, n, &blk, create) || !blk)
		return NULL;
	bh = sb_bread(dir->i_sb, blk);
	if (bh && !create && tinyfs_check_dir_block(dir, bh->b_data, n)) {
		brelse(bh);
		return NULL;
	}
	return bh;
}

static inline unsigned long dir_blocks(struct inode *inode)
{
	return (inode->i_size + inode->i_sb->s_blocksize - 1) >>
	       inode->i_sb->s_blocksize_bits;
}

static inline int tinyfs_match(int len, const char *name,
			       struct tinyfs_dir_entry *de)
{
	if (len != de->name_len)
		return 0;
	if (!de->inode)
		return 0;
	return !memcmp(name, de->name, len);
}

unsigned long tinyfs_inode_by_name(struct inode *dir, const char *name,
				   int namelen)
{
	unsigned long n, nblocks = dir_blocks(dir);
	struct tinyfs_dir_entry *de;
	struct buffer_head *bh;
	unsigned long ino;
	char *end;

	for (n = 0; n < nblocks; n++) {
		bh = tinyfs_dir_bread(dir, n, 0);
		if (!bh)
			continue;
		de = (struct tinyfs_dir_entry *)bh->b_data;
		end = bh->b_data + dir->i_sb->s_blocksize - TINYFS_DIR_REC_LEN(1);
		for (; (char *)de <= end; de = tinyfs_next_entry(de)) {
			if (tinyfs_match(namelen, name, de)) {
				ino = le32_to_cpu(de->inode);
				brelse(bh);
				return ino;
			}
		}
		brelse(bh);
	}
	return 0;
}

int tinyfs_add_link(struct inode *dir, const char *name, int namelen,
		    unsigned long ino, umode_t mode)
{
	unsigned int chunk_size = dir->i_sb->s_blocksize;
	unsigned int reclen = TINYFS_DIR_REC_LEN(namelen);
	unsigned int rec_len = 0, name_len = 0;
	unsigned long n, nblocks = dir_blocks(dir);
	struct tinyfs_dir_entry *de = NULL;
	struct buffer_head *bh = NULL;
	char *kaddr, *dir_end;

	for (n = 0; n <= nblocks; n++) {
		bh = tinyfs_dir_bread(dir, n, n == nblocks);
		if (!bh)
			return -EIO;
		kaddr = bh->b_data;
		dir_end = kaddr + chunk_size - reclen;
		de = (struct tinyfs_dir_entry *)kaddr;
		if (n == nblocks) {
			/* A fresh block: one empty entry spanning it. */
			name_len = 0;
			rec_len = chunk_size;
			de->rec_len = tinyfs_rec_len_to_disk(chunk_size);
			de->inode = 0;
			dir->i_size += chunk_size;
			goto got_it;
		}
		while ((char *)de <= dir_end) {
			if (tinyfs_match(namelen, name, de)) {
				brelse(bh);
				return -EEXIST;
			}
			name_len = TINYFS_DIR_REC_LEN(de->name_len);
			rec_len = tinyfs_rec_len_from_disk(de->rec_len);
			if (!de->inode && rec_len >= reclen)
				goto got_it;
			if (rec_len >= name_len + reclen)
				goto got_it;
			de = (struct tinyfs_dir_entry *)((char *)de + rec_len);
		}
		brelse(bh);
	}
	return -ENOSPC;

got_it:
	if (de->inode) {
		struct tinyfs_dir_entry *de1;

		de1 = (struct tinyfs_dir_entry *)((char *)de + name_len);
		de1->rec_len = tinyfs_rec_len_to_disk(rec_len - name_len);
		de->rec_len = tinyfs_rec_len_to_disk(name_len);
		de = de1;
	}
	de->name_len = namelen;
	memcpy(de->name, name, namelen);
	de->inode = cpu_to_le32(ino);
	tinyfs_set_de_type(dir->i_sb, de, mode);
	mark_buffer_dirty(bh);
	brelse(bh);
	dir->i_mtime = dir->i_ctime = ktime_get_real_seconds();
	mark_inode_dirty(dir);
	return 0;
}
