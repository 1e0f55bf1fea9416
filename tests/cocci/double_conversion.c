/* double_conversion: pairs that undo each other are dropped. */
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef unsigned int __le32;
typedef unsigned short uint16_t;

struct rec {
	u32 len;
	u16 tag;
	u64 off;
	__le32 crc;
	u32 tab[4];
};

extern u32 get32(void);
extern void use(u32 v, ...);

u32 reduce(struct rec *r, struct rec *out, u32 a, u32 b, u16 h, u64 big,
	   uint16_t port, int i)
{
	u32 v = le32_to_cpu(cpu_to_le32(a));

	v += be32_to_cpu(cpu_to_be32(r->len));
	v += le16_to_cpu(cpu_to_le16(r->tag));
	out->crc = cpu_to_le32(le32_to_cpu(r->crc));
	out->off = cpu_to_be64(be64_to_cpu(big));
	v += ntohl(htonl(r->tab[i]));
	v += be32_to_cpu(htonl(get32()));
	v += ntohs(htons(port));
	v += swab32(swab32(a));
	v += le32toh(htole32(b));

	/* the operand is an expression: parentheses where it needs them */
	v = le32_to_cpu(cpu_to_le32(a + 1)) * 2;
	v = le32_to_cpu(cpu_to_le32(a | b)) & 0xff;
	v = le32_to_cpu(cpu_to_le32(a << 3));
	use(le32_to_cpu(cpu_to_le32(a - i)), 1);
	if (v > 1)
		return be32_to_cpu(cpu_to_be32(a * b));
	return v;
}

/* Not rewritten. */
u32 keep(struct rec *r, u32 a, u16 h, u64 big, int i, long l)
{
	u32 v;

	v = le32_to_cpu(cpu_to_be32(a));	/* le and be mixed */
	v += be32_to_cpu(cpu_to_le32(a));
	v += ntohl(cpu_to_le32(a));
	v += le32_to_cpu(cpu_to_le16(h));	/* widths differ */
	v += le16_to_cpu(cpu_to_le32(a));
	v += le32_to_cpu(cpu_to_le32(big));	/* truncates a u64 */
	v += le32_to_cpu(cpu_to_le32(i));	/* makes an int unsigned */
	v += le32_to_cpu(cpu_to_le32(5));
	v += le16_to_cpu(cpu_to_le16(h + 1));	/* int arithmetic */
	v += le32_to_cpu(cpu_to_le32(a + big));	/* u64 arithmetic */
	v += le32_to_cpu(cpu_to_le32(a + l));
	v += le32_to_cpu(cpu_to_le32(unknown));	/* type not known */
	v += le32_to_cpu(le32_to_cpu(a));	/* both the same way */
	v += swab32(swab16(h));
	return v;
}
