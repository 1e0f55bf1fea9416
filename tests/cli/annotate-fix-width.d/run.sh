# A settled conflict whose class joins data of two widths: the 64-bit
# fields take the majority's order, the 32-bit ones of the same class
# stay plain, so only the 64-bit raw read gets its fix; a conversion at
# a 32-bit site would take a plain number and only move the warning
# (aic7xxx's S/G lists: the series failed verification), so it is left
# for review.  The series verifies and adds no warning.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/cli/annotate-fix-width.d/sg.c" sg.c
flags="-I$TOP/tests/include"
"$ENDIAN" annotate --no-cache -o out sg.c -- "$flags" >out.txt 2>err.txt
echo "annotate: exit $?"
cat out.txt err.txt
for p in out/0*.patch; do
	echo "== $p"
	grep -v '^Date: ' "$p"
done
for p in out/000[1-9]*.patch; do
	patch -s -p1 <"$p" || exit 2
done
"$ENDIAN" check sg.c -- "$flags"
echo "check after the series: exit $?"
