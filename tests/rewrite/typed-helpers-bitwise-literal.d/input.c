#include "input-defs.h"

struct node {
	uint32_t magic;
	uint16_t kind;
};

void node_fill(struct node *n, uint32_t m)
{
	n->magic = cpu_to_le32(m);
	n->kind = cpu_to_le16(3);
}

uint32_t node_magic(const struct node *n)
{
	return le32_to_cpu(n->magic);
}
