# Constants of the same bytes in either order (tests/infer/symmetric-
# constant.d): the series annotates each field with its conversions'
# order and ends with a patch per field that converts where it meets
# such a constant; annotate counts them apart from the probable bugs,
# the objects stay identical, and after the series both checkers flag
# only the three probable bugs and the site left for review (a macro of
# two tokens).
cd "$SCRATCH" || exit 2
cp "$TOP/tests/infer/symmetric-constant.d/input.c" sc.c
flags="-I$TOP/tests/include"
"$ENDIAN" annotate --no-cache -o out sc.c -- "$flags" >out.txt 2>err.txt
echo "annotate: exit $?"
grep -E '^(conflicts|no bug|fixed|verified):' out.txt
cat err.txt
for p in out/000[3-9]*.patch; do
	echo "== $p"
	sed -n '/^Subject/p;/^$/,/^---$/p' "$p"
	grep '^[-+]	' "$p"
done
for p in out/000[1-9]*.patch; do
	patch -s -p1 <"$p" || exit 2
done
"$ENDIAN" check sc.c -- "$flags"
echo "check after the series: exit $?"
"${SPARSE:-sparse}" -Wno-decl "$flags" sc.c
echo "sparse after the series: exit $?"
