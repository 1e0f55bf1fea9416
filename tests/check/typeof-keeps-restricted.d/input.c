#include <kernel.h>

struct blk { __be64 sector; };

static void copy(struct blk *b, u64 host)
{
	typeof(b->sector) s = host;
	typeof(b->sector) *sp = &b->sector;
	typeof(host) h = b->sector;
	__typeof__(*sp) t = 0;

	*sp = s;
	t = h;
	(void)t;
}
