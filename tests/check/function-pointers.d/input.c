#include <kernel.h>

typedef __le32 (*get_le_fn)(const void *p);
typedef u32 (*get_u_fn)(const void *p);
typedef void (*put_fn)(__le32 v);

static __le32 read_le(const void *p);
static u32 read_u(const void *p);
static void put_le(__le32 v);
static void put_u(u32 v);

struct ops {
	get_le_fn get;
	put_fn put;
	u32 (*size)(__le32 x);
};

static u32 size_u(u32 x);

static struct ops good = { .get = read_le, .put = put_le };
static struct ops bad = { .get = read_u, .put = put_u, .size = size_u };

static u32 use(const void *p, u32 v, struct ops *o)
{
	get_le_fn g = read_u;
	get_u_fn h = read_le;
	u32 r;

	g = read_le;
	o->put = put_u;
	o->put(v);
	(*o->put)(cpu_to_le32(v));
	r = o->get(p);
	r += g(p) + h(p);
	return r;
}
