#include <kernel.h>

#define BLK_STS_OK		((__force blk_status_t)0)
#define BLK_STS_NOTSUPP		((__force blk_status_t)1)
#define BLK_STS_IOERR		((__force blk_status_t)10)

typedef u8 __bitwise blk_status_t;

enum { STS_OK = BLK_STS_OK, STS_IO = BLK_STS_IOERR };
enum { PLAIN_ZERO = 0, PLAIN_ONE };

static blk_status_t status(int err)
{
	if (!err)
		return STS_OK;
	if (err == 95)
		return BLK_STS_NOTSUPP;
	if (err == 5)
		return STS_IO;
	return PLAIN_ONE;
}

static int to_errno(blk_status_t s)
{
	if (s == STS_OK)
		return 0;
	if (s == PLAIN_ZERO)
		return 0;
	if (s == PLAIN_ONE)
		return -1;
	return -s;
}

static int is_io(blk_status_t s)
{
	switch (s) {
	case STS_IO:
		return 1;
	case BLK_STS_NOTSUPP:
		return 2;
	case PLAIN_ONE + 1:
		return 3;
	}
	return 0;
}
