/* SPDX-License-Identifier: GPL-2.0 */
/* Just enough of <linux/kernel.h>, <linux/slab.h> and friends for samples/. */
#ifndef _SAMPLES_LINUX_KERNEL_H
#define _SAMPLES_LINUX_KERNEL_H

#include <linux/types.h>

#define ENOENT		2
#define EIO		5
#define ENOMEM		12
#define EBUSY		16
#define EEXIST		17
#define EINVAL		22
#define ENOSPC		28
#define ENOTEMPTY	39
#define ENODATA		61
#define EPROTO		71
#define EBADMSG		74
#define EMSGSIZE	90
#define EOPNOTSUPP	95
#define ENOBUFS		105
#define ETIMEDOUT	110
#define ESTALE		116
#define EUCLEAN		117

#define KERN_ERR	"\0013"
#define KERN_WARNING	"\0014"
#define KERN_INFO	"\0016"

int printk(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#define pr_err(fmt, ...)	printk(KERN_ERR fmt, ##__VA_ARGS__)
#define pr_warn(fmt, ...)	printk(KERN_WARNING fmt, ##__VA_ARGS__)
#define pr_info(fmt, ...)	printk(KERN_INFO fmt, ##__VA_ARGS__)

#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)

#define ARRAY_SIZE(arr)	(sizeof(arr) / sizeof((arr)[0]))
#define min(a, b)	((a) < (b) ? (a) : (b))
#define max(a, b)	((a) > (b) ? (a) : (b))
#define offsetof(TYPE, MEMBER)	__builtin_offsetof(TYPE, MEMBER)

void *memcpy(void *dst, const void *src, size_t n);
void *memset(void *s, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);

#define GFP_KERNEL	0xcc0u
#define GFP_ATOMIC	0xa20u

void *kzalloc(size_t size, gfp_t flags);
void kfree(const void *p);

time64_t ktime_get_real_seconds(void);

extern unsigned long volatile jiffies;
#define HZ		250
#define time_after(a, b)	((long)((b) - (a)) < 0)

#endif /* _SAMPLES_LINUX_KERNEL_H */
