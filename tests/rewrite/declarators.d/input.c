/*
 * Several declarators on one type: rewritten together when they all want
 * the same type; otherwise listed, not split (yet).
 */
#include <kernel.h>

struct pair {
	u32 lo, hi;		/* both le: one edit */
	u32 len, count;		/* len le, count host: listed */
};

u32 pair_sum(const struct pair *p)
{
	u32 a = le32_to_cpu(p->lo), b = le32_to_cpu(p->hi);

	return a + b + le32_to_cpu(p->len) + p->count;
}
