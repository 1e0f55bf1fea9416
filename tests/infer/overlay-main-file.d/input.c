/*
 * A standalone tool that defines its conversion helpers and a wrapper in
 * the main file: the main file itself gets the overlay.
 */
#include <stdint.h>

#define le32_to_cpu(x) ((uint32_t)(x))
#define cpu_to_le32(x) \
	((uint32_t)(x))
#define be16_to_cpu(x) __builtin_bswap16(x)
#define RD32(x) ((uint32_t)le32_to_cpu((x)))

struct rec {
	uint32_t len;	/* le */
	uint32_t next;	/* le: through RD32 */
	uint16_t type;	/* be */
};

uint32_t rec_walk(struct rec *r)
{
	uint32_t n = le32_to_cpu(r->len) + RD32(r->next);

	r->len = cpu_to_le32(n);
	return n + be16_to_cpu(r->type);
}
