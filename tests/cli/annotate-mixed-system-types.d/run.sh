# A glibc tree in which one unit sees the kernel's __le32 through
# <linux/types.h> and the other does not: the series names the generated
# header's types, and every prefix of it compiles, to the same objects,
# in both units (verify compiles each unit after each patch).
cd "$SCRATCH" || exit 2
cp "$TOP"/tests/rewrite/system-types-some-units.d/input* .
"$ENDIAN" annotate -o out input-a.c input-b.c -- -I. >annotate.out 2>annotate.err
echo "annotate: exit $?"
grep -h '^total:\|^verified:' annotate.out
# no kernel name in what the series adds
cat out/000[1-9]*.patch >series
grep -c '^+.*__[lb]e[136][246]' series
