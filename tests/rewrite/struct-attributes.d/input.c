/*
 * spatch matches a struct whose definition ends in one plain attribute,
 * and none whose list has several or one with arguments: those fields
 * are Diff-only.
 */
#include <stdint.h>
#include <endian.h>

struct ea_plain {
	uint16_t csum;
	uint8_t kind;
} __attribute__ ((packed));

struct ea_alias {
	uint16_t csum;
	uint8_t kind;
} __attribute__ ((packed, may_alias));

struct ea_aligned {
	uint32_t len;
} __attribute__ ((aligned(8)));

unsigned ea_sum(const struct ea_plain *a, const struct ea_alias *b,
		const struct ea_aligned *c)
{
	return le16toh(a->csum) + le16toh(b->csum) + le32toh(c->len);
}
