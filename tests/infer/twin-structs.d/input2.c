#include "copy.h"

u64 super_root(const struct rec_super *s, const struct rec_extent *e)
{
	return le64_to_cpu(s->root) + le64_to_cpu(e->len);
}
