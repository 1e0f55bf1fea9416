/*
 * A project's own conversion used the other way round: its twin is the
 * project's own too (e2fsprogs: ext2fs_le32_to_cpu() and
 * ext2fs_cpu_to_le32(); its units have no cpu_to_le32()).
 */
#include <linux/types.h>

#ifdef __CHECKER__
#define __force __attribute__((force))
#else
#define __force
#endif
#define my_swab32(x) __builtin_bswap32(x)
#ifdef WORDS_BIGENDIAN
#define my_cpu_to_le32(x) ((__force __le32)my_swab32((__u32)(x)))
#define my_le32_to_cpu(x) my_swab32((__force __u32)(__le32)(x))
#else
#define my_cpu_to_le32(x) ((__force __le32)(__u32)(x))
#define my_le32_to_cpu(x) ((__force __u32)(__le32)(x))
#endif

#define FEATURE_OFFSET 0x1

struct undo_header {
	__u32 magic;
	__u32 f_compat;
};

void set_feature(struct undo_header *h)
{
	h->f_compat |= my_le32_to_cpu(FEATURE_OFFSET);
}

void init(struct undo_header *h, __u32 m)
{
	h->magic = my_cpu_to_le32(m);
	h->f_compat = my_cpu_to_le32(0);
}

__u32 features(const struct undo_header *h)
{
	return my_le32_to_cpu(h->f_compat) + my_le32_to_cpu(h->magic);
}
