/*
 * Variables of unnamed struct types in two files: no struct name says
 * where they are, so each file's fields go with that file's patch, not
 * into one patch of "struct (anonymous)" for both.
 */
#include <kernel.h>

static struct {
	u32 magic;
	u16 count;
} a_hdr;

u32 a_magic(void)
{
	return le32_to_cpu(a_hdr.magic) + le16_to_cpu(a_hdr.count);
}
