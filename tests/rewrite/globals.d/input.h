#include <kernel.h>

extern u32 g_magic;
extern const u16 g_ports[4];
typedef u32 wire32_t;
u32 (*g_hook)(u32 v);
