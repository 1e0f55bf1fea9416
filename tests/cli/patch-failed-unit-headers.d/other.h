#include <stdint.h>

uint32_t le32_to_cpu(uint32_t x);

struct disk_item {
	uint32_t offset;
	uint32_t size;
};
