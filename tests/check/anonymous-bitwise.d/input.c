#include <kernel.h>

/* bitwise without a typedef: each declaration is its own anonymous type */
static unsigned int __bitwise tag_a;
static unsigned int __bitwise tag_b;
static unsigned short __bitwise s1, s2;

static void anon(u32 v)
{
	tag_a = v;
	tag_a = tag_b;
	s1 = s2;
	v = tag_a + s1;
	tag_a = tag_a;
}
