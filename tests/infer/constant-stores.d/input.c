/*
 * Constants stored into byte-ordered data: 0 reads the same in both
 * orders and sparse lets it in; -1 and ~0U, non-zero constants sparse
 * flags in a restricted field, read the same in both orders too: sites
 * to convert, no bug, where 5 is one.  ~FLAG of a flag defined converted
 * (cpu_to_le32(1)) is constant too, but the complement of ordered data:
 * the field it clears is that data, no conflict.
 */
#include <kernel.h>

#define D_DIRTY cpu_to_le32(1)

struct d {
	u32 flags;
	u32 zero;
	u32 five;
	u32 minus_one;
	u32 all_ones;
};

void d_reset(struct d *x)
{
	x->zero = 0;
	x->five = 5;
	x->minus_one = -1;
	x->all_ones = ~0U;
	x->flags |= D_DIRTY;
	x->flags &= ~D_DIRTY;
}

u32 d_sum(const struct d *x)
{
	return le32_to_cpu(x->zero) + le32_to_cpu(x->five) +
	       le32_to_cpu(x->minus_one) + le32_to_cpu(x->all_ones);
}
