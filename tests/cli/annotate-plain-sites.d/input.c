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
