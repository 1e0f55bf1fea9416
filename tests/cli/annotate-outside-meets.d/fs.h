/* An on-disk inode; one tool fills the owner from stat() raw. */
#include <stdint.h>
#include <endian.h>

struct disk_inode {
	uint32_t uid;
	uint32_t size;
};
