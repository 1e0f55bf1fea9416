/*
 * Two drivers built side by side each define their own struct hw_scb.
 * The first converts its `addr` in place, so it stays plain; the second's
 * `addr` is little endian and must not be held back by the first.
 */
#include <stdint.h>

#define cpu_to_le32(x) ((uint32_t)(x))

struct hw_scb {
	uint32_t addr;
	uint32_t len;
};

void ahc_setup(struct hw_scb *s)
{
	s->addr = cpu_to_le32(s->addr);
}
