#ifndef RING_H
#define RING_H

struct ring { __le32 head; __le32 tail; };

static u32 ring_count(const struct ring *r)
{
	return r->head - r->tail;
}

static inline u32 ring_used(const struct ring *r)
{
	return r->head + 0 - le32_to_cpu(r->tail);
}

#endif
