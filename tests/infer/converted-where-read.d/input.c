/*
 * A value converted where it is read is no conflict with itself: the
 * macro's two casts, the one that types the read and the one of the
 * host value, are two places although the macro is used at one.
 */
#include <kernel.h>

#define SAS_ADDR(p) ((unsigned long long) be64_to_cpu(*(__be64 *)(p)))

struct dev {
	u8 sas_addr[8];
	u64 addr;
};

u64 dev_addr(struct dev *d)
{
	return SAS_ADDR(d->sas_addr);
}

void dev_set(struct dev *d)
{
	d->addr = SAS_ADDR(d->sas_addr) + 1;
}
