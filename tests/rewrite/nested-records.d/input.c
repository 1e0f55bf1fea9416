/*
 * Fields of nested unions and structs (a struct in an unnamed union is
 * named after the struct that holds the union) and of a typedef'd
 * anonymous struct, a return type spelled by a typedef, pointer returns, unnamed
 * parameters, a static local, two locals of one name in a function, and
 * a parameter in sparse's __user address space.
 */
#include "input.h"

u32 disk_magic = 0x12345678;
static const u32 disk_table[] = { 1, 2, 3 };
static u32 disk_count;

struct disk {
	u32 id;
	union {
		u32 word;
		u16 half[2];
		struct {
			u32 lo;
		} pair;
	};
	struct {
		u32 lba;
	} ext;
};

typedef struct {
	u64 when;
} disk_stamp_t;

disk_crc_t disk_crc(const struct disk *d)
{
	return d->id;
}

u32 *disk_slot(u32 *base, int i, u32 v)
{
	base[i] = cpu_to_le32(v);
	return base + i;
}

void disk_note(int n, u32 w)
{
	static u32 last;

	last = w;
	if (n) {
		u32 tmp = cpu_to_be32(n);

		disk_count = be32_to_cpu(tmp);
	} else {
		u32 tmp = n;

		disk_count = tmp + le32_to_cpu(last);
	}
}

void disk_fill(struct disk *d, disk_stamp_t *s, u32 v)
{
	d->id = cpu_to_le32(v);
	d->word = cpu_to_be32(v);
	d->half[0] = cpu_to_le16(v);
	d->ext.lba = cpu_to_le32(v);
	d->pair.lo = cpu_to_be32(v);
	s->when = cpu_to_le64(v);
	disk_magic = cpu_to_le32(disk_table[0] + le32_to_cpu(*disk_slot(&d->id, 0, v)));
	disk_note(1, cpu_to_le32(v));
}

u32 disk_copy(struct disk *d, const u32 __user *src)
{
	return le32_to_cpu(*src) + le32_to_cpu(d->id);
}
