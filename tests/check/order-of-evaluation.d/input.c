#include <kernel.h>

static u32 take2(u32 a, __le32 b);
static __le32 give(u32 x);

static void order(__le32 a, __be32 b, u32 u, int c)
{
	u32 x;
	__le32 y;

	/* operands before the node that uses them, left before right */
	y = a + b;
	/* arguments left to right, each one's own warnings first */
	x = take2(a * 2, u + b);
	/* nested calls */
	x = take2(take2(a, u), give(a));
	/* chained assignment: the inner (right) one first */
	x = y = u;
	/* conditional: the condition, then the false arm, then the true arm */
	x = (a > 1) ? (b << 1) : (a >> 1);
	/* comma */
	x = (a - 1, b - 1);
	/* cast after its operand */
	x = (u32)(a + 1);
	/* both sides of a comparison */
	c = (a + 1) < (b - 1);
	(void)x; (void)y; (void)c;
}

/* an assignment's left side before its right side */
static void lhs_first(u32 *arr, __le32 i, __le32 j, __be32 k)
{
	arr[i] = j + 1;
	arr[j + 1] += k;
	*(arr + i) = k - 1;
}
