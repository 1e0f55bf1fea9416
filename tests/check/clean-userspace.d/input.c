#include <libfdt_env.h>

/* correctly annotated userspace code: no warnings expected */
struct fdt_reserve_entry {
	fdt64_t address;
	fdt64_t size;
};

struct fdt_property {
	fdt32_t tag;
	fdt32_t len;
	fdt32_t nameoff;
	char data[0];
};

#define FDT_PROP	0x3
#define FDT_END		0x9

static int fdt_is_prop(const struct fdt_property *p)
{
	return fdt32_to_cpu(p->tag) == FDT_PROP;
}

static void fdt_make_prop(struct fdt_property *p, uint32_t len, uint32_t nameoff)
{
	p->tag = cpu_to_fdt32(FDT_PROP);
	p->len = cpu_to_fdt32(len);
	p->nameoff = cpu_to_fdt32(nameoff);
}

static uint64_t fdt_rsv_end(const struct fdt_reserve_entry *re)
{
	return fdt64_to_cpu(re->address) + fdt64_to_cpu(re->size);
}

static int fdt_rsv_is_last(const struct fdt_reserve_entry *re)
{
	return re->address == 0 && re->size == 0;
}
