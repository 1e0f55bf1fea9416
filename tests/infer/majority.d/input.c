/*
 * A little-endian tag read through its helper at five sites and passed
 * raw once: the majority settles the field as __le16, the raw use is the
 * one site to fix, and the parameter it reaches stays host order.
 */
#include <stdint.h>

#define le16_to_cpu(x) ((uint16_t)(x))
#define cpu_to_le16(x) ((uint16_t)(x))

struct hw_cmd {
	uint16_t tag;
	uint16_t flags;
};

#define CMD_TAG(c) le16_to_cpu((c)->tag)

int find_cmd(unsigned int tag);

int find_cmd(unsigned int tag)
{
	return tag < 64 ? (int)tag * 2 : -1;
}

void cmd_init(struct hw_cmd *c, unsigned int n)
{
	c->tag = cpu_to_le16(n);
}

int cmd_index(const struct hw_cmd *c)
{
	return CMD_TAG(c) & 63;
}

int cmd_same(const struct hw_cmd *a, const struct hw_cmd *b)
{
	return CMD_TAG(a) == CMD_TAG(b);
}

int cmd_lookup(const struct hw_cmd *c)
{
	if (CMD_TAG(c) > 100)
		return -1;
	return find_cmd(c->tag);	/* the bug: no le16_to_cpu() */
}

int cmd_next(const struct hw_cmd *c)
{
	return find_cmd(CMD_TAG(c) + 1u);
}
