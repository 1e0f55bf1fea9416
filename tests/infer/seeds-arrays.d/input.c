/*
 * Array helpers: in place (buf, n) keeps the buffer plain; a copy
 * (dst, src, len) orders the destination.  swab32p and swab32s work on
 * host data.
 */
#include <kernel.h>

struct table {
	u32 words[8];		/* converted in place: plain */
	u32 out[8];		/* be: filled by cpu_to_be32_array */
	u32 in[8];		/* host: the copy's source */
	u32 sw;			/* swab32p reads it as a number */
	u32 sws;		/* swapped in place */
	u32 idx;		/* host: an array index */
};

u32 table_fill(struct table *t)
{
	le32_to_cpu_array(t->words, 8);
	cpu_to_be32_array(t->out, t->in, 8);
	swab32s(&t->sws);
	return swab32p(&t->sw) + t->words[t->idx];
}
