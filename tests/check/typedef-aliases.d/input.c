/* typedef aliases share (and print) the restricted type of the first name */
#include <kernel.h>
typedef __le32 my_le;
typedef my_le my_le2;
typedef u32 myint;
typedef __u32 __bitwise first_t, second_t;
typedef const __le32 cle_t;
struct anon_holder { struct { __le32 x; } inner; };
static void aliases(my_le a, my_le2 b, myint c, first_t d, second_t e, cle_t g, struct anon_holder *h, __le32 le)
{
	c = a;
	c = b;
	a = c;
	d = e;
	d = le;
	c = g;
	c = h->inner.x;
}
