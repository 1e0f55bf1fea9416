# Settled conflicts get fix patches at the end of the series: a missing
# conversion is wrapped around the raw read (in a macro's argument too),
# a double conversion loses its call, and a read inside a macro's body
# is left for review.  The big-endian fix changes the object code on
# purpose and verify says so; the little-endian one leaves it identical.
# After the series, the next run proposes nothing and only the site left
# for review warns.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/cli/annotate-fixes.d/fw.c" fw.c
flags="-I$TOP/tests/include"
"$ENDIAN" annotate --no-cache -o out fw.c -- "$flags" >out.txt 2>err.txt
echo "annotate: exit $?"
cat out.txt err.txt
for p in out/0*.patch; do
	echo "== $p"
	grep -v '^Date: ' "$p"
done
for p in out/000[1-9]*.patch; do
	patch -s -p1 <"$p" || exit 2
done
"$ENDIAN" patch --no-cache fw.c -- "$flags"
echo "patch after the series: exit $?"
"$ENDIAN" check fw.c -- "$flags"
echo "check after the series: exit $?"
