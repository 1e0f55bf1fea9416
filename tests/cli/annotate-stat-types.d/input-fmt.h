/* An on-disk header written with <stdint.h> names only. */
#include <stdint.h>

struct rec {
	uint16_t tag;
	uint32_t len;
};
