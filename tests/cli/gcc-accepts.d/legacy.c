/*
 * Code gcc 12 builds with warnings and clang 16 and later refuse by
 * default: an implicit function declaration, an implicit int, an
 * integer stored into a pointer.  endian must analyse it all the same.
 */
#include <endian.h>
#include <stdint.h>

struct rec {
	uint32_t len;
};

static legacy_count;

uint32_t rec_len(const struct rec *r)
{
	char *p = 4096;

	legacy_count += old_helper(p);
	return le32toh(r->len);
}
