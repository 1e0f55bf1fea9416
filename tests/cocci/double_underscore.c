/* double_underscore: the plain names in kernel .c files. */
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

struct desc {
	u32 addr;
	u16 len;
	u64 cookie;
};

static const u32 magic = __constant_cpu_to_le32(0x4c4f4f50);

void fill(struct desc *d, u32 addr, u16 len, u64 cookie, u32 *raw)
{
	d->addr = __cpu_to_le32(addr);
	d->len = __cpu_to_be16(len);
	d->cookie = __cpu_to_le64(cookie);
	addr = __le32_to_cpu(d->addr) + __be16_to_cpu(d->len);
	addr += __le32_to_cpup(raw);
	__be32_to_cpus(raw);
	__cpu_to_le64s(&d->cookie);
	d->len = __constant_htons(0x0800);
	d->addr = __swab32(d->addr);
	__swab16s(&d->len);
	d->addr = __cpu_to_le32(__le32_to_cpu(d->addr) + 1);
	if (d->addr == __constant_cpu_to_le32(1))
		d->len = __constant_ntohs(0x86dd);
}

/* Not rewritten. */
void keep(struct desc *d)
{
	d->addr = cpu_to_le32(d->addr);		/* already plain */
	d->addr = ___constant_swab32(d->addr);	/* an internal */
	d->addr = __cpu_to_le24(d->addr);	/* no such helper */
	d->addr = __fswab32(d->addr);
	d->len = __ntohs(d->len);
}

/* A file's own plain helper made of the __ one: it would call itself. */
static u32 swab32(u32 x)
{
	return __swab32(x);
}
