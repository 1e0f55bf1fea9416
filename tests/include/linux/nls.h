/*
 * UTF-16 conversions outside the project's roots, told the byte order of
 * their 16-bit units by an argument (tests/infer/order-argument).
 */
#ifndef TEST_LINUX_NLS_H
#define TEST_LINUX_NLS_H

#include <kernel.h>

typedef u16 wchar16;

enum utf16_endian {
	UTF16_HOST_ENDIAN,
	UTF16_LITTLE_ENDIAN,
	UTF16_BIG_ENDIAN
};

int utf16s_to_utf8s(const wchar16 *pwcs, int len, enum utf16_endian endian,
		    u8 *s, int maxlen);
int utf8s_to_utf16s(const u8 *s, int len, enum utf16_endian endian,
		    wchar16 *pwcs, int maxlen);
/* a plain 16-bit buffer, no order told: its data is host */
int count_units(const u16 *p, int len);

#endif
