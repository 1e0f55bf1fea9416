/* elements of array objects vs. targets of pointers */
#include <kernel.h>
static const __le32 ca[2] = { 0, 0 };
static __le32 ma[2][2];
struct s { const __le32 m[2]; };
static void elems(u32 *o, struct s *sp, const __le32 *cp)
{
	o[0] = ca[0];
	o[1] = ma[0][1];
	o[2] = sp->m[0];
	o[3] = cp[0];
	o[4] = *cp;
}
