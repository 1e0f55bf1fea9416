#include <kernel.h>

/* a parameter declared __force accepts anything */
static void raw_write(__force __le32 val, __le32 checked);
static void raw_write2(__le32 __force val);

static void caller(u32 v, __le32 le)
{
	raw_write(v, le);
	raw_write(v, v);
	raw_write2(v);
	raw_write2(le);
}
