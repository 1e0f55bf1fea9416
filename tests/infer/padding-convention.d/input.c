/*
 * A tree that has annotated some of its formats shows whether it types
 * padding: here the annotated superblock keeps its reserved words plain,
 * so the unannotated record's padding stays plain too, while its other
 * untouched fields take the struct's order.  (Without an annotated
 * struct, padding follows its struct: infer/struct-hints.)
 */
#include <kernel.h>

struct conv_super {
	__le32 s_magic;
	__le32 s_blocks;
	__u32 s_reserved[4];	/* plain in the tree's own annotations */
	__u16 s_pad;
} __attribute__((packed));

struct conv_record {
	u32 r_id;
	u32 r_len;
	u32 r_flags;		/* untouched: le from its struct */
	u32 r_reserved;		/* padding: plain, as the tree keeps it */
	u16 r_pad1;		/* padding: plain */
} __attribute__((packed));

u32 record_size(const struct conv_super *s, const struct conv_record *r)
{
	return le32_to_cpu(s->s_blocks) + le32_to_cpu(r->r_id) +
	       le32_to_cpu(r->r_len);
}
