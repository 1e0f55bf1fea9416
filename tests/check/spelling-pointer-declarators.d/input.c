/* pointer declarators: qualifiers of the pointer itself follow the star */
#include <kernel.h>
static __le32 garr[4];
static void ptrs(u32 *const cp, __le32 *restrict rp, __le32 *volatile vp, const __le32 *const ccp, u32 m[2][3])
{
	__le32 (*pa)[3] = m;
	u32 *q;
	q = rp;
	q = vp;
	q = ccp;
	q = garr;
	rp = cp;
	(void)pa;
}
