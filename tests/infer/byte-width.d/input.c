/*
 * A byte read by a wider to-cpu conversion: le32_to_cpu() of an 8-bit
 * field takes it for the low byte of a 32-bit little-endian number, and
 * on a big-endian host returns it shifted into the top byte (f2fs-tools
 * prints its u8 fields through DISP_u32()).  Each such byte is a width
 * mismatch; a byte a conversion *makes* (cpu_to_le16(u8)) is a host
 * number widened, which is right, and bytes no conversion reads say
 * nothing.
 */
#include <linux/types.h>
#include <asm/byteorder.h>

struct ondisk {
	__u8 advise;
	__u8 alloc_type[3];
	__u8 inline_flags;
	__u32 size;
	__u16 mode;
	__u8 bitmap[];
};

int printk(const char *fmt, ...);

#define DISP_u32(ptr, member) \
	printk("%u\n", le32_to_cpu((ptr)->member))

void show(struct ondisk *d)
{
	DISP_u32(d, advise);
	DISP_u32(d, alloc_type[0]);
	DISP_u32(d, alloc_type[2]);
	DISP_u32(d, size);
	DISP_u32(d, bitmap[0]);
}

void set(struct ondisk *d, __u8 host)
{
	__u8 local = d->inline_flags;

	d->mode = cpu_to_le16(host);	/* a host byte widened: right */
	d->size = cpu_to_le32(local + 1);
}

__u8 global_flags;

unsigned int count(const __u8 *counter)
{
	static __u8 seen;

	return be16_to_cpu(seen) + counter[0] + le64_to_cpu(global_flags);
}
