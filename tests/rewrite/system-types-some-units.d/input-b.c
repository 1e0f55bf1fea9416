#include <endian.h>
#include "input-fmt.h"

void header_fill(struct disk_header *h)
{
	h->version = htole16(3);
}
