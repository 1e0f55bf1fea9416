#include <linux/types.h>

struct super {
	u32 s_free;
	u32 s_magic;
	u16 s_state;
};

static void free_blocks(struct super *sb, u32 n)
{
	sb->s_free = __cpu_to_le32(__le32_to_cpu(sb->s_free) + n);
}

static int check_super(struct super *sb)
{
	u32 magic = sb->s_magic;

#ifdef __BIG_ENDIAN
	magic = swab32(magic);
#endif
	if (magic != 0xEF53)
		return -1;
	return le16_to_cpu(sb->s_state) == 1;
}
