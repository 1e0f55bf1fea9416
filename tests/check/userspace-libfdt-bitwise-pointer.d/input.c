#include <libfdt_env.h>

/*
 * With -Wbitwise-pointer, libfdt's own EXTRACT_BYTE() casts (&x of an
 * fdt32_t to uint8_t *) warn inside the header, once per inlined call.
 */
struct fdt_header {
	fdt32_t magic;
	fdt32_t totalsize;
};

static uint32_t fdt_magic(const struct fdt_header *h)
{
	return fdt32_to_cpu(h->magic);
}

static void fdt_set_size(struct fdt_header *h, uint32_t size)
{
	h->totalsize = cpu_to_fdt32(size);
}

static uint32_t fdt_size_bad(const struct fdt_header *h)
{
	return *(const uint32_t *)&h->totalsize;
}
