// SPDX-License-Identifier: GPL-2.0
/*
 * tnl receive path: the UDP socket's encap_rcv hands every datagram to
 * tnl_udp_rcv(), which checks the tunnel header and its options, keeps
 * the receive window and acknowledgements, and passes the inner Ethernet
 * frame up (or the control message to tnl_rcv_ctrl()).
 */
#include "tunnel.h"

static bool tnl_seq_in_window(const struct tnl_session *sess, u32 seq)
{
	if (tnl_before(seq, sess->rx_next))
		return false;
	return seq - sess->rx_next < TNL_DEFAULT_WINDOW;
}

static void tnl_process_ack(struct tnl_session *sess, u32 ack)
{
	if (tnl_before(sess->tx_seq, ack)) {
		pr_warn("tnl: session %u: ack %u beyond next seq %u\n",
			sess->local_id, ack, sess->tx_seq);
		return;
	}
	if (tnl_before(sess->snd_una, ack))
		sess->snd_una = ack;
}

static int tnl_parse_options(struct tnl_session *sess, const u8 *p,
			     unsigned int len)
{
	const struct tnl_opt *opt;
	u32 mtu, echo;

	while (len > 0) {
		opt = (const struct tnl_opt *)p;
		if (opt->type == TNL_OPT_PAD) {
			p++;
			len--;
			continue;
		}
		if (len < sizeof(*opt) || opt->len < sizeof(*opt) ||
		    opt->len > len || (opt->len & 3))
			return -EPROTO;

		switch (opt->type) {
		case TNL_OPT_MTU:
			if (opt->len != sizeof(*opt) + 4)
				return -EPROTO;
			mtu = be32_to_cpu(opt->data[0]);
			if (mtu < 576)
				return -EPROTO;
			sess->mtu = min(mtu, sess->dev->mtu);
			break;
		case TNL_OPT_TIMESTAMP:
			if (opt->len != sizeof(*opt) + 8)
				return -EPROTO;
			sess->ts_recent = be32_to_cpu(opt->data[0]);
			echo = be32_to_cpu(opt->data[1]);
			if (echo && time_after(jiffies, echo + 10 * HZ))
				pr_info("tnl: session %u: round trip over 10s\n",
					sess->local_id);
			break;
		default:
			/* Unknown options are skipped, as the spec says. */
			break;
		}
		p += opt->len;
		len -= opt->len;
	}
	return 0;
}

int tnl_udp_rcv(struct sk_buff *skb)
{
	const struct iphdr *iph = ip_hdr(skb);
	const struct udphdr *uh = udp_hdr(skb);
	struct net_device_stats *stats;
	struct tnl_session *sess;
	struct tnl_hdr *th;
	unsigned int hdrlen, len;
	u16 flags;
	u32 seq;

	if (!pskb_may_pull(skb, sizeof(*uh) + sizeof(*th)))
		goto drop;
	if (ntohs(uh->len) < sizeof(*uh) + sizeof(*th))
		goto drop;

	th = (struct tnl_hdr *)(skb->data + sizeof(*uh));
	flags = tnl_hdr_flags(th);
	if ((flags & TNL_VER_MASK) != TNL_VERSION) {
		pr_warn("tnl: version %u from %pI4 not supported\n",
			flags & TNL_VER_MASK, &iph->saddr);
		goto drop;
	}
	hdrlen = sizeof(*th) + th->opt_len;
	if (hdrlen > sizeof(*th) + TNL_MAX_OPT_LEN ||
	    !pskb_may_pull(skb, sizeof(*uh) + hdrlen))
		goto drop;
	th = (struct tnl_hdr *)(skb->data + sizeof(*uh));

	sess = tnl_session_find(ntohl(th->session_id));
	if (!sess) {
		if (flags & TNL_F_CTRL)
			return tnl_rcv_ctrl(NULL, skb, th);
		goto drop;
	}
	if (sess->daddr != iph->saddr || sess->dport != uh->source)
		goto drop;

	stats = &sess->dev->stats;
	len = tnl_payload_len(th);
	if (sizeof(*uh) + tnl_hdr_len(th) + len > skb->len) {
		stats->rx_length_errors++;
		goto drop;
	}
	if ((flags & TNL_F_OPTS) &&
	    tnl_parse_options(sess, (const u8 *)(th + 1),
			      tnl_hdr_len(th) - sizeof(*th))) {
		stats->rx_frame_errors++;
		goto drop;
	}

	if (flags & TNL_F_SEQ) {
		seq = ntohl(th->seq);
		if (!tnl_seq_in_window(sess, seq)) {
			stats->rx_dropped++;
			goto drop;
		}
		sess->rx_next = seq + 1;
	}
	if (flags & TNL_F_ACK) {
		seq = th->ack;
		tnl_process_ack(sess, seq);
	}
	sess->peer_window = ntohs(th->window);
	sess->last_rx = jiffies;

	if (flags & TNL_F_CTRL)
		return tnl_rcv_ctrl(sess, skb, th);

	skb_pull(skb, sizeof(*uh) + tnl_hdr_len(th));
	skb->protocol = eth_type_trans(skb, sess->dev);
	stats->rx_packets++;
	stats->rx_bytes += len;
	netif_rx(skb);
	return 0;

drop:
	kfree_skb(skb);
	return 0;
}
