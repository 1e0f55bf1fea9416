#include "fs.h"

void inode_init(struct disk_inode *d, uint32_t owner, uint32_t size)
{
	d->uid = htole32(owner);
	d->size = htole32(size);
}

uint32_t inode_uid(const struct disk_inode *d)
{
	return le32toh(d->uid);
}

uint32_t inode_size(const struct disk_inode *d)
{
	return le32toh(d->size);
}
