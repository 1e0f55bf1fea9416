#include <kernel.h>

static void write_reg(u32 reg, __le32 val, __be16 port, u64 flags);
static int log_it(const char *fmt, ...);
static void set(__le32 *dst, __le32 v);
static void nameless(u32, __le16);

static void caller(u32 host, __le32 le, __be16 be, __le64 big)
{
	write_reg(le, host, be, big);
	write_reg(0, 0, 0, 0);
	write_reg(1, 2, 3, 4);
	write_reg(host + 1, le, be, host);
	log_it("%u %u\n", le, be);
	set(&host, le);
	set((__le32 *)&host, host);
	nameless(le, host);
	write_reg(le + 1, le, be, 0);
}
