#include <kernel.h>

/*
 * ~x on a type narrower than int gives a "fouled" value: fine for & | ^
 * with the base type, assignment or cast back, and if(); anything else
 * warns.
 */
static void fouled_ok(__le16 *p, __le16 m)
{
	__le16 v = *p;

	v &= ~m;
	v = v & ~m;
	v = ~m;
	v = (__le16)~m;
	v |= ~v;
	if (~m)
		v = 0;
	if ((v & ~m) == v)
		v = 0;
	*p = v;
}

static void fouled_bad(__be16 *p, __be16 m, u16 *out)
{
	int n = 0;

	out[0] = ~m;
	out[1] = (u16)~m;
	n += !~m;
	n += ~m == ~*p;
	n += ~m != m;
	n += ~m + 1;
	n += (~m | ~m) == m;
	out[2] = n;
}

static void fouled_bool(__le16 m, __sum16 s)
{
	_Bool a = ~m;
	_Bool b = (_Bool)~s;
	bool c = !~m;

	(void)a; (void)b; (void)c;
}

static void not_fouled_32(__le32 m, u32 *out)
{
	_Bool b = ~m;

	out[0] = ~m;
	out[1] = !~m;
	(void)b;
}
