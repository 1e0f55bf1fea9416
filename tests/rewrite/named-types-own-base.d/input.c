/*
 * Plain typedefs named for their order that cannot be made on the
 * generated types: le64 is `unsigned long long` where le64_t would be
 * uint64_t, `unsigned long` (the compiler would see another type), and
 * the tree declares le16_t itself (the header would declare it again).
 * Both are made bitwise where they stand; be32 goes on be32_t.
 */
#include <stdint.h>

/* the on-disk types */
typedef unsigned long long le64;
typedef uint16_t le16_t;
typedef uint32_t be32;

#define le64_to_cpu(x) ((unsigned long long)(x))
#define le16_to_cpu(x) ((uint16_t)(x))
#define be32_to_cpu(x) __builtin_bswap32(x)

struct rec {
	le64 size;
	le16_t flags;
	be32 magic;
	uint32_t count;
};

unsigned long long rec_size(const struct rec *r)
{
	return le64_to_cpu(r->size) + le16_to_cpu(r->flags) +
	       be32_to_cpu(r->magic) + be32_to_cpu(r->count);
}
