/*
 * A header that types its helpers only #ifdef __CHECKER__: endian check
 * takes those branches as sparse does, so the right conversions are
 * clean and only the raw reads warn.
 */
#include "mylib.h"

struct super {
	mle32 blocks;
	mbe16 kind;
};

static uint32_t super_blocks(const struct super *s)
{
	return mle32_to_cpu(s->blocks);
}

static uint16_t super_kind(const struct super *s)
{
	return mbe16_to_cpu(s->kind);
}

static void super_set(struct super *s, uint32_t n)
{
	s->blocks = cpu_to_mle32(n);
}

static uint32_t super_raw(const struct super *s)
{
	return MYLIB_RAW(s->blocks);
}

static uint32_t super_wrong(const struct super *s)
{
	return s->blocks + 1;
}
