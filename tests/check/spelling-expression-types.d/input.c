/* the spelling of the type of each kind of source expression ("got" lines) */
#include <kernel.h>
static u16 h16(void);
static void types(__le32 *o, u32 u, u16 s, u8 b, bool t, __le16 l16, __be16 b16)
{
	o[0] = 'a';
	o[1] = 1L;
	o[2] = 1UL;
	o[3] = 1LL;
	o[4] = 1ULL;
	o[5] = 0x80000000;
	o[6] = 4294967296;
	o[7] = -1;
	o[8] = u + 1;
	o[9] = s + 1;
	o[10] = s;
	o[11] = b << 1;
	o[12] = t;
	o[13] = (unsigned int)u;
	o[14] = (u16)u;
	o[15] = h16();
	o[16] = l16;
	o[17] = l16 & l16;
	o[18] = l16 | b16;
	o[19] = ~l16 & l16;
	o[20] = u ? l16 : l16;
	o[21] = 1.0;
	o[22] = sizeof(u);
	o[23] = !u;
	o[24] = u == 1;
}
