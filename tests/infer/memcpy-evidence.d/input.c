/*
 * memcpy() of one integer into another of its width is a copy like an
 * assignment: the field takes the order of the value copied into it,
 * which outvotes its struct's hint.  A copy of part of an integer, or
 * between widths, says nothing.
 */
#include <stdint.h>
#include <string.h>
#include <endian.h>

struct hdr {
	uint32_t magic;		/* big-endian */
	uint32_t size;		/* big-endian */
	uint32_t crc;		/* little-endian, written only by memcpy() */
	uint16_t tag;		/* never touched: the struct's hint */
	uint16_t half[2];
};

uint32_t hdr_size(const struct hdr *h)
{
	return be32toh(h->size) + be32toh(h->magic);
}

void hdr_seal(struct hdr *h, uint32_t crc, const uint32_t *words)
{
	uint32_t v = htole32(crc);

	memcpy(&h->crc, &v, sizeof(v));
	memcpy(h->half, words, 2);
}

void hdr_crc_part(struct hdr *h, const uint32_t *p)
{
	memmove(&h->size, p, 2);
}
