/*
 * __builtin_constant_p() as sparse folds it, which decides what a
 * __builtin_choose_expr() takes (a selector typed by endian asks it of
 * the order): a variable whose initializer is a literal or an enumerator
 * of its own type, a local or a static, not const-qualified and written
 * nowhere before the read, is a constant; a const-qualified one is not
 * (clang says the opposite of both); nor is one assigned, incremented or
 * whose address was taken before, nor one whose initializer is
 * converted.  The comment on each line says what sparse takes; where
 * it is no constant, the plain value stored warns.
 */
#include <kernel.h>

#define PICK(c)	__builtin_choose_expr(__builtin_constant_p(c),		\
				      cpu_to_le32(n), n)
#define ORDER(c, x) __builtin_choose_expr(				\
	__builtin_constant_p(c) ? !!(c) : 0, cpu_to_le32(x),		\
	cpu_to_be32(x))

enum { E = 1 };
static int flag = 1;
static int later = 1;
static int early = 1;
static const int cflag = 1;
extern int global;
int global = 1;

static void bump(void)
{
	early++;
}

static void store(__le32 *p, __be32 *q, u32 n, int arg)
{
	int local = 1;
	int moved = 1;
	int taken = 1;
	unsigned int wide = 1;
	const int fixed = 1;
	static int kept = E;
	int *ptr;

	moved = 2;
	ptr = &taken;
	*p = PICK(1);		/* constant */
	*p = PICK(E + 1);	/* constant */
	*p = PICK(flag);	/* constant */
	*p = PICK(later);	/* constant: written after */
	*p = PICK(early);	/* written before, in bump() */
	*p = PICK(cflag);	/* const-qualified */
	*p = PICK(global);	/* not static */
	*p = PICK(local);	/* constant */
	*p = PICK(local + 1);	/* constant */
	*p = PICK(moved);	/* assigned before */
	*p = PICK(taken);	/* address taken before */
	*p = PICK(wide);	/* initializer converted */
	*p = PICK(fixed);	/* const-qualified */
	*p = PICK(kept);	/* constant */
	*p = PICK(arg);		/* a parameter */
	*p = PICK(sizeof(arg));	/* constant */
	*p = ORDER(local, n);	/* le */
	*q = ORDER(fixed, n);	/* not constant: be */
	later = 2;
	(void)ptr;
}

/*
 * Inline expansion comes after sparse evaluated the whole file: a
 * constant condition there folds any initializer that is a value, const
 * or converted, and every write counts, before the read or after.  What
 * a dead branch calls is not expanded, so raw() warns only where a
 * condition does not fold.
 */
static u32 mode = 1;

static inline __le32 raw(u32 n)
{
	return n;
}

static inline __le32 expand(u32 n, int arg)
{
	unsigned int wide = 1;
	const int fixed = 1;
	int once = 2 * E;
	__le32 r;

	r = wide ? cpu_to_le32(n) : raw(n);	/* folds */
	r |= fixed ? cpu_to_le32(n) : raw(n);	/* folds */
	r |= once ? cpu_to_le32(n) : raw(n);	/* folds */
	r |= mode ? cpu_to_le32(n) : raw(n + 1);	/* written below */
	r |= arg ? cpu_to_le32(n) : raw(n + 2);	/* a parameter */
	return r;
}

void entry(__le32 *p, __be32 *q, u32 n, int arg);
void entry(__le32 *p, __be32 *q, u32 n, int arg)
{
	bump();
	store(p, q, n, arg);
	*p = expand(n, arg);
	mode = 0;
}
