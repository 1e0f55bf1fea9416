/* Every spelling of a fixed-width integer becomes the byte-order type. */
#include <kernel.h>
#include <stdint.h>

typedef unsigned int u_int32_t;		/* as BSD's <sys/types.h> */

struct spellings {
	u32 a;
	__u32 b;
	uint32_t c;
	u_int32_t d;
	unsigned int e;
	unsigned short f;
	unsigned long long g;
	u16 h;
	uint64_t i;
};

void spellings_fill(struct spellings *s, u32 v)
{
	s->a = cpu_to_le32(v);
	s->b = cpu_to_be32(v);
	s->c = cpu_to_le32(v);
	s->d = cpu_to_be32(v);
	s->e = cpu_to_le32(v);
	s->f = cpu_to_be16((u16)v);
	s->g = cpu_to_le64(v);
	s->h = cpu_to_le16((u16)v);
	s->i = cpu_to_be64(v);
}
