/* A struct defined again in another file is the same format. */
#include "tool.h"

u64 next_key(struct rec_key *k, const struct rec_item *it)
{
	k->offset = k->objectid + 1;
	return le64_to_cpu(it->generation) + le32_to_cpu(it->size);
}
