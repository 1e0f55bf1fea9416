/* The json form holds everything: proposals, conflicts, in place, wrappers. */
#include <kernel.h>

#define RD16(x)	le16_to_cpu(x)

struct pkt {
	u16 len;	/* le */
	u32 flags;	/* converted in place */
	u32 seq;	/* le, and compared with a plain number: a conflict */
};

int pkt_parse(struct pkt *p, u32 next)
{
	le32_to_cpus(&p->flags);
	p->seq = cpu_to_le32(next);
	return RD16(p->len) + (p->seq > 7);
}
