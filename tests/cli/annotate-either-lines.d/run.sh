# A ?: that reads data in either order over two lines: both lines are
# named with the reason, so verify accepts the series as a whole.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/cli/annotate-either-lines.d/input.c" .
"$ENDIAN" annotate --no-cache -o out input.c >annotate.out 2>annotate.err
echo "annotate: exit $?"
grep -h '^total:' annotate.out
sed -n '/^kept plain:/,/^[a-z]/p' annotate.out | sed '$d'
cat annotate.err
