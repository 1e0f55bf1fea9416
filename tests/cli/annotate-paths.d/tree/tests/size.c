#include "../lib/fmt.h"

int size_ok(const struct disk *d)
{
	return disk_size(d) > 0;
}
