/*
 * Globals: initialised, extern, arrays, a declaration over two lines,
 * declarator lists (static or not), one shadowed by a local of its name.
 */
#include "input.h"

u32 g_magic = 0;
const u16 g_ports[4] = { 1, 2, 3, 4 };
static u32 g_seq;
static u32 g_a, g_b;
u64 g_c, g_d;
wire32_t g_wire;
u32
	g_split_line;
u32 (*g_hook)(u32 v);
u32 *g_ring[8];

struct opts {
	u32 flags;
#ifdef CONFIG_X
	u32 extra;
#endif
	u32 (*cb)(u32);
	u32 bits : 4;
};

void seq_set(u32 x)
{
	g_seq = cpu_to_le32(x);
}

u32 opts_read(struct opts *o, u32 x)
{
	u32 g_seq = x;		/* a local shadows the global */
	u32 a = le32_to_cpu(g_magic) + le16_to_cpu(g_ports[1]);

	g_magic = cpu_to_le32(x);
	o->flags = cpu_to_be32(x);
#ifdef CONFIG_X
	o->extra = cpu_to_be32(x);
#endif
	g_seq = be32_to_cpu(o->flags);
	g_a = cpu_to_le32(x);
	g_b = cpu_to_le32(x);
	g_c = cpu_to_be64(x);
	g_d = cpu_to_be64(x);
	g_wire = cpu_to_be32(x);
	g_split_line = cpu_to_le32(x);
	g_ring[0] = &g_magic;
	return a + g_seq;
}
