#include <kernel.h>

/* typeof-based statement-expression macros, as in <asm/unaligned.h> */
#define min_t(type, x, y) ({			\
	type __min1 = (x);			\
	type __min2 = (y);			\
	__min1 < __min2 ? __min1 : __min2; })

#define swap_vals(a, b) \
	do { typeof(a) __tmp = (a); (a) = (b); (b) = __tmp; } while (0)

struct rec { __le32 a; u32 b; __be16 c; };

static u32 stmt_exprs(struct rec *r, const void *buf, void *out)
{
	u32 v;
	u32 host = 0;

	v = get_unaligned((const __le32 *)buf);
	v += get_unaligned((const u32 *)buf);
	put_unaligned(v, (__le32 *)out);
	put_unaligned(r->a, (__le32 *)out);
	v += min_t(u32, r->a, r->b);
	v += min_t(__le32, r->a, r->b);
	swap_vals(r->a, r->b);
	swap_vals(r->a, r->a);
	v += ({ __le32 t = r->a; t; });
	host += ({ u32 t = r->c; t; });
	return v + host;
}
