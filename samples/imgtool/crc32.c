/*
 * The CRC-32 of zlib, Ethernet, GPT and U-Boot (reflected, polynomial
 * 0xedb88320), computed in host order.
 */
#include "imgtool.h"

static uint32_t crc_table[256];

static void make_crc_table(void)
{
	uint32_t c;
	int n, k;

	for (n = 0; n < 256; n++) {
		c = (uint32_t)n;
		for (k = 0; k < 8; k++)
			c = c & 1 ? 0xedb88320U ^ (c >> 1) : c >> 1;
		crc_table[n] = c;
	}
}

uint32_t img_crc32(uint32_t crc, const void *buf, size_t len)
{
	const unsigned char *p = buf;

	if (!crc_table[1])
		make_crc_table();
	crc = ~crc;
	while (len--)
		crc = crc_table[(crc ^ *p++) & 0xff] ^ (crc >> 8);
	return ~crc;
}
