/*
 * A typedef every use of which holds big-endian data is proposed
 * itself; one whose uses disagree stays plain and its uses are
 * proposed one by one.
 */
#include <kernel.h>

typedef u64 blk_ptr_t;		/* always big-endian: proposed */
typedef u32 blk_count_t;	/* big-endian and host: left plain */
typedef u16 unused_t;		/* no use: nothing to say */

struct node {
	blk_ptr_t left;
	blk_ptr_t right;
	blk_count_t nr;
};

static blk_ptr_t node_root;

u64 node_left(const struct node *n)
{
	return be64_to_cpu(n->left);
}

void node_set(struct node *n, u64 l, u64 r, u32 nr)
{
	n->left = cpu_to_be64(l);
	n->right = cpu_to_be64(r);
	n->nr = cpu_to_be32(nr);
	node_root = n->left;
}

u32 count_blocks(blk_count_t c)
{
	return c + 1;
}
