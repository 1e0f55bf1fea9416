#include <stdint.h>

uint32_t other_sum(uint32_t a, uint32_t b)
{
	return a + b;
}
