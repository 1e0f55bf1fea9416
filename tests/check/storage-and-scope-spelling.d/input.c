#include <kernel.h>

/* how the symbol's storage shows up in expected/got lines */
__le32 g_global;
static __le32 g_static;
extern __le32 g_extern;
__le32 g_taken;
u32 g_sink;
static u32 s_sink;

static u32 *addr(void)
{
	return (u32 *)&g_taken;
}

static void sink(__le32 param, u32 host)
{
	__le32 local;
	static __le32 local_static;
	extern __le32 g_extern2;
	register __le32 reg = 0;
	__le32 addressed = 0;
	__le32 *p = &addressed;

	local = param;
	g_sink = g_global;
	g_sink = g_static;
	g_sink = g_extern;
	g_sink = g_taken;
	s_sink = local;
	s_sink = local_static;
	s_sink = g_extern2;
	s_sink = reg;
	s_sink = addressed;
	s_sink = param;
	param = host;
	(void)p;
}
