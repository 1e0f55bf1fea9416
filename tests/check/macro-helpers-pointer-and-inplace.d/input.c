#include <kernel.h>

struct rec { __le32 a; __be32 b; u32 raw; __le16 c; };

static u32 pointer_forms(struct rec *r)
{
	u32 v = 0;

	v += le32_to_cpup(&r->a);
	v += be32_to_cpup(&r->b);
	v += le32_to_cpup(&r->raw);
	v += be32_to_cpup(&r->a);
	r->a = cpu_to_le32p(&r->raw);
	r->b = cpu_to_be32p(&r->raw);
	r->b = cpu_to_be32p(&r->a);
	le32_add_cpu(&r->a, 1);
	le32_add_cpu(&r->raw, 1);
	be32_add_cpu(&r->a, 1);
	le16_add_cpu(&r->c, v);
	le32_to_cpus(&r->raw);
	cpu_to_be32s(&r->raw);
	be32_to_cpus(&r->b);
	v += get_unaligned_le32(&r->a);
	put_unaligned_be32(v, &r->b);
	put_unaligned_le32(r->a, &r->a);
	return v;
}
