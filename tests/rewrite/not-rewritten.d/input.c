/*
 * What a type-token edit cannot do is listed with the reason, never
 * written: a type from a macro, a declaration made by a macro, int or
 * long holding byte-ordered data.  The other declarations of such a
 * one's class stay plain with it, or the checkers would flag where
 * they meet.
 */
#include <kernel.h>

#define T32 u32
#define DECLARE_LE(name) u32 name

struct quirks {
	T32 a;			/* type from a macro */
	DECLARE_LE(b);		/* declared by a macro */
	int c;			/* signed */
	unsigned long d;	/* width follows the architecture */
	u32 e;			/* fine */
};

void quirks_fill(struct quirks *q, u32 v)
{
	q->a = cpu_to_le32(v);
	q->b = cpu_to_le32(v);
	q->c = cpu_to_be32(v);
	q->d = cpu_to_le64(v);
	q->e = cpu_to_le32(v);
}

struct ring {
	u32 head;		/* its class holds `raw` */
	u32 tail;		/* fine */
};

void ring_fill(struct ring *r, u32 v)
{
	int raw = cpu_to_le32(v);	/* signed */

	r->head = raw;
	r->tail = cpu_to_le32(v);
}
