#include <sys/stat.h>
#include <endian.h>
#include "input-types.h"

struct disk_rec {
	__le32 magic;
	uint16_t kind;
};

unsigned rec_kind(const struct disk_rec *r)
{
	return le16toh(r->kind);
}
