// SPDX-License-Identifier: GPL-2.0
/*
 * nd descriptor rings: one transmit and one receive ring of little-endian
 * descriptors in coherent memory; head and tail are registers.
 */
#include "nd.h"

int nd_setup_ring(struct nd_priv *priv, struct nd_ring *ring,
		  unsigned int count, size_t desc_size, u32 reg)
{
	ring->desc = dma_alloc_coherent(priv->dev, count * desc_size,
					&ring->dma, GFP_KERNEL);
	if (!ring->desc)
		return -ENOMEM;
	ring->skbs = kzalloc(count * sizeof(*ring->skbs), GFP_KERNEL);
	ring->bufs = kzalloc(count * sizeof(*ring->bufs), GFP_KERNEL);
	if (!ring->skbs || !ring->bufs) {
		kfree(ring->skbs);
		kfree(ring->bufs);
		dma_free_coherent(priv->dev, count * desc_size, ring->desc,
				  ring->dma);
		return -ENOMEM;
	}
	memset(ring->desc, 0, count * desc_size);
	ring->count = count;
	ring->next_to_use = 0;
	ring->next_to_clean = 0;

	writel(lower_32_bits(ring->dma), priv->regs + reg + ND_RING_BASE_LO);
	writel(upper_32_bits(ring->dma), priv->regs + reg + ND_RING_BASE_HI);
	writel(count, priv->regs + reg + ND_RING_LEN);
	writel(0, priv->regs + reg + ND_RING_HEAD);
	writel(0, priv->regs + reg + ND_RING_TAIL);
	return 0;
}

void nd_free_ring(struct nd_priv *priv, struct nd_ring *ring,
		  size_t desc_size)
{
	kfree(ring->skbs);
	kfree(ring->bufs);
	dma_free_coherent(priv->dev, ring->count * desc_size, ring->desc,
			  ring->dma);
	ring->desc = NULL;
}

netdev_tx_t nd_xmit(struct sk_buff *skb, struct net_device *netdev)
{
	struct nd_priv *priv = netdev_priv(netdev);
	struct nd_ring *ring = &priv->tx;
	unsigned int i = ring->next_to_use;
	u16 cmd = ND_TXD_CMD_EOP | ND_TXD_CMD_RS;
	struct nd_tx_desc *txd;
	dma_addr_t dma;

	if (!nd_tx_avail(ring)) {
		netif_stop_queue(netdev);
		return NETDEV_TX_BUSY;
	}

	dma = dma_map_single(priv->dev, skb->data, skb->len, DMA_TO_DEVICE);
	if (dma_mapping_error(priv->dev, dma)) {
		netdev->stats.tx_dropped++;
		kfree_skb(skb);
		return NETDEV_TX_OK;
	}
	ring->skbs[i] = skb;
	ring->bufs[i] = dma;

	if (priv->tx_csum)
		cmd |= ND_TXD_CMD_CSUM;
	txd = ND_TX_DESC(ring, i);
	txd->addr = cpu_to_le64(dma);
	txd->len = cpu_to_le16(skb->len);
	txd->vlan = 0;
	txd->cmd = cpu_to_le16(cmd);
	txd->status = 0;

	/* The descriptor must be complete before the device sees the tail. */
	wmb();
	ring->next_to_use = (i + 1) % ring->count;
	writel(cpu_to_le32(ring->next_to_use),
	       priv->regs + ND_TX_RING + ND_RING_TAIL);

	if (nd_tx_avail(ring) < 2)
		netif_stop_queue(netdev);
	return NETDEV_TX_OK;
}

void nd_clean_tx(struct nd_priv *priv)
{
	struct net_device *netdev = priv->netdev;
	struct nd_ring *ring = &priv->tx;
	unsigned int i = ring->next_to_clean;
	struct nd_tx_desc *txd;
	unsigned int len;

	while (i != ring->next_to_use) {
		txd = ND_TX_DESC(ring, i);
		if (!(le16_to_cpu(txd->status) & ND_TXD_STAT_DD))
			break;
		rmb();
		len = le16_to_cpu(txd->len);
		dma_unmap_single(priv->dev, ring->bufs[i], len, DMA_TO_DEVICE);
		consume_skb(ring->skbs[i]);
		ring->skbs[i] = NULL;
		netdev->stats.tx_packets++;
		netdev->stats.tx_bytes += len;
		i = (i + 1) % ring->count;
	}
	ring->next_to_clean = i;

	if (netif_queue_stopped(netdev) &&
	    nd_tx_avail(ring) > ND_TX_WAKE_THRESHOLD)
		netif_wake_queue(netdev);
}

int nd_alloc_rx_buffers(struct nd_priv *priv)
{
	struct nd_ring *ring = &priv->rx;
	unsigned int i = ring->next_to_use;
	struct nd_rx_desc *rxd;
	struct sk_buff *skb;
	dma_addr_t dma;
	int count = 0;

	while ((i + 1) % ring->count != ring->next_to_clean) {
		skb = netdev_alloc_skb(priv->netdev, ND_RX_BUF_LEN);
		if (!skb)
			break;
		dma = dma_map_single(priv->dev, skb->data, ND_RX_BUF_LEN,
				     DMA_FROM_DEVICE);
		if (dma_mapping_error(priv->dev, dma)) {
			kfree_skb(skb);
			break;
		}
		ring->skbs[i] = skb;
		ring->bufs[i] = dma;

		rxd = ND_RX_DESC(ring, i);
		rxd->addr = cpu_to_le64(dma);
		rxd->len = 0;
		rxd->status = 0;
		rxd->rss_hash = 0;
		i = (i + 1) % ring->count;
		count++;
	}
	if (count) {
		ring->next_to_use = i;
		wmb();
		writel(i, priv->regs + ND_RX_RING + ND_RING_TAIL);
	}
	return count;
}

int nd_clean_rx(struct nd_priv *priv, int budget)
{
	struct net_device *netdev = priv->netdev;
	struct nd_ring *ring = &priv->rx;
	unsigned int i = ring->next_to_clean;
	struct nd_rx_desc *rxd;
	struct sk_buff *skb;
	u16 status;
	int done = 0;

	while (done < budget && i != ring->next_to_use) {
		rxd = ND_RX_DESC(ring, i);
		status = le16_to_cpu(rxd->status);
		if (!(status & ND_RXD_STAT_DD))
			break;
		rmb();

		skb = ring->skbs[i];
		ring->skbs[i] = NULL;
		dma_unmap_single(priv->dev, ring->bufs[i], ND_RX_BUF_LEN,
				 DMA_FROM_DEVICE);

		if (unlikely((status & ND_RXD_STAT_ERR) ||
			     !(status & ND_RXD_STAT_EOP))) {
			pr_warn("nd: rx error, status %04x, length %u\n",
				status, le16_to_cpu(rxd->len));
			netdev->stats.rx_errors++;
			kfree_skb(skb);
		} else {
			skb_put(skb, rxd->len);
			skb->hash = le32_to_cpu(rxd->rss_hash);
			skb->protocol = eth_type_trans(skb, netdev);
			netdev->stats.rx_packets++;
			netdev->stats.rx_bytes += skb->len;
			netif_receive_skb(skb);
		}
		i = (i + 1) % ring->count;
		done++;
	}
	ring->next_to_clean = i;
	nd_alloc_rx_buffers(priv);
	return done;
}
