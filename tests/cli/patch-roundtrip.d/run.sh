# The round trip: the diff applies with patch -p1, a second run proposes
# nothing, the checker finds no restricted-type warning, and the object
# code is byte-identical.
cd "$SCRATCH" || exit 2
mkdir old new
rw=$TOP/tests/rewrite
cp "$rw/prototypes.d/input.h" old/dev.h
sed 's/"input.h"/"dev.h"/' "$rw/prototypes.d/input.c" >old/dev.c
cp "$TOP/tests/infer/propagation.d/input.c" old/inode.c
cp old/* new/
cd new || exit 2
flags="-I$TOP/tests/include"
"$ENDIAN" patch dev.c inode.c -- "$flags" >../p.diff
echo "patch: exit $?"
patch -p1 --quiet <../p.diff && echo "applied"
"$ENDIAN" patch dev.c inode.c -- "$flags"
echo "second run: exit $?"
# into files, not a pipe, which would hide check's exit status
"$ENDIAN" check -Wno-decl "$flags" dev.c inode.c >../check.out 2>../check.err
echo "check: exit $?"
cat ../check.out
grep -c restricted ../check.err
for f in dev inode; do
	for t in old new; do
		gcc -O2 -c "$flags" -o "../$t/$f.o" "../$t/$f.c" || exit 2
		objdump -d "../$t/$f.o" | tail -n +4 >"../$t/$f.s"
	done
	cmp -s "../old/$f.s" "../new/$f.s" && echo "$f.o: same code"
done
grep -c '^+[^+]' ../p.diff
