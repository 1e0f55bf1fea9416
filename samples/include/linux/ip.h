/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Just enough of <uapi/linux/ip.h>, <uapi/linux/in.h> and <net/ip.h> for
 * samples/: as in the kernel, the header fields carry their byte order.
 */
#ifndef _SAMPLES_LINUX_IP_H
#define _SAMPLES_LINUX_IP_H

#include <linux/types.h>
#include <linux/byteorder.h>
#include <linux/skbuff.h>

#define IPPROTO_UDP	17
#define IPVERSION	4
#define IP_DF		0x4000
#define IP_MF		0x2000
#define IP_OFFSET	0x1FFF

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
	__sum16	check;
	__be32	saddr;
	__be32	daddr;
};

static inline struct iphdr *ip_hdr(const struct sk_buff *skb)
{
	return (struct iphdr *)skb_network_header(skb);
}

void ip_send_check(struct iphdr *iph);

#endif /* _SAMPLES_LINUX_IP_H */
