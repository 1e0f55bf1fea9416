#include "fmt.h"

__u32 rec_len(const struct rec *r)
{
	return le32_to_cpu(r->len);
}

__u32 rec_blocks(const struct rec *r)
{
	return le32_to_cpu(r->len) / 512;
}

int rec_empty(const struct rec *r)
{
	return !le32_to_cpu(r->len);
}

int rec_is_dir(const struct rec *r)
{
	return le32_to_cpu(r->kind) == 2;
}

int rec_is_file(const struct rec *r)
{
	return le32_to_cpu(r->kind) == 1;
}

void rec_set(struct rec *r, __u32 len)
{
	r->len = cpu_to_le32(len);
	r->flags = cpu_to_le32(0);
	r->kind = cpu_to_le32(1);
}
