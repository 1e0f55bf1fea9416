/* the reported column for each kind of operand expression */
#include <kernel.h>
struct s { __le32 m; __le32 arr[2]; };
static __le32 get(void);
static u32 where(__le32 *p, struct s *sp, struct s sv, __le32 x, u32 *out)
{
	out[0] = *p + 1;
	out[1] = p[1] + 1;
	out[2] = get() + 1;
	out[3] = sp->m + 1;
	out[4] = sv.m + 1;
	out[5] = sp->arr[1] + 1;
	out[6] = (x) + 1;
	out[7] = ((x)) + 1;
	out[8] = (__le32)x + 1;
	out[9] = x++ + 1;
	out[10] = (x = 0) + 1;
	out[11] = (x & x) + 1;
	out[12] = ~x + 1;
	out[13] = (0, x) + 1;
	out[14] = (1 ? x : x) + 1;
	out[15] = ({ x; }) + 1;
	out[16] = (*sp).m + 1;
	out[17] = 1[p] + 1;
	return 0;
}
