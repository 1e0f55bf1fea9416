#include "format.h"

uint32_t super_magic(const struct disk_super *s)
{
	return le32_to_cpu(s->magic) +;
}
