/*
 * A wire header of the project next to glibc's struct in_addr, whose
 * s_addr the same ntohl() converts, and the kernel's struct ethhdr,
 * whose h_proto is __be16 where the series writes be16_t (other.c does
 * not see <linux/types.h>): the header is annotated, s_addr and h_proto
 * cannot be as the series types them, and annotate lists both; after
 * the series sparse warns there and nowhere else.
 */
#include <stdint.h>
#include <endian.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <linux/if_ether.h>

struct pkt_hdr {
	uint32_t seq;
	uint16_t len;
};

unsigned pkt_seq(const struct pkt_hdr *h)
{
	return ntohl(h->seq) + ntohs(h->len);
}

int is_multicast(const struct sockaddr_in *sin)
{
	return IN_MULTICAST(ntohl(sin->sin_addr.s_addr));
}

unsigned eth_proto(const struct ethhdr *eh)
{
	return be16toh(eh->h_proto);
}
