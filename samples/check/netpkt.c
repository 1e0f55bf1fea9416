// SPDX-License-Identifier: GPL-2.0
/*
 * tnl: receive and transmit side of a small IPv4/UDP tunnel.
 *
 * Wire headers are big endian.  struct iphdr and struct udphdr come from
 * the core and are annotated; the tunnel's own header predates the
 * annotations and is converted with ntohs()/ntohl() where it is read.
 */
#include <linux/kernel.h>
#include <linux/byteorder.h>

#define IPPROTO_UDP	17
#define IP_OFFSET	0x1fff
#define TNL_PORT	4790
#define TNL_VERSION	1

#define TNL_F_KEY	0x0001
#define TNL_F_SEQ	0x0002
#define TNL_F_CSUM	0x0004

#define ETH_P_IP	0x0800
#define ETH_P_IPV6	0x86dd

struct iphdr {
#if defined(__LITTLE_ENDIAN)
	__u8	ihl:4,
		version:4;
#else
	__u8	version:4,
		ihl:4;
#endif
	__u8	tos;
	__be16	tot_len;
	__be16	id;
	__be16	frag_off;
	__u8	ttl;
	__u8	protocol;
	__u16	check;
	__be32	saddr;
	__be32	daddr;
};

struct udphdr {
	__be16	source;
	__be16	dest;
	__be16	len;
	__u16	check;
};

struct tnl_hdr {
	__u8	version;
	__u8	hlen;		/* in 32-bit words */
	__u16	flags;
	__u16	proto;
	__u16	reserved;
	__u32	key;
	__u32	seq;
};

struct tnl_info {
	u32	key;
	u32	seq;
	u16	proto;
	u16	flags;
	__be32	remote;
	unsigned int payload_off;
	unsigned int payload_len;
};

struct tnl_stats {
	u64	rx_packets;
	u64	rx_errors;
	u64	rx_frags;
	u32	last_seq;
};

int tnl_parse(const u8 *data, unsigned int len, struct tnl_info *info,
	      struct tnl_stats *stats);
unsigned int tnl_build(u8 *data, const struct tnl_info *info,
		       unsigned int payload_len);

static bool tnl_is_multicast(__be32 addr)
{
	return (addr & 0xf0000000) == 0xe0000000;
}

static bool tnl_seq_before(u32 seq1, u32 seq2)
{
	return (s32)(seq1 - seq2) < 0;
}

int tnl_parse(const u8 *data, unsigned int len, struct tnl_info *info,
	      struct tnl_stats *stats)
{
	const struct iphdr *iph = (const struct iphdr *)data;
	const struct udphdr *uh;
	const struct tnl_hdr *th;
	unsigned int ihl, off;

	if (len < sizeof(*iph) || iph->version != 4)
		goto drop;
	ihl = iph->ihl * 4;
	if (ihl < sizeof(*iph) || ntohs(iph->tot_len) > len)
		goto drop;
	len = ntohs(iph->tot_len);
	if (iph->frag_off & IP_OFFSET) {
		stats->rx_frags++;
		goto drop;
	}
	if (iph->protocol != IPPROTO_UDP || tnl_is_multicast(iph->daddr))
		goto drop;

	uh = (const struct udphdr *)(data + ihl);
	if (ihl + sizeof(*uh) > len || uh->dest != htons(TNL_PORT))
		goto drop;
	if (ntohs(uh->len) < sizeof(*uh) + sizeof(*th))
		goto drop;

	off = ihl + sizeof(*uh);
	th = (const struct tnl_hdr *)(data + off);
	if (th->version != TNL_VERSION || th->hlen * 4 < sizeof(*th))
		goto drop;

	info->flags = ntohs(th->flags);
	info->proto = ntohs(th->proto);
	if (info->proto != ETH_P_IP && info->proto != ETH_P_IPV6)
		goto drop;
	info->key = info->flags & TNL_F_KEY ? ntohl(th->key) : 0;
	if (info->flags & TNL_F_SEQ) {
		info->seq = ntohl(th->seq);
		if (tnl_seq_before(info->seq, stats->last_seq))
			goto drop;
		stats->last_seq = info->seq;
	}
	info->remote = iph->saddr;
	info->payload_off = off + th->hlen * 4;
	info->payload_len = iph->tot_len - info->payload_off;

	stats->rx_packets++;
	return 0;

drop:
	stats->rx_errors++;
	return -EPROTO;
}

unsigned int tnl_build(u8 *data, const struct tnl_info *info,
		       unsigned int payload_len)
{
	struct iphdr *iph = (struct iphdr *)data;
	struct udphdr *uh = (struct udphdr *)(iph + 1);
	struct tnl_hdr *th = (struct tnl_hdr *)(uh + 1);
	unsigned int len = sizeof(*iph) + sizeof(*uh) + sizeof(*th) +
			   payload_len;

	memset(data, 0, sizeof(*iph) + sizeof(*uh) + sizeof(*th));
	iph->version = 4;
	iph->ihl = sizeof(*iph) / 4;
	iph->ttl = 64;
	iph->protocol = IPPROTO_UDP;
	iph->tot_len = htons(len);
	iph->daddr = info->remote;

	uh->source = htons(TNL_PORT);
	uh->dest = htons(TNL_PORT);
	uh->len = len - sizeof(*iph);

	th->version = TNL_VERSION;
	th->hlen = sizeof(*th) / 4;
	th->proto = htons(info->proto);
	return len;
}
