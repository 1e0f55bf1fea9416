#include <kernel.h>

/* an on-disk block with a trailing crc, and a 16-bit ones' complement sum */
struct log_block {
	__le64	lb_seq;
	__le32	lb_len;
	__le32	lb_flags;
	u8	lb_data[48];
	__le32	lb_crc;
};

static u32 crc32_le(u32 crc, const void *p, size_t len);

static u32 log_block_crc(const struct log_block *lb)
{
	return crc32_le(~0u, lb, sizeof(*lb) - sizeof(lb->lb_crc));
}

static int log_block_verify(const struct log_block *lb)
{
	u32 crc = log_block_crc(lb);

	if (crc != le32_to_cpu(lb->lb_crc))
		return -74;
	if (lb->lb_crc != crc)
		return -74;
	return 0;
}

static void log_block_seal(struct log_block *lb, u64 seq, u32 len)
{
	lb->lb_seq = cpu_to_le64(seq);
	lb->lb_len = len;
	lb->lb_flags = 0;
	lb->lb_crc = log_block_crc(lb);
	lb->lb_crc = cpu_to_le32(log_block_crc(lb));
}

static __sum16 ones_sum(const __be16 *w, int n)
{
	u32 sum = 0;

	while (n-- > 0)
		sum += be16_to_cpu(*w++);
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return (__force __sum16)htons(~sum);
}

static __sum16 ones_sum_bad(const __be16 *w, int n)
{
	u32 sum = 0;

	while (n-- > 0)
		sum += *w++;
	return ~sum;
}

static u64 log_next_seq(const struct log_block *lb)
{
	return le64_to_cpu(lb->lb_seq) + 1;
}

static u64 log_next_seq_bad(const struct log_block *lb)
{
	return lb->lb_seq + 1;
}
