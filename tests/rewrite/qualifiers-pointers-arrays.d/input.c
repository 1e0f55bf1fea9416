/* Only the type token changes: qualifiers, stars and brackets stay. */
#include <kernel.h>

struct ring {
	volatile u32 head;
	const u32 *table;
	u32 slots[16];
	u32 *pages[4];
};

u32 ring_first(const struct ring *r, const u32 *extra)
{
	const u32 *t = r->table;
	const volatile u32 *h = &r->head;

	return le32_to_cpu(*t) + le32_to_cpu(*h) + le32_to_cpu(r->slots[0]) +
	       le32_to_cpu(*r->pages[1]) + le32_to_cpu(extra[2]);
}
