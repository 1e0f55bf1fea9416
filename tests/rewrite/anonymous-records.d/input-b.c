#include <kernel.h>

static struct {
	u32 seq;
} b_hdr;

u32 b_seq(void)
{
	return be32_to_cpu(b_hdr.seq);
}
