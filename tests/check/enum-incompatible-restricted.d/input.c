#include <kernel.h>

#define __GFP_DMA	((__force gfp_t)0x01u)
#define POLLIN		((__force __poll_t)0x0001)

/* two restricted types in one enum is an error */
enum bad {
	B_A = __GFP_DMA,
	B_B = POLLIN,
};

static u32 after(__le32 v)
{
	return v;
}
