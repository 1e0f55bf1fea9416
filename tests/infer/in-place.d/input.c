/* Storage converted in place holds both orders over time: it stays plain. */
#include <kernel.h>

struct entry {
	u32 key;
	u32 value;	/* le: only read through le32_to_cpu */
};

void entry_fixup(struct entry *e, u32 *words, int n)
{
	u32 v = e->key;

	le32_to_cpus(&e->key);		/* e->key: kept plain */
	v = le32_to_cpu(v);		/* v: kept plain */
	words[0] = be32_to_cpu(words[0]);	/* *words: kept plain */
	if (v > le32_to_cpu(e->value) + n)
		e->key = v;
}
