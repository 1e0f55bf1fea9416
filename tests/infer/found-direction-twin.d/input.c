/*
 * A from-cpu helper written as its to-cpu twin (the same bits both
 * ways): its calls seed what its name says, not what the twin does.
 */
#include <stdint.h>
#include <endian.h>
#if __BYTE_ORDER == __LITTLE_ENDIAN
#define disk_le16_to_cpu(x) ((uint16_t)(x))
#else
#define disk_le16_to_cpu(x) __builtin_bswap16(x)
#endif
#define disk_cpu_to_le16(x) disk_le16_to_cpu((x))

struct hdr {
	uint16_t serial;
	uint16_t crc;
};

static const struct hdr template = {
	.serial = disk_cpu_to_le16(1),
};

void hdr_fill(struct hdr *h, uint16_t crc)
{
	h->crc = disk_cpu_to_le16(crc);
	h->serial = template.serial;
}

uint16_t hdr_crc(const struct hdr *h)
{
	return disk_le16_to_cpu(h->crc);
}
