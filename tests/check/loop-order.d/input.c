#include <kernel.h>

/*
 * sparse evaluates a loop's conditions before its first clause, the body
 * before the step, and a do-while's condition before its body.
 */
static u32 walk(__le32 *tab, u32 n, __le32 stop)
{
	__le32 i;
	u32 sum = 0;

	for (i = 0; i != stop + 1; i = i + 1)
		sum += tab[n] + 2;
	do {
		sum += stop * 2;
	} while (stop - 1);
	while (stop << 1)
		sum = stop;
	return sum;
}
