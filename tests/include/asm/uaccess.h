/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test header shaped like linux 6.1 arch/x86/include/asm/uaccess.h: the
 * value get_user() reads and put_user() writes passes through inline
 * assembly and a local of the pointee's type, so nothing in the
 * expansion connects `x` with `*ptr`.
 */
#ifndef _TEST_ASM_UACCESS_H
#define _TEST_ASM_UACCESS_H

#include <linux/compiler_types.h>

#define get_user(x, ptr)						\
({									\
	int __ret_gu;							\
	unsigned long __val_gu;						\
	asm volatile("call __get_user_%c[size]"				\
		     : "=a" (__ret_gu), "=d" (__val_gu)			\
		     : "0" (ptr), [size] "i" (sizeof(*(ptr))));		\
	(x) = (__force __typeof__(*(ptr)))__val_gu;			\
	__ret_gu;							\
})

#define put_user(x, ptr)						\
({									\
	int __ret_pu;							\
	__typeof__(*(ptr)) __user *__ptr_pu = (ptr);			\
	__typeof__(*(ptr)) __val_pu = (x);				\
	asm volatile("call __put_user_%c[size]"				\
		     : "=c" (__ret_pu)					\
		     : "0" (__ptr_pu), "a" (__val_pu),			\
		       [size] "i" (sizeof(*(ptr))) : "ebx");		\
	__ret_pu;							\
})

#define __get_user(x, ptr)	get_user(x, ptr)
#define __put_user(x, ptr)	put_user(x, ptr)

#endif /* _TEST_ASM_UACCESS_H */
