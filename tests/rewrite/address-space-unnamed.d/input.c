/*
 * A prototype's unnamed parameter in an address space (qla1280's
 * `static uint16_t qla1280_debounce_register(volatile uint16_t __iomem *);`):
 * spatch 1.1.1 cannot parse such a rule, and would fail the whole
 * semantic patch, so that declaration is Diff-only; the named
 * parameters keep their rules.
 */
#include <kernel.h>

static u16 debounce(volatile u16 __iomem *);

u16 read_id(volatile u16 __iomem *p)
{
	return debounce(p) + le16_to_cpu(*p);
}

static u16 debounce(volatile u16 __iomem *addr)
{
	return le16_to_cpu(*addr);
}
