#include "format.h"
#include "other.h"

uint32_t super_blocks(const struct disk_super *s)
{
	return le32_to_cpu(s->blocks) + le32_to_cpu(s->magic);
}

uint32_t item_end(const struct disk_item *i)
{
	return le32_to_cpu(i->offset) + le32_to_cpu(i->size);
}
