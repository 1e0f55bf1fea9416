# SPDX-License-Identifier: GPL-2.0-only
# endian: one flat, non-recursive Makefile (see README.md).
#   make            build ./endian
#   make check      install what is missing, build, run every test
#   make demo       install what is missing, build, run on samples/
#   make WERROR=1   warnings are errors (CI)
#   make SANITIZE=1 AddressSanitizer + UndefinedBehaviorSanitizer
#   make V=1        show full commands
#   make install    PREFIX=/usr/local, DESTDIR= (also uninstall)
-include local.mk

# libclang from Debian's fixed prefix (libclang-19-dev); LLVM_PREFIX=DIR
# points elsewhere, LLVM_CONFIG=llvm-config-NN asks an llvm-config instead
# (libclang-19-dev does not ship one: it is in llvm-19).
LLVM_PREFIX ?= /usr/lib/llvm-19
ifdef LLVM_CONFIG
LLVM_INCDIR := $(shell $(LLVM_CONFIG) --includedir)
LLVM_LIBDIR := $(shell $(LLVM_CONFIG) --libdir)
LLVM_BINDIR := $(shell $(LLVM_CONFIG) --bindir)
else
LLVM_INCDIR ?= $(LLVM_PREFIX)/include
LLVM_LIBDIR ?= $(LLVM_PREFIX)/lib
LLVM_BINDIR ?= $(LLVM_PREFIX)/bin
endif

# deps, check and demo install libclang before they build; clean needs
# nothing.  Any other goal compiles, and without the headers it would fail
# on every file with a confusing message.
NO_LIBCLANG_GOALS = deps check demo clean fuzz fuzz-build
ifneq ($(filter-out $(NO_LIBCLANG_GOALS),$(or $(MAKECMDGOALS),all)),)
ifeq ($(wildcard $(LLVM_INCDIR)/clang-c/Index.h),)
$(error libclang headers not found in '$(LLVM_INCDIR)': install libclang-19-dev ('make deps' does), or set LLVM_PREFIX or LLVM_CONFIG)
endif
# the caches' content digests and the compile database's reader
ifeq ($(wildcard /usr/include/xxhash.h),)
$(error xxhash.h not found: install libxxhash-dev ('make deps' does))
endif
ifeq ($(wildcard /usr/include/json-c/json.h),)
$(error json-c/json.h not found: install libjson-c-dev ('make deps' does))
endif
endif

CC ?= cc
CFLAGS ?= -O2 -g
ALL_CFLAGS = $(CPPFLAGS) $(CFLAGS) -std=gnu11 -Wall -Wextra -I. -I$(LLVM_INCDIR) -MMD -MP
ALL_LDFLAGS = $(LDFLAGS) -L$(LLVM_LIBDIR) -Wl,-rpath,$(LLVM_LIBDIR)
LIBS = -lclang -lxxhash -ljson-c -lpthread

# verify asks the clang of libclang's release what a parse reads
verify/reads.o fuzz/obj/verify/reads.o: ALL_CFLAGS += -DENDIAN_CLANG='"$(LLVM_BINDIR)/clang"'

# Where `make install` puts things; DESTDIR stages them elsewhere.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
BASHCOMPDIR ?= $(DATADIR)/bash-completion/completions
INSTALL ?= install

# idioms finds the semantic patches relative to the binary, else in the
# DATADIR it was built for: a new DATADIR rebuilds it (.build-datadir
# changes only when DATADIR does).
idioms/idioms.o fuzz/obj/idioms/idioms.o: ALL_CFLAGS += -DENDIAN_DATADIR='"$(DATADIR)"'
.build-datadir: FORCE
	$(Q)echo '$(DATADIR)' | cmp -s - $@ || echo '$(DATADIR)' >$@

# The release is the VERSION file's line (`endian --version`).
VERSION := $(shell cat VERSION)
lib/version.o fuzz/obj/lib/version.o: ALL_CFLAGS += -DENDIAN_VERSION='"$(VERSION)"'

ifeq ($(WERROR),1)
ALL_CFLAGS += -Werror
endif
ifeq ($(SANITIZE),1)
ALL_CFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer
ALL_LDFLAGS += -fsanitize=address,undefined
endif

ifneq ($(V),1)
Q = @
QUIET_CC = @echo '  CC      ' $@;
QUIET_LINK = @echo '  LINK    ' $@;
QUIET_GEN = @echo '  GEN     ' $@;
endif

