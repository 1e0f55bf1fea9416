# A run-time ?: between the tree's own wrappers of the two orders: its
# data stays plain and every line that reads it is named, so the series,
# which types the wrappers, leaves both checkers' new warnings at sites
# it reports (a ?: over several lines has its reads on lines of their
# own), and verify accepts the series as a whole.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/infer/either-order-wrappers.d/input.c" .
"$ENDIAN" annotate --no-cache -o out input.c >annotate.out 2>annotate.err
echo "annotate: exit $?"
grep -h '^total:\|^verified:\|^conflicts:\|^either order:' annotate.out
sed -n '/^kept plain:/,/^[a-z]/p' annotate.out | sed '$d'
cat annotate.err
