#include <kernel.h>

static const __be32 magics[] = { 0xfeedface, cpu_to_be32(0xcafebabe), 0 };
static __le16 table[4] = { [2] = 5, [0] = cpu_to_le16(1), 3 };
static const u32 host[2] = { cpu_to_le32(1), 2 };

static void local_arrays(u32 a, __le64 b)
{
	__le64 v[3] = { b, a, 0 };
	u64 w[2] = { b };
	char s[4] = { 0 };

	(void)v; (void)w; (void)s;
}
