/* An on-disk record: len is converted in a.c and forgotten in b.c. */
#include <kernel.h>

struct rec {
	__u32 len;
	__u32 flags;
	__u32 kind;
};
