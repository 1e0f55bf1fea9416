#include <kernel.h>

/* Everything here is allowed on restricted values: no warnings. */
static int silent(__le32 a, __le32 b, __be16 c, __le64 d)
{
	__le32 r;
	int n = 0;

	r = a & b;
	r = a | b;
	r = a ^ b;
	r = ~a;
	r = +a;
	n += a == b;
	n += a != b;
	n += !a;
	n += a && b;
	n += a || c;
	n += sizeof(a);
	n += sizeof(d & d);
	n += sizeof(__le64);
	r = n ? a : b;
	r = n ? a : 0;
	r = a ? a : b;
	if (a)
		n++;
	while (c)
		c = 0;
	if (a == 0 || 0 != b)
		n++;
	r &= a;
	r |= b;
	r ^= a;
	r &= 0;
	(void)d;
	(void)(a == 0);
	return n + (r == a);
}
