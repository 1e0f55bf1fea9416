/* SPDX-License-Identifier: GPL-2.0 */
/* Just enough of <linux/skbuff.h> for samples/. */
#ifndef _SAMPLES_LINUX_SKBUFF_H
#define _SAMPLES_LINUX_SKBUFF_H

#include <linux/types.h>

struct net_device;

struct sk_buff {
	struct sk_buff		*next;
	struct net_device	*dev;
	unsigned int		len;
	__be16			protocol;
	__u32			hash;
	__u16			transport_header;
	__u16			network_header;
	unsigned char		*head;
	unsigned char		*data;
};

struct sk_buff *alloc_skb(unsigned int size, gfp_t priority);
void kfree_skb(struct sk_buff *skb);
void consume_skb(struct sk_buff *skb);
void *skb_put(struct sk_buff *skb, unsigned int len);
void *skb_push(struct sk_buff *skb, unsigned int len);
void *skb_pull(struct sk_buff *skb, unsigned int len);
void skb_reserve(struct sk_buff *skb, int len);
bool pskb_may_pull(struct sk_buff *skb, unsigned int len);
void skb_reset_network_header(struct sk_buff *skb);
void skb_reset_transport_header(struct sk_buff *skb);

static inline unsigned char *skb_network_header(const struct sk_buff *skb)
{
	return skb->head + skb->network_header;
}

static inline unsigned char *skb_transport_header(const struct sk_buff *skb)
{
	return skb->head + skb->transport_header;
}

#endif /* _SAMPLES_LINUX_SKBUFF_H */
