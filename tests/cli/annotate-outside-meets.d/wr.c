#include <sys/stat.h>
#include "fs.h"

/* the owner goes to disk without a conversion: a bug on big-endian */
void inode_from_stat(struct disk_inode *d, const struct stat *st)
{
	d->uid = st->st_uid;
	d->size = htole32((uint32_t)st->st_size);
}
