/*
 * Several declarators on one type: rewritten together when they all want
 * the same type; otherwise split, one declaration per declarator, each
 * keeping its initialiser and comments.
 */
#include <kernel.h>

struct pair {
	u32 lo, hi;		/* both le: one edit */
	u32 len, count;		/* len le, count host: split */
};

u32 pair_sum(struct pair *p)
{
	u32 a = le32_to_cpu(p->lo), b = le32_to_cpu(p->hi);
	u32 n = 1, /* the raw one */ *raw = &p->len;

	return a + b + le32_to_cpu(*raw) + p->count + n;
}
