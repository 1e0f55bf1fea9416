/* Found helpers in json: kind, order, width, why; no helper they wrap. */
#include <endian.h>
#include <stdint.h>

#define SWAB16(x)	((uint16_t)(((x) << 8) | ((x) >> 8)))
#define FS32(x, le)	((le) ? le32toh(x) : be32toh(x))

struct s {
	uint16_t a;
	uint32_t b;	/* either order */
};

uint32_t s_read(const struct s *p, int le)
{
	return SWAB16(p->a) + FS32(p->b, le);
}
