/* The tool's bug reports: each function has a real endianness bug. */
#include <kernel.h>

struct msg {
	u32 len;	/* le, but also used as a number: missing conversion */
	u32 seq;	/* le and be both */
	u16 csum;	/* le16 stored into a 32-bit field below */
	u32 csum32;
	u32 ok;		/* le: fine */
};

struct hdr {
	u32 le_part;
	u32 be_part;
};

u32 msg_total(const struct msg *m)
{
	u32 len = le32_to_cpu(m->len);

	return len + m->len;		/* bug: m->len used unconverted */
}

void msg_set_seq(struct msg *m, u32 seq)
{
	m->seq = cpu_to_le32(seq);
}

u32 msg_seq_be(const struct msg *m)
{
	return be32_to_cpu(m->seq);	/* bug: read as big-endian */
}

void msg_checksum(struct msg *m, u16 c)
{
	m->csum = cpu_to_le16(c);
	m->csum32 = cpu_to_le16(c);	/* bug: le16 into a u32 */
}

void msg_reuse(struct msg *m, struct hdr *h, u32 n)
{
	u32 tmp;

	tmp = cpu_to_le32(n);
	h->le_part = tmp;
	tmp = cpu_to_be32(n);		/* bug: tmp reused for both orders */
	h->be_part = tmp;
	m->ok = cpu_to_le32(1);
}

/*
 * One value read in two ways is no reuse, however it is declared: the
 * address is big-endian, and its octets are taken out raw (missing
 * conversion); a word read both ways is a missing conversion too.
 */
void ip_octets(u8 *addr, const u32 *ip)
{
	__be32 s_addr = *ip;

	addr[0] = s_addr & 0xff;
	addr[1] = (s_addr >> 8) & 0xff;
}

u64 wwn_of(const u64 *raw, int sli4)
{
	u64 wwn = *raw;

	if (sli4)
		return be64_to_cpu(wwn);
	return wwn >> 32 | wwn << 32;
}
