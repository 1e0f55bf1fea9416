/* SPDX-License-Identifier: GPL-2.0 */
/* Just enough of <linux/netdevice.h> and <linux/if_ether.h> for samples/. */
#ifndef _SAMPLES_LINUX_NETDEVICE_H
#define _SAMPLES_LINUX_NETDEVICE_H

#include <linux/types.h>
#include <linux/skbuff.h>

#define ETH_ALEN	6
#define ETH_HLEN	14
#define ETH_P_IP	0x0800
#define ETH_P_TEB	0x6558

struct net_device_stats {
	unsigned long	rx_packets;
	unsigned long	tx_packets;
	unsigned long	rx_bytes;
	unsigned long	tx_bytes;
	unsigned long	rx_errors;
	unsigned long	tx_errors;
	unsigned long	rx_dropped;
	unsigned long	tx_dropped;
	unsigned long	rx_length_errors;
	unsigned long	rx_crc_errors;
	unsigned long	rx_frame_errors;
	unsigned long	rx_fifo_errors;
	unsigned long	rx_missed_errors;
};

struct net_device {
	char			name[16];
	unsigned int		mtu;
	unsigned char		dev_addr[ETH_ALEN];
	struct net_device_stats	stats;
	void			*priv;
};

static inline void *netdev_priv(const struct net_device *dev)
{
	return dev->priv;
}

enum netdev_tx {
	NETDEV_TX_OK	 = 0x00,
	NETDEV_TX_BUSY	 = 0x10,
};
typedef enum netdev_tx netdev_tx_t;

struct sk_buff *netdev_alloc_skb(struct net_device *dev, unsigned int length);
int netif_rx(struct sk_buff *skb);
int netif_receive_skb(struct sk_buff *skb);
void netif_stop_queue(struct net_device *dev);
void netif_wake_queue(struct net_device *dev);
bool netif_queue_stopped(const struct net_device *dev);
int dev_queue_xmit(struct sk_buff *skb);
void netif_carrier_on(struct net_device *dev);
void netif_carrier_off(struct net_device *dev);
__be16 eth_type_trans(struct sk_buff *skb, struct net_device *dev);
void eth_hw_addr_set(struct net_device *dev, const u8 *addr);

#endif /* _SAMPLES_LINUX_NETDEVICE_H */
