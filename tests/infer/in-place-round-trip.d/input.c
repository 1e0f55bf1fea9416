/*
 * A round trip in place through casts is a conversion in place, not a
 * double conversion: the value is made little-endian where it lies and
 * back, and the storage stays plain.
 */
#include <kernel.h>

struct blk {
	u32 hdr_crc;
	u32 data[4];
};

extern u32 crc32_le(u32 seed, const void *p, int n);

int blk_crc_ok(struct blk *b, u32 want)
{
	u32 crc = crc32_le(0, b->data, sizeof(b->data));

	crc = (u32)cpu_to_le32(crc);
	b->hdr_crc = 0;
	crc = le32_to_cpu((__u32)crc);
	return crc == want;
}
