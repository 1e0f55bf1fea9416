// SPDX-License-Identifier: GPL-2.0-only
#include "lib/version.h"

const char *endian_version(void)
{
	return ENDIAN_VERSION;
}
