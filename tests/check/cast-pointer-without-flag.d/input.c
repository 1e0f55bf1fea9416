#include <kernel.h>

/*
 * Without -Wbitwise-pointer, explicit pointer casts are silent; implicit
 * conversions between u32 * and __le32 * are still checked.
 */
static void ptr_casts(u32 *up, __le32 *lp)
{
	__le32 *a;
	u32 *b;

	a = (__le32 *)up;
	b = (u32 *)lp;
	a = up;
	b = lp;
	(void)a; (void)b;
}
