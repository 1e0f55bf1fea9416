#include <kernel.h>

/*
 * ALIGN() casts to typeof(x): sparse evaluates x once per typeof it
 * examines, so in an inline body the typeof warnings come only with the
 * first expansion (fs/udf's udf_dir_entry_len() on an unannotated field).
 */
#define __ALIGN_KERNEL(x, a)		__ALIGN_KERNEL_MASK(x, (typeof(x))(a) - 1)
#define __ALIGN_KERNEL_MASK(x, mask)	(((x) + (mask)) & ~(mask))
#define ALIGN(x, a)			__ALIGN_KERNEL((x), (a))

struct fid { u16 len; };

static inline unsigned int entry_len(struct fid *f)
{
	return ALIGN(le16_to_cpu(f->len) + 4, 4);
}

static unsigned int first(struct fid *f)
{
	return entry_len(f);
}

static unsigned int second(struct fid *f)
{
	return entry_len(f) + 1;
}

static unsigned int direct(struct fid *f)
{
	return ALIGN(le16_to_cpu(f->len), 4);
}
