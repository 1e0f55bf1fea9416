#include <kernel.h>

struct t {
	__u32 b;
};

u32 g(struct t *p)
{
	return le32_to_cpu(p->b);
}
