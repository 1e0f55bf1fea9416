#include <kernel.h>

#define ___GFP_DMA		0x01u
#define ___GFP_HIGH		0x20u
#define ___GFP_IO		0x40u
#define ___GFP_FS		0x80u
#define __GFP_DMA	((__force gfp_t)___GFP_DMA)
#define __GFP_HIGH	((__force gfp_t)___GFP_HIGH)
#define __GFP_IO	((__force gfp_t)___GFP_IO)
#define __GFP_FS	((__force gfp_t)___GFP_FS)
#define GFP_NOIO	(__GFP_HIGH)
#define GFP_KERNEL	(__GFP_IO | __GFP_FS)

static void *kmalloc(size_t size, gfp_t flags);

static void *alloc_buf(size_t n, gfp_t gfp)
{
	if (gfp & __GFP_DMA)
		return kmalloc(n, gfp);
	if ((gfp & (__GFP_IO | __GFP_FS)) == GFP_KERNEL)
		return kmalloc(n, gfp & ~__GFP_FS);
	return kmalloc(n, GFP_NOIO);
}

static void *alloc_bad(size_t n, unsigned int flags, gfp_t gfp)
{
	void *p = kmalloc(n, flags);

	if (gfp & ___GFP_IO)
		return p;
	if (gfp > GFP_KERNEL)
		return kmalloc(n, 0);
	gfp |= 0x400;
	return kmalloc(n, gfp | ___GFP_FS);
}

static unsigned int gfp_bits(gfp_t gfp)
{
	return (__force unsigned int)gfp >> 4;
}

static int gfp_zone(gfp_t gfp)
{
	return gfp >> 4;
}
