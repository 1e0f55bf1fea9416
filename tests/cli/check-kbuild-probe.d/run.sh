# Newer kernels probe the checker before they trust it
# (scripts/checker-valid.sh): a file from mktemp, so without a .c
# suffix, holding __typeof_unqual__, is checked with kbuild's CHECKFLAGS,
# and the checker is valid when nothing it prints says "error".  endian
# takes an input whose name does not say C for C, and passes the probe.
# A file with a suffix clang would take for another language is C too;
# an -x of the command's own still wins.
cd "$SCRATCH" || exit 2
tmp=$(mktemp "$SCRATCH/tmp.XXXXXX") || exit 2
cat >"$tmp" <<'C'
static inline int u(const int *q)
{
	__typeof_unqual__(*q) v = *q;
	return v;
}
C
flags="-D__linux__ -Dlinux -D__STDC__ -Dunix -D__unix__ -Wbitwise
	-Wno-return-void -Wno-unknown-attribute -D__x86_64__ --arch=x86
	-mlittle-endian -m64"
# shellcheck disable=SC2086 # a word list
"$ENDIAN" check $flags "$tmp" >out 2>&1
rc=$?
valid=1
! grep -q error out || valid=0
echo "probe: exit $rc, valid $valid"
cat out

# the same kind of input, outside the probe: a bitwise mistake is found
printf 'typedef unsigned int __attribute__((bitwise)) le32;\nint f(le32 v) { return v > 2; }\n' >bug.o
"$ENDIAN" check bug.o 2>&1
echo "suffix .o: exit $?"
# a name C++ would take: C (class is an identifier), with or without -x c
printf 'int f(int class) { return class; }\n' >t.cc
"$ENDIAN" check t.cc 2>&1
echo ".cc: exit $?"
"$ENDIAN" check -x c t.cc 2>&1
echo "-x c on .cc: exit $?"
# the command's own -x wins: as C++, the same file does not parse
"$ENDIAN" check -x c++ t.cc 2>&1
echo "-x c++ on .cc: exit $?"
