/*
 * A firmware header that lays out each struct once per byte order, the
 * fields of a 32-bit word in the other order.  The build compiles one
 * branch; the code that reads the fields is the same for both, so each
 * field the series annotates in the live branch has its twin annotated
 * in the other.  A field of the same name but another type in the other
 * branch is left alone, as is a nested struct's field and a field of a
 * struct that only the other branch declares.  A type of several words
 * is as many words in the twin, whatever blanks and comments lie
 * between them.
 */
#include <kernel.h>

struct doorbell {
#if defined(__BIG_ENDIAN)
	u16 prod;
	u8 zero_fill;
	u8 header;
#elif defined(__LITTLE_ENDIAN)
	u8 header;
	u8 zero_fill;
	u16 prod;
#endif
	u32 addr;
};

struct request {
#ifdef __BIG_ENDIAN
	u16 flags;
	u16 len;
	u32 tag;
	struct {
		u16 len;
	} inner;
#else
	u16 len;
	unsigned short flags;
	u32 tag;
#endif
};

struct status {
#ifdef __BIG_ENDIAN
	unsigned /* hi */ short state;
#else
	unsigned   short state;
#endif
};

u16 status_of(const struct status *st)
{
	return le16_to_cpu(st->state);
}

u32 ring(struct doorbell *db, struct request *rq, u16 prod)
{
	db->prod = cpu_to_le16(prod);
	db->addr = cpu_to_le32(0x1000);
	rq->len = cpu_to_le16(8);
	rq->flags = cpu_to_le16(1);
	return be32_to_cpu(rq->tag);
}
