/*
 * A little-endian length converted at eighteen sites, and six that
 * treat it as a number: a constant stored into it and a mask and-ed into
 * it get cpu_to_le32() (the mask's own parentheses give way to the
 * call's), a le32_to_cpu() of a host value stored into it becomes the
 * cpu_to_le32() it meant, a comparison of two raw lengths gets a
 * conversion for each, and the increment, which no conversion of one
 * operand fixes, is left for review; a to-cpu conversion behind a cast,
 * compared with the field, becomes its twin too.
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
void a10(struct rq *r) { rq_use(le32_to_cpu(r->len) / 3); }
void a11(struct rq *r) { rq_use(le32_to_cpu(r->len) % 5); }
void a12(struct rq *r) { rq_use(le32_to_cpu(r->len) ^ 6); }
void a13(struct rq *r) { rq_use(le32_to_cpu(r->len) | 8); }
void a14(struct rq *r) { rq_use(le32_to_cpu(r->len) & 9); }
void a15(struct rq *r) { rq_use(le32_to_cpu(r->len) + 10); }
void a16(struct rq *r) { rq_use(le32_to_cpu(r->len) + 11); }
void a17(struct rq *r) { rq_use(le32_to_cpu(r->len) + 12); }
void a18(struct rq *r) { rq_use(le32_to_cpu(r->len) + 13); }

void b1(struct rq *r) { r->len = 5; }
void b2(struct rq *r) { r->len++; }
void b3(struct rq *r) { r->len &= (~0x80); }
void b4(struct rq *r, u32 v) { r->len = le32_to_cpu(v + 1); }
int b5(struct rq *r, struct rq *q) { return r->len > q->len; }
int b6(struct rq *r) { return r->len != (u32) le32_to_cpu(3); }
