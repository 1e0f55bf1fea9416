#include <stdint.h>
#include <stddef.h>

/* a project that spells the attributes itself, no kernel headers */
#ifdef __CHECKER__
# define BITWISE	__attribute__((bitwise))
# define FORCE		__attribute__((force))
#else
# define BITWISE
# define FORCE
#endif

typedef uint16_t BITWISE be16_t;
typedef uint32_t BITWISE be32_t;
typedef uint32_t BITWISE le32_t;

static inline uint32_t swap32(uint32_t x)
{
	return __builtin_bswap32(x);
}

#define BE32_TO_HOST(x)	swap32((FORCE uint32_t)(be32_t)(x))
#define HOST_TO_BE32(x)	((FORCE be32_t)swap32(x))
#define LE32_TO_HOST(x)	((FORCE uint32_t)(le32_t)(x))

struct msg {
	be32_t id;
	be16_t len;
	le32_t crc;
};

static uint32_t msg_id(const struct msg *m)
{
	return BE32_TO_HOST(m->id);
}

static uint32_t msg_crc_wrong(const struct msg *m)
{
	return BE32_TO_HOST(m->crc);
}

static void msg_init(struct msg *m, uint32_t id, uint16_t len)
{
	m->id = HOST_TO_BE32(id);
	m->len = len;
	m->crc = HOST_TO_BE32(0);
	m->crc = 0;
}

static size_t msg_size(const struct msg *m)
{
	return sizeof(*m) + m->len;
}
