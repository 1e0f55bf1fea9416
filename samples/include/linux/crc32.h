/* SPDX-License-Identifier: GPL-2.0 */
/* Just enough of <linux/crc32.h> for samples/: host-order CRCs. */
#ifndef _SAMPLES_LINUX_CRC32_H
#define _SAMPLES_LINUX_CRC32_H

#include <linux/types.h>

u32 crc32_le(u32 crc, unsigned char const *p, size_t len);
u32 crc32_be(u32 crc, unsigned char const *p, size_t len);

#endif /* _SAMPLES_LINUX_CRC32_H */
