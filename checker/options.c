// SPDX-License-Identifier: GPL-2.0-only
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checker/options.h"
#include "lib/ccargs.h"
#include "lib/diag.h"

static int starts(const char *s, const char *p)
{
	return !strncmp(s, p, strlen(p));
}

/* sparse's -W switches that concern us; all others are accepted silently. */
static int warning_switch(struct check_options *o, const char *arg)
{
	int on = 1;
	const char *name = arg + 2;

	if (starts(name, "no-")) {
		on = 0;
		name += 3;
	}
	if (!strcmp(name, "bitwise"))
		o->bitwise = on;
	else if (!strcmp(name, "bitwise-pointer"))
		o->bitwise_pointer = on;
	else if (!strcmp(name, "sparse-all"))
		o->bitwise_pointer = o->bitwise = on;
	else if (!strcmp(name, "sparse-error"))
		o->report.sparse_error = on;
	return 0;
}

/* --arch=ARCH with -m32/-m64 and -m{big,little}-endian: a clang target. */
static const char *target_of(const char *arch, int bits, int big)
{
	static const struct {
		const char *arch;
		const char *t64, *t32, *t64be, *t32be;
	} archs[] = {
		{ "x86", "x86_64-linux-gnu", "i386-linux-gnu", NULL, NULL },
		{ "x86_64", "x86_64-linux-gnu", "i386-linux-gnu", NULL, NULL },
		{ "i386", "x86_64-linux-gnu", "i386-linux-gnu", NULL, NULL },
		{ "arm64", "aarch64-linux-gnu", "arm-linux-gnueabi",
		  "aarch64_be-linux-gnu", "armeb-linux-gnueabi" },
		{ "aarch64", "aarch64-linux-gnu", "arm-linux-gnueabi",
		  "aarch64_be-linux-gnu", "armeb-linux-gnueabi" },
		{ "arm", "aarch64-linux-gnu", "arm-linux-gnueabi",
		  "aarch64_be-linux-gnu", "armeb-linux-gnueabi" },
		{ "powerpc", "powerpc64le-linux-gnu", "powerpcle-linux-gnu",
		  "powerpc64-linux-gnu", "powerpc-linux-gnu" },
		{ "ppc64", "powerpc64le-linux-gnu", "powerpcle-linux-gnu",
		  "powerpc64-linux-gnu", "powerpc-linux-gnu" },
		{ "mips", "mips64el-linux-gnuabi64", "mipsel-linux-gnu",
		  "mips64-linux-gnuabi64", "mips-linux-gnu" },
		{ "riscv", "riscv64-linux-gnu", "riscv32-linux-gnu", NULL, NULL },
		{ "riscv64", "riscv64-linux-gnu", "riscv32-linux-gnu", NULL, NULL },
		{ "s390", "s390x-linux-gnu", "s390x-linux-gnu",
		  "s390x-linux-gnu", "s390x-linux-gnu" },
		{ "sparc", "sparcv9-linux-gnu", "sparc-linux-gnu",
		  "sparcv9-linux-gnu", "sparc-linux-gnu" },
	};
	size_t i;

	for (i = 0; i < sizeof(archs) / sizeof(archs[0]); i++) {
		const char *t;

		if (strcmp(arch, archs[i].arch))
			continue;
		if (big)
			t = bits == 32 ? archs[i].t32be : archs[i].t64be;
		else
			t = bits == 32 ? archs[i].t32 : archs[i].t64;
		/* s390 and sparc are big-endian only */
		if (!t || (!big && !strcmp(arch, "s390")))
			t = bits == 32 ? archs[i].t32 : archs[i].t64;
		return t;
	}
	return NULL;
}

int check_parse_args(struct check_options *o, int argc, const char **argv,
		     struct check_args *out)
{
	const char *arch = NULL;
	int bits = 64, big = -1, i;

	o->bitwise = 1;
	o->bitwise_pointer = 0;
	o->report.prefix = "";
	o->report.tabstop = 8;
	o->report.sparse_error = 0;
	o->report.budget->left = 100;
	o->report.budget->has_error = 0;
	o->report.budget->show_info = 1;
	for (i = 0; i < argc; i++) {
		const char *arg = argv[i];

		if (starts(arg, "-W") && !starts(arg, "-Wp,") &&
			   !starts(arg, "-Wl,") && !starts(arg, "-Wa,")) {
			warning_switch(o, arg);
		} else if (starts(arg, "--arch=")) {
			arch = arg + 7;
		} else if (!strcmp(arg, "-mbig-endian")) {
			big = 1;
		} else if (!strcmp(arg, "-mlittle-endian")) {
			big = 0;
		} else if (!strcmp(arg, "-m32") || !strcmp(arg, "-m64")) {
			bits = arg[2] == '3' ? 32 : 64;
			ccargs_push(&out->cc, arg);
		} else if (starts(arg, "-fmax-warnings=")) {
			const char *v = arg + 15;

			o->report.budget->left = !strcmp(v, "unlimited") ?
				UINT_MAX : (unsigned)strtoul(v, NULL, 0);
		} else if (!strcmp(arg, "-fdiagnostic-prefix")) {
			o->report.prefix = "sparse: ";
		} else if (starts(arg, "-fdiagnostic-prefix=")) {
			size_t n = strlen(arg + 20) + 3;
			char *p = malloc(n);

			if (!p)
				die("out of memory");
			snprintf(p, n, "%s: ", arg + 20);
			o->report.prefix = p;
			out->prefix_alloc = p;
		} else if (starts(arg, "-ftabstop=")) {
			unsigned long t = strtoul(arg + 10, NULL, 0);

			if (t >= 1 && t <= 100)
				o->report.tabstop = (unsigned)t;
		} else if (ccargs_filter_one(&out->cc, argv, argc, &i)) {
			continue;
		} else {
			VEC_PUSH(out->files, arg);
		}
	}
	if (arch) {
		const char *t = target_of(arch, bits, big == 1);

		if (t) {
			char buf[64];

			snprintf(buf, sizeof(buf), "--target=%s", t);
			ccargs_push(&out->cc, buf);
		}
	} else if (big == 1) {
		error("-mbig-endian needs --arch=ARCH to pick a target");
		return -1;
	}
	return 0;
}
