# A glibc userspace tool, whose one diff (with its .cocci) creates
# endian-types.h and includes it: spatch leaves both to the patch
# (Diff-only), the checker sees the header's typed conversions as sparse
# does (__ENDIAN_CHECK__), and every check passes.
cd "$SCRATCH" || exit 2
mkdir tool && cd tool || exit 2
cp "$TOP/tests/rewrite/generated-types.d/input.c" record.c
"$ENDIAN" patch --cocci ../annotate.cocci record.c >../annotate.diff
echo "patch: exit $?"
CC=gcc "$ENDIAN" verify ../annotate.diff record.c -- -O2
echo "verify: exit $?"
ls
