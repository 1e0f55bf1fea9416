# Built with -fsanitize=bounds (as allmodconfig kernels are), an object
# names the type of each checked array in its data: 'u32 [4]'.  The
# annotation changes that string and nothing else, so the bytes differ
# (a failure, as any difference is) but verify says the instructions are
# the same.
cd "$SCRATCH" || exit 2
mkdir drv && cd drv || exit 2
cp "$TOP/tests/cli/verify-sanitizer-names.d/input.c" tbl.c
flags="-I$TOP/tests/include"
"$ENDIAN" patch tbl.c -- "$flags" >../tbl.diff
echo "patch: exit $?"
CC=gcc "$ENDIAN" verify ../tbl.diff tbl.c -- -O2 -fsanitize=bounds "$flags"
