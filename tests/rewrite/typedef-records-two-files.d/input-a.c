/*
 * Two drivers each define `typedef struct { ... } cmd_entry_t`, with a
 * field of one name in two widths (qla1280 and qla2xxx did).  The typedef
 * names an unnamed struct, whose USR names no file: keyed by its file,
 * each driver's field is its own, and the 16-bit one never becomes
 * __le32 (which changed sizeof and failed a BUILD_BUG_ON).
 */
#include <kernel.h>

typedef struct {
	__le32 reserved_1;
	__le32 handle;
} cmd_entry_t;

u32 a_handle(cmd_entry_t *e)
{
	return le32_to_cpu(e->handle) + le32_to_cpu(e->reserved_1);
}
