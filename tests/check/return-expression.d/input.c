#include <kernel.h>

struct dir_entry { __le32 inode; __le16 rec_len; u8 name_len; };

static u32 entry_inode(const struct dir_entry *de)
{
	return de->inode;
}

static __le16 entry_len(u16 len)
{
	return len;
}

static __le16 entry_len_ok(u16 len)
{
	return cpu_to_le16(len);
}

static __le32 no_entry(void)
{
	return 0;
}

static __le32 bad_entry(void)
{
	return -1;
}

static u8 name_len(const struct dir_entry *de)
{
	return de->name_len;
}

static __be32 wrong_order(const struct dir_entry *de)
{
	return (de->inode);
}

static u64 widen(__le32 v)
{
	return le32_to_cpu(v) + v;
}
