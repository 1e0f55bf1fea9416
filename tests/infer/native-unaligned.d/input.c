/*
 * Native-order unaligned accessors move bytes as they lie.  The packed
 * one-field structs that every accessor, little-endian and native alike,
 * reads through (as userspace kerncompat.h headers do) hold no data of
 * their own: an access through one is an access of the integer its
 * pointer points at, and no hint types them.  `x` stays plain, as in the
 * kernel's packed_struct.h (typed __le32, every native access would
 * warn).  The little-endian struct's size is __le32, and its flags,
 * which only native accessors move, take the file's order; the
 * host-order fields read by get_unaligned_32() stay host order.
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

/* through a byte buffer, the order is the caller's: nothing to propose */
uint32_t buf_word(const uint8_t *buf)
{
	return get_unaligned_le32(buf + 4);
}

/* a format struct of one field, not packed: its own data, as ever */
struct counter_block {
	uint32_t count;
};

uint32_t block_count(const uint8_t *buf)
{
	return le32_to_cpu(((const struct counter_block *)buf)->count);
}

/* the same view written with '.' */
void item_set_size(struct disk_item *di, uint32_t n)
{
	(*(struct __una_u32 *)&di->size).x = cpu_to_le32(n);
}
