/*
 * Conversions used the other way round: the same bits as their twins,
 * so the code works, but each side would take the other's order.  Each
 * side keeps the order its other uses give it, and the call is a site
 * to fix by writing the twin.  Where one side has no other use, the
 * call is taken at its word, unless its own statement says otherwise
 * (a to-cpu call of a number made in its argument, or stored at once
 * into a declared order).
 */
#include <kernel.h>
#include <io.h>

struct flash {
	u32 type;	/* a host enum */
	u32 size;
};

struct msg {
	u32 type;	/* big-endian on the wire */
	u32 len;
};

void flash_set(struct flash *f, u32 type)
{
	f->type = type;
	f->size = type * 2;
}

/* to cpu where from cpu was meant */
void msg_fill(struct msg *m, const struct flash *f, u32 n)
{
	m->type = be32_to_cpu(f->type);
	m->len = cpu_to_be32(n);
}

u32 msg_len(const struct msg *m)
{
	return be32_to_cpu(m->len) + be32_to_cpu(m->type);
}

struct wire {
	u16 len;	/* little-endian */
	u16 csum;
};

struct host {
	u16 len;	/* a number */
	u16 seen;
};

u16 wire_len(const struct wire *w)
{
	return le16_to_cpu(w->len) + le16_to_cpu(w->csum);
}

/* from cpu where to cpu was meant */
void host_from_wire(struct host *h, const struct wire *w)
{
	h->len = cpu_to_le16(w->len);
}

unsigned host_blocks(const struct host *h)
{
	return h->len / 512;
}

/* nothing else says what `seen` is: the conversion is believed */
void host_seen(struct host *h, const struct wire *w)
{
	h->seen = le16_to_cpu(w->csum);
}

/*
 * to cpu of a constant, where the data it meets is of that order: the
 * same bits as from cpu, however often; a constant holds no order
 */
struct sb {
	u32 flags;	/* little-endian */
	u32 magic;	/* big-endian */
};

#define SB_DIRTY 0x4
#define SB_MAGIC 0x53ef

int sb_dirty(const struct sb *s)
{
	return (s->flags & le32_to_cpu(SB_DIRTY)) != 0;
}

int sb_ok(const struct sb *s)
{
	return s->magic == be32_to_cpu(SB_MAGIC) ||
	       s->magic == be32_to_cpu(SB_MAGIC + 1);
}

void sb_init(struct sb *s, u32 flags)
{
	s->flags = cpu_to_le32(flags);
	s->magic = cpu_to_be32(SB_MAGIC);
}

/*
 * the calls of one field are one conflict, named by the field even
 * where each call's result goes through a cast of its own; two casts on
 * neighbouring lines, annotated by one patch, fixed by two
 */
struct jh {
	u32 magic;	/* big-endian */
	u32 kind;	/* big-endian */
};

#define JH_MAGIC 0xc03b3998
#define JH_KIND 4

int jh_ok(const struct jh *j)
{
	return j->magic != (u32) be32_to_cpu(JH_MAGIC) ||
	       j->kind != (u32) be32_to_cpu(JH_KIND);
}

int jh_magic(const struct jh *j)
{
	return j->magic == (u32) be32_to_cpu(JH_MAGIC);
}

void jh_init(struct jh *j)
{
	j->magic = cpu_to_be32(JH_MAGIC);
	j->kind = cpu_to_be32(JH_KIND);
}

/*
 * to cpu of a number made in the call's own argument, into data the
 * code gives that order at two sites: from cpu was meant, even where
 * that data is in conflict itself (one struct for two layouts)
 */
struct bde {
	u32 addr_lo;	/* little-endian in a list, host in a command */
	u32 size;
};

#define lower_32(a) ((u32)(a))

void bde_fill(struct bde *b, u64 dma)
{
	b->addr_lo = le32_to_cpu(lower_32(dma));
}

void bde_fill_right(struct bde *b, u64 dma)
{
	b->addr_lo = cpu_to_le32(lower_32(dma));
}

void bde_fill_next(struct bde *b, u64 dma)
{
	b[1].addr_lo = cpu_to_le32(lower_32(dma + 4096));
}

u32 bde_cmd_addr(const struct bde *b)
{
	return b->addr_lo >> 2;
}

/*
 * to cpu stored right away into a declared order, of a word nothing
 * else is known of: from cpu was meant
 */
u32 reg_word(unsigned n);

void flash_image(u8 *p, unsigned n)
{
	u32 word = reg_word(n);

	*(__le32 *)p = le32_to_cpu(word);
}

/*
 * a number made in the argument whose result is only ever read, the
 * order met elsewhere only by reading (a timer read from two registers,
 * returned through a to-cpu call and used as a number): a conversion
 * too many, not a twin
 */
u64 tsf_read(void __iomem *r)
{
	u32 lo = readl(r), hi = readl(r + 4);

	return le64_to_cpu(lo + ((u64)hi << 32));
}

u64 tsf_next(void __iomem *r, u64 beacon)
{
	u64 tsf = tsf_read(r);

	if (le64_to_cpu(tsf) == beacon)
		return 0;
	return tsf + 100;
}

/*
 * the other way about stays a double conversion: a register write
 * converts, so from cpu before it converts twice
 */
void ring_doorbell(void __iomem *addr, u32 idx)
{
	writel(cpu_to_le32(idx + 1), addr);
}

/*
 * the same with a word that is a number far more often than it is in
 * that order elsewhere (a register word, once also copied raw into a
 * little-endian field): from cpu was meant
 */
struct fl_hdr {
	u32 word;	/* little-endian */
};

void flash_image_reg(void __iomem *r, u8 *p, struct fl_hdr *h)
{
	u32 w = readl(r);

	if ((w & 1) && (w >> 4) < 9 && w + 1 > 2)
		h->word = w;
	h->word = cpu_to_le32(w + 4);
	*(__le32 *)p = le32_to_cpu(w);
}
