/*
 * The tree writes __le32 of <linux/types.h> in its own format header,
 * so the new annotations take the kernel's names too, although a unit
 * that never includes that header (input-b.c) does not see them.
 */
#include <endian.h>
#include "input-fmt.h"

void header_fill(struct disk_header *h)
{
	h->version = htole16(3);
}
