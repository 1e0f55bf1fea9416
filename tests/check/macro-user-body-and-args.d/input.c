#include <kernel.h>

struct ring { __le32 head; __le32 tail; __le32 size; u32 host_size; };

/* the bad operator is in the macro body */
#define RING_USED(r)	((r)->head - (r)->tail)
/* the bad operator is in the argument */
#define RING_STORE(r, v)	((r)->head = (v))
/* object-like macro with a bad expression */
#define FIRST_SLOT	(ring0.head + 1)
/* nested: the outer macro calls the inner one */
#define RING_FREE(r)	((r)->host_size - RING_USED(r))

static struct ring ring0;

static u32 used(struct ring *r)
{
	return RING_USED(r);
}

static void store(struct ring *r, u32 v)
{
	RING_STORE(r, v);
	RING_STORE(r, r->head + 1);
}

static u32 first(void)
{
	return FIRST_SLOT;
}

static u32 free_slots(struct ring *r)
{
	return RING_FREE(r);
}

static u32 spread(struct ring *r)
{
	return RING_USED(
		r) +
		r->size;
}
