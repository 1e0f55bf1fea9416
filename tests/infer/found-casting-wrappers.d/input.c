/*
 * Wrappers that cast their parameter or their result are wrappers all
 * the same, functions and macros alike.
 */
#include <endian.h>
#include <stdint.h>

typedef uint32_t le32;
typedef uint16_t be16;

static inline uint32_t get_le32(le32 v)
{
	return le32toh((uint32_t)v);
}

static inline be16 put_be16(uint16_t v)
{
	return (be16)htobe16(v);
}

#define le32_get(x)	le32toh((uint32_t)(x))
#define be16_put(x)	((be16)htobe16(x))

struct msg {
	uint32_t id;		/* le: through get_le32 */
	uint32_t seq;		/* le: through le32_get */
	uint16_t type;		/* be: through put_be16 */
	uint16_t len;		/* be: through be16_put */
};

uint32_t msg_read(const struct msg *m)
{
	return get_le32(m->id) + le32_get(m->seq);
}

void msg_write(struct msg *m, uint16_t type, uint16_t len)
{
	m->type = put_be16(type);
	m->len = be16_put(len);
}
