#include <kerncompat.h>

struct btrfs_disk_key {
	__le64 objectid;
	u8 type;
	__le64 offset;
} __attribute__ ((__packed__));

struct btrfs_header {
	u8 csum[32];
	__le64 bytenr;
	__le64 flags;
	__le32 nritems;
	u8 level;
} __attribute__ ((__packed__));

BTRFS_SETGET_STACK_FUNCS(disk_key_objectid, struct btrfs_disk_key, objectid, 64);
BTRFS_SETGET_STACK_FUNCS(header_nritems, struct btrfs_header, nritems, 32);

static u64 header_bytenr(const struct btrfs_header *h)
{
	return le64_to_cpu(h->bytenr);
}

static void header_fill(struct btrfs_header *h, u64 bytenr, u32 n)
{
	h->bytenr = bytenr;
	h->flags = cpu_to_le64(h->flags);
	h->nritems = cpu_to_le32(n);
	put_unaligned_le32(n, &h->nritems);
	put_unaligned_le64(h->flags, &h->flags);
	n = get_unaligned_le32(&h->nritems) + h->nritems;
	h->level = n;
}

static int key_cmp(const struct btrfs_disk_key *a, u64 objectid)
{
	if (a->objectid > objectid)
		return 1;
	if (le64_to_cpu(a->offset) < objectid)
		return -1;
	return 0;
}
