#include <kernel.h>

/* a member is spelled with the modifiers of the object it is read from */
struct hdr { __le32 magic; u32 host; };

struct hdr g_hdr;
static struct hdr s_hdr;
static const struct hdr c_hdr = { 0, 0 };
extern struct hdr e_hdr;
static volatile struct hdr v_hdr;

static void read_members(struct hdr *p, const struct hdr *cp, struct hdr arg)
{
	struct hdr l;
	struct hdr a;
	static struct hdr ls;
	u32 v;

	a.host = 0;
	v = g_hdr.magic;
	v = s_hdr.magic;
	v = c_hdr.magic;
	v = e_hdr.magic;
	v = v_hdr.magic;
	v = p->magic;
	v = cp->magic;
	v = arg.magic;
	v = l.magic;
	v = a.magic;
	v = ls.magic;
	v = (&l)->magic;
	v = (*p).magic;
}
