#include <asm/byteorder.h>
#include "../inc/api.h"

static __u64 secret = 42;

int get_key(__u64 *key)
{
	*key = cpu_to_le64(secret);
	return 0;
}

__u32 get_magic(void)
{
	return cpu_to_be32(0x1234);
}

struct rec { __u32 len; };

void fill(struct rec *r, __u32 n)
{
	r->len = cpu_to_le32(n);
}
