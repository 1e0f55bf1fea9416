/*
 * Typedefs proposed for their uses: one whose two uses hold
 * little-endian data is, whatever a third use nothing is known of; one
 * whose uses hold two orders is not (each use is proposed apart); one
 * with a single use is not either.
 */
#include <kernel.h>

typedef u32 sect_t;		/* le at both uses: proposed */
typedef u16 tag_t;		/* be and le: plain */
typedef u32 once_t;		/* one use: plain */

struct hdr {
	sect_t start;
	sect_t len;
	tag_t a;
	tag_t b;
	once_t c;
};

struct cursor {			/* in memory, never touched */
	void *owner;
	sect_t last;
};

u32 hdr_end(const struct hdr *h)
{
	return le32_to_cpu(h->start) + le32_to_cpu(h->len) +
	       be16_to_cpu(h->a) + le16_to_cpu(h->b) + le32_to_cpu(h->c);
}
