#include <kernel.h>

/* __wsum / __sum16: bitwise types that are not about byte order */
static inline u32 from32to16(u32 x)
{
	x = (x & 0xffff) + (x >> 16);
	x = (x & 0xffff) + (x >> 16);
	return x;
}

static __sum16 csum_fold(__wsum csum)
{
	u32 sum = (__force u32)csum;

	sum = (sum & 0xffff) + (sum >> 16);
	sum = (sum & 0xffff) + (sum >> 16);
	return (__force __sum16)~sum;
}

static __wsum csum_add(__wsum csum, __wsum addend)
{
	u32 res = (__force u32)csum;

	res += (__force u32)addend;
	return (__force __wsum)(res + (res < (__force u32)addend));
}

static __wsum csum_add_bad(__wsum csum, __wsum addend)
{
	return csum + addend;
}

static __sum16 csum_fold_bad(__wsum csum)
{
	u32 sum = csum;

	sum = from32to16(sum);
	return ~sum;
}

static int csum_ok(__sum16 s)
{
	return s == 0 || !~s;
}

static __wsum csum_partial(const void *buff, int len, __wsum sum);

static __sum16 ip_compute_csum(const void *buff, int len)
{
	return csum_fold(csum_partial(buff, len, 0));
}

static __sum16 ip_compute_csum_bad(const void *buff, int len, u32 seed)
{
	return csum_fold(csum_partial(buff, len, seed));
}
