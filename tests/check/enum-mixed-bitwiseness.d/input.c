#include <kernel.h>

#define __GFP_DMA	((__force gfp_t)0x01u)
#define __GFP_HIGH	((__force gfp_t)0x20u)

/* forced values of one restricted type: the enum takes that type */
enum gfp_bits {
	GFP_A = __GFP_DMA,
	GFP_B = __GFP_HIGH,
};

/* restricted and plain enumerators together */
enum mixed {
	M_A = __GFP_DMA,
	M_B = 4,
	M_C = __GFP_HIGH,
};

static gfp_t pick(int i)
{
	return i ? GFP_A : GFP_B;
}

static u32 pick_plain(int i)
{
	return i ? GFP_A : 0;
}
