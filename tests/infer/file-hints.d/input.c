/*
 * A record type no code touches takes the order of its file's formats,
 * and so do the untouched fields of one whose few touched fields agree.
 */
#include "format.h"

/* a wire format here is big-endian: it does not vote for format.h */
struct wire_msg {
	u32 id;
	u32 len;
	u32 spare;
};

u32 fmt_count(const struct fmt_super *s, const struct fmt_item *it)
{
	return le32_to_cpu(s->magic) + le32_to_cpu(s->nr_items) +
	       le32_to_cpu(it->size) + (u32)le64_to_cpu(it->offset);
}

u32 wire_len(const struct wire_msg *m)
{
	return be32_to_cpu(m->id) + be32_to_cpu(m->len);
}

u32 fmt_tail_sum(const struct fmt_tail *t)
{
	return le32_to_cpu(t->checksum);
}
