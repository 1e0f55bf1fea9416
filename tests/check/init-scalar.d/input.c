#include <kernel.h>

static __le32 g_magic = 0x53ef;
static __le32 g_zero = 0;
__be16 g_port = 80;
static u32 g_host = (__force __le32)1;

static void locals(u32 v, __le32 le)
{
	__le32 a = v;
	__le32 b = 0;
	u32 c = le;
	static __be32 d = 7;
	const __le16 e = 1;
	u32 f = le, g = 2, h = le;
	__le32 i = cpu_to_le32(v), j = v;

	(void)a; (void)b; (void)c; (void)d; (void)e;
	(void)f; (void)g; (void)h; (void)i; (void)j;
}
