#include <kernel.h>

/*
 * READ_ONCE()/WRITE_ONCE() as in linux 6.1 (asm-generic/rwonce.h): a
 * _Generic that sparse cannot match with a restricted type falls to its
 * default, and a cast to a pointer to typeof(x) keeps x's type.  And GNU
 * a ?: b keeps the restricted type of its operands.
 */
#define __scalar_type_to_expr_cases(type)				\
		unsigned type:	(unsigned type)0,			\
		signed type:	(signed type)0
#define __unqual_scalar_typeof(x) typeof(				\
		_Generic((x),						\
			 char:	(char)0,				\
			 __scalar_type_to_expr_cases(char),		\
			 __scalar_type_to_expr_cases(short),		\
			 __scalar_type_to_expr_cases(int),		\
			 __scalar_type_to_expr_cases(long),		\
			 __scalar_type_to_expr_cases(long long),	\
			 default: (x)))
#define READ_ONCE(x)	(*(const volatile __unqual_scalar_typeof(x) *)&(x))
#define WRITE_ONCE(x, val)						\
do {									\
	*(volatile typeof(x) *)&(x) = (val);				\
} while (0)

struct nh { __be32 saddr; __be16 port; u32 genid; };

static __be32 pick(struct nh *nh, __be32 fallback, u32 host)
{
	WRITE_ONCE(nh->saddr, fallback);
	WRITE_ONCE(nh->genid, host);
	WRITE_ONCE(nh->port, host);
	nh->port = nh->port ?: htons(80);
	host = READ_ONCE(nh->genid) + READ_ONCE(nh->saddr);
	return READ_ONCE(nh->saddr);
}
