/* An array indexed at run time: -fsanitize=bounds names its type in data. */
#include <kernel.h>

struct tbl {
	u32 map[4];
	int count;
};

u32 tbl_get(const struct tbl *t, int i)
{
	return le32_to_cpu(t->map[i]);
}
