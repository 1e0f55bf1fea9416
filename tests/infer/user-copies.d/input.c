/*
 * An ioctl's argument struct, defined beside the on-disk formats, is read
 * field by field with get_user() into a host-order struct and written
 * back with put_user(): it holds host numbers and takes no order from
 * its file's formats.  Without the copies' meaning, no code touches its
 * fields and it would look like one more untouched format.
 */
#include <kernel.h>
#include <asm/uaccess.h>

struct vol_super {
	__u32 s_magic;
	__u32 s_blocks;
	__u32 s_groups;
};

struct vol_group {
	__u64 g_start;
	__u32 g_count;
};

/* the ioctl's argument, as user space lays it out */
struct vol_grow_input {
	__u32 group;
	__u64 start;
	__u32 count;
	__u32 result;
};

/* the kernel's own copy */
struct vol_grow {
	u32 group;
	u64 start;
	u32 count;
};

static int vol_grow_check(const struct vol_super *s, const struct vol_grow *g)
{
	if (g->group >= le32_to_cpu(s->s_groups))
		return -22;
	return g->start + g->count > le32_to_cpu(s->s_blocks) ? -28 : 0;
}

int vol_ioctl_grow(struct vol_super *s, struct vol_group *gd,
		   struct vol_grow_input __user *uarg)
{
	struct vol_grow g;
	int err;

	if (le32_to_cpu(s->s_magic) != 0x564f4c31)
		return -22;
	err = get_user(g.group, &uarg->group);
	err |= __get_user(g.start, &uarg->start);
	err |= get_user(g.count, &uarg->count);
	if (err)
		return -14;
	err = vol_grow_check(s, &g);
	if (!err) {
		gd->g_start = cpu_to_le64(g.start);
		gd->g_count = cpu_to_le32(g.count);
		s->s_groups = cpu_to_le32(g.group + 1);
	}
	return put_user(le32_to_cpu(s->s_groups), &uarg->result) ?: err;
}
