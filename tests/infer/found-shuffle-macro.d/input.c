/* Byte shuffles written as macros are found: swabs. */
#include <stdint.h>

#define SWAP16(x) ((uint16_t)((((x) & 0x00ffu) << 8) | (((x) & 0xff00u) >> 8)))

#define SWAP32(x) \
	((((x) & 0xff) << 24) | (((x) & 0xff00) << 8) | \
	 (((x) >> 8) & 0xff00) | ((x) >> 24))

#define SWAP64(x) \
	((((uint64_t)(x) & 0x00000000000000ffull) << 56) | \
	 (((uint64_t)(x) & 0x000000000000ff00ull) << 40) | \
	 (((uint64_t)(x) & 0x0000000000ff0000ull) << 24) | \
	 (((uint64_t)(x) & 0x00000000ff000000ull) << 8) | \
	 (((uint64_t)(x) & 0x000000ff00000000ull) >> 8) | \
	 (((uint64_t)(x) & 0x0000ff0000000000ull) >> 24) | \
	 (((uint64_t)(x) & 0x00ff000000000000ull) >> 40) | \
	 (((uint64_t)(x) & 0xff00000000000000ull) >> 56))

/* a statement expression that reads its argument once */
#define SWAP32_ONCE(x) ({ uint32_t __v = (x); \
	(__v << 24) | ((__v << 8) & 0xff0000) | ((__v >> 8) & 0xff00) | \
	(__v >> 24); })

struct record {
	uint16_t kind;
	uint32_t size;
	uint64_t stamp;
	uint32_t crc;
};

uint64_t record_sum(const struct record *r)
{
	return SWAP16(r->kind) + SWAP32(r->size) + SWAP64(r->stamp) +
	       SWAP32_ONCE(r->crc);
}
