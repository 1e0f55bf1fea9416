/* Declarations already annotated seed what flows into them. */
#include <kernel.h>

struct frame {
	__be16 proto;		/* annotated: not proposed again */
	__le32 len;
	u32 copy_len;		/* le: copied from len */
};

void frame_send(__be16 proto, const void *data);

void frame_fill(struct frame *f, u16 p)
{
	u16 proto = f->proto;	/* be: from an annotated field */

	f->copy_len = f->len;
	frame_send(proto, f);
	(void)p;
}
