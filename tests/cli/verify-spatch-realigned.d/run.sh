# spatch re-aligns the continued lines of a parameter list it changes,
# lines the patch leaves as they are: the .cocci lists them as Diff-only
# and verify sets spatch's changes there aside, so the patch verifies.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/rewrite/param-continued-lines.d/input.c" entry.c || exit 2
flags="-I$TOP/tests/include"
"$ENDIAN" patch --no-cache -o out entry.c -- "$flags" >patch.out
echo "patch: exit $?"
grep '^// Diff-only' out/0001-*.cocci
CC=gcc "$ENDIAN" verify out entry.c -- "$flags" >verify.out
echo "verify: exit $?"
awk 'NR == 2 { print $(NF - 1), $NF }' verify.out
