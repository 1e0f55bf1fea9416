/* BSD <sys/endian.h>-style decoders, defined by the project itself. */
#include <stdint.h>

static inline uint32_t le32dec(const void *pp)
{
	const uint8_t *p = pp;

	return ((uint32_t)p[3] << 24) | ((uint32_t)p[2] << 16) |
	       ((uint32_t)p[1] << 8) | p[0];
}

static inline void be16enc(void *pp, uint16_t u)
{
	uint8_t *p = pp;

	p[0] = (uint8_t)(u >> 8);
	p[1] = (uint8_t)u;
}

struct header {
	uint32_t size;		/* le: le32dec */
	uint16_t type;		/* be: be16enc */
};

uint32_t header_size(const struct header *h)
{
	return le32dec(&h->size);
}

void header_set_type(struct header *h, uint16_t type)
{
	be16enc(&h->type, type);
}
