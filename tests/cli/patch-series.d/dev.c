/* A header's prototypes and the definitions change together. */
#include "dev.h"

u32 dev_read_id(u32 raw)
{
	return be32_to_cpu(raw);
}

void dev_write_id(u32 *dst, u32 id)
{
	*dst = cpu_to_be32(id);
}

static u32 dev_swapped(u32 v)
{
	return cpu_to_be32(v);
}

u32 dev_roundtrip(u32 v)
{
	u32 stored;

	dev_write_id(&stored, dev_read_id(dev_swapped(v)));
	return stored == 0;
}
