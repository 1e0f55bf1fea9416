#include <kernel.h>

static __be32 swap_wrongly(__le32 le)
{
	return (__be32)le;
}

static __le16 narrow(__le32 le)
{
	return (__le16)le;
}

static __le32 from_wsum(__wsum s)
{
	return (__le32)s;
}

static gfp_t from_poll(__poll_t p)
{
	return (gfp_t)p;
}
