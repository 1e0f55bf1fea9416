# A series from `endian patch -o`, proved: each patch applies to a
# scratch copy, compiles to the same object code, lowers the checker's
# and sparse's warnings, and spatch reproduces it (but on its Diff-only
# lines).  The scratch directory lies inside the tree ($TMPDIR), which
# the copy must skip; the tree is left as it was, and so is $TMPDIR.
cd "$SCRATCH" || exit 2
mkdir mydrv && cd mydrv && mkdir tmp || exit 2
rw=$TOP/tests/rewrite
cp "$rw/prototypes.d/input.h" dev.h
sed 's/"input.h"/"dev.h"/' "$rw/prototypes.d/input.c" >dev.c
cp "$rw/casts.d/input.c" block.c
flags="-I$TOP/tests/include"
# into files, not /dev/null: what it says is asserted too
"$ENDIAN" patch -o out dev.c block.c -- "$flags" >../patch.out 2>../patch.err
echo "patch: exit $?"
cat ../patch.out ../patch.err
cksum dev.h dev.c block.c >../before
TMPDIR=$PWD/tmp CC=gcc "$ENDIAN" verify out dev.c block.c -- -O2 "$flags"
echo "verify: exit $?"
cksum dev.h dev.c block.c | cmp -s - ../before && echo "tree unchanged"
stat -c '%h %n' dev.h dev.c block.c
ls -A tmp
