/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Kernel-style environment for the endian check corpus: what a driver or
 * filesystem gets from <linux/types.h>, <linux/byteorder/generic.h> (little
 * endian host) and <asm/unaligned.h> in linux 6.1.
 *
 * Define KERNEL_NO_BUILTIN_BSWAP to get the __builtin_constant_p() ?:
 * form of __swab16/32/64 instead of __builtin_bswapN().
 */
#ifndef _TEST_KERNEL_H
#define _TEST_KERNEL_H

#include <linux/compiler_types.h>
#include <linux/types.h>
#include <linux/swab.h>
#include <linux/byteorder/generic.h>
#include <asm-generic/unaligned.h>

#endif /* _TEST_KERNEL_H */
