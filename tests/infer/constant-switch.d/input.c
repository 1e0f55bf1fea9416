/*
 * A macro that picks its conversion by the field's size, with a switch
 * on sizeof (f2fs-tools' get_sb()): only the case it takes runs, so the
 * field has that width's order and no width conflict.  A switch on a
 * value that is not constant keeps every case.
 */
#include <kernel.h>

struct sb {
	u32 blocks;
	u16 flags;
	u64 size;
};

#define get_sb(s, member) ({					\
	typeof((s)->member) t;					\
	switch (sizeof(t)) {					\
	case 8: t = le64_to_cpu((s)->member); break;		\
	case 4: t = le32_to_cpu((s)->member); break;		\
	case 2:							\
	case 1: t = le16_to_cpu((s)->member); break;		\
	default: t = 0;						\
	}							\
	t; })

u64 sb_sum(struct sb *s)
{
	return get_sb(s, blocks) + get_sb(s, flags) + get_sb(s, size);
}

struct rec {
	u32 a;
};

/* not constant: both cases say something about r->a */
u32 rec_read(struct rec *r, int big)
{
	switch (big) {
	case 1:
		return be32_to_cpu(r->a);
	default:
		return le32_to_cpu(r->a);
	}
}
