#include "input-types.h"

typedef enum {
	REC_IN_USE = const_cpu_to_le16(0x0001),
	REC_IS_DIR = const_cpu_to_le16(0x0002),
} REC_FLAGS;

typedef enum {
	magic_FILE = const_cpu_to_le32(0x454c4946),
} MAGIC;

struct record {
	le32 magic;
	le16 flags;
	le16 link_count;
	sle64 lsn;
	u32 bytes_in_use;
};

struct attr {
	s64 data_size;		/* a host number */
	u32 allocated;
};

int is_dir(const struct record *r)
{
	le16 flags = r->flags;

	if (r->magic != magic_FILE)
		return -1;
	return (flags & REC_IS_DIR) != 0;
}

void set_in_use(struct record *r, unsigned links, u32 used)
{
	r->flags |= REC_IN_USE;
	r->link_count = cpu_to_le16(links);
	r->bytes_in_use = cpu_to_le32(used);
}

u32 bytes_in_use(const struct record *r)
{
	return le32_to_cpu(r->bytes_in_use) + le16_to_cpu(r->link_count);
}

u32 first_word(const le32 *words)
{
	return le32_to_cpup(words);
}

s64 record_lsn(const struct record *r)
{
	return sle64_to_cpu(r->lsn);
}

s64 rounded_size(const struct attr *a)
{
	return (a->data_size + 511) & ~511;
}

/* a bug: data_size is a host number */
int too_small(const struct record *r, const struct attr *a)
{
	return le32_to_cpu(r->bytes_in_use) > le64_to_cpu(a->data_size);
}
