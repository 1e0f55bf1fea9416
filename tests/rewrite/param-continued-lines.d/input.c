/*
 * Parameter lists over several lines: spatch re-aligns the continued
 * lines of a list it changes under its (, so a list indented otherwise
 * is Diff-only from its first such line; one aligned under the ( is not.
 */
#include <kernel.h>

static u32 entry_aligned(const u8 *buf, u32 blk,
			 unsigned long long offset)
{
	return le32_to_cpu(blk) + buf[offset];
}

static u32 entry_indented(const u8 *buf, u32 blk,
		unsigned long long offset,
		int flags)
{
	return le32_to_cpu(blk) + buf[offset] + flags;
}

/* a cast, which only the patch changes: the files differ elsewhere too */
u32 first_word(const void *p)
{
	const u32 *w = (const u32 *)p;

	return le32_to_cpu(*w);
}
