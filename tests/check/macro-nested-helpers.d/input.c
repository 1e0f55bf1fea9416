#include <kernel.h>

struct dev { __le32 ctrl; __be32 id; };

#define DEV_CTRL(d)		le32_to_cpu((d)->ctrl)
#define DEV_ID(d)		le32_to_cpu((d)->id)
#define DEV_SET_CTRL(d, v)	((d)->ctrl = cpu_to_le32(v))
#define DEV_SET_ID(d, v)	((d)->id = cpu_to_le32(v))
#define WRAP(x)			(x)
#define TWICE(x)		WRAP(WRAP(x))

static u32 regs(struct dev *d, u32 v)
{
	u32 r = DEV_CTRL(d);

	r += DEV_ID(d);
	DEV_SET_CTRL(d, v);
	DEV_SET_ID(d, v);
	r += TWICE(d->ctrl);
	r += WRAP(d->id) + WRAP(
	     d->ctrl);
	return r;
}
