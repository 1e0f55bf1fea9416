#include <kernel.h>

enum color { RED, GREEN };
typedef enum color color_t;
struct bits { u32 host:7; unsigned int raw:3; int s:2; __u8 b:1; bool flag:1; };
union word { __le32 le; u32 host; };

static int count(const __le32 *p, unsigned int n);

static void spell(__le32 le, __le16 le16, __le32 (*pa)[4], u32 (*ua)[4],
		  __le32 *ap[2], u32 **upp, struct bits *bf, union word *w)
{
	enum color c = le;
	color_t ct = le;
	_Bool b = le;
	long long ll = le;
	unsigned char uc = le;
	signed char sc = le;
	char ch = le;
	unsigned long ul = le;
	short sh = le16;
	int (*fp)(const u32 *, unsigned int) = count;

	ua = pa;
	upp = ap;
	bf->host = le;
	bf->raw = le;
	bf->s = le;
	bf->b = le;
	bf->flag = le;
	c = le16;
	ch = ~le16;
	w->le = w->host;
	w->host = w->le;
	(void)c; (void)ct; (void)b; (void)ll; (void)uc; (void)sc;
	(void)ch; (void)ul; (void)sh; (void)fp;
}

static __le32 *ret_ptr(u32 *p)
{
	return p;
}

static const __le32 *ret_cptr(u32 *p)
{
	return p;
}
