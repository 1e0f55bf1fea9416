/* SPDX-License-Identifier: GPL-2.0 */
/*
 * nd: driver for the ND-10 10GbE adapter.
 *
 * Two byte orders meet in this device.  The descriptor rings and the
 * mailbox completion entry are written by a licensed PCIe DMA engine and
 * are little endian.  The embedded firmware runs on a big-endian MIPS
 * core: its command and response blocks, the statistics block it DMAs to
 * the host and the firmware image format are big endian.  Registers are
 * accessed with readl()/writel(), which take and return host order.
 */
#ifndef _ND_H
#define _ND_H

#include <linux/kernel.h>
#include <linux/byteorder.h>
#include <linux/io.h>
#include <linux/delay.h>
#include <linux/skbuff.h>
#include <linux/netdevice.h>

/* Registers, BAR 0 */
#define ND_CTRL			0x0000
#define  ND_CTRL_RESET		0x00000001
#define  ND_CTRL_TX_EN		0x00000002
#define  ND_CTRL_RX_EN		0x00000004
#define ND_INT_STATUS		0x0008
#define ND_INT_MASK		0x000c
#define  ND_INT_TX		0x00000001
#define  ND_INT_RX		0x00000002
#define  ND_INT_MBOX		0x00000004
#define  ND_INT_LINK		0x00000008
#define ND_TX_RING		0x0100
#define ND_RX_RING		0x0200
#define  ND_RING_BASE_LO	0x00
#define  ND_RING_BASE_HI	0x04
#define  ND_RING_LEN		0x08
#define  ND_RING_HEAD		0x0c
#define  ND_RING_TAIL		0x10
#define ND_MBOX_ADDR_LO		0x0300
#define ND_MBOX_ADDR_HI		0x0304
#define ND_MBOX_CQ_LO		0x0308
#define ND_MBOX_CQ_HI		0x030c
#define ND_MBOX_DOORBELL	0x0310
#define ND_FW_CTRL		0x0400
#define  ND_FW_CTRL_HALT	0x00000001
#define  ND_FW_CTRL_RUN		0x00000002
#define ND_FW_LOAD_ADDR		0x0404
#define ND_FW_LOAD_DATA		0x0408

#define ND_TX_RING_SIZE		256
#define ND_RX_RING_SIZE		256
#define ND_TX_WAKE_THRESHOLD	32
#define ND_RX_BUF_LEN		2048
#define ND_FW_TIMEOUT_MS	500
#define ND_STATS_INTERVAL_MS	1000

/* Transmit descriptor, little endian */
struct nd_tx_desc {
	__u64	addr;
	__u16	len;
	__u16	cmd;
	__u16	vlan;
	__u16	status;
};

#define ND_TXD_CMD_EOP		0x0001
#define ND_TXD_CMD_RS		0x0002	/* report status */
#define ND_TXD_CMD_CSUM		0x0004
#define ND_TXD_STAT_DD		0x0001	/* descriptor done */

/* Receive descriptor, little endian: the device writes back all but addr */
struct nd_rx_desc {
	__u64	addr;
	__u16	len;
	__u16	status;
	__u32	rss_hash;
};

#define ND_RXD_STAT_DD		0x0001
#define ND_RXD_STAT_EOP		0x0002
#define ND_RXD_STAT_ERR		0x8000

/* Mailbox completion, little endian: written by the DMA engine */
struct nd_mbox_cqe {
	__u16	status;
	__u16	resp_len;
	__u32	tag;
};

#define ND_CQE_DONE		0x0001

/* Firmware command and response blocks, big endian */
struct nd_fw_cmd {
	__u16	opcode;
	__u16	len;		/* bytes of param[] in use */
	__u32	tag;
	__u32	param[6];
};

struct nd_fw_resp {
	__u16	opcode;
	__u16	status;
	__u32	tag;
	__u32	data[6];
};

#define ND_FW_OP_GET_VERSION	0x0001
#define ND_FW_OP_GET_MAC	0x0002
#define ND_FW_OP_SET_MTU	0x0003
#define ND_FW_OP_LINK_STATUS	0x0004
#define ND_FW_OP_STATS_DMA	0x0005

