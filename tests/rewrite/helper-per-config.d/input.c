/*
 * A driver's own helper, defined per configuration: the kernel's
 * conversion of one width in one #if branch, of the other width in the
 * other.  Each branch is typed already (cpu_to_le32() gives __le32), so
 * the series types no helper and generates no header; only the fields
 * are annotated, with the width of the live branch.
 */
#include <kernel.h>

#ifdef CONFIG_WIDE_DMA
typedef __le64 sgl_addr_t;
#define ADDR_TO_SGL(x) cpu_to_le64(x)
#else
typedef __le32 sgl_addr_t;
#define ADDR_TO_SGL(x) cpu_to_le32(x)
#endif

struct sgl_entry {
	u32 addr;
	u32 length;
};

void sgl_fill(struct sgl_entry *e, u32 addr, u32 len)
{
	e->addr = ADDR_TO_SGL(addr);
	e->length = cpu_to_le32(len);
}
