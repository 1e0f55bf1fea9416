/*
 * An on-disk format: code touches some fields, the struct lends their
 * order to the rest when they all agree, padding included: no struct of
 * this tree is annotated to show it keeps padding plain
 * (infer/padding-convention).
 */
#include <kernel.h>

struct ondisk_header {
	u32 magic;
	u32 version;
	u32 features;		/* untouched: le from its struct */
	u16 flags;		/* untouched: le from its struct */
	u32 reserved1;		/* padding: le from its struct */
	u16 h_rsvd;		/* padding: le from its struct */
	u16 i_pad1;		/* padding: le from its struct */
	u16 keypad;		/* no padding: le from its struct */
	u8 pad[2];
} __attribute__((packed));

struct mixed_header {		/* le and be fields: no hint */
	u32 a;
	u32 b;
	u32 c;
};

struct host_state {		/* not a format: no hint */
	u32 size;
	unsigned long flags;
	void *data;
	u32 spare;
};

int header_ok(const struct ondisk_header *h, const struct mixed_header *m,
	      struct host_state *st)
{
	st->size = le32_to_cpu(h->version);
	return le32_to_cpu(h->magic) == 0x1234 && le32_to_cpu(m->a) == 1 &&
	       be32_to_cpu(m->b) == 2;
}
