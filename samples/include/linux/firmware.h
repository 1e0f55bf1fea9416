/* SPDX-License-Identifier: GPL-2.0 */
/* Just enough of <linux/firmware.h> for samples/. */
#ifndef _SAMPLES_LINUX_FIRMWARE_H
#define _SAMPLES_LINUX_FIRMWARE_H

#include <linux/types.h>

struct device;

struct firmware {
	size_t size;
	const u8 *data;
};

int request_firmware(const struct firmware **fw, const char *name,
		     struct device *device);
void release_firmware(const struct firmware *fw);

#endif /* _SAMPLES_LINUX_FIRMWARE_H */
