/*
 * A value cast that cannot be rewritten (to a signed type) holds its
 * class as a declaration does: annotated, the field would make the
 * cast "cast from restricted __le32" (sym53c8xx's
 * scr_to_cpu((int) *(u32 *)p) on drivers/scsi).  A pointer cast would
 * not hold it: a cast between pointers to plain and bitwise types draws
 * no warning.
 */
#include <kernel.h>

struct rec {
	u32 a;
};

u32 rec_a(const struct rec *p)
{
	return le32_to_cpu(p->a);
}

u32 rec_a_logged(const struct rec *p)
{
	return le32_to_cpu((int)p->a);
}
