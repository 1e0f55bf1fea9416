#include <kernel.h>

struct pair { __le32 a; u32 b; };

static __le32 g_le;
static u32 g_u;

static void first(u32 v)
{
	g_u = g_le;		/* g_u not assigned yet: the assignment fails */
	g_le = 0;		/* succeeds: g_le is [assigned] from here on */
	g_u = g_le;
	g_u = v;		/* succeeds */
}

static void second(__le32 le)
{
	g_u = le;		/* g_u is still [assigned] from first() */
	le = g_u;
}

static void locals(__le32 le, u32 v)
{
	u32 x;
	u32 y = 0;		/* an initializer is not an assignment */
	u32 z;
	__le32 w;
	struct pair s;
	u32 arr[2];
	__le32 *p = &le;

	x = le;			/* not [assigned]: this assignment fails */
	x = le;
	y = le;
	z++;			/* ++ marks it */
	z = le;
	w = 0;
	w = w + 0;
	v = w;
	s.b = 1;
	s.b = le;
	s.a = v;
	arr[0] = 1;
	arr[1] = le;
	*p = 0;
	v = *p;
	v = le;
	x = 1;
	le = x;
	x |= 2;
}

static void later(__le32 le)
{
	u32 n;

	n = le;
	n = 1;
	n = le;
}

static void incdec(u32 *o, __le32 a, __le32 b, __le32 c, __le32 d)
{
	a++;			/* degrades, and still marks a */
	o[0] = a;
	b += 1;			/* bad assignment: no mark */
	o[1] = b;
	c &= c;			/* allowed: marks c */
	o[2] = c;
	d |= 1;			/* invalid assignment: no mark */
	o[3] = d;
}
