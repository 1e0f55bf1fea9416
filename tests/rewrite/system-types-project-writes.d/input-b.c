#include <stdint.h>

uint32_t plain_sum(uint32_t a, uint32_t b)
{
	return a + b;
}
