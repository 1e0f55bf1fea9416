#include "lib/fmt.h"

int main(void)
{
	struct disk d = { 0, 0 };

	return (int)disk_size(&d);
}
