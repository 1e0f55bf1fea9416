# Byte-ordered data that only a system header declares, plain or with
# another name than the series writes: annotate lists it as declared
# outside, with the conversion that shows its order, and after the
# series the restricted-type warnings sparse gives are the listed sites,
# no other.
cd "$SCRATCH" || exit 2
cp "$TOP"/tests/cli/annotate-outside-data.d/input.c pkt.c
cp "$TOP"/tests/cli/annotate-outside-data.d/input-other.c other.c
"$ENDIAN" annotate -o out pkt.c other.c -- -D_GNU_SOURCE \
	>annotate.out 2>annotate.err
echo "annotate: exit $?"
sed -n '/^outside:/,/^warnings:/p' annotate.out | sed '$d' |
	sed 's|/usr/include/|<sys>/|'
for p in out/000[1-9]*.patch; do
	patch -s -p1 <"$p" || { echo "patch $p: exit $?"; exit 1; }
done
sparse -Wno-decl -D_GNU_SOURCE pkt.c 2>sparse.err
echo "sparse: exit $?"
grep 'warning:' sparse.err | cut -d: -f1,2,4-
