// SPDX-License-Identifier: GPL-2.0-only
#include "lib/json.h"

void json_str(FILE *out, const char *s)
{
	putc('"', out);
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;

		if (ch == '"' || ch == '\\')
			fprintf(out, "\\%c", ch);
		else if (ch == '\n')
			fputs("\\n", out);
		else if (ch == '\t')
			fputs("\\t", out);
		else if (ch < 0x20 || ch == 0x7f)
			fprintf(out, "\\u%04x", ch);
		else
			putc(ch, out);
	}
	putc('"', out);
}

void json_kv(FILE *out, const char *sep, const char *key, const char *val)
{
	fprintf(out, "%s\"%s\": ", sep, key);
	json_str(out, val);
}
