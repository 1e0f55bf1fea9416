#include <kernel.h>

typedef struct {
	u16 reserved_1;
	u16 timeout;
} cmd_entry_t;

u16 b_timeout(cmd_entry_t *e)
{
	return le16_to_cpu(e->timeout);
}
