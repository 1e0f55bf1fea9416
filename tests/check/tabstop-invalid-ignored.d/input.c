#include <kernel.h>

/* tabs inside lines, not only as indentation */
static u32 tabs(__le32 a,	__be16 b, u32 c)
{
	u32 r;

	r =	a + c;
	r = c	+	b;
  	r	= a;
	r = c +  /*	comment	*/	b;
				r = b - 1;
	return		(u32)a;
}
