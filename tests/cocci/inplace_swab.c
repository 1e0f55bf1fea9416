/* inplace_swab: in-place conversions. */
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef unsigned int __le32;

struct ent {
	u32 ino;
	u16 mode;
	u64 size;
	__le32 crc;
	u32 blk[12];
};

extern struct ent *lookup(int i);

void fix(struct ent *e, u32 *p, u64 *sz, u16 v, int i, struct ent *arr)
{
	e->ino = le32_to_cpu(e->ino);
	e->mode = be16_to_cpu(e->mode);
	e->size = le64_to_cpu(e->size);
	e->crc = cpu_to_le32(e->crc);
	e->blk[i] = cpu_to_be32(e->blk[i]);
	*p = le32_to_cpu(*p);
	*sz = cpu_to_be64(*sz);
	v = swab16(v);
	arr[i].ino = swab32(arr[i].ino);
	e->ext->flags = swab32(e->ext->flags);	/* type unknown: a function */
}

/* Not rewritten. */
void keep(struct ent *e, u32 *p, u64 big, u32 a, u32 b, int i, int k)
{
	e->blk[i++] = le32_to_cpu(e->blk[i++]);	/* impure */
	lookup(i)->ino = le32_to_cpu(lookup(i)->ino);
	e->size = le32_to_cpu(e->size);		/* truncates a u64 */
	big = cpu_to_le16(big);
	a = le32_to_cpu(b);			/* two variables */
	k = le32_to_cpu(k);			/* an int */
	e->ext->flags = le32_to_cpu(e->ext->flags);	/* type unknown */
	a = ntohl(a);				/* no in-place helper */
	e->mode = swab32(e->mode);		/* widths differ */
	a = le32_to_cpu(a) + 1;
}

/*
 * A tree's own in-place helpers, written as the conversion they stand
 * for: rewritten, each would call itself forever.
 */
static inline void le32_to_cpus(u32 *p)
{
	*p = le32_to_cpu(*p);
}

static inline void cpu_to_be16s(u16 *p)
{
	*p = cpu_to_be16(*p);
}

static inline void swab64s(u64 *p)
{
	*p = swab64(*p);
}
