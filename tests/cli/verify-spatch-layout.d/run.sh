# spatch lays out a prototype it rewrote as it likes: once the types are
# longer it breaks the line.  The same tokens in another layout are the
# same result, so the series verifies.  A glibc tool, so the generated
# types header comes first, as the baseline.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/cli/verify-spatch-layout.d/input.c" t.c
# into files, not /dev/null: what it says is asserted too
"$ENDIAN" patch --no-cache -o s t.c >patch.out 2>patch.err
echo "patch: exit $?"
cat patch.out patch.err
CC=gcc "$ENDIAN" verify s t.c
echo "verify: exit $?"
