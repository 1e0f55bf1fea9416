#include <kernel.h>

struct regs { volatile __le32 ctrl; const __be16 id; };

static const __le32 c_global = 0;
static volatile __be32 v_global;

static void quals(struct regs *r, const struct regs *cr, u32 *out)
{
	const __le32 cl = 0;
	const volatile __le64 cvl = 0;
	__le32 const postfix = 0;

	out[0] = c_global;
	out[1] = v_global;
	out[2] = r->ctrl;
	out[3] = r->id;
	out[4] = cr->ctrl;
	out[5] = cl;
	out[6] = cvl;
	out[7] = postfix;
	r->ctrl = out[8];
}
