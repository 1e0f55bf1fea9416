# A tree with its own __be32 that converts it with glibc's ntohl(): the
# generated header includes the tree's types header for the checkers and
# types ntohl() for __be32 too, so sparse finds the tree clean after the
# series, where glibc's untyped ntohl() took the __be32 for a plain
# integer.
cd "$SCRATCH" || exit 2
cp "$TOP"/tests/cli/annotate-own-names-glibc.d/input* .
"$ENDIAN" annotate -o out input.c -- -I. >annotate.out 2>annotate.err
echo "annotate: exit $?"
grep -h '^total:\|^verified:' annotate.out
for p in out/000[1-9]*.patch; do
	patch -s -p1 <"$p" || { echo "patch $p: exit $?"; exit 1; }
done
grep -h '^#include' endian-types.h
sparse -Wsparse-error -Wno-decl -I. input.c
echo "sparse: exit $?"
