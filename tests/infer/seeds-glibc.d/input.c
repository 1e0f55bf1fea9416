/* glibc's <endian.h>, <byteswap.h> and <arpa/inet.h>, and clang's builtins. */
#include <arpa/inet.h>
#include <byteswap.h>
#include <endian.h>
#include <stdint.h>

struct record {
	uint32_t length;	/* le: le32toh */
	uint16_t kind;		/* be: htobe16 */
	uint64_t offset;	/* le: htole64 */
	uint32_t addr;		/* be: htonl (a function without -O2) */
	uint16_t port;		/* be: ntohs */
	uint64_t stamp;		/* be: be64toh */
	uint32_t swapped;	/* bswap_32: plain */
	uint32_t builtin;	/* __builtin_bswap32: plain */
};

uint32_t record_length(const struct record *r)
{
	return le32toh(r->length);
}

void record_fill(struct record *r, uint16_t kind, uint64_t off)
{
	r->kind = htobe16(kind);
	r->offset = htole64(off);
	r->addr = htonl(0x7f000001);
}

int record_port(const struct record *r)
{
	return ntohs(r->port);
}

uint64_t record_stamp(const struct record *r)
{
	return be64toh(r->stamp);
}

void record_swap(struct record *r)
{
	r->swapped = bswap_32(r->swapped + 1);
	r->builtin = __builtin_bswap32(r->builtin) + 1;
}
