# One diff, as `endian patch` writes it, with the .cocci of the same stem
# beside it (`--cocci`): one row, every check passes; spatch leaves the
# casts to the patch (Diff-only).  Without a .cocci, the spatch column
# says so, and a patch touching no unit given is said to prove nothing.
cd "$SCRATCH" || exit 2
mkdir drv && cd drv || exit 2
rw=$TOP/tests/rewrite
cp "$rw/prototypes.d/input.h" dev.h
sed 's/"input.h"/"dev.h"/' "$rw/prototypes.d/input.c" >dev.c
cp "$rw/casts.d/input.c" block.c
flags="-I$TOP/tests/include"
"$ENDIAN" patch --cocci ../all.cocci dev.c block.c -- "$flags" >../all.diff
echo "patch: exit $?"
CC=gcc "$ENDIAN" verify ../all.diff dev.c block.c -- -O2 "$flags"
echo "verify: exit $?"
cp ../all.diff ../bare.patch
CC=gcc "$ENDIAN" verify ../bare.patch dev.c -- -O2 "$flags"
echo "verify: exit $?"
echo 'int other;' >other.c
CC=gcc "$ENDIAN" verify ../bare.patch other.c
echo "verify: exit $?"
