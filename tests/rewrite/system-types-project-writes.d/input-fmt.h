/* A format header that annotates with the kernel's names already. */
#include <stdint.h>
#include <linux/types.h>

struct disk_header {
	__le32 magic;
	uint16_t version;
};
