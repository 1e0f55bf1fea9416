# A series whose .cocci no longer says what its patch does (one rule of
# the third patch hand-edited to __le32): the patch itself passes every
# other check, but spatch's result differs outside the Diff-only lines,
# so the row fails with the lines where the two disagree.
cd "$SCRATCH" || exit 2
mkdir drv && cd drv || exit 2
rw=$TOP/tests/rewrite
cp "$rw/prototypes.d/input.h" dev.h
sed 's/"input.h"/"dev.h"/' "$rw/prototypes.d/input.c" >dev.c
cp "$rw/casts.d/input.c" block.c
flags="-I$TOP/tests/include"
# into files, not /dev/null: what it says is asserted too
"$ENDIAN" patch -o ../out dev.c block.c -- "$flags" >../patch.out 2>../patch.err
echo "patch: exit $?"
cat ../patch.out ../patch.err
c=$(echo ../out/0003-*.cocci)
sed "0,/^+	__be32\$/s//+	__le32/; s/^typedef __be32, u32;/typedef __be32, __le32, u32;/" \
	"$c" >../edited && mv ../edited "$c"
CC=gcc "$ENDIAN" verify ../out dev.c block.c -- -O2 "$flags"
