#include <kernel.h>

/* builtins have typed parameters too */
static u32 swap_wrong(__le32 le, __be16 be, __le64 big)
{
	u32 r = __builtin_bswap32(le);

	r += __builtin_bswap16(be);
	r += __builtin_bswap64(big);
	r += __builtin_bswap32((__force u32)le);
	return r + __builtin_constant_p(le + 1);
}
