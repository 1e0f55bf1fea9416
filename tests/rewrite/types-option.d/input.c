/* --types names the new types by hand; the tree has none, so the generated header defines them. */
#include <endian.h>
#include <stdint.h>

struct record {
	uint32_t length;
	uint16_t kind;
	uint64_t offset;
};

uint32_t record_length(const struct record *r)
{
	return le32toh(r->length);
}

void record_fill(struct record *r, uint16_t kind, uint64_t off)
{
	r->kind = htobe16(kind);
	r->offset = htole64(off);
}
