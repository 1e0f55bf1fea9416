/*
 * Names that are words of SmPL (`name`, `type`, `list`) and a `sizeof`
 * in an array's size: the .cocci matches them through metavariables, as
 * spatch cannot read `symbol name;` or `symbol sizeof;`.
 */
#include <kernel.h>

struct hdr {
	u32 magic;
};

struct entry {
	u16 type;
	u16 list[sizeof(struct hdr) / 2];
};

u16 entry_type(const struct entry *e)
{
	return le16_to_cpu(e->type);
}

u16 entry_first(const struct entry *e)
{
	return le16_to_cpu(e->list[0]);
}

u32 hash_name(const u16 *name, int n)
{
	u32 h = 0;

	while (n--)
		h = h * 31 + le16_to_cpu(*name++);
	return h;
}
