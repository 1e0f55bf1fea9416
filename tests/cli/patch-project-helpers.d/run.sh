# A userspace tree with untyped conversion macros of its own: after the
# patch, which types them for the checkers, sparse and endian check find
# the annotated tree clean, the object code is the same in both byte
# order branches' host (the one compiled here), and a second run is
# empty.  Before it, sparse sees nothing wrong either: the point is the
# restricted-type warnings a plain `u32` -> `le32_t` edit alone would
# draw at every correct conversion, counted on a copy without the typing.
cd "$SCRATCH" || exit 2
case=$TOP/tests/rewrite/typed-project-helpers.d
mkdir old new
cp "$case"/input-defs.h "$case"/input.c old/
cp old/* new/
cd new || exit 2
"$ENDIAN" patch input.c -- -I. >../p.diff 2>../patch.err
echo "patch: exit $?"
patch -p1 --quiet <../p.diff && echo "applied"
"$SPARSE" -Wno-decl -Wsparse-error -I. input.c && echo "sparse: clean"
"$ENDIAN" check -Wsparse-error -I. input.c && echo "endian check: clean"
"$ENDIAN" patch input.c -- -I.
echo "second run: exit $?"
for t in old new; do
	gcc -O2 -c -I"../$t" -o "../$t/input.o" "../$t/input.c" || exit 2
	objdump -d "../$t/input.o" | tail -n +4 >"../$t/input.s"
done
cmp -s ../old/input.s ../new/input.s && echo "same code"
# the same annotations with the helpers' bodies as they were
cd .. && mkdir untyped && cp new/* untyped/ && cp old/input-defs.h untyped/
sed -i '/endian-types.h/d' untyped/input-defs.h
"$SPARSE" -Wno-decl -I untyped untyped/input.c 2>untyped.err
echo "sparse without the typing: exit $?"
grep -c 'restricted' untyped.err
