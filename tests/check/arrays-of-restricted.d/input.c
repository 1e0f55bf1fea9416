#include <kernel.h>

struct bitmap_block { __le32 words[32]; __le16 checks[4]; };

static __le32 g_table[8];

static unsigned int hweight(u32 w);

static u32 count_bits(struct bitmap_block *b, u32 *out)
{
	__le32 local[2] = { 0, 0 };
	u32 n = 0;
	int i;

	for (i = 0; i < 32; i++)
		n += hweight(b->words[i]);
	out[0] = b->words[0];
	out[1] = g_table[3];
	out[2] = local[1];
	g_table[0] = out[3];
	b->checks[1] = n;
	local[0] = b->words[1];
	return n;
}
