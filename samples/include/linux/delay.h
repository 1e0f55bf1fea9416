/* SPDX-License-Identifier: GPL-2.0 */
/* Just enough of <linux/delay.h> for samples/. */
#ifndef _SAMPLES_LINUX_DELAY_H
#define _SAMPLES_LINUX_DELAY_H

void udelay(unsigned long usecs);
void msleep(unsigned int msecs);

#endif /* _SAMPLES_LINUX_DELAY_H */
