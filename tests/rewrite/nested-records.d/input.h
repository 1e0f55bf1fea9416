#include <kernel.h>

extern u32 disk_magic;
u32 *disk_slot(u32 *base, int i, u32 v);
void disk_note(int, u32);
typedef u32 disk_crc_t;
