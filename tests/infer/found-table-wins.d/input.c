/*
 * A table's entry wins over what the code says: my_le32() is an le
 * conversion by its branches, but the --helpers file says it is be (a
 * made-up disagreement, to tell who wins), and it is not listed as
 * found.  A header outside the project's roots is no project code:
 * nothing of it is found, and what it defines seeds nothing.
 */
#include <stdint.h>
#include <found-outside.h>

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define my_le32(x)	__builtin_bswap32(x)
#else
#define my_le32(x)	(x)
#endif

struct rec {
	uint32_t a;		/* be: the table's my_le32 */
	uint32_t b;		/* out_le32_to_cpu: not found, no order */
	uint32_t c;		/* le: found in the project */
};

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define rec_get32(x)	__builtin_bswap32(x)
#else
#define rec_get32(x)	(x)
#endif

uint32_t rec_sum(const struct rec *r, const uint8_t *buf)
{
	return my_le32(r->a) + out_le32_to_cpu(r->b) + rec_get32(r->c) +
	       out_get_be16(buf);
}
