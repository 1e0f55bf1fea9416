/*
 * Constants whose bytes read the same in either order (0xffff in a
 * 16-bit field, ~0U in a 32-bit one): the code is right on every
 * machine, so they are no sign of host order.  The field keeps the order
 * its conversions give it, and each constant is a site to convert for
 * the checkers, reported as no bug.  A constant that is not symmetric
 * at the field's width (0xffff in a 32-bit field, 0x10), or a field that
 * meets other plain numbers too, is still a probable missing conversion.
 * A fix wraps a macro of one token whole (RESERVED_TAG); one of more
 * (TAG_ALL) is left for review, as clang does not say where in its
 * body an expression ends.  A mask met by host data is that data
 * (`0xffffffff & (addr >> 32)` is a shifted number, no constant).
 * A relational test of an unsigned value against 0 is as blind to byte
 * order as 0xffff is.
 */
#include <kernel.h>

#define DEVHANDLE_INVALID 0xFFFF
#define RESERVED_TAG 0xffffffff
#define TAG_ALL (~0U)

struct io_req {
	u16 dev_handle;		/* le, compared with 0xffff */
	u32 tag;		/* be, set to ~0 */
	u32 mask;		/* le, set to 0x0101... */
	u32 wide;		/* le, compared with 0xffff: not symmetric */
	u16 len;		/* le, compared with 0x10 */
	u32 all;		/* be, set to TAG_ALL */
};

int io_valid(const struct io_req *r)
{
	return r->dev_handle != DEVHANDLE_INVALID;
}

u16 io_handle(const struct io_req *r)
{
	return le16_to_cpu(r->dev_handle);
}

void io_reset(struct io_req *r)
{
	r->tag = RESERVED_TAG;
	r->mask = 0x01010101;
	r->all = TAG_ALL;
}

u32 io_tag(const struct io_req *r)
{
	return be32_to_cpu(r->tag) + le32_to_cpu(r->mask) +
	       be32_to_cpu(r->all);
}

int io_wide(const struct io_req *r)
{
	return r->wide == 0xffff ? 0 : le32_to_cpu(r->wide);
}

int io_short(const struct io_req *r)
{
	return r->len == 0x10 ? 0 : le16_to_cpu(r->len);
}

u32 io_high(u64 addr)
{
	return le32_to_cpu((u32)(0xffffffff & (addr >> 32)));
}

/*
 * An unsigned value compared with 0 by a relational operator is tested
 * for zero, in either order alike: no bug, but a site to convert, as
 * sparse flags `>` on a bitwise type.  A signed one is no such test.
 */
struct dev_list {
	u32 count;		/* le */
	u16 nr;			/* le */
	s32 delta;		/* le */
};

int list_has_devices(const struct dev_list *l)
{
	return l->count > 0 || 0 < l->nr;
}

int list_grew(const struct dev_list *l)
{
	return l->delta > 0;
}

u32 list_total(const struct dev_list *l)
{
	return le32_to_cpu(l->count) + le16_to_cpu(l->nr) +
	       le32_to_cpu(l->delta);
}
