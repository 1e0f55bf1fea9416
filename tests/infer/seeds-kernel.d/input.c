/* Every kind of kernel conversion helper seeds the storage it touches. */
#include <kernel.h>

struct disk_super {
	u32 magic;		/* le: le32_to_cpu */
	u16 state;		/* be: cpu_to_be16 */
	u64 blocks;		/* le: le64_to_cpup */
	u32 crc;		/* be: get_unaligned_be32 */
	u16 flags;		/* le: put_unaligned_le16 */
	u32 addr;		/* be: htonl */
	u16 port;		/* be: ntohs */
	u32 free;		/* le: le32_add_cpu */
	u32 gen;		/* le: __cpu_to_le32 */
	u32 id;			/* be: __constant_cpu_to_be32 */
	u32 raw;		/* swab32 is no byte order: plain */
};

u32 super_magic(const struct disk_super *s)
{
	return le32_to_cpu(s->magic);
}

void super_set_state(struct disk_super *s, u16 state)
{
	s->state = cpu_to_be16(state);
}

u64 super_blocks(const struct disk_super *s)
{
	return le64_to_cpup(&s->blocks);
}

u32 super_crc(const struct disk_super *s)
{
	return get_unaligned_be32(&s->crc);
}

void super_set_flags(struct disk_super *s, u16 flags)
{
	put_unaligned_le16(flags, &s->flags);
}

void super_set_addr(struct disk_super *s, u32 a, u16 port)
{
	s->addr = htonl(a);
	if (ntohs(s->port) != port)
		s->port = 0;
}

void super_free(struct disk_super *s, int n)
{
	le32_add_cpu(&s->free, n);
	s->gen = __cpu_to_le32(1);
	s->id = __constant_cpu_to_be32(0x1234);
	s->raw = swab32(s->raw);
}
