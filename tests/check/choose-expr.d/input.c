/*
 * __builtin_choose_expr: sparse checks all three operands and takes the
 * one the constant picks as if written alone, so a call's result shows
 * no [usertype] and a variable its name.  A selector macro typed that
 * way (as endian types a project's) stores each order where it picks it.
 */
#include <kernel.h>

#define PICK(c, a, b)	__builtin_choose_expr(c, a, b)
#define CPU_TO_FS32(x, le)						\
	__builtin_choose_expr(__builtin_constant_p(le),			\
		__builtin_choose_expr(__builtin_constant_p(le) ? (le) : 0,\
				      cpu_to_le32(x), cpu_to_be32(x)),	\
		(__force u32)cpu_to_le32(x))

struct rec {
	__le32 a;
	__be32 b;
	u32 c;
};

static void store(struct rec *p, u32 n, int le, __be32 v)
{
	p->b = CPU_TO_FS32(n, 0);
	p->a = CPU_TO_FS32(n, 1);
	p->c = CPU_TO_FS32(n, le);
	p->a = CPU_TO_FS32(n, 0);
	p->a = __builtin_choose_expr(1, v, 0);
	p->a = __builtin_choose_expr(0, n, v);
	p->a = __builtin_choose_expr(0, p->a, p->b);
	p->a = __builtin_choose_expr(0, p->a, cpu_to_be32(n));
	p->c = __builtin_choose_expr(1, p->b, p->a);
	p->a = __builtin_choose_expr(1, le32_to_cpu(p->b), 0);
	p->a = PICK(1, v, 0);
}

void rec_init(struct rec *p, u32 n, int le, __be32 v);

void rec_init(struct rec *p, u32 n, int le, __be32 v)
{
	store(p, n, le, v);
}
