// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the built-in checker (checker/) on any source text,
 * parsed by libclang as `endian check FILE` would, on the deep stack the
 * command runs on (lib/stack.h), quiet.  A parse error is an answer, not
 * a finding; a crash, a leak or undefined behaviour is.
 */
#include <clang-c/Index.h>

#include "checker/check.h"
#include "checker/report.h"
#include "fuzz/fuzz.h"
#include "lib/ccargs.h"
#include "lib/pch.h"
#include "lib/stack.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static struct check_index idx;
static const char *input;

static int check_input(int argc, const char **argv)
{
	struct report_budget budget = { .left = 100 };
	struct check_options o = {
		.bitwise = 1,
		.bitwise_pointer = 1,
		.report = { .budget = &budget, .quiet = 1, .tabstop = 8 },
	};
	struct ccargs cmdline = CCARGS_INIT;
	unsigned warnings = 0;

	(void)argc;
	(void)argv;
	check_file(&idx, input, NULL, &cmdline, &o, &warnings);
	ccargs_release(&cmdline);
	return 0;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static const char *argv[] = { "fuzz-check", NULL };

	if (!idx.whole) {
		pch_disable();
		check_index_init(&idx);
	}
	input = fuzz_file("input.c", data, size);
	if (input)
		stack_run(check_input, 1, argv);
	return 0;
}
