# The build and the tests use only what Debian packages bring: those
# tools/install-deps installs (--list --packaging: the package build is
# tested too), the packages they depend on, and the Essential ones
# (closure.awk makes the set).  This machine may hold more (llvm-14 and
# clang-14's tools were installed by hand, and there is /usr/local): a
# build or a test that used any of it would break on a clean machine,
# so here it fails, naming the file and its package.
#
# What is checked, each file by its real path (links resolved: the file
# that is read), against the files of the set's packages (their
# directories resolved too: dpkg knows /bin/cat, merged /usr reads
# /usr/bin/cat):
# - headers: what `cc -M` lists for each source of the build, with the
#   CC and flags make itself uses (asked through an extra makefile), so
#   LLVM_PREFIX, CC, CFLAGS or SANITIZE, from the environment or make
#   check's command line, count as they do for the build;
# - the compiler: the programs and files its driver names in its -###
#   plans for a compile and the link (cc1, as, collect2, the LTO plugin),
#   and the linker it runs;
# - link inputs: every file the linker opens (endian relinked into the
#   scratch directory with -Wl,--trace);
# - libraries: every shared library `ldd ./endian` names;
# - programs, looked up on PATH as the tests do: what `make -n` prints for
#   the build and for samples/*, what the Makefiles run through $(shell)
#   (logged by a SHELL make is given), the commands of tests/run,
#   tests/cli/*/run.sh and tools/tab2c (cmdwords.awk, a heuristic: see
#   its header), the interpreter of tools/ground-truth (perl), the
#   requires files, sh, make, and the programs endian runs (ENDIAN_RUNS
#   below, by hand: lib/run.c's callers build argv in many ways, so a
#   new one must be added there).
#
# Not checked: the headers the tests' inputs include through libclang,
# sparse and gcc at test time (the same compilers' directories, checked
# above for the build, and tests/include); libraries the tests' programs
# load and programs those programs run (git's helpers, spatch's python):
# their packages' dependencies are trusted; tools/install-deps, which
# needs apt (and sudo) to install the set in the first place; .ci/run;
# a program looked up on PATH that is not installed here (the case that
# needs it skips or fails on its own); a command cmdwords.awk misses.  Of
# "a | b" and of the providers of a virtual package, which one a clean
# machine gets is guessed (closure.awk).
LC_ALL=C
export LC_ALL
here=$TOP/tests/cli/deps-from-packages.d
cd "$SCRATCH" || exit 2
ENDIAN_RUNS="cc diff patch objcopy objdump sparse spatch git"

# The set, then the files of its packages.
pkgs=$("$TOP/tools/install-deps" --list --packaging) || exit 2
dpkg-query -W -f='${db:Status-Abbrev}\t${Package}\t${Essential}\t${Pre-Depends}\t${Depends}\t${Provides}\n' \
	>db || exit 2
awk -v seeds="$pkgs" -f "$here/closure.awk" db | sort >pkgset
# shellcheck disable=SC2046 # one package name a line
dpkg-query -L $(cat pkgset) 2>/dev/null | grep '^/' | sort -u >listed
[ -s listed ] || { echo "no files in the set's packages"; exit 2; }

# realpaths: the real path of each line of stdin (-m: one line out for
# each line in, whether it exists or not).
realpaths() {
	tr '\n' '\0' | xargs -0 realpath -m --
}
sed -n 's,/[^/]*$,,p' listed | grep . | sort -u >dirs
realpaths <dirs >realdirs
paste dirs realdirs >dirmap
awk -F'\t' 'NR == FNR { real[$1] = $2; next }
{
	d = $0
	sub(/\/[^\/]*$/, "", d)
	print (d == "" ? $0 : real[d] substr($0, length(d) + 1))
}' dirmap listed | sort -u >allowed

# What make uses for the build, asked from make itself.
cat >vars.mk <<'EOF'
deps-print:
	@echo $(CC)
	@echo $(ALL_CFLAGS)
	@echo $(OBJS:.o=.c)
	@echo $(OBJS)
	@echo $(ALL_LDFLAGS) $(LIBS)
EOF
(cd "$TOP" && make -s --no-print-directory -f Makefile -f "$SCRATCH/vars.mk" \
	deps-print) >vars 2>make.err || { cat make.err; exit 2; }
{ read -r cc; read -r cflags; read -r srcs; read -r objs; read -r ldlibs; } \
	<vars
# -MMD -MP would write .d files into the tree
# shellcheck disable=SC2086 # a word list
cflags=$(printf '%s\n' $cflags | grep -vx -e -MMD -e -MP | tr '\n' ' ')

