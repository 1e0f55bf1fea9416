// SPDX-License-Identifier: GPL-2.0
/*
 * nic: descriptor rings and register access for a small Ethernet
 * controller.
 *
 * The device reads and writes its descriptors in little-endian byte order.
 * The transmit descriptor was annotated when the driver was ported to a
 * big-endian board; the receive side still uses plain integers.
 */
#include <linux/kernel.h>
#include <linux/byteorder.h>
#include <linux/io.h>

#define NIC_CTRL		0x0000
#define NIC_STATUS		0x0008
#define NIC_ICR			0x00c0
#define NIC_RDBAL		0x2800
#define NIC_RDBAH		0x2804
#define NIC_RDLEN		0x2808
#define NIC_RDT			0x2818
#define NIC_TDBAL		0x3800
#define NIC_TDBAH		0x3804
#define NIC_TDLEN		0x3808
#define NIC_TDT			0x3818

#define NIC_CTRL_RST		0x04000000
#define NIC_STATUS_LU		0x00000002

#define NIC_TXD_CMD_EOP		0x0001
#define NIC_TXD_CMD_IFCS	0x0002
#define NIC_TXD_CMD_RS		0x0008
#define NIC_TXD_STAT_DD		0x00000001

#define NIC_RXD_STAT_DD		0x00000001
#define NIC_RXD_STAT_EOP	0x00000002
#define NIC_RXD_ERR_MASK	0xff000000

#define NIC_RING_SIZE		256
#define NIC_RX_BUF_LEN		2048

struct nic_tx_desc {
	__le64	buffer_addr;
	__le16	length;
	__le16	cmd;
	__le32	status;
};

struct nic_rx_desc {
	u64	buffer_addr;
	u16	length;
	u16	csum;
	u32	status;
};

struct nic_ring {
	void		*desc;
	dma_addr_t	dma;
	unsigned int	size;
	unsigned int	next_to_use;
	unsigned int	next_to_clean;
	dma_addr_t	buf_dma[NIC_RING_SIZE];
};

struct nic_adapter {
	u8 __iomem	*hw_addr;
	struct device	*dev;
	struct nic_ring	tx_ring;
	struct nic_ring	rx_ring;
	u64		rx_bytes;
	u64		rx_errors;
};

int nic_reset(struct nic_adapter *adapter);
int nic_setup_rings(struct nic_adapter *adapter);
int nic_xmit(struct nic_adapter *adapter, dma_addr_t dma, unsigned int len);
unsigned int nic_clean_tx(struct nic_adapter *adapter);
int nic_clean_rx(struct nic_adapter *adapter, int budget);

static inline u32 nic_rd32(struct nic_adapter *adapter, u32 reg)
{
	return readl(adapter->hw_addr + reg);
}

static inline void nic_wr32(struct nic_adapter *adapter, u32 reg, u32 val)
{
	writel(val, adapter->hw_addr + reg);
}

int nic_reset(struct nic_adapter *adapter)
{
	int timeout = 1000;

	nic_wr32(adapter, NIC_CTRL, nic_rd32(adapter, NIC_CTRL) | NIC_CTRL_RST);
	while (nic_rd32(adapter, NIC_CTRL) & NIC_CTRL_RST)
		if (!--timeout)
			return -EBUSY;
	if (!(nic_rd32(adapter, NIC_STATUS) & NIC_STATUS_LU))
		pr_info("nic: link is down\n");
	nic_rd32(adapter, NIC_ICR);
	return 0;
}

static int nic_alloc_ring(struct nic_adapter *adapter, struct nic_ring *ring,
			  size_t desc_size)
{
	ring->size = NIC_RING_SIZE;
	ring->desc = dma_alloc_coherent(adapter->dev, ring->size * desc_size,
					&ring->dma, GFP_KERNEL);
	if (!ring->desc)
		return -ENOMEM;
	ring->next_to_use = 0;
	ring->next_to_clean = 0;
	return 0;
}

int nic_setup_rings(struct nic_adapter *adapter)
{
	struct nic_ring *tx = &adapter->tx_ring, *rx = &adapter->rx_ring;
	struct nic_rx_desc *rxd;
	unsigned int i;
	int err;

	err = nic_alloc_ring(adapter, tx, sizeof(struct nic_tx_desc));
	if (err)
		return err;
	err = nic_alloc_ring(adapter, rx, sizeof(struct nic_rx_desc));
	if (err)
		return err;

	rxd = rx->desc;
	for (i = 0; i < rx->size; i++) {
		rxd[i].buffer_addr = cpu_to_le64(rx->buf_dma[i]);
		rxd[i].status = 0;
	}

	nic_wr32(adapter, NIC_TDBAL, lower_32_bits(tx->dma));
	nic_wr32(adapter, NIC_TDBAH, upper_32_bits(tx->dma));
	nic_wr32(adapter, NIC_TDLEN, tx->size * sizeof(struct nic_tx_desc));
	nic_wr32(adapter, NIC_RDBAL, cpu_to_le32(lower_32_bits(rx->dma)));
	nic_wr32(adapter, NIC_RDBAH, upper_32_bits(rx->dma));
	nic_wr32(adapter, NIC_RDLEN, rx->size * sizeof(struct nic_rx_desc));
	nic_wr32(adapter, NIC_RDT, rx->size - 1);
	return 0;
}

int nic_xmit(struct nic_adapter *adapter, dma_addr_t dma, unsigned int len)
{
	struct nic_ring *tx = &adapter->tx_ring;
	struct nic_tx_desc *txd = tx->desc;
	unsigned int i = tx->next_to_use;

	txd[i].buffer_addr = cpu_to_le64(dma);
	txd[i].length = cpu_to_le16(len);
	txd[i].cmd = cpu_to_le16(NIC_TXD_CMD_EOP | NIC_TXD_CMD_IFCS |
				 NIC_TXD_CMD_RS);
	txd[i].status = 0;

	tx->next_to_use = (i + 1) % tx->size;
	wmb();
	nic_wr32(adapter, NIC_TDT, tx->next_to_use);
	return 0;
}

unsigned int nic_clean_tx(struct nic_adapter *adapter)
{
	struct nic_ring *tx = &adapter->tx_ring;
	struct nic_tx_desc *txd = tx->desc;
	unsigned int i = tx->next_to_clean, done = 0;

	while (i != tx->next_to_use) {
		if (!(txd[i].status & NIC_TXD_STAT_DD))
			break;
		rmb();
		txd[i].status = 0;
		i = (i + 1) % tx->size;
		done++;
	}
	tx->next_to_clean = i;
	return done;
}

int nic_clean_rx(struct nic_adapter *adapter, int budget)
{
	struct nic_ring *rx = &adapter->rx_ring;
	struct nic_rx_desc *rxd = rx->desc;
	unsigned int i = rx->next_to_clean;
	int work = 0;

	while (work < budget && (rxd[i].status & NIC_RXD_STAT_DD)) {
		u32 status;
		u16 length;

		rmb();
		status = le32_to_cpu(rxd[i].status);
		length = le16_to_cpu(rxd[i].length);
		if (!(status & NIC_RXD_STAT_EOP) ||
		    (status & NIC_RXD_ERR_MASK) || length > NIC_RX_BUF_LEN) {
			adapter->rx_errors++;
		} else {
			adapter->rx_bytes += length;
		}

		rxd[i].status = 0;
		i = (i + 1) % rx->size;
		work++;
	}
	rx->next_to_clean = i;
	nic_wr32(adapter, NIC_RDT, (i ? i : rx->size) - 1);
	return work;
}
