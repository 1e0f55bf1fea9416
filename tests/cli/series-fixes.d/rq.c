/*
 * A little-endian length converted at nine sites, and three sites that
 * treat it as a number: a constant stored into it and a constant or-ed
 * into it get cpu_to_le32(); the increment cannot be fixed by wrapping
 * one operand and is left for review.
 */
#include <kernel.h>

struct rq {
	u32 len;
	u16 tag;
};

void rq_use(unsigned int n);

void a1(struct rq *r) { rq_use(le32_to_cpu(r->len)); }
void a2(struct rq *r) { rq_use(le32_to_cpu(r->len) + 1); }
void a3(struct rq *r) { rq_use(le32_to_cpu(r->len) * 2); }
void a4(struct rq *r) { r->len = cpu_to_le32(7); }
void a5(struct rq *r) { r->len = cpu_to_le32(9); }
void a6(struct rq *r) { r->len = cpu_to_le32(11); }
void a7(struct rq *r) { rq_use(le32_to_cpu(r->len) - 1); }
void a8(struct rq *r) { rq_use(le32_to_cpu(r->len) >> 1); }
void a9(struct rq *r) { rq_use(le32_to_cpu(r->len) << 1); }

void b1(struct rq *r) { r->len = 5; }
void b2(struct rq *r) { r->len++; }
void b3(struct rq *r) { r->len |= 0x80; }
