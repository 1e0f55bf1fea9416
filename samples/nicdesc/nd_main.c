// SPDX-License-Identifier: GPL-2.0
/*
 * nd: reset, probe, open, interrupt polling and statistics.
 */
#include "nd.h"

static int nd_reset(struct nd_priv *priv)
{
	int i;

	writel(ND_CTRL_RESET, priv->regs + ND_CTRL);
	for (i = 0; i < 100; i++) {
		if (!(readl(priv->regs + ND_CTRL) & ND_CTRL_RESET))
			return 0;
		msleep(1);
	}
	pr_err("nd: reset timed out\n");
	return -ETIMEDOUT;
}

static void *nd_alloc_block(struct nd_priv *priv, size_t size,
			    dma_addr_t *dma)
{
	void *p = dma_alloc_coherent(priv->dev, size, dma, GFP_KERNEL);

	if (p)
		memset(p, 0, size);
	return p;
}

int nd_probe(struct nd_priv *priv)
{
	u8 mac[ETH_ALEN];
	int err;

	err = nd_reset(priv);
	if (err)
		return err;

	priv->fw_cmd = nd_alloc_block(priv, sizeof(*priv->fw_cmd),
				      &priv->fw_cmd_dma);
	priv->fw_resp = nd_alloc_block(priv, sizeof(*priv->fw_resp),
				       &priv->fw_resp_dma);
	priv->mbox_cq = nd_alloc_block(priv, sizeof(*priv->mbox_cq),
				       &priv->mbox_cq_dma);
	priv->hw_stats = nd_alloc_block(priv, sizeof(*priv->hw_stats),
					&priv->hw_stats_dma);
	if (!priv->fw_cmd || !priv->fw_resp || !priv->mbox_cq ||
	    !priv->hw_stats)
		return -ENOMEM;
	writel(lower_32_bits(priv->mbox_cq_dma), priv->regs + ND_MBOX_CQ_LO);
	writel(upper_32_bits(priv->mbox_cq_dma), priv->regs + ND_MBOX_CQ_HI);

	err = nd_load_firmware(priv);
	if (err)
		return err;
	err = nd_fw_get_version(priv);
	if (err)
		return err;
	pr_info("nd: firmware %u.%u, build %u\n",
		priv->fw_major, priv->fw_minor, priv->fw_build);

	err = nd_fw_get_mac(priv, mac);
	if (err)
		return err;
	eth_hw_addr_set(priv->netdev, mac);
	return 0;
}

int nd_open(struct net_device *netdev)
{
	struct nd_priv *priv = netdev_priv(netdev);
	int err;

	err = nd_setup_ring(priv, &priv->tx, ND_TX_RING_SIZE,
			    sizeof(struct nd_tx_desc), ND_TX_RING);
	if (err)
		return err;
	err = nd_setup_ring(priv, &priv->rx, ND_RX_RING_SIZE,
			    sizeof(struct nd_rx_desc), ND_RX_RING);
	if (err)
		goto free_tx;
	if (!nd_alloc_rx_buffers(priv)) {
		err = -ENOMEM;
		goto free_rx;
	}

	err = nd_fw_set_mtu(priv, netdev->mtu);
	if (!err)
		err = nd_fw_stats_dma(priv);
	if (err)
		goto free_rx;

	writel(ND_INT_TX | ND_INT_RX | ND_INT_MBOX | ND_INT_LINK,
	       priv->regs + ND_INT_MASK);
	writel(ND_CTRL_TX_EN | ND_CTRL_RX_EN, priv->regs + ND_CTRL);
	return 0;

free_rx:
	nd_free_ring(priv, &priv->rx, sizeof(struct nd_rx_desc));
free_tx:
	nd_free_ring(priv, &priv->tx, sizeof(struct nd_tx_desc));
	return err;
}

static void nd_update_stats(struct nd_priv *priv)
{
	struct nd_hw_stats *hw = priv->hw_stats;
	struct net_device_stats *stats = &priv->netdev->stats;
	u32 changes;

	stats->rx_crc_errors = be64_to_cpu(hw->rx_crc_errors);
	stats->rx_fifo_errors = be64_to_cpu(hw->rx_fifo_overflows);
	stats->rx_missed_errors = be64_to_cpu(hw->rx_frames) -
				  stats->rx_packets;
	stats->tx_errors = be64_to_cpu(hw->tx_underruns);

	changes = be32_to_cpu(hw->link_changes);
	if (changes != priv->link_changes)
		pr_info("nd: link changed %u times\n",
			changes - priv->link_changes);
	priv->link_changes = changes;
}

int nd_poll(struct nd_priv *priv, int budget)
{
	unsigned int speed;
	u32 status;
	bool up;
	int done = 0;

	status = readl(priv->regs + ND_INT_STATUS);
	writel(status, priv->regs + ND_INT_STATUS);

	if (status & ND_INT_TX)
		nd_clean_tx(priv);
	if (status & ND_INT_RX)
		done = nd_clean_rx(priv, budget);
	if (status & ND_INT_LINK &&
	    !nd_fw_link_status(priv, &speed, &up)) {
		if (up) {
			priv->link_speed = speed;
			netif_carrier_on(priv->netdev);
			pr_info("nd: link up, %u Mbit/s\n", speed);
		} else {
			netif_carrier_off(priv->netdev);
			pr_info("nd: link down\n");
		}
		nd_update_stats(priv);
	}
	return done;
}
