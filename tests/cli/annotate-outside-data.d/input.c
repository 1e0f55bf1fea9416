/*
 * A wire header of the project next to glibc's struct in_addr, whose
 * s_addr the same ntohl() converts: the header is annotated, s_addr
 * cannot be, and annotate lists it; after the series sparse warns there
 * and nowhere else.
 */
#include <stdint.h>
#include <arpa/inet.h>
#include <netinet/in.h>

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
