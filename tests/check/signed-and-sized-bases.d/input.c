#include <kernel.h>

/* restricted types over every integer base; the typedef name is shown */
typedef signed char __bitwise sb8_t;
typedef unsigned char __bitwise ub8_t;
typedef char __bitwise cb8_t;
typedef short __bitwise ss16_t;
typedef int __bitwise si32_t;
typedef signed int __bitwise ssi32_t;
typedef long __bitwise sl_t;
typedef unsigned long __bitwise ul_t;
typedef long long __bitwise sll_t;
typedef unsigned long long __bitwise ull_t;
typedef __s32 __bitwise les32_t;

static void sizes(sb8_t a, ub8_t b, cb8_t c, ss16_t d, si32_t e, ssi32_t f,
		  sl_t g, ul_t h, sll_t i, ull_t j, les32_t k)
{
	signed char pa = a;
	unsigned char pb = b;
	char pc = c;
	short pd = d;
	int pe = e;
	signed int pf = f;
	long pg = g;
	unsigned long ph = h;
	long long pi = i;
	unsigned long long pj = j;
	int pk = k;

	a = pa; b = pb; c = pc; d = pd; e = pe; f = pf;
	g = pg; h = ph; i = pi; j = pj; k = pk;
	pe = -a + ~b;
}
