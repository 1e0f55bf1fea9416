#include "input-a.h"

u64 key_objectid(const struct disk_key *k)
{
	return le64_to_cpu(k->objectid);
}

u64 key_offset(const struct disk_key *k)
{
	return le64_to_cpu(k->offset);
}
