#include "fmt.h"

/* this unit forgets the conversion: a bug on big-endian machines */
int rec_big(const struct rec *r)
{
	return r->len > 4096;
}

/* its switch reads the raw kind: sparse flags the switch's line */
const char *rec_kind(const struct rec *r)
{
	switch (r->kind) {
	case 1:
		return "file";
	default:
		return "?";
	}
}
