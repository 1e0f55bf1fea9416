#include <stdint.h>

uint32_t le32_to_cpu(uint32_t x);

struct disk_super {
	uint32_t magic;
	uint32_t blocks;
};
