/*
 * Native-order unaligned accessors move bytes as they lie.  The packed
 * structs they pun through belong to the little-endian accessors, which
 * share them (as userspace kerncompat.h headers do): `x` is __le32 even
 * though get_unaligned_32() reads host data through it too, and the
 * host-order field read by get_unaligned_32() stays host order.  The
 * little-endian struct's flags, which only native accessors move, take
 * the order of the file's formats.
 */
#include <stdint.h>

#define le32_to_cpu(x) ((uint32_t)(x))
#define cpu_to_le32(x) ((uint32_t)(x))

struct __una_u32 { uint32_t x; } __attribute__((__packed__));

#define get_unaligned_le32(p) le32_to_cpu(((const struct __una_u32 *)(p))->x)
#define get_unaligned_32(p) (((const struct __una_u32 *)(p))->x)
#define put_unaligned_le32(val, p) (((struct __una_u32 *)(p))->x = cpu_to_le32(val))
#define put_unaligned_32(val, p) (((struct __una_u32 *)(p))->x = (val))

struct search_header {		/* host order, from an ioctl */
	uint32_t len;
	uint32_t type;
};

struct disk_item {		/* little endian, unaligned in a buffer */
	uint32_t size;
	uint32_t flags;
};

uint32_t header_len(const struct search_header *sh)
{
	return get_unaligned_32(&sh->len) + 1;
}

void header_set_type(struct search_header *sh, uint32_t type)
{
	put_unaligned_32(type * 2, &sh->type);
}

uint32_t item_size(const struct disk_item *di)
{
	return get_unaligned_le32(&di->size);
}

void item_copy_flags(struct disk_item *dst, const struct disk_item *src)
{
	uint32_t raw = get_unaligned_32(&src->flags);

	put_unaligned_32(raw, &dst->flags);
	put_unaligned_le32(item_size(src), &dst->size);
}
