/*
 * Formats read in either order: the code tests a value against a
 * constant in both orders and goes on in the order it found.  No bug:
 * the value stays plain, reported as deliberate, and so do the fields of
 * its struct that the two paths read in both orders.  A field read in
 * both orders with no test of either is still a conflict.
 */
#include <kernel.h>

struct sb {
	u32 magic;
	u32 blocks;
	u32 flags;
} __attribute__((packed));

#define SB_MAGIC 0x53424c4b

/* the magic compared with the constant converted both ways */
u32 sb_blocks(const struct sb *s)
{
	if (s->magic == cpu_to_le32(SB_MAGIC))
		return le32_to_cpu(s->blocks);
	if (s->magic == cpu_to_be32(SB_MAGIC))
		return be32_to_cpu(s->blocks);
	return 0;
}

struct hdr {
	u32 version;
};

/* little-endian tried first, then big-endian */
int hdr_ok(const struct hdr *h)
{
	return le32_to_cpu(h->version) == 2 || be32_to_cpu(h->version) == 2;
}

struct rec {
	u32 size;
	u32 zero;
};

/* a mix, with no test of the order: a probable bug */
u32 rec_size(const struct rec *r)
{
	return le32_to_cpu(r->size) + be32_to_cpu(r->size);
}

/* both orders compared with 0, which reads the same either way: a mix */
int rec_empty(const struct rec *r)
{
	return le32_to_cpu(r->zero) == 0 && be32_to_cpu(r->zero) == 0;
}
