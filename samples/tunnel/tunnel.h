/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tnl: a point-to-point Ethernet tunnel over UDP with sequence numbers,
 * acknowledgements and a small control channel.
 *
 * Everything on the wire is big endian.  The tunnel's own headers were
 * written against 2.4 and never got __be types: fields are plain integers
 * and every use site converts with ntohs()/ntohl() or be32_to_cpu().
 */
#ifndef _TUNNEL_H
#define _TUNNEL_H

#include <linux/kernel.h>
#include <linux/byteorder.h>
#include <linux/skbuff.h>
#include <linux/netdevice.h>
#include <linux/ip.h>
#include <linux/udp.h>

#define TNL_UDP_PORT		4790
#define TNL_VERSION		1
#define TNL_HASH_SIZE		64
#define TNL_MAX_OPT_LEN		40
#define TNL_DEFAULT_WINDOW	64
#define TNL_DEFAULT_MTU		1400
#define TNL_KEEPALIVE		(30 * HZ)

/* tnl_hdr.flags: the low four bits are the version */
#define TNL_F_CTRL		0x8000
#define TNL_F_SEQ		0x4000
#define TNL_F_ACK		0x2000
#define TNL_F_OPTS		0x1000
#define TNL_VER_MASK		0x000f

struct tnl_hdr {
	__u16	flags;		/* TNL_F_* | version */
	__u16	length;		/* payload bytes after header and options */
	__u32	session_id;	/* the receiver's id for this session */
	__u32	seq;		/* valid with TNL_F_SEQ */
	__u32	ack;		/* next seq expected, valid with TNL_F_ACK */
	__u16	window;		/* packets the sender can still take */
	__u16	opt_len;	/* bytes of options after the header */
};

/* Options: type-length-value, length in bytes including this header. */
#define TNL_OPT_PAD		0
#define TNL_OPT_MTU		1
#define TNL_OPT_TIMESTAMP	2
#define TNL_OPT_COOKIE		3

struct tnl_opt {
	__u8	type;
	__u8	len;
	__u16	reserved;
	__u32	data[];
};

/* Control messages, the payload of a TNL_F_CTRL packet. */
#define TNL_CTRL_HELLO		1
#define TNL_CTRL_HELLO_REPLY	2
#define TNL_CTRL_KEEPALIVE	3
#define TNL_CTRL_CLOSE		4

struct tnl_ctrl {
	__u16	type;
	__u16	result;
	__u32	assigned_id;	/* the sender's id for this session */
	__u32	cookie;
	__u32	tx_speed;	/* kbit/s */
};

enum tnl_state {
	TNL_IDLE,
	TNL_WAIT_REPLY,
	TNL_ESTABLISHED,
	TNL_CLOSED,
};

struct tnl_session {
	struct tnl_session	*next;		/* hash chain */
	struct net_device	*dev;
	enum tnl_state		state;
	u32			local_id;
	u32			peer_id;	/* as the peer sent it */
	u32			saddr;
	u32			daddr;
	u16			dport;
	u32			cookie;
	u32			tx_seq;		/* next seq to send */
	u32			snd_una;	/* oldest unacknowledged */
	u32			rx_next;	/* next seq expected */
	u16			peer_window;
	u32			mtu;
	u32			ts_recent;
	unsigned long		last_rx;
};

#define tnl_hdr_flags(th)	ntohs((th)->flags)
#define tnl_hdr_version(th)	(tnl_hdr_flags(th) & TNL_VER_MASK)
#define tnl_payload_len(th)	ntohs((th)->length)

static inline unsigned int tnl_hdr_len(const struct tnl_hdr *th)
{
	return sizeof(*th) + ntohs(th->opt_len);
}

/* Sequence numbers wrap: compare them as in TCP. */
static inline bool tnl_before(u32 seq1, u32 seq2)
{
	return (s32)(seq1 - seq2) < 0;
}

/* tnl_session.c */
struct tnl_session *tnl_session_find(u32 local_id);
struct tnl_session *tnl_session_create(struct net_device *dev, u32 saddr,
				       u32 daddr, u16 dport);
void tnl_session_close(struct tnl_session *sess);
int tnl_rcv_ctrl(struct tnl_session *sess, struct sk_buff *skb,
		 const struct tnl_hdr *th);
int tnl_connect(struct tnl_session *sess);
void tnl_keepalive(struct tnl_session *sess);

/* tnl_rx.c */
int tnl_udp_rcv(struct sk_buff *skb);

/* tnl_tx.c */
u16 tnl_rx_window(const struct tnl_session *sess);
int tnl_xmit(struct tnl_session *sess, struct sk_buff *skb);
int tnl_send_ctrl(struct tnl_session *sess, u16 type, u16 result);

#endif /* _TUNNEL_H */
