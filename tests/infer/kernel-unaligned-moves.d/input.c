/*
 * The kernel's get_unaligned() and put_unaligned() move a value as it
 * lies, whatever its order: put_unaligned() is a statement made by
 * another macro, and its marker must stay one.  The little-endian field
 * is stored and read through them; the host-order counter too, and the
 * two never meet.
 */
#include <kernel.h>
#include <asm-generic/unaligned.h>

struct rec_hdr {
	__u32 magic;		/* le */
	__u32 count;		/* host, in memory only */
} __attribute__((packed));

void rec_init(struct rec_hdr *h, u32 n)
{
	put_unaligned(cpu_to_le32(0x52454331), &h->magic);
	put_unaligned(n * 2, &h->count);
}

u32 rec_magic(const struct rec_hdr *h)
{
	return le32_to_cpu(get_unaligned(&h->magic));
}

u32 rec_count(const struct rec_hdr *h)
{
	return get_unaligned(&h->count) + 1;
}