PROG = endian

OBJS =
OBJS += main.o
OBJS += builtin/annotate.o
OBJS += builtin/check.o
OBJS += builtin/facts.o
OBJS += builtin/idioms.o
OBJS += builtin/infer.o
OBJS += builtin/patch.o
OBJS += builtin/verify.o
OBJS += lib/arena.o
OBJS += lib/bitwise.o
OBJS += lib/ccargs.o
OBJS += lib/cdb.o
OBJS += lib/cx.o
OBJS += lib/cxmap.o
OBJS += lib/diag.o
OBJS += lib/digest.o
OBJS += lib/file.o
OBJS += lib/findings.o
OBJS += lib/fold.o
OBJS += lib/hashmap.o
OBJS += lib/inplace.o
OBJS += lib/json.o
OBJS += lib/lex.o
OBJS += lib/parse-options.o
OBJS += lib/path.o
OBJS += lib/pch.o
OBJS += lib/run.o
OBJS += lib/signals.o
OBJS += lib/sort.o
OBJS += lib/stack.o
OBJS += lib/strbuf.o
OBJS += lib/strset.o
OBJS += lib/strvec.o
OBJS += lib/unit.o
OBJS += lib/version.o
OBJS += lib/xalloc.o
OBJS += checker/branches.o
OBJS += checker/check.o
OBJS += checker/evaluate.o
OBJS += checker/initializer.o
OBJS += checker/options.o
OBJS += checker/position.o
OBJS += checker/prefix.o
OBJS += checker/report.o
OBJS += checker/restrict.o
OBJS += checker/show.o
OBJS += checker/statement.o
OBJS += checker/symbol.o
OBJS += infer/cache.o
OBJS += infer/discover.o
OBJS += infer/discover-cond.o
OBJS += infer/discover-expr.o
OBJS += infer/discover-func.o
OBJS += infer/discover-parse.o
OBJS += infer/discover-text.o
OBJS += infer/facts.o
OBJS += infer/helpers.o
OBJS += infer/helpers-tab.o
OBJS += infer/infer.o
OBJS += infer/overlay.o
OBJS += infer/report.o
OBJS += infer/solve.o
OBJS += infer/walk-calls.o
OBJS += infer/walk-flows.o
OBJS += infer/walk-order-args.o
OBJS += infer/walk-records.o
OBJS += infer/walk-slots.o
OBJS += infer/walk-stmt.o
OBJS += infer/walk.o
OBJS += idioms/idioms.o
OBJS += idioms/ifdef_swab.o
OBJS += rewrite/cocci.o
OBJS += rewrite/diff.o
OBJS += rewrite/edits.o
OBJS += rewrite/fix.o
OBJS += rewrite/patch.o
OBJS += rewrite/series.o
OBJS += rewrite/spelling.o
OBJS += rewrite/split.o
OBJS += rewrite/typing.o
OBJS += rewrite/twins.o
OBJS += verify/apply.o
OBJS += verify/jobs.o
OBJS += verify/objects.o
OBJS += verify/reads.o
OBJS += verify/scratch.o
OBJS += verify/spatch.o
OBJS += verify/table.o
OBJS += verify/units.o
OBJS += verify/uses.o
OBJS += verify/verify.o

all: $(PROG)

$(PROG): $(OBJS)
	$(QUIET_LINK)$(CC) $(ALL_CFLAGS) -o $@ $(OBJS) $(ALL_LDFLAGS) $(LIBS)

%.o: %.c
	$(QUIET_CC)$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(OBJS): Makefile
lib/version.o: VERSION
idioms/idioms.o: .build-datadir

# The helper table is data; it is compiled in as one string.
infer/helpers-tab.c: infer/helpers.tab tools/tab2c
	$(QUIET_GEN)tools/tab2c helpers_tab infer/helpers.tab > $@+ && mv $@+ $@

deps:
	$(Q)tools/install-deps

# libFuzzer targets (fuzz/README.md): every object built again by the
# clang of libclang's release, with coverage and ASan + UBSan, into
# fuzz/obj/; `make fuzz` runs each target FUZZ_TIME seconds (default 60)
# from its seeds in tests/ and samples/.
FUZZ_CC = $(LLVM_BINDIR)/clang
FUZZ_TARGETS = facts cdb helpers lex check
FUZZ_TIME ?= 60
FUZZ_SAN = -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_CFLAGS = $(filter-out -O2 -Werror,$(ALL_CFLAGS)) -O1 -g \
	-fno-omit-frame-pointer $(FUZZ_SAN) -fsanitize=fuzzer-no-link
