/* A slot only casts reach is kept plain: no declaration names it, so the
 * report lists none (a cast took the kind of a conflict, and --format=json
 * read past its table and crashed). */
#include <stdint.h>
#include <endian.h>

uint32_t get(const void *buf)
{
	uint32_t v = *(const uint32_t *)buf;

	v = le32toh(v);
	return v;
}

void put(void *buf, uint32_t x)
{
	*(uint32_t *)buf = x;
	*(uint32_t *)buf = htole32(*(uint32_t *)buf);
}
