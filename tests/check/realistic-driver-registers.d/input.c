#include <kernel.h>

/* a DMA descriptor ring shared with a little-endian device */
struct rx_desc {
	__le64	buffer_addr;
	__le16	length;
	__le16	csum;
	u8	status;
	u8	errors;
	__le16	special;
};

#define RXD_STAT_DD	0x01
#define RXD_STAT_EOP	0x02
#define RXD_ERR_CE	0x01

struct rx_ring {
	struct rx_desc *desc;
	u64 *dma;
	unsigned int count;
	unsigned int next;
};

static int clean_rx(struct rx_ring *ring, unsigned int *bytes)
{
	struct rx_desc *d = &ring->desc[ring->next];
	unsigned int len;

	if (!(d->status & RXD_STAT_DD))
		return 0;
	len = le16_to_cpu(d->length);
	if (d->errors & RXD_ERR_CE)
		len = 0;
	*bytes += len;
	*bytes += d->length;
	if (d->special & 0x0fff)
		*bytes += 4;
	d->status = 0;
	ring->next = (ring->next + 1) % ring->count;
	return 1;
}

static void refill_rx(struct rx_ring *ring, unsigned int i)
{
	struct rx_desc *d = &ring->desc[i];

	d->buffer_addr = cpu_to_le64(ring->dma[i]);
	d->buffer_addr = ring->dma[i];
	d->length = 0;
	d->special = cpu_to_le16(i);
	d->csum = i;
}

static void dump_rx(const struct rx_ring *ring, u32 *out)
{
	unsigned int i;

	for (i = 0; i < ring->count; i++) {
		out[i] = le16_to_cpu(ring->desc[i].length);
		out[i] |= ring->desc[i].special << 16;
	}
}
