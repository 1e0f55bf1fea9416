#include <kernel.h>

/* the prototypes change with their definitions */
u32 dev_read_id(u32 raw);
void dev_write_id(u32 *dst, u32 id);
