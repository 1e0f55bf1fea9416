/*
 * A work request for firmware: big-endian words, and a cookie the
 * driver stores a pointer in and gets back in the completion.  The
 * struct's other fields lend it their order (a struct hint), but a
 * pointer's value is an address, a host number: the cookie stays plain,
 * and so do the casts that put the pointer in and take it out; so does
 * `buf`, made a pointer to an integer type.  `reserved`, which no code
 * touches, takes the struct's order as before.
 */
#include <kernel.h>
#include <stdint.h>

struct req;

struct fw_wr {
	u32 op;
	u32 len;
	u16 iqid;
	u64 cookie;
	u64 buf;
	u64 reserved;
} __attribute__((packed));

void fw_init(struct fw_wr *wr, struct req *rq, u16 iq)
{
	wr->op = cpu_to_be32(1);
	wr->len = cpu_to_be32(sizeof(*wr));
	wr->iqid = cpu_to_be16(iq);
	wr->cookie = (uintptr_t)rq;
}

struct req *fw_done(const struct fw_wr *wr)
{
	return (struct req *)(uintptr_t)wr->cookie;
}

/* the same through a pointer to an integer type */
u32 *fw_buf(const struct fw_wr *wr)
{
	return (u32 *)(uintptr_t)wr->buf;
}
