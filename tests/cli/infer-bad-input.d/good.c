#include <endian.h>
#include <stdint.h>

struct rec {
	uint32_t len;
};

uint32_t rec_len(const struct rec *r)
{
	return le32toh(r->len);
}
