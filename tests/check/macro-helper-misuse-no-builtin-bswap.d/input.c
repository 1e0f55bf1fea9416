#include <kernel.h>

/*
 * Same helpers with __swabN() spelled as __builtin_constant_p(x) ?
 * ___constant_swabN(x) : __fswabN(x), the non-gcc kernel form.
 */
static void misuse(__be32 *b, __le32 *l, __be16 *s, u32 *out)
{
	out[0] = be32_to_cpu(*l);
	out[1] = be16_to_cpu(*s);
	*b = cpu_to_be32(*b);
	*b = cpu_to_be32(out[2]);
	*s = cpu_to_be16(0x1234);
	out[3] = be32_to_cpu(*b) + *b;
	out[4] = cpu_to_be32(out[5]);
	out[6] = swab32(*b);
}
