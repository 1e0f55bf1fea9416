/* A project's own helpers, named in a --helpers table. */
#include <stdint.h>

uint32_t fdt32_to_cpu(uint32_t x);
uint32_t cpu_to_fdt32(uint32_t x);

struct fdt_header {
	uint32_t magic;		/* be: fdt32_to_cpu */
	uint32_t totalsize;	/* be: cpu_to_fdt32 */
};

int fdt_check(const struct fdt_header *h)
{
	return fdt32_to_cpu(h->magic) == 0xd00dfeed;
}

void fdt_set_size(struct fdt_header *h, uint32_t n)
{
	h->totalsize = cpu_to_fdt32(n);
}
