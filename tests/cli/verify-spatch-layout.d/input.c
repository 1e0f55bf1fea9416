#include <endian.h>
#include <stdint.h>

struct rec { uint32_t a; uint32_t b; };

static int examine_the_record(struct rec *r, uint32_t first_value, uint32_t second_value);

static int examine_the_record(struct rec *r, uint32_t first_value, uint32_t second_value)
{
	return (int)(le32toh(r->a) + le32toh(first_value) + le32toh(second_value));
}

int look(struct rec *r)
{
	return examine_the_record(r, r->a, r->b) + (int)le32toh(r->b);
}

/* a cast is Diff-only: the files differ there, so the hunks are judged */
void set_a(struct rec *r, uint32_t v)
{
	r->a = (uint32_t)htole32(v);
}
