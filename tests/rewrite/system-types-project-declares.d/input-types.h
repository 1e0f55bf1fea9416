/*
 * The project declares the kernel's names itself, as e2fsprogs does,
 * while glibc's <sys/stat.h> brings <linux/types.h>'s too: the series
 * takes the project's, and no header of its own includes the system's
 * (sparse would see them declared twice).
 */
#include <stdint.h>

#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#else
#define __bitwise
#endif
typedef unsigned short __u16;
typedef unsigned int __u32;
typedef __u16 __bitwise __le16;
typedef __u32 __bitwise __le32;
