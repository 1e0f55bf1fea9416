/*
 * This unit sees the kernel's __le32 from <linux/types.h>, the other
 * does not: input-fmt.h, which both include, must get names both can see,
 * from the generated header.
 */
#include <endian.h>
#include <linux/types.h>
#include "input-fmt.h"

uint32_t header_magic(const struct disk_header *h)
{
	return le32toh(h->magic);
}
