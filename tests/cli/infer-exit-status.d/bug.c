#include <kernel.h>

struct rec {
	u32 size;
};

u32 rec_size(const struct rec *r)
{
	return le32_to_cpu(r->size) + be32_to_cpu(r->size);
}
