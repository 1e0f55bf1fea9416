#include <kernel.h>

struct ext4_super {
	__le32 s_inodes_count;
	__le32 s_blocks_count;
	__le16 s_magic;
	__le16 s_state;
	u8 s_uuid[16];
	struct {
		__le32 first;
		__le32 count;
	} s_group;
};

struct sb_info {
	struct ext4_super *es;
	struct ext4_super copy;
	u32 inodes;
	u16 magic;
};

static void load(struct sb_info *sbi)
{
	struct ext4_super *es = sbi->es;

	sbi->inodes = es->s_inodes_count;
	sbi->magic = sbi->es->s_magic;
	sbi->inodes = sbi->copy.s_blocks_count;
	sbi->inodes = es->s_group.count;
	sbi->copy.s_state = sbi->magic;
	es->s_group.first = sbi->inodes;
	sbi->inodes = (*es).s_inodes_count;
	sbi->inodes += es->s_group.count;
}
