# A format read in either order is no bug: annotate counts it apart from
# the probable bugs, keeps its storage plain with the reads of each
# order listed, and annotates the rest of the tree as ever.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/infer/either-order.d/input.c" fmt.c
"$ENDIAN" annotate --no-cache -o out fmt.c -- "-I$TOP/tests/include" \
	>annotate.out 2>annotate.err
echo "annotate: exit $?"
grep -E '^(conflicts|either order):' annotate.out
sed -n '/^kept plain:/,/^[a-z]/p' annotate.out | sed '$d'
