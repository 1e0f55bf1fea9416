#include <endian.h>
#include <stdint.h>
#include <stdio.h>

#define debug(fmt, ...) fprintf(stderr, fmt, __VA_ARGS__)

struct rec {
	uint32_t len;	/* little-endian on disk */
	uint32_t clu;	/* read with two widths: stays plain */
};

uint32_t rec_len(const struct rec *r)
{
	return le32toh(r->len);
}

void rec_show(const struct rec *r)
{
	debug("clu %u %llu\n",
	      le32toh(r->clu),
	      (unsigned long long)le64toh(r->clu));
}

uint32_t swap_in_place(uint32_t v)
{
	v = le32toh(v);
	return v + 1;
}

/* a helper that converts either way: no patch can type it */
#if __BYTE_ORDER == __LITTLE_ENDIAN
#define swap_be32(x) __builtin_bswap32(x)
#else
#define swap_be32(x) (x)
#endif

struct hdr {
	uint32_t magic;	/* big-endian on disk */
};

uint32_t hdr_magic(const struct hdr *h)
{
	return be32toh(h->magic) ^ swap_be32(h->magic);
}

/* a pointer to an array: no slot follows the rows into sum() */
static uint32_t sum(const uint32_t (*rows)[2], int n)
{
	return n ? rows[0][0] : 0;
}

uint32_t rows_sum(uint32_t v)
{
	uint32_t rows[2][2];

	rows[0][0] = htole32(v);
	return sum(rows, 1);
}
