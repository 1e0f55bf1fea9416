// SPDX-License-Identifier: GPL-2.0
/*
 * tnl transmit path: tunnel header, options, then UDP and IPv4 headers in
 * front of the inner Ethernet frame or control message.
 */
#include "tunnel.h"

#define TNL_DEFAULT_SPEED	100000	/* kbit/s */
#define TNL_HEADROOM	(ETH_HLEN + sizeof(struct iphdr) + \
			 sizeof(struct udphdr) + sizeof(struct tnl_hdr) + \
			 TNL_MAX_OPT_LEN)

u16 tnl_rx_window(const struct tnl_session *sess)
{
	if (sess->state != TNL_ESTABLISHED)
		return 1;
	return TNL_DEFAULT_WINDOW;
}

static void tnl_build_header(struct tnl_session *sess, struct tnl_hdr *th,
			     u16 flags, unsigned int len, unsigned int optlen)
{
	flags |= TNL_F_SEQ | TNL_F_ACK | TNL_VERSION;
	if (optlen)
		flags |= TNL_F_OPTS;
	th->flags = htons(flags);
	th->length = htons(len);
	th->session_id = htonl(sess->peer_id);
	th->seq = htonl(sess->tx_seq++);
	th->ack = htonl(sess->rx_next);
	th->window = cpu_to_le16(tnl_rx_window(sess));
	th->opt_len = htons(optlen);
}

static unsigned int tnl_put_options(struct tnl_session *sess, u8 *p,
				    bool with_mtu)
{
	struct tnl_opt *opt = (struct tnl_opt *)p;
	unsigned int len = 0;

	opt->type = TNL_OPT_TIMESTAMP;
	opt->len = sizeof(*opt) + 8;
	opt->reserved = 0;
	opt->data[0] = cpu_to_be32(jiffies);
	opt->data[1] = cpu_to_be32(sess->ts_recent);
	len += opt->len;

	if (with_mtu) {
		opt = (struct tnl_opt *)(p + len);
		opt->type = TNL_OPT_MTU;
		opt->len = sizeof(*opt) + 4;
		opt->reserved = 0;
		opt->data[0] = cpu_to_be32(sess->dev->mtu);
		len += opt->len;
	}
	return len;
}

static void tnl_push_ip_udp(struct tnl_session *sess, struct sk_buff *skb)
{
	struct udphdr *uh;
	struct iphdr *iph;

	uh = skb_push(skb, sizeof(*uh));
	skb_reset_transport_header(skb);
	uh->source = htons(TNL_UDP_PORT);
	uh->dest = sess->dport;
	uh->len = htons(skb->len);
	uh->check = 0;

	iph = skb_push(skb, sizeof(*iph));
	skb_reset_network_header(skb);
	iph->version = IPVERSION;
	iph->ihl = sizeof(*iph) >> 2;
	iph->tos = 0;
	iph->tot_len = htons(skb->len);
	iph->id = 0;
	iph->frag_off = htons(IP_DF);
	iph->ttl = 64;
	iph->protocol = IPPROTO_UDP;
	iph->saddr = sess->saddr;
	iph->daddr = sess->daddr;
	ip_send_check(iph);
}

int tnl_xmit(struct tnl_session *sess, struct sk_buff *skb)
{
	struct net_device_stats *stats = &sess->dev->stats;
	unsigned int len = skb->len, optlen;
	u8 opts[TNL_MAX_OPT_LEN];
	struct tnl_hdr *th;

	if (sess->state != TNL_ESTABLISHED || len > sess->mtu) {
		stats->tx_dropped++;
		kfree_skb(skb);
		return -EINVAL;
	}
	/* Nothing beyond what the peer said it can take. */
	if (tnl_before(sess->snd_una + sess->peer_window, sess->tx_seq + 1)) {
		stats->tx_dropped++;
		kfree_skb(skb);
		return -ENOBUFS;
	}

	optlen = tnl_put_options(sess, opts, false);
	memcpy(skb_push(skb, optlen), opts, optlen);
	th = skb_push(skb, sizeof(*th));
	tnl_build_header(sess, th, 0, len, optlen);
	tnl_push_ip_udp(sess, skb);

	stats->tx_packets++;
	stats->tx_bytes += len;
	return dev_queue_xmit(skb);
}

int tnl_send_ctrl(struct tnl_session *sess, u16 type, u16 result)
{
	struct tnl_ctrl *ctrl;
	struct sk_buff *skb;
	struct tnl_hdr *th;
	u8 opts[TNL_MAX_OPT_LEN];
	unsigned int optlen;

	skb = alloc_skb(TNL_HEADROOM + sizeof(*ctrl), GFP_ATOMIC);
	if (!skb)
		return -ENOMEM;
	skb_reserve(skb, TNL_HEADROOM);
	skb->dev = sess->dev;

	ctrl = skb_put(skb, sizeof(*ctrl));
	ctrl->type = htons(type);
	ctrl->result = htons(result);
	ctrl->assigned_id = htonl(sess->local_id);
	ctrl->cookie = sess->cookie;
	ctrl->tx_speed = htonl(TNL_DEFAULT_SPEED);

	optlen = tnl_put_options(sess, opts, type == TNL_CTRL_HELLO ||
					     type == TNL_CTRL_HELLO_REPLY);
	memcpy(skb_push(skb, optlen), opts, optlen);
	th = skb_push(skb, sizeof(*th));
	tnl_build_header(sess, th, TNL_F_CTRL, sizeof(*ctrl), optlen);
	tnl_push_ip_udp(sess, skb);
	return dev_queue_xmit(skb);
}
