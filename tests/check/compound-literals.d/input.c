/* scalar compound literals of a restricted type */
#include <kernel.h>
static void literals(u32 *o, u32 u)
{
	o[0] = (__le32){ 0 };
	o[1] = (const __le32){ u } + 1;
}
