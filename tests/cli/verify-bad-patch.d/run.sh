# A hand-made series whose second patch turns a u32 into an int: the
# division becomes signed, the object code differs, and that patch's row
# fails (exit 1) while the first, a true annotation, passes.
cd "$SCRATCH" || exit 2
mkdir drv series && cd drv || exit 2
cp "$TOP/tests/cli/verify-bad-patch.d/input.c" rec.c
sed 's/^	u32 len;/	__le32 len;/' rec.c >../one.c
sed 's/^	u32 count;/	int count;/' ../one.c >../two.c
diff -u --label a/rec.c --label b/rec.c rec.c ../one.c \
	>../series/0001-annotate-len.patch
diff -u --label a/rec.c --label b/rec.c ../one.c ../two.c \
	>../series/0002-count-to-int.patch
CC=gcc "$ENDIAN" verify ../series rec.c -- -O2 "-I$TOP/tests/include"
