#include <kernel.h>

/* correctly annotated code: no warnings expected */
struct tcphdr {
	__be16	source;
	__be16	dest;
	__be32	seq;
	__be32	ack_seq;
	__be16	window;
	__sum16	check;
	__be16	urg_ptr;
};

#define TCP_PORT_HTTP	80

static u32 tcp_next_seq(const struct tcphdr *th, u32 len)
{
	return ntohl(th->seq) + len;
}

static int tcp_is_http(const struct tcphdr *th)
{
	switch (th->dest) {
	case htons(TCP_PORT_HTTP):
	case cpu_to_be16(8080):
		return 1;
	case 0:
		return -1;
	}
	return th->source == htons(TCP_PORT_HTTP);
}

static void tcp_reply(struct tcphdr *out, const struct tcphdr *in, u32 ack)
{
	out->source = in->dest;
	out->dest = in->source;
	out->seq = in->ack_seq;
	out->ack_seq = htonl(ack);
	out->window = in->window ? in->window : htons(1024);
	out->check = 0;
	out->urg_ptr = 0;
}

static __wsum csum_add(__wsum csum, __wsum addend)
{
	u32 res = (__force u32)csum;

	res += (__force u32)addend;
	return (__force __wsum)(res + (res < (__force u32)addend));
}

static __sum16 csum_fold(__wsum csum)
{
	u32 sum = (__force u32)csum;

	sum = (sum & 0xffff) + (sum >> 16);
	sum = (sum & 0xffff) + (sum >> 16);
	return (__force __sum16)~sum;
}

static bool tcp_window_zero(const struct tcphdr *th)
{
	return !th->window;
}

static unsigned long tcp_hdr_size(void)
{
	return sizeof(struct tcphdr) + sizeof(__be32);
}
