/* --min-confidence=70 keeps proposals from code, drops struct hints. */
#include <kernel.h>

struct log_header {
	u32 magic;	/* from code: 90% */
	u32 length;	/* from code: 90% */
	u32 spare;	/* struct hint: 50%, left out */
};

u32 log_size(const struct log_header *h)
{
	return le32_to_cpu(h->magic) == 0x4c4f4721 ? le32_to_cpu(h->length) : 0;
}
