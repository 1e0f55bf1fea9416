# spatch lays out a prototype it rewrote as it likes: once the types are
# longer it breaks the line.  The same tokens in another layout are the
# same result, so the series verifies.  A glibc tool, so the generated
# types header comes first, as the baseline.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/cli/verify-spatch-layout.d/input.c" t.c
"$ENDIAN" patch --no-cache -o s t.c >/dev/null 2>&1
echo "patch: exit $?"
CC=gcc "$ENDIAN" verify s t.c
echo "verify: exit $?"
