#include <kernel.h>

static void consume_le(const __le32 *p);
static void consume_u(u32 *p);

static void pointers(u32 *up, __le32 *lp, __be32 *bp, void *vp)
{
	const __le32 *clp = lp;
	__le32 **lpp = &lp;
	u32 **upp;

	up = lp;
	lp = bp;
	lp = vp;
	vp = bp;
	clp = up;
	consume_le(up);
	consume_le(lp);
	consume_u(lp);
	upp = lpp;
	*lpp = up;
	(void)upp;
}
