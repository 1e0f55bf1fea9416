#include "fmt.h"

void disk_init(struct disk *d, uint32_t size)
{
	d->magic = htole32(0x4b534944);
	d->size = htole32(size);
}
