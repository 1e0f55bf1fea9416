#include <libfdt_env.h>

#define FDT_MAGIC	0xd00dfeed

struct fdt_header {
	fdt32_t magic;
	fdt32_t totalsize;
	fdt32_t off_dt_struct;
	fdt32_t version;
};

#define fdt_get_header(fdt, field) \
	(fdt32_to_cpu(((const struct fdt_header *)(fdt))->field))
#define fdt_magic(fdt)		(fdt_get_header(fdt, magic))
#define fdt_totalsize(fdt)	(fdt_get_header(fdt, totalsize))

static int fdt_check_header(const void *fdt)
{
	if (fdt_magic(fdt) != FDT_MAGIC)
		return -1;
	if (fdt_totalsize(fdt) < sizeof(struct fdt_header))
		return -2;
	return 0;
}

static int fdt_check_header_bad(const struct fdt_header *h)
{
	if (h->magic != FDT_MAGIC)
		return -1;
	if (h->totalsize < sizeof(*h))
		return -2;
	return fdt32_to_cpu(h->version) + h->off_dt_struct;
}

static void fdt_set_version(struct fdt_header *h, uint32_t v)
{
	h->version = cpu_to_fdt32(v);
	h->totalsize = v;
	h->off_dt_struct = cpu_to_fdt32(h->off_dt_struct);
	h->magic = (FDT_FORCE fdt32_t)FDT_MAGIC;
	h->magic = (fdt32_t)FDT_MAGIC;
}
