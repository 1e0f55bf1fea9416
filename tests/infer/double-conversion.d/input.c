/*
 * Data already in an order handed to a conversion again is a double
 * conversion; the same data used as a number is a missing one.
 */
#include <kernel.h>

struct msg {
	u32 len;	/* le */
	u32 seq;	/* le */
};

void msg_fill(struct msg *m, u32 n, u32 s)
{
	m->len = cpu_to_le32(n);
	m->seq = cpu_to_le32(s);
}

void msg_resend(struct msg *out, const struct msg *in)
{
	u32 len = in->len;

	out->len = cpu_to_le32(len);		/* converted twice */
	out->seq = cpu_to_le32(cpu_to_le32(7));	/* so is this value */
}

u32 msg_next(const struct msg *m)
{
	return m->seq + 1;			/* not converted at all */
}
