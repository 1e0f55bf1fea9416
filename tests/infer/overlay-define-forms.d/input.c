/* Helpers used in every context the overlay has to keep valid. */
#include "input.h"

int printk(const char *fmt, ...);
#define pr_info(fmt, ...) printk(fmt, ##__VA_ARGS__)
#define SB_MAGIC(sb) le32_to_cpu((sb)->magic)

struct super {
	u32 magic;	/* le */
	u32 blocks;	/* le: le32_add_cpu */
	u32 seq;	/* be */
	u16 flags;	/* le: through an alias of a function */
	u32 gen;	/* plain: converted in place */
	u32 crc;	/* be */
};

static const u32 default_magic = cpu_to_le32(0xef53);	/* le */
enum { MAGIC_HOST = le32_to_cpu(0xef53) };

int super_check(struct super *sb, u32 crc)
{
	switch (sb->magic) {
	case cpu_to_le32(0xef53):
		break;
	default:
		return -1;
	}
	pr_info("seq %u\n", be32_to_cpu(sb->seq));
	le32_add_cpu(&sb->blocks, 1);
	le32_to_cpus(&sb->gen);
	sb->crc = cpu_to_be32(crc);
	return SB_MAGIC(sb) == MAGIC_HOST && le16_to_cpu(sb->flags) &&
	       sb->magic == default_magic;
}
