/* Project wrappers around the helpers are found and listed. */
#include <kernel.h>

#define RD_LE32(x)	le32_to_cpu(x)
#define WR_BE16(x)	((u16)cpu_to_be16(x))

static inline u32 get_le32(u32 v)
{
	return le32_to_cpu(v);
}

struct regs {
	u32 ctrl;	/* le: through the macro wrapper */
	u32 status;	/* le: through the function wrapper */
	u16 vlan;	/* be: through the cast wrapper */
};

u32 regs_read(struct regs *r)
{
	r->vlan = WR_BE16(5);
	return RD_LE32(r->ctrl) | get_le32(r->status);
}
