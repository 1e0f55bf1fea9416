#include <stdint.h>

#define cpu_to_le32(x) ((uint32_t)(x))
#define le32_to_cpu(x) ((uint32_t)(x))

struct hw_scb {
	uint8_t  control;
	uint32_t addr;
};

uint32_t ahd_addr(const struct hw_scb *s)
{
	return le32_to_cpu(s->addr);
}

void ahd_set_addr(struct hw_scb *s, uint32_t a)
{
	s->addr = cpu_to_le32(a);
}
