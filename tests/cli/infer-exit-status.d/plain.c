#include <kernel.h>

struct sb {
	u32 magic;
};

u32 sb_magic(const struct sb *s)
{
	return le32_to_cpu(s->magic);
}
