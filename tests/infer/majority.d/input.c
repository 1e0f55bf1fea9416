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

/*
 * A slot of another width on the majority's side (a 32-bit order copied
 * into an unsigned long) does not take the order: no __be64 from
 * 32-bit evidence.
 */
#define be32_to_cpu(x) ((uint32_t)(x))

struct route_hdr {
	uint32_t addr;	/* be */
};

struct route_ep {
	unsigned long dst;
};

uint32_t route_a1(const struct route_hdr *h) { return be32_to_cpu(h->addr); }
uint32_t route_a2(const struct route_hdr *h) { return be32_to_cpu(h->addr) + 1; }
uint32_t route_a3(const struct route_hdr *h) { return be32_to_cpu(h->addr) + 2; }
uint32_t route_a4(const struct route_hdr *h) { return be32_to_cpu(h->addr) + 3; }
uint32_t route_a5(const struct route_hdr *h) { return h->addr + 4; }
void route_keep(struct route_ep *e, const struct route_hdr *h) { e->dst = h->addr; }
