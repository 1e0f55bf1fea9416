#include <kernel.h>

struct rec { __le32 id; __le16 len; u8 data[]; };

static void ptr_casts(u32 *up, __le32 *lp, void *vp, struct rec *r, u8 *buf)
{
	__le32 *a;
	u32 *b;
	const __be16 *c;
	u32 **pp;
	__le32 **lpp;

	a = (__le32 *)up;
	b = (u32 *)lp;
	a = (__le32 *)vp;
	b = (u32 *)&r->id;
	c = (const __be16 *)buf;
	buf = (u8 *)&r->len;
	a = (__le32 *)lp;
	b = (__force u32 *)lp;
	b = (u32 __force *)lp;
	a = (__le32 *)b;
	lpp = (__le32 **)pp;
	pp = (u32 **)lpp;
	a = (__le32 *)(lp + 1);
	b = (u32 *)r->data;
	(void)a; (void)c;
}

static __le16 peek16(const void *p)
{
	return *(const __le16 *)p;
}

static u16 peek16_raw(const __le16 *p)
{
	return *(const u16 *)p;
}
