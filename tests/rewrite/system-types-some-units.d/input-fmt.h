/* An on-disk format shared by two units; no unit declares it annotated. */
#include <stdint.h>

struct disk_header {
	uint32_t magic;
	uint16_t version;
};
