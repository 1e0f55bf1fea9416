#include <kernel.h>

struct pkt { __be32 saddr; __le32 len; __be16 port; __le16 flags; __le64 ts; };

/* helpers applied to the wrong byte order: the inner plain cast checks */
static void misuse(struct pkt *p, u32 *out)
{
	out[0] = le32_to_cpu(p->saddr);
	out[1] = be32_to_cpu(p->len);
	out[2] = le16_to_cpu(p->port);
	out[3] = be16_to_cpu(p->flags);
	out[4] = le64_to_cpu(p->ts);
	p->len = cpu_to_le32(p->len);
	p->saddr = cpu_to_be32(p->saddr);
	p->port = cpu_to_be16(p->port);
	p->ts = cpu_to_le64(out[5]);
	out[6] = ntohl(p->len);
	p->saddr = htonl(p->saddr);
	out[7] = ntohs(p->port);
}

/* results stored in the wrong kind of variable */
static void results(struct pkt *p, u32 host)
{
	u32 a = cpu_to_le32(host);
	__le32 b = le32_to_cpu(p->len);
	__be32 c = cpu_to_le32(host);

	p->len = le32_to_cpu(p->len);
	p->port = htons(host);
	host = htonl(host);
	(void)a; (void)b; (void)c;
}