# used: "KIND<tab>PATH", one a line, for every file checked.
: >used
# use KIND: every absolute path on stdin that names a file outside the
# tree and the scratch directory is used.
use() {
	grep -o '/[^ "=,:()\\]*' | sort -u | while IFS= read -r f; do
		case $f in "$TOP"/*|"$SCRATCH"/*) continue ;; esac
		[ -f "$f" ] && printf '%s\t%s\n' "$1" "$f"
	done >>used
}

# shellcheck disable=SC2086 # flags and file lists are word lists
(cd "$TOP" && $cc $cflags -M $srcs) >deps.mk 2>cc.err ||
	{ echo "cc -M failed:"; cat cc.err; exit 2; }
use header <deps.mk

# shellcheck disable=SC2086
(cd "$TOP" && $cc $cflags -### -c -o "$SCRATCH/x.o" main.c &&
	$cc $cflags -### -o "$SCRATCH/x" $objs $ldlibs) 2>plans >/dev/null ||
	{ echo "cc -### failed:"; cat plans; exit 2; }
{
	# the plans' commands, not the banner (<file:///usr/share/doc/...>)
	grep -e '^ ' -e '^COLLECT_LTO_WRAPPER=' plans | use compiler
	# the first word of a plan's command that is not a path: as, say
	for p in $(sed -n 's/^ "\{0,1\}\([^ "/][^ "]*\).*/\1/p' plans) \
		 "$($cc -print-prog-name=ld)"; do
		command -v "$p"
	done | use compiler
}

# shellcheck disable=SC2086
(cd "$TOP" && $cc $cflags -o "$SCRATCH/endian" $objs $ldlibs -Wl,--trace) \
	>trace 2>&1 || { echo "relinking endian failed:"; cat trace; exit 2; }
use "link input" <trace

ldd "$TOP/endian" >ldd.out 2>&1 || { cat ldd.out; exit 2; }
sed -n 's/.*=> \(\/[^ ]*\).*/\1/p; s/^[[:space:]]*\(\/[^ ]*\) (.*/\1/p' \
	ldd.out | use library

# The commands of the build (make -n, and a SHELL that logs $(shell)),
# of the samples' Makefiles, of the test scripts.
printf '#!/bin/sh\nshift\nprintf "%%s\\n" "$*" >>'\''%s/shell.log'\''\nexec /bin/sh -c "$@"\n' \
	"$SCRATCH" >logsh
chmod +x logsh
: >shell.log
(
	cd "$TOP" || exit 2
	make -n -B V=1 SHELL="$SCRATCH/logsh" all || exit 2
	for m in samples/*/Makefile; do
		make -n -B --no-print-directory -C "${m%/Makefile}" \
			SHELL="$SCRATCH/logsh" ||
			exit 2
	done
) >make.out 2>make.err || { echo "make -n failed:"; cat make.err; exit 2; }
{
	cat make.out shell.log | awk -f "$here/cmdwords.awk"
	for f in "$TOP/tests/run" "$TOP"/tests/cli/*/run.sh "$TOP/tools/tab2c"; do
		awk -f "$here/cmdwords.awk" "$f"
		sed -n '1s/^#![[:space:]]*\([^[:space:]]*\).*/\1/p' "$f"
	done
	# a perl script: its words are no shell commands, its #! line is
	sed -n '1s/^#![[:space:]]*\([^[:space:]]*\).*/\1/p' \
		"$TOP/tools/ground-truth"
	cat "$TOP"/tests/*/requires "$TOP"/tests/*/*.d/requires 2>/dev/null
	# shellcheck disable=SC2086
	printf '%s\n' sh make $cc $ENDIAN_RUNS
} | tr '[:blank:]' '\n' | grep . | sort -u >words
while IFS= read -r w; do
	case $w in
	/*) [ -f "$w" ] && [ -x "$w" ] && echo "$w" ;;
	*/*|*'$'*) ;;		# the project's own scripts, variables
	*) p=$(command -v "$w") && case $p in /*) echo "$p" ;; esac ;;
	esac
done <words | use program

# The verdict: the files whose real path no package of the set holds.
cut -f2 used | realpaths | paste used - >checked
awk -F'\t' 'NR == FNR { ok[$0] = 1; next } !($3 in ok)' allowed checked \
	>foreign
# owner PATH REAL: the package that holds the file, if any.
owner() {
	for q in "$2" "$1" "${2#/usr}"; do
		o=$(dpkg -S "$q" 2>/dev/null | grep -v '^diversion' |
			sed -n '1s/: .*//p')
		[ -n "$o" ] && { echo "$o"; return; }
	done
	echo "no package"
}
status=0
for kind in header compiler "link input" library program; do
	case $kind in
	header) what="headers of the build" ;;
	compiler) what="the compiler's programs and files" ;;
	"link input") what="files the linker reads" ;;
	library) what="libraries endian loads" ;;
	program) what="programs of the build and the tests" ;;
	esac
	if ! cut -f1 checked | grep -qx "$kind"; then
		echo "$what: none found, so nothing was checked"
		status=1
	elif ! cut -f1 foreign | grep -qx "$kind"; then
		echo "$what: all from the packages"
	else
		echo "$what: not all from the packages:"
		status=1
		awk -F'\t' -v k="$kind" '$1 == k { print $2 "\t" $3 }' foreign |
		while IFS="$(printf '\t')" read -r f r; do
			if [ "$f" = "$r" ]; then
				echo "  $f: $(owner "$f" "$r")"
			else
				echo "  $f ($r): $(owner "$f" "$r")"
			fi
		done
	fi
done
exit $status
