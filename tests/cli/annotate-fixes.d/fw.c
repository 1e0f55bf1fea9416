/*
 * A firmware loader with three byte-order bugs the majority settles: a
 * big-endian length used raw in a sum, a little-endian length handed raw
 * to a function and converted twice, and one more raw use inside a
 * macro's body, which no fix can reach.
 */
#include <kernel.h>

int printk(const char *fmt, ...);

#define show(x) printk("%u\n", x)
#define DESC_END(d) ((d)->len + 1)

struct fw_hdr {
	u32 magic;
	u32 length;
};

struct fw_desc {
	u32 addr;
	u32 len;
};

unsigned int fw_room(unsigned int bytes);

unsigned int fw_room(unsigned int bytes)
{
	return bytes < 4096 ? 4096 - bytes : 0;
}

unsigned int fw_size(const struct fw_hdr *h)
{
	if (be32_to_cpu(h->magic) != 0x46574844)
		return 0;
	if (be32_to_cpu(h->length) > 65536)
		return 0;
	show(h->length + 16);			/* bug: no be32_to_cpu() */
	return be32_to_cpu(h->length) + be32_to_cpu(h[1].length);
}

void fw_desc_set(struct fw_desc *d, u32 addr, u32 len)
{
	d->addr = cpu_to_le32(addr);
	d->len = cpu_to_le32(len);
}

unsigned int fw_desc_total(const struct fw_desc *d, int n)
{
	unsigned int sum = 0;
	int i;

	for (i = 0; i < n; i++) {
		sum += le32_to_cpu(d[i].len);
		sum += le32_to_cpu(d[i].addr) & 3;
	}
	sum += le32_to_cpu(d->len) + le32_to_cpu(d[1].len);
	sum += le32_to_cpu(d[2].len) + le32_to_cpu(d[3].len);
	sum += le32_to_cpu(d[4].len) + le32_to_cpu(d[5].len);
	sum += le32_to_cpu(d[6].len) + le32_to_cpu(d[7].len);
	return sum;
}

unsigned int fw_desc_room(const struct fw_desc *d)
{
	return fw_room(d->len);			/* bug: no le32_to_cpu() */
}

__le32 fw_desc_wire_len(const struct fw_desc *d)
{
	return cpu_to_le32(d->len);		/* bug: converted twice */
}

unsigned int fw_desc_end(const struct fw_desc *d)
{
	return DESC_END(d);			/* bug, in a macro's body */
}
