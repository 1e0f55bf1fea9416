# A tree that names its on-disk types for their order but keeps them plain
# (ntfs-3g's `typedef u16 le16;`), with untyped helpers that cast their
# value (`(u16)__le16_to_cpu((u16)(x))`), a wrapper found by its body
# (sle64_to_cpu) and enumerators defined as conversions cast to the
# type.  The uses of le16 are the project's own annotations: the first
# patch makes the typedefs bitwise and types every helper, the series
# retypes only what the names do not say, and the one warning left after
# it, for sparse and the checker alike, is at the bug annotate reports
# (le64_to_cpu() of a host number).
cd "$SCRATCH" || exit 2
cp "$TOP"/tests/cli/annotate-named-types.d/input* .
"$ENDIAN" annotate -o out input.c -- -I. >annotate.out 2>annotate.err
echo "annotate: exit $?"
grep -h '^total:\|^verified:\|^conflicts:\|^  input' annotate.out
cat annotate.err
for p in out/000[1-9]*.patch; do
	patch -s -p1 <"$p" || { echo "patch $p: exit $?"; exit 1; }
done
grep -h 'typedef\|define.*to_cpu\|#include' input-types.h
sparse -Wno-decl -I. input.c 2>&1
echo "sparse: exit $?"
"$ENDIAN" check input.c -- -I. 2>&1
echo "check: exit $?"
