# A patch made for another version of the file does not apply: one error
# line naming the patch, the file and patch's complaint, nothing on
# stdout, exit 2; and no scratch directory is left behind.
cd "$SCRATCH" || exit 2
mkdir drv tmp && cd drv || exit 2
cp "$TOP/tests/cli/verify-bad-patch.d/input.c" rec.c
sed 's/^	u32 len;/	u16 len;/' rec.c >../old.c
sed 's/^	u16 len;/	__le16 len;/' ../old.c >../new.c
diff -u --label a/rec.c --label b/rec.c ../old.c ../new.c >../stale.diff
TMPDIR=$SCRATCH/tmp CC=gcc "$ENDIAN" verify ../stale.diff rec.c -- \
	"-I$TOP/tests/include"
rc=$?
ls -A ../tmp
exit $rc