FUZZ_OBJS = $(addprefix fuzz/obj/,$(filter-out main.o,$(OBJS))) \
	fuzz/obj/fuzz/fuzz.o
FUZZ_BINS = $(addprefix fuzz/bin/,$(FUZZ_TARGETS))

fuzz/obj/%.o: %.c Makefile
	$(Q)mkdir -p $(@D)
	$(QUIET_CC)$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $@ $<

fuzz/bin/%: fuzz/obj/fuzz/%.o $(FUZZ_OBJS)
	$(Q)mkdir -p $(@D)
	$(QUIET_LINK)$(FUZZ_CC) $(FUZZ_SAN) -fsanitize=fuzzer -o $@ $^ \
		$(ALL_LDFLAGS) $(LIBS)

# kept: make would remove them as intermediates of fuzz/bin/%
.SECONDARY: $(FUZZ_OBJS) $(FUZZ_BINS:fuzz/bin/%=fuzz/obj/fuzz/%.o)

fuzz-build: deps $(PROG)
	$(Q)$(MAKE) --no-print-directory $(FUZZ_BINS)

fuzz: fuzz-build
	$(Q)fuzz/run $(FUZZ_TIME) $(FUZZ_TARGETS)

check: deps
	$(Q)$(MAKE) --no-print-directory $(PROG)
	$(Q)tests/run $(T)

# The checker on the half-annotated files of samples/check/, then the
# main job on each legacy code base of samples/ (samples/README.md): its
# series goes to samples/NAME/series/.
SAMPLES = tinyfs tunnel nicdesc imgtool

demo: deps
	$(Q)$(MAKE) --no-print-directory $(PROG)
	./$(PROG) check -Isamples/include samples/check/*.c
	$(Q)for s in $(SAMPLES); do \
		$(MAKE) -s --no-print-directory -C samples/$$s \
			compile_commands.json || exit 2; \
		echo; echo "== endian annotate -p samples/$$s -o samples/$$s/series"; \
		rm -rf samples/$$s/series; \
		./$(PROG) annotate -p samples/$$s -o samples/$$s/series || exit 2; \
	done

COCCI = $(filter-out %.pending.cocci,$(wildcard semantic-patches/*.cocci))
MANPAGES = $(wildcard man/*.1)

install: $(PROG)
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
		$(DESTDIR)$(DATADIR)/endian/semantic-patches \
		$(DESTDIR)$(BASHCOMPDIR)
	$(INSTALL) -m 755 $(PROG) $(DESTDIR)$(BINDIR)/$(PROG)
	$(INSTALL) -m 644 $(COCCI) semantic-patches/README.md \
		$(DESTDIR)$(DATADIR)/endian/semantic-patches
	$(INSTALL) -m 644 $(MANPAGES) $(DESTDIR)$(MANDIR)/man1
	$(INSTALL) -m 644 completion/endian $(DESTDIR)$(BASHCOMPDIR)/endian

uninstall:
	$(RM) $(DESTDIR)$(BINDIR)/$(PROG) $(DESTDIR)$(BASHCOMPDIR)/endian
	$(RM) $(addprefix $(DESTDIR)$(MANDIR)/man1/,$(notdir $(MANPAGES)))
	$(RM) -r $(DESTDIR)$(DATADIR)/endian

selfcheck: $(PROG)
	./$(PROG) check -I. -I$(LLVM_INCDIR) $(OBJS:.o=.c)

clean:
	$(RM) $(PROG) $(OBJS) $(OBJS:.o=.d) infer/helpers-tab.c .build-datadir
	$(RM) -r fuzz/obj fuzz/bin
	$(RM) -r tests/*/*.d/actual.*
	$(RM) tests/cocci/*.actual.*
	$(Q)for s in $(SAMPLES); do \
		$(MAKE) -s --no-print-directory -C samples/$$s clean; done

.PHONY: all deps check demo install uninstall selfcheck clean fuzz fuzz-build FORCE

-include $(OBJS:.o=.d)
-include $(FUZZ_OBJS:.o=.d) $(FUZZ_BINS:fuzz/bin/%=fuzz/obj/fuzz/%.d)
