#include "input-b.h"

u64 key_end(const struct disk_key *k)
{
	return k->objectid + k->offset;
}
