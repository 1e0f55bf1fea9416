/* Byte order flows through every way a value moves. */
#include <kernel.h>

struct inode_disk {
	u32 size;	/* le: seed */
	u32 blocks[4];	/* le: through an array element */
	u32 mtime;	/* le: through a pointer */
	u32 ctime;	/* le: through ?: */
	u32 atime;	/* le: compared with ctime */
	u32 mode;	/* le: & with a converted constant */
	u16 links;	/* le: designated initialiser */
	u16 uid;	/* le: positional initialiser */
	u32 count;	/* host: arithmetic */
};

struct inode_disk template = { .links = cpu_to_le16(1) };
struct inode_disk other = { 0, { 0 }, 0, 0, 0, 0, 0, cpu_to_le16(0) };

static u32 copy_size(u32 sz)			/* param and return: le */
{
	return sz;
}

void inode_update(struct inode_disk *d, struct inode_disk *from, u32 n)
{
	u32 tmp = copy_size(d->size);		/* local: le */
	u32 *p = &d->mtime;			/* local pointer: le */
	int i;

	d->size = cpu_to_le32(n);
	d->blocks[0] = tmp;
	for (i = 1; i < 4; i++)
		d->blocks[i] = 0;		/* 0 fits any order */
	*p = d->size;
	d->ctime = n ? d->mtime : from->mtime;
	if (d->atime == d->ctime)
		d->mode |= cpu_to_le32(0x100);
	if ((d->mode & d->size) != 0)
		d->count = d->count + 1;
	*from = *d;				/* a struct copy: same fields */
}
