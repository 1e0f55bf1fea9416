/*
 * The only blank line before the first use is inside a function body:
 * the #include needs a line of its own there.
 */
#include <stdint.h>
static inline int twice(int x)
{

	return 2 * x;
}
struct rec_b {
	uint32_t len;
};
