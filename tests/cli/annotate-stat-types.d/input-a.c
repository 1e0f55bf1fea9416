#include <endian.h>
#include <sys/stat.h>
#include "input-fmt.h"

unsigned int rec_len(const struct rec *r)
{
	return le32toh(r->len);
}
