#include "fmt.h"

/* this unit forgets the conversion: a bug on big-endian machines */
int rec_big(const struct rec *r)
{
	return r->len > 4096;
}
