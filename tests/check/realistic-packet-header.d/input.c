#include <kernel.h>

#define ETH_ALEN	6
#define ETH_P_IP	0x0800
#define ETH_P_8021Q	0x8100
#define IPPROTO_UDP	17

struct ethhdr {
	unsigned char	h_dest[ETH_ALEN];
	unsigned char	h_source[ETH_ALEN];
	__be16		h_proto;
} __packed;

struct iphdr {
	__u8	ihl:4,
		version:4;
	__u8	tos;
	__be16	tot_len;
	__be16	id;
	__be16	frag_off;
	__u8	ttl;
	__u8	protocol;
	__sum16	check;
	__be32	saddr;
	__be32	daddr;
};

struct udphdr {
	__be16	source;
	__be16	dest;
	__be16	len;
	__sum16	check;
};

struct flow_key {
	u32 saddr, daddr;
	u16 sport, dport;
	u16 proto;
};

static int parse_eth(const struct ethhdr *eth, u16 *proto)
{
	*proto = ntohs(eth->h_proto);
	if (eth->h_proto == htons(ETH_P_8021Q))
		return 1;
	if (eth->h_proto == ETH_P_IP)
		return 0;
	return 0;
}

static int parse_ip(const struct iphdr *iph, unsigned int len, struct flow_key *key)
{
	if (len < sizeof(*iph) || iph->ihl < 5)
		return -1;
	if (ntohs(iph->tot_len) > len)
		return -1;
	if (iph->frag_off & htons(0x3fff))
		return -1;
	if (iph->frag_off & 0x1fff)
		return -1;
	key->saddr = iph->saddr;
	key->daddr = be32_to_cpu(iph->daddr);
	key->proto = iph->protocol;
	return iph->ihl * 4;
}

static int parse_udp(const struct udphdr *uh, unsigned int len, struct flow_key *key)
{
	u16 ulen = ntohs(uh->len);

	if (ulen > len || uh->len < sizeof(*uh))
		return -1;
	key->sport = ntohs(uh->source);
	key->dport = uh->dest;
	return 0;
}

static void build_udp(struct udphdr *uh, const struct flow_key *key, u16 payload)
{
	uh->source = htons(key->sport);
	uh->dest = key->dport;
	uh->len = htons(payload + sizeof(*uh));
	uh->check = 0;
}

static u32 flow_hash(const struct iphdr *iph, const struct udphdr *uh)
{
	u32 h = iph->saddr ^ iph->daddr;

	h ^= (uh->source << 16) | ntohs(uh->dest);
	return h * 2654435761u;
}