#define ND_LINK_UP		0x00000001

/* Statistics block, DMAed by the firmware every ND_STATS_INTERVAL_MS */
struct nd_hw_stats {
	__u64	rx_octets;
	__u64	rx_frames;
	__u64	rx_crc_errors;
	__u64	rx_fifo_overflows;
	__u64	tx_octets;
	__u64	tx_frames;
	__u64	tx_underruns;
	__u32	link_changes;
	__u32	reserved;
};

/* Firmware image, big endian and read as bytes, so nothing is aligned */
#define ND_FW_NAME		"nd/nd10-fw.bin"
#define ND_FW_MAGIC		0x4e444657	/* "NDFW" */
#define ND_FW_SEC_TEXT		1
#define ND_FW_SEC_DATA		2
#define ND_FW_SEC_BSS		3

struct nd_fw_header {
	__u32	magic;
	__u16	major;
	__u16	minor;
	__u16	num_sections;
	__u16	hdr_len;	/* header and section table */
	__u32	crc;		/* crc32_be of everything after hdr_len */
} __packed;

struct nd_fw_section {
	__u32	load_addr;
	__u32	offset;		/* from the start of the image */
	__u32	len;
	__u16	type;
	__u16	flags;
} __packed;

struct nd_ring {
	void		*desc;
	dma_addr_t	dma;
	unsigned int	count;
	unsigned int	next_to_use;
	unsigned int	next_to_clean;
	struct sk_buff	**skbs;
	dma_addr_t	*bufs;
};

struct nd_priv {
	struct net_device	*netdev;
	struct device		*dev;
	void __iomem		*regs;
	struct nd_ring		tx;
	struct nd_ring		rx;
	struct nd_fw_cmd	*fw_cmd;
	dma_addr_t		fw_cmd_dma;
	struct nd_fw_resp	*fw_resp;
	dma_addr_t		fw_resp_dma;
	struct nd_mbox_cqe	*mbox_cq;
	dma_addr_t		mbox_cq_dma;
	struct nd_hw_stats	*hw_stats;
	dma_addr_t		hw_stats_dma;
	u32			fw_tag;
	u16			fw_major;
	u16			fw_minor;
	u32			fw_build;
	u32			link_changes;
	unsigned int		link_speed;
	bool			tx_csum;
};

#define ND_TX_DESC(r, i)	(&((struct nd_tx_desc *)(r)->desc)[i])
#define ND_RX_DESC(r, i)	(&((struct nd_rx_desc *)(r)->desc)[i])

static inline unsigned int nd_tx_avail(const struct nd_ring *ring)
{
	return (ring->next_to_clean + ring->count - ring->next_to_use - 1) %
	       ring->count;
}

/* nd_ring.c */
int nd_setup_ring(struct nd_priv *priv, struct nd_ring *ring,
		  unsigned int count, size_t desc_size, u32 reg);
void nd_free_ring(struct nd_priv *priv, struct nd_ring *ring,
		  size_t desc_size);
netdev_tx_t nd_xmit(struct sk_buff *skb, struct net_device *netdev);
void nd_clean_tx(struct nd_priv *priv);
int nd_alloc_rx_buffers(struct nd_priv *priv);
int nd_clean_rx(struct nd_priv *priv, int budget);

/* nd_fw.c */
int nd_load_firmware(struct nd_priv *priv);
int nd_fw_get_version(struct nd_priv *priv);
int nd_fw_get_mac(struct nd_priv *priv, u8 *mac);
int nd_fw_set_mtu(struct nd_priv *priv, unsigned int mtu);
int nd_fw_link_status(struct nd_priv *priv, unsigned int *speed, bool *up);
int nd_fw_stats_dma(struct nd_priv *priv);

/* nd_main.c */
int nd_probe(struct nd_priv *priv);
int nd_open(struct net_device *netdev);
int nd_poll(struct nd_priv *priv, int budget);

#endif /* _ND_H */
