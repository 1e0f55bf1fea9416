// SPDX-License-Identifier: GPL-2.0
/*
 * tnl sessions: a hash table keyed by our own session id, and the control
 * channel that sets sessions up (HELLO / HELLO_REPLY), keeps them alive
 * and closes them.
 */
#include "tunnel.h"

static struct tnl_session *tnl_hash[TNL_HASH_SIZE];
static u32 tnl_next_id = 1;

static unsigned int tnl_hashfn(u32 id)
{
	return (id ^ (id >> 6)) & (TNL_HASH_SIZE - 1);
}

struct tnl_session *tnl_session_find(u32 local_id)
{
	struct tnl_session *sess;

	for (sess = tnl_hash[tnl_hashfn(local_id)]; sess; sess = sess->next)
		if (sess->local_id == local_id)
			return sess;
	return NULL;
}

struct tnl_session *tnl_session_create(struct net_device *dev, u32 saddr,
				       u32 daddr, u16 dport)
{
	struct tnl_session *sess;
	unsigned int h;

	sess = kzalloc(sizeof(*sess), GFP_ATOMIC);
	if (!sess)
		return NULL;
	sess->dev = dev;
	sess->saddr = saddr;
	sess->daddr = daddr;
	sess->dport = dport;
	sess->local_id = tnl_next_id++;
	sess->state = TNL_IDLE;
	sess->mtu = TNL_DEFAULT_MTU;
	sess->peer_window = 1;
	sess->last_rx = jiffies;

	h = tnl_hashfn(sess->local_id);
	sess->next = tnl_hash[h];
	tnl_hash[h] = sess;
	return sess;
}

static void tnl_session_unhash(struct tnl_session *sess)
{
	struct tnl_session **pp;

	for (pp = &tnl_hash[tnl_hashfn(sess->local_id)]; *pp; pp = &(*pp)->next) {
		if (*pp == sess) {
			*pp = sess->next;
			break;
		}
	}
}

void tnl_session_close(struct tnl_session *sess)
{
	if (sess->state == TNL_ESTABLISHED)
		tnl_send_ctrl(sess, TNL_CTRL_CLOSE, 0);
	netif_carrier_off(sess->dev);
	tnl_session_unhash(sess);
	kfree(sess);
}

int tnl_connect(struct tnl_session *sess)
{
	sess->state = TNL_WAIT_REPLY;
	return tnl_send_ctrl(sess, TNL_CTRL_HELLO, 0);
}

int tnl_rcv_ctrl(struct tnl_session *sess, struct sk_buff *skb,
		 const struct tnl_hdr *th)
{
	const struct iphdr *iph = ip_hdr(skb);
	const struct udphdr *uh = udp_hdr(skb);
	const struct tnl_ctrl *ctrl;
	u16 type, result;

	if (tnl_payload_len(th) < sizeof(*ctrl))
		goto drop;
	ctrl = (const struct tnl_ctrl *)((const u8 *)th + tnl_hdr_len(th));
	type = ntohs(ctrl->type);

	switch (type) {
	case TNL_CTRL_HELLO:
		if (!sess) {
			sess = tnl_session_create(skb->dev, iph->daddr,
						  iph->saddr, uh->source);
			if (!sess)
				goto drop;
		}
		sess->peer_id = ctrl->assigned_id;
		sess->cookie = ctrl->cookie;
		sess->rx_next = ntohl(th->seq) + 1;
		sess->state = TNL_ESTABLISHED;
		pr_info("tnl: session %u up, peer id %u, %u kbit/s\n",
			sess->local_id, ntohl(ctrl->assigned_id),
			ntohl(ctrl->tx_speed));
		tnl_send_ctrl(sess, TNL_CTRL_HELLO_REPLY, 0);
		netif_carrier_on(sess->dev);
		break;

	case TNL_CTRL_HELLO_REPLY:
		if (!sess || sess->state != TNL_WAIT_REPLY)
			goto drop;
		result = ntohs(ctrl->result);
		if (result) {
			pr_warn("tnl: session %u refused by peer (%u)\n",
				sess->local_id, result);
			sess->state = TNL_CLOSED;
			break;
		}
		sess->peer_id = ctrl->assigned_id;
		sess->cookie = ctrl->cookie;
		sess->state = TNL_ESTABLISHED;
		netif_carrier_on(sess->dev);
		break;

	case TNL_CTRL_KEEPALIVE:
		if (!sess)
			goto drop;
		break;

	case TNL_CTRL_CLOSE:
		if (!sess)
			goto drop;
		sess->state = TNL_CLOSED;
		tnl_session_close(sess);
		break;

	default:
		pr_warn("tnl: unknown control message %u\n", type);
		goto drop;
	}
	consume_skb(skb);
	return 0;

drop:
	kfree_skb(skb);
	return 0;
}

void tnl_keepalive(struct tnl_session *sess)
{
	switch (sess->state) {
	case TNL_WAIT_REPLY:
		tnl_send_ctrl(sess, TNL_CTRL_HELLO, 0);
		break;
	case TNL_ESTABLISHED:
		if (time_after(jiffies, sess->last_rx + 3 * TNL_KEEPALIVE)) {
			pr_warn("tnl: session %u: peer timed out\n",
				sess->local_id);
			sess->state = TNL_CLOSED;
			netif_carrier_off(sess->dev);
			break;
		}
		tnl_send_ctrl(sess, TNL_CTRL_KEEPALIVE, 0);
		break;
	default:
		break;
	}
}
