#include <kernel.h>

struct sb { __le32 magic; __le16 state; };

static u32 probe(struct sb *s, u32 want)
{
	u32 magic = s->magic;

	if (s->magic + 1 == want)
		return 1;
	s->state = want;
	s->state += 1;
	return (u32)s->magic;
}
